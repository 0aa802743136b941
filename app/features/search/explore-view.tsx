import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ListingCard } from "~/components/listing-card";
import { MapPanel, type MapTiles, pinAttributes, pinCardAttributes } from "~/components/map-panel";
import { KeptMarkup } from "~/components/ui/kept-markup";
import { Form, Link } from "~/components/ui/links";
import { Pagination } from "~/components/ui/pagination";
import { MOST_GUESTS } from "~/content/booking-options";
import { exploreKindName, searchedAmenities } from "~/content/catalogue";
import { SUPPORTED_CITIES } from "~/content/cities";
import {
  activeFilters,
  COUNTED_RESULTS,
  EXPLORE_FILTERS,
  EXPLORE_SORTS,
  EXPLORE_TYPES,
  type ExploreFilterName,
  type ExploreFilters,
  type ExploreType,
  exploreQuery,
  filterNoun,
  filterTypes,
  priceChoices,
  priceScales,
  searchedStay,
} from "~/content/explore-filters";
import { label } from "~/content/labels";
import {
  BHK_OPTIONS,
  bhkLabel,
  FURNISHING_OPTIONS,
  PG_GENDERS,
  SHARING_OPTIONS,
  YES_NO,
} from "~/content/listing-options";
import { NEAR_DISTANCES, nearChoices, placeName } from "~/content/places";
import { POSTER_ROLES } from "~/content/posted-by";
import { AddToCompareButton } from "~/features/buying/buying";
import { ProjectCard } from "~/features/projects/projects";
import { exploreFilters, writeTypes } from "~/islands/contracts/explore-filters";
import { formatPrice, shortRupees } from "~/lib/format";
import { currentLocale, i18n } from "~/lib/i18n";
import type { ExploreItem, ExploreResults, NearbySearch, StayDates } from "./explore.server";
import { NearDistanceLine } from "./near-distance";
import { PlainWords, QuickFilters, SearchChips } from "./search-chips";

type Props = {
  heading: string;
  description: string;
  filters: ExploreFilters;
  results: ExploreResults;
  /** The date fields' first days, and dates the search refused with their messages (`loadExplore`'s `dates`). */
  dates: StayDates;
  /** The page's own address: the search form submits to it and 'Clear filters' returns to it. */
  path: string;
  /** Set when the page is one kind of place (/hotels): the type filter is then not offered. */
  fixedType?: boolean;
  /** Shown beside the result count, such as 'Save this search'. */
  children?: React.ReactNode;
  /** The map view's tiles (ADR 051). */
  mapTiles?: MapTiles;
};

/** A search's count, which stops past COUNTED_RESULTS (see explore.server.ts). */
function resultsText(total: number): string {
  if (total > COUNTED_RESULTS) {
    const counted = COUNTED_RESULTS.toLocaleString("en-IN");
    return t`More than ${counted} results`;
  }
  return plural(total, { one: "# result", other: "# results" });
}

/**
 * A page of explore results under its one search form: /explore, /Search, /hotels and the other stay
 * pages. On a phone the filters fold behind a 'Filters' button so the first result is on the first screen.
 */
export function ExploreView({
  heading,
  description,
  filters,
  results,
  dates,
  path,
  fixedType,
  children,
  mapTiles,
}: Props) {
  const { t } = useLingui();
  const fixed: ExploreFilterName[] = fixedType ? ["type"] : [];
  const filtered = activeFilters(filters, fixed).length > 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-3 sm:py-8">
      {/* On a phone the introduction is one line, so the first result is on the first screen (issue 47). */}
      <header className="mb-3 sm:mb-6">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{heading}</h1>
        <p className="mt-1 line-clamp-1 max-w-3xl text-sm text-gray-700 sm:mt-2 sm:line-clamp-none sm:text-lg">
          {description}
        </p>
      </header>
      <div className="grid gap-3 lg:grid-cols-[18rem_1fr] lg:gap-8">
        <SearchForm filters={filters} dates={dates} path={path} fixed={fixed} />
        <section aria-labelledby="results-heading" className="min-w-0">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <h2 id="results-heading" className="text-lg font-semibold text-gray-900" aria-live="polite">
              {resultsText(results.total)}
            </h2>
            {children}
            {results.items.length > 0 || filters.area ? (
              <MapPanel
                id="results-map"
                pins="#results-list"
                tiles={mapTiles}
                area={filters.area}
                searchArea
                inRow
                clusterLabel={t`results here`}
                caption={
                  <Trans>
                    The results on this page, each at its owner's pin or at its locality's or PIN code's point: several
                    homes and projects of one locality share a pin.
                  </Trans>
                }
              />
            ) : null}
          </div>
          <SearchChips filters={filters} path={path} fixed={fixed} />
          <QuickFilters filters={filters} path={path} fixed={fixed} />
          <PlainWords filters={filters} path={path} fixed={fixed} />
          {results.items.length === 0 ? (
            <div className="mt-4 rounded-lg border border-dashed border-gray-300 p-8 text-center">
              <p className="text-xl font-semibold text-gray-900">
                <Trans>No results</Trans>
              </p>
              <p className="mt-2 text-gray-700">
                {filtered ? (
                  <Trans>Nothing matches these filters. Try fewer filters or another city.</Trans>
                ) : (
                  <Trans>Nothing is listed here yet. Please look again soon.</Trans>
                )}
              </p>
              <NearbyLinks nearby={results.nearby} filters={filters} path={path} fixed={fixed} />
              {filtered ? (
                <Link to={path} className="mt-4 inline-block font-semibold text-brand-700 underline">
                  <Trans>Reset filters</Trans>
                </Link>
              ) : null}
            </div>
          ) : (
            <>
              <ul id="results-list" className="mt-3 grid gap-6 sm:mt-4 sm:grid-cols-2 xl:grid-cols-3">
                {results.items.map((item, index) => (
                  <li
                    key={`${item.kind}-${item.id}`}
                    className="flex flex-col gap-2"
                    {...(item.latitude !== null && item.longitude !== null
                      ? pinAttributes(
                          { lat: item.latitude, lng: item.longitude },
                          pinPrice(item),
                          `${item.projectBuildingName}, ${pinPrice(item)}`,
                        )
                      : {})}
                  >
                    <div {...pinCardAttributes()}>
                      {item.kind === "listing" ? (
                        <ListingCard listing={item} href={stayHref(item.id, filters)} priority={index < 3}>
                          <NearDistanceLine km={item.distanceKm} near={filters.near} />
                        </ListingCard>
                      ) : (
                        <ProjectCard project={item} priority={index < 3}>
                          <NearDistanceLine km={item.distanceKm} near={filters.near} />
                        </ProjectCard>
                      )}
                    </div>
                    <AddToCompareButton itemId={item.id} name={item.projectBuildingName} near={filters.near} />
                  </li>
                ))}
              </ul>
              <Pagination page={results.page} pageCount={results.pageCount} label={t`Result pages`} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** A pin's label: a listing's price, a project's starting price (ADR 056). */
function pinPrice(item: ExploreItem): string {
  if (item.kind === "listing") return formatPrice(item);
  const price = item.price === null ? null : shortRupees(item.price);
  return price === null ? t`Price on request` : t`From ${price}`;
}

/** A search with dates leads to each listing with them, so its booking picker starts from the same stay. */
function stayHref(listingId: string, filters: ExploreFilters): string | undefined {
  const stay = searchedStay(filters);
  return stay ? `/property/${listingId}${exploreQuery(stay)}` : undefined;
}

/** 'Remove the food filter: 3 results': the one-step ways out of an empty result. */
function NearbyLinks({
  nearby,
  filters,
  path,
  fixed,
}: {
  nearby: NearbySearch[];
  filters: ExploreFilters;
  path: string;
  fixed: ExploreFilterName[];
}) {
  const { t } = useLingui();
  if (nearby.length === 0) return null;
  return (
    <ul aria-label={t`Nearest searches with results`} className="mt-4 flex flex-col items-center gap-2">
      {nearby.map(({ without, total }) => {
        const filter = filterNoun(without);
        const found = resultsText(total);
        return (
          <li key={without}>
            <Link
              to={`${path}${exploreQuery(filters, [without, "page", ...fixed])}`}
              className="font-semibold text-brand-700 underline"
            >
              {t`Remove the ${filter} filter: ${found}`}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const fieldClass =
  "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 focus:border-brand-700";

type SelectProps = {
  label: string;
  name: string;
  value: string | number | undefined;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  anyLabel?: string | null;
  /** The type field: the islands script shows the chosen type's filters (app/islands/explore-filters.ts). */
  switchesType?: boolean;
};

/** A filter's list of choices: the same markup on every page that chose the same, so kept as HTML (KeptMarkup). */
function Select(props: SelectProps) {
  return <KeptMarkup as="div" inputs={JSON.stringify(props)} render={() => <SelectField {...props} />} />;
}

function SelectField({ label, name, value, options, anyLabel, switchesType }: SelectProps) {
  const id = `filter-${name}`;
  return (
    <>
      <label htmlFor={id} className="block font-medium text-gray-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        {...exploreFilters.attrs({ type: switchesType ? "" : undefined })}
        className={fieldClass}
      >
        {anyLabel === null ? null : <option value="">{anyLabel ?? t`Any`}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** Stored English values as choices: the value stays in the URL, the page shows its label. */
const plain = (values: readonly string[]) => values.map((value) => ({ value, label: label(value) }));
const BHK_CHOICES = BHK_OPTIONS.map((value) => ({ value, label: bhkLabel(value) }));
/** The filters of some kinds of place that choose among stored words, in the order the form shows them. */
const KIND_CHOICES = [
  ["furnishing", FURNISHING_OPTIONS],
  ["pgGender", PG_GENDERS],
  ["sharing", SHARING_OPTIONS],
  ["food", YES_NO],
] as const;

/**
 * The filters fold behind a 'Filters' button that says how many are set. The page arrives folded (the
 * server cannot know the screen), and the islands script opens it on a wide screen; without scripts the
 * button still opens it, as <details> needs none. It arrives open when a field has a message to read.
 */
function FilterDisclosure({ count, open, children }: { count: number; open: boolean; children: React.ReactNode }) {
  return (
    <details {...exploreFilters.attrs({ panel: true })} open={open || undefined} className="group">
      <summary className="flex cursor-pointer list-none items-center justify-between rounded-md border border-gray-400 bg-white px-3 py-2 font-semibold text-gray-900 [&::-webkit-details-marker]:hidden">
        {count > 0 ? <Trans>Filters ({count})</Trans> : <Trans>Filters</Trans>}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      {children}
    </details>
  );
}

/**
 * The page's one search form: keywords with a Search button, and the filters folded under them. A plain
 * GET form, so the filters live in the URL and work before JavaScript loads.
 */
function SearchForm({
  filters,
  dates,
  path,
  fixed,
}: {
  filters: ExploreFilters;
  dates: StayDates;
  path: string;
  fixed: ExploreFilterName[];
}) {
  const { t } = useLingui();
  const active = activeFilters(filters, fixed);
  const typeChoice = !fixed.includes("type");
  // Dates the search refused are shown with their messages: the filters open, and the date fields in view.
  const datesRefused = Object.keys(dates.errors).length > 0;
  // A filter set in the URL stays in view even when the type does not use it, so it can be cleared.
  const kindFilter = (name: ExploreFilterName, field: React.ReactNode, asked = false) => (
    <KindFilter
      key={name}
      types={asked || (active as ExploreFilterName[]).includes(name) ? undefined : filterTypes(name)}
      type={filters.type}
      typeChoice={typeChoice}
    >
      {field}
    </KindFilter>
  );
  return (
    <Form
      // The key remounts the form after each search so its fields show the URL's filters.
      key={JSON.stringify(filters)}
      method="get"
      action={path}
      role="search"
      aria-label={t`Search and filters`}
      className="flex min-w-0 flex-col gap-3 self-start rounded-lg border border-gray-200 bg-gray-50 p-3 lg:p-4"
    >
      <div>
        <label htmlFor="filter-q" className="block font-medium text-gray-900">
          {i18n._(EXPLORE_FILTERS.q.label)}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="filter-q"
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={100}
            placeholder={t`City, locality or name`}
            className="min-w-0 flex-1 rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 focus:border-brand-700"
          />
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            <Trans>Search</Trans>
          </button>
        </div>
      </div>
      <FilterDisclosure
        count={active.filter((name) => !["q", "checkOut", "guests"].includes(name)).length}
        open={datesRefused}
      >
        <div className="mt-3 flex flex-col gap-4">
          {kindFilter("checkIn", <StayFields filters={filters} dates={dates} />, datesRefused)}
          <Select
            label={i18n._(EXPLORE_FILTERS.city.label)}
            name="city"
            value={filters.city}
            options={plain(SUPPORTED_CITIES)}
            anyLabel={t`All cities`}
          />
          {fixed.includes("type") ? null : (
            <Select
              label={i18n._(EXPLORE_FILTERS.type.label)}
              name="type"
              value={filters.type}
              options={EXPLORE_TYPES.map((value) => ({ value, label: exploreKindName(value, "many") }))}
              anyLabel={t`All types`}
              switchesType
            />
          )}
          <PriceSelect
            label={i18n._(EXPLORE_FILTERS.minPrice.label)}
            name="minPrice"
            value={filters.minPrice}
            type={filters.type}
            typeChoice={typeChoice}
          />
          <PriceSelect
            label={i18n._(EXPLORE_FILTERS.maxPrice.label)}
            name="maxPrice"
            value={filters.maxPrice}
            type={filters.type}
            typeChoice={typeChoice}
          />
          {kindFilter(
            "bhk",
            <Select label={i18n._(EXPLORE_FILTERS.bhk.label)} name="bhk" value={filters.bhk} options={BHK_CHOICES} />,
          )}
          {KIND_CHOICES.map(([name, values]) =>
            kindFilter(
              name,
              <Select
                label={i18n._(EXPLORE_FILTERS[name].label)}
                name={name}
                value={filters[name]}
                options={plain(values)}
              />,
            ),
          )}
          <Select
            label={i18n._(EXPLORE_FILTERS.postedBy.label)}
            name="postedBy"
            value={filters.postedBy}
            options={plain(POSTER_ROLES)}
          />
          <Select
            label={i18n._(EXPLORE_FILTERS.near.label)}
            name="near"
            value={filters.near}
            options={nearChoices(filters.city).map((place) => ({
              value: place.id,
              label: filters.city
                ? placeName(place, currentLocale())
                : `${placeName(place, currentLocale())}, ${label(place.city)}`,
            }))}
            anyLabel={t`Anywhere`}
          />
          <Select
            label={i18n._(EXPLORE_FILTERS.within.label)}
            name="within"
            value={filters.within}
            options={NEAR_DISTANCES.map((km) => ({ value: km, label: t`${km} km` }))}
            anyLabel={null}
          />
          {kindFilter(
            "availableFrom",
            <div>
              <label htmlFor="filter-availableFrom" className="block font-medium text-gray-900">
                {i18n._(EXPLORE_FILTERS.availableFrom.label)}
              </label>
              <p id="filter-availableFrom-hint" className="text-sm text-gray-700">
                <Trans>Ready to move in by this day</Trans>
              </p>
              <input
                id="filter-availableFrom"
                type="date"
                name="availableFrom"
                defaultValue={filters.availableFrom}
                aria-describedby="filter-availableFrom-hint"
                className={fieldClass}
              />
            </div>,
          )}
          {kindFilter(
            "rera",
            <label className="flex items-center gap-2 font-medium text-gray-900">
              <input
                type="checkbox"
                name="rera"
                value="yes"
                defaultChecked={filters.rera === "yes"}
                className="size-4 accent-brand-700"
              />
              {i18n._(EXPLORE_FILTERS.rera.label)}
            </label>,
          )}
          {kindFilter(
            "rated",
            <label className="flex items-center gap-2 font-medium text-gray-900">
              <input
                type="checkbox"
                name="rated"
                value="4"
                defaultChecked={filters.rated === "4"}
                className="size-4 accent-brand-700"
              />
              {i18n._(EXPLORE_FILTERS.rated.label)}
            </label>,
          )}
          <details open={filters.amenities.length > 0} className="rounded-md border border-gray-300 bg-white p-3">
            <summary className="cursor-pointer font-medium text-gray-900">
              {i18n._(EXPLORE_FILTERS.amenities.label)}
              {filters.amenities.length ? ` (${filters.amenities.length})` : ""}
            </summary>
            <KeptMarkup
              as="fieldset"
              className="mt-2"
              inputs={JSON.stringify([filters.type, filters.amenities])}
              render={() => <AmenityChoices type={filters.type} chosen={filters.amenities} />}
            />
          </details>
          <Select
            label={i18n._(EXPLORE_FILTERS.sort.label)}
            name="sort"
            value={filters.sort}
            options={EXPLORE_SORTS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
            anyLabel={null}
          />
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            <Trans>Apply filters</Trans>
          </button>
          <Link to={path} className="text-center font-medium text-brand-700 underline">
            <Trans>Clear filters</Trans>
          </Link>
        </div>
      </FilterDisclosure>
    </Form>
  );
}

/**
 * Check-in, check-out and guests, first among the filters (which stand open on a wide screen): on a phone they fold
 * with the rest, so the first result stays on the first screen (issue 47); chosen dates show as a chip above the
 * results and count as one filter. Results then show only listings with a room free on every night (ADR 045). The
 * calendars start today in India (check-out the day after); dates a booking would refuse come back as asked, marked
 * and with the booking page's message, while the results leave them out.
 */
function StayFields({ filters, dates }: { filters: ExploreFilters; dates: StayDates }) {
  const fields = [
    {
      name: "checkIn",
      type: "date",
      value: dates.asked.checkIn ?? filters.checkIn,
      min: dates.checkInFrom,
      error: dates.errors.checkIn,
    },
    {
      name: "checkOut",
      type: "date",
      value: dates.asked.checkOut ?? filters.checkOut,
      min: dates.checkOutFrom,
      error: dates.errors.checkOut,
    },
    { name: "guests", type: "number", value: filters.guests, min: 1, error: undefined },
  ] as const;
  return (
    // As many to a row as fit at 12rem each, the width a whole date ("12/10/2026") and its calendar button need: all
    // three on a tablet's full-width form, one above the other on a phone and in the wide screen's narrow column.
    <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,12rem),1fr))] gap-2">
      {fields.map(({ name, type, value, min, error }) => (
        <div key={name} className="min-w-0">
          <label htmlFor={`filter-${name}`} className="block font-medium text-gray-900">
            {i18n._(EXPLORE_FILTERS[name].label)}
          </label>
          <input
            id={`filter-${name}`}
            type={type}
            name={name}
            defaultValue={value || undefined}
            min={min}
            max={type === "number" ? MOST_GUESTS : undefined}
            inputMode={type === "number" ? "numeric" : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `filter-${name}-error` : undefined}
            className={`${fieldClass} px-2 aria-invalid:border-red-700`}
          />
          {error ? (
            <p id={`filter-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      ))}
    </div>
  );
}

/** The amenities' checkboxes for the kind of place searched, those in the search ticked. */
function AmenityChoices({ type, chosen }: { type: ExploreType | undefined; chosen: readonly string[] }) {
  return (
    <>
      <legend className="sr-only">{t`Amenities (all must match)`}</legend>
      <div className="grid grid-cols-1 gap-1">
        {searchedAmenities(type, chosen).map((amenity) => (
          <label key={amenity} className="flex items-center gap-2 text-gray-800">
            <input
              type="checkbox"
              name="amenities"
              value={amenity}
              defaultChecked={chosen.includes(amenity)}
              className="size-4 accent-brand-700"
            />
            {label(amenity)}
          </label>
        ))}
      </div>
    </>
  );
}

/**
 * A filter that means something for some kinds of place only (`types`; every kind when undefined). Where the
 * type can be chosen, the form carries it for every kind, hidden and disabled (so it is not submitted) while
 * the type does not use it; the islands script shows it when one that does is chosen. Without scripts the
 * filters follow the type on Apply.
 */
function KindFilter({
  types,
  type,
  typeChoice,
  children,
}: {
  types: readonly ExploreType[] | undefined;
  type: ExploreType | undefined;
  typeChoice: boolean;
  children: React.ReactNode;
}) {
  const applies = type === undefined || types === undefined || types.includes(type);
  if (!typeChoice || types === undefined) return applies ? children : null;
  return (
    <fieldset
      {...exploreFilters.attrs({ filterFor: writeTypes(types) })}
      hidden={!applies}
      disabled={!applies}
      className="min-w-0"
    >
      {children}
    </fieldset>
  );
}

type PriceSelectProps = {
  label: string;
  name: string;
  value: number | undefined;
  type: ExploreType | undefined;
  typeChoice: boolean;
};

/**
 * A price filter in the unit of the chosen type. Where the type can be chosen, the form carries a list for each
 * scale of prices, all but the type's hidden and disabled; the islands script switches lists and points the label
 * at the one shown.
 */
function PriceSelect(props: PriceSelectProps) {
  return (
    <KeptMarkup
      as="div"
      {...exploreFilters.attrs({ price: true })}
      inputs={JSON.stringify(props)}
      render={() => <PriceSelectFields {...props} />}
    />
  );
}

function PriceSelectFields({ label, name, value, type, typeChoice }: PriceSelectProps) {
  const scales = typeChoice ? priceScales(value) : [{ types: [type ?? ""], choices: priceChoices(type, value) }];
  const id = (types: ReadonlyArray<string>) => `filter-${name}${types[0] ? `-${types[0]}` : ""}`;
  const shown = scales.find((scale) => scale.types.includes(type ?? "")) ?? scales[0];
  return (
    <>
      <label htmlFor={id(shown.types)} className="block font-medium text-gray-900">
        {label}
      </label>
      {scales.map((scale) => (
        <select
          key={scale.types.join(" ")}
          id={id(scale.types)}
          name={name}
          defaultValue={value ?? ""}
          {...exploreFilters.attrs({ priceFor: writeTypes(scale.types) })}
          hidden={scale !== shown}
          disabled={scale !== shown}
          className={fieldClass}
        >
          <option value="">{t`Any`}</option>
          {scale.choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ))}
    </>
  );
}
