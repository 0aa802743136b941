import { Form, Link } from "react-router";
import { ListingCard } from "~/components/listing-card";
import { Pagination } from "~/components/ui/pagination";
import { SUPPORTED_CITIES } from "~/content/cities";
import {
  EXPLORE_FILTERS,
  EXPLORE_SORTS,
  EXPLORE_TYPES,
  type ExploreFilters,
  hasFilters,
  priceSteps,
} from "~/content/explore-filters";
import { AMENITIES, FURNISHING_OPTIONS, PG_GENDERS, YES_NO } from "~/content/listing-options";
import { ProjectCard } from "~/features/projects/project-card";
import { formatRupees, shortRupees } from "~/lib/format";
import type { ExploreResults } from "./explore.server";
import { SearchBar } from "./search-bar";

type Props = {
  heading: string;
  description: string;
  filters: ExploreFilters;
  results: ExploreResults;
  /** The page's own address: the filter form submits to it and 'Reset filters' returns to it. */
  path: string;
  /** Set when the page is one kind of place (/hotels): the type filter is then not offered. */
  fixedType?: boolean;
  /** Shows the top search bar above the results. */
  searchBar?: boolean;
  /** Shown between the heading and the results, such as a call to action. */
  children?: React.ReactNode;
};

/** A page of explore results with its filter form: /explore, /Search, /hotels and the other stay pages. */
export function ExploreView({ heading, description, filters, results, path, fixedType, searchBar, children }: Props) {
  const filtered = hasFilters(filters, fixedType ? ["type"] : []);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {searchBar ? (
        <div className="mb-8">
          <SearchBar defaultQuery={filters.q} defaultType={filters.type} />
        </div>
      ) : null}
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-gray-900">{heading}</h1>
        <p className="mt-2 max-w-3xl text-lg text-gray-700">{description}</p>
      </header>
      {children}
      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        <FilterForm filters={filters} path={path} fixedType={fixedType} />
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="text-lg font-semibold text-gray-900" aria-live="polite">
            {results.total === 1 ? "1 result" : `${results.total} results`}
          </h2>
          {results.items.length === 0 ? (
            <div className="mt-4 rounded-lg border border-dashed border-gray-300 p-8 text-center">
              <p className="text-xl font-semibold text-gray-900">No results</p>
              <p className="mt-2 text-gray-700">
                {filtered
                  ? "Nothing matches these filters. Try fewer filters or another city."
                  : "Nothing is listed here yet. Please look again soon."}
              </p>
              {filtered ? (
                <Link to={path} className="mt-4 inline-block font-semibold text-brand-700 underline">
                  Reset filters
                </Link>
              ) : null}
            </div>
          ) : (
            <>
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {results.items.map((item, index) => (
                  <li key={`${item.kind}-${item.id}`}>
                    {item.kind === "listing" ? (
                      <ListingCard listing={item} priority={index < 3} />
                    ) : (
                      <ProjectCard project={item} priority={index < 3} />
                    )}
                  </li>
                ))}
              </ul>
              <Pagination page={results.page} pageCount={results.pageCount} label="Result pages" />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

const selectClass =
  "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 focus:border-brand-700";

function Select({
  label,
  name,
  value,
  options,
  anyLabel = "Any",
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  anyLabel?: string | null;
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-gray-900">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={selectClass}>
        {anyLabel === null ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function priceOptions(filters: ExploreFilters, chosen: number | undefined) {
  const steps = priceSteps(filters.type);
  const all = chosen !== undefined && !steps.includes(chosen) ? [...steps, chosen].sort((a, b) => a - b) : steps;
  return all.map((value) => ({ value, label: value >= 1_00_000 ? shortRupees(value) : formatRupees(value) }));
}

/** A plain GET form: filters live in the URL and work before JavaScript loads. */
function FilterForm({ filters, path, fixedType }: { filters: ExploreFilters; path: string; fixedType?: boolean }) {
  // The key remounts the form after each search so its fields show the URL's filters.
  const key = JSON.stringify(filters);
  return (
    <Form
      key={key}
      method="get"
      action={path}
      aria-label="Filters"
      className="flex flex-col gap-4 self-start rounded-lg border border-gray-200 bg-gray-50 p-4"
    >
      <h2 className="text-lg font-semibold text-gray-900">Filters</h2>
      <div>
        <label htmlFor="filter-q" className="block font-medium text-gray-900">
          {EXPLORE_FILTERS.q.label}
        </label>
        <input
          id="filter-q"
          type="text"
          name="q"
          defaultValue={filters.q}
          maxLength={100}
          placeholder="Name, locality or city"
          className={selectClass}
        />
      </div>
      <Select
        label={EXPLORE_FILTERS.city.label}
        name="city"
        value={filters.city}
        options={plain(SUPPORTED_CITIES)}
        anyLabel="All cities"
      />
      {fixedType ? null : (
        <Select
          label={EXPLORE_FILTERS.type.label}
          name="type"
          value={filters.type}
          options={EXPLORE_TYPES}
          anyLabel="All types"
        />
      )}
      <Select
        label={EXPLORE_FILTERS.minPrice.label}
        name="minPrice"
        value={filters.minPrice}
        options={priceOptions(filters, filters.minPrice)}
      />
      <Select
        label={EXPLORE_FILTERS.maxPrice.label}
        name="maxPrice"
        value={filters.maxPrice}
        options={priceOptions(filters, filters.maxPrice)}
      />
      <Select
        label={EXPLORE_FILTERS.furnishing.label}
        name="furnishing"
        value={filters.furnishing}
        options={plain(FURNISHING_OPTIONS)}
      />
      <Select
        label={EXPLORE_FILTERS.pgGender.label}
        name="pgGender"
        value={filters.pgGender}
        options={plain(PG_GENDERS)}
      />
      <Select label={EXPLORE_FILTERS.food.label} name="food" value={filters.food} options={plain(YES_NO)} />
      <details open={filters.amenities.length > 0} className="rounded-md border border-gray-300 bg-white p-3">
        <summary className="cursor-pointer font-medium text-gray-900">
          {EXPLORE_FILTERS.amenities.label}
          {filters.amenities.length ? ` (${filters.amenities.length})` : ""}
        </summary>
        <fieldset className="mt-2">
          <legend className="sr-only">Amenities (all must match)</legend>
          <div className="grid grid-cols-1 gap-1">
            {AMENITIES.map((amenity) => (
              <label key={amenity} className="flex items-center gap-2 text-gray-800">
                <input
                  type="checkbox"
                  name="amenities"
                  value={amenity}
                  defaultChecked={filters.amenities.includes(amenity)}
                  className="size-4 accent-brand-700"
                />
                {amenity}
              </label>
            ))}
          </div>
        </fieldset>
      </details>
      <Select
        label={EXPLORE_FILTERS.sort.label}
        name="sort"
        value={filters.sort}
        options={EXPLORE_SORTS}
        anyLabel={null}
      />
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Apply filters
      </button>
      <Link to={path} className="text-center font-medium text-brand-700 underline">
        Clear filters
      </Link>
    </Form>
  );
}
