import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { exploreKindName } from "~/content/catalogue";
import { SUPPORTED_CITIES } from "~/content/cities";
import {
  activeFilters,
  type ExploreFilterName,
  type ExploreFilters,
  type ExploreType,
  exploreQuery,
  type NarrowingFilterName,
  priceLabel,
} from "~/content/explore-filters";
import { label } from "~/content/labels";
import { bhkLabel } from "~/content/listing-options";
import { placeById, placeName } from "~/content/places";
import { type Suggestion, suggestions } from "~/content/sentence";
import { formatDate } from "~/lib/format";
import { currentLocale, i18n } from "~/lib/i18n";

/** What a chip says for a filter's value, in the page's language. */
function chipText(name: NarrowingFilterName, filters: ExploreFilters): string[] {
  const type = filters.type;
  switch (name) {
    case "type":
      return type ? [exploreKindName(type, "one")] : [];
    case "minPrice":
      return filters.minPrice === undefined ? [] : [i18n._(msg`From ${priceLabel(type, filters.minPrice)}`)];
    case "maxPrice":
      return filters.maxPrice === undefined ? [] : [i18n._(msg`Up to ${priceLabel(type, filters.maxPrice)}`)];
    case "pgGender":
      return filters.pgGender === "Both" ? [i18n._(msg`Girls and boys`)] : [label(filters.pgGender ?? "")];
    case "food":
      return [filters.food === "Yes" ? i18n._(msg`Food included`) : i18n._(msg`Without food`)];
    case "sharing":
      return [i18n._(msg`${label(filters.sharing ?? "")} sharing`)];
    case "bhk":
      return filters.bhk === undefined ? [] : [bhkLabel(filters.bhk)];
    case "checkIn":
      return [`${formatDate(filters.checkIn ?? "")} – ${formatDate(filters.checkOut ?? "")}`];
    case "checkOut":
      // The dates are one chip, check-in's: check-out alone searches nothing.
      return [];
    case "guests":
      return [i18n._(msg`${filters.guests ?? 1} guests`)];
    case "availableFrom":
      return [i18n._(msg`Available from ${filters.availableFrom ?? ""}`)];
    case "rera":
      return [i18n._(msg`RERA registered`)];
    case "rated":
      return [i18n._(msg`Rated 4+`)];
    case "amenities":
      return filters.amenities.map(label);
    case "q":
      return [`“${filters.q}”`];
    case "near": {
      const place = placeById(filters.near ?? "");
      return place ? [i18n._(msg`Within ${filters.within} km of ${placeName(place, currentLocale())}`)] : [];
    }
    case "area":
      return [i18n._(msg`In this map area`)];
    default:
      return [label(String(filters[name]))];
  }
}

/** The search without one of its parts: a filter, or one of its amenities. */
function without(filters: ExploreFilters, name: NarrowingFilterName, index: number): Partial<ExploreFilters> {
  if (name === "amenities") return { ...filters, amenities: filters.amenities.filter((_, at) => at !== index) };
  return { ...filters, [name]: undefined };
}

type ChipProps = { filters: ExploreFilters; path: string; fixed: ExploreFilterName[] };

const chipClass =
  "inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-3 py-1 text-sm font-semibold";

/**
 * The parts of the search as chips, each a plain link to the search without it ('Noida ×', named 'Remove Noida'):
 * what a typed sentence was understood as, and what the filters set, removable in one tap without any script.
 */
export function SearchChips({ filters, path, fixed }: ChipProps) {
  const { t } = useLingui();
  const chips = activeFilters(filters, fixed).flatMap((name) =>
    chipText(name, filters).map((text, index) => ({ name, text, index })),
  );
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t`Your search`} className="-mx-1 mt-2 flex gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap">
      {chips.map(({ name, text, index }) => (
        <li key={`${name}-${index}`} className="shrink-0">
          <Link
            to={`${path}${exploreQuery(without(filters, name, index), ["page", ...fixed])}`}
            aria-label={t`Remove ${text}`}
            className={`${chipClass} border-brand-700 bg-brand-50 text-brand-800 hover:bg-brand-100`}
          >
            {text}
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

type QuickChoice = { text: string; set: Partial<ExploreFilters> };

const MONTHLY_BUDGETS = [5_000, 8_000, 10_000, 15_000];
const BUDGETS: Record<ExploreType, number[]> = {
  pg: MONTHLY_BUDGETS,
  "co-living": MONTHLY_BUDGETS,
  room: [3_000, 5_000, 8_000, 10_000],
  hotel: [1_000, 2_000, 3_000, 5_000],
  "short-stay": [1_000, 2_000, 3_000, 5_000],
  hostel: [500, 800, 1_000, 1_500],
  rent: [10_000, 15_000, 20_000, 30_000],
  sell: [30_00_000, 50_00_000, 1_00_00_000, 2_00_00_000],
  plot: [10_00_000, 20_00_000, 50_00_000, 1_00_00_000],
  commercial: [50_00_000, 1_00_00_000, 2_00_00_000, 5_00_00_000],
  project: [50_00_000, 1_00_00_000, 2_00_00_000, 5_00_00_000],
};

/** The key filters of a kind of place, one tap each: for a PG, who it is for, food and its budget bands. */
function quickChoices(filters: ExploreFilters): QuickChoice[] {
  const type = filters.type;
  const choices: QuickChoice[] = [];
  if (!filters.city) choices.push(...SUPPORTED_CITIES.map((city) => ({ text: label(city), set: { city } })));
  if (!type) return choices;
  if ((type === "pg" || type === "co-living") && !filters.pgGender) {
    choices.push(
      { text: label("Girls"), set: { pgGender: "Girls" } },
      { text: label("Boys"), set: { pgGender: "Boys" } },
    );
  }
  if ((type === "pg" || type === "co-living") && !filters.food) {
    choices.push({ text: i18n._(msg`Food included`), set: { food: "Yes" } });
  }
  if (type === "rent" && filters.bhk === undefined) {
    choices.push(...[1, 2, 3].map((bhk) => ({ text: bhkLabel(bhk), set: { bhk } })));
  }
  if ((type === "room" || type === "rent") && !filters.furnishing) {
    choices.push({ text: label("Fully Furnished"), set: { furnishing: "Fully Furnished" } });
  }
  choices.push(
    ...BUDGETS[type]
      .filter((rupees) => rupees !== filters.maxPrice)
      .map((rupees) => ({ text: i18n._(msg`Up to ${priceLabel(type, rupees)}`), set: { maxPrice: rupees } })),
  );
  return choices;
}

/** The kind's key filters as one-tap chips above the results; 'Filters' opens the rest. */
export function QuickFilters({ filters, path, fixed }: ChipProps) {
  const { t } = useLingui();
  const choices = quickChoices(filters);
  if (choices.length === 0) return null;
  return (
    <ul aria-label={t`Quick filters`} className="-mx-1 mt-2 flex gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap">
      {choices.map(({ text, set }) => (
        <li key={text} className="shrink-0">
          <Link
            to={`${path}${exploreQuery({ ...filters, ...set }, ["page", ...fixed])}`}
            className={`${chipClass} border-gray-400 bg-white text-gray-900 hover:border-brand-700`}
          >
            {text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A suggestion as the page offers it: the place's name, or 'near' a landmark, in the page's language. */
function suggestionText(suggestion: Suggestion): string {
  if ("text" in suggestion) return suggestion.text;
  return i18n._(msg`near ${placeName(suggestion.near, currentLocale())}`);
}

/**
 * The words searched as text, and what they may have meant ('Did you mean: near Amity University?'): each a link to
 * the search with it applied, a landmark as the 'near' filter, other words as the words searched, which the page reads
 * again as a sentence.
 */
export function PlainWords({ filters, path, fixed }: ChipProps) {
  const { t } = useLingui();
  if (!filters.q) return null;
  const q = filters.q;
  const offered = suggestions(q, filters.city);
  const texts = offered.map(suggestionText);
  // 'a, b or c' as the language joins a choice; each name a link.
  const choices = (
    <>
      {new Intl.ListFormat(currentLocale(), { type: "disjunction" }).formatToParts(texts).map((part) => {
        const suggestion = offered[texts.indexOf(part.value)];
        if (part.type === "literal" || !suggestion) return part.value;
        const applied = { ...filters, q: suggestion.q, ...("near" in suggestion ? { near: suggestion.near.id } : {}) };
        return (
          <Link
            key={part.value}
            to={`${path}${exploreQuery(applied, ["page", ...fixed])}`}
            className="font-semibold text-brand-700 underline"
          >
            {part.value}
          </Link>
        );
      })}
    </>
  );
  return (
    <p className="mt-2 text-sm text-gray-700">
      {t`Searched as plain text: “${q}”.`} {offered.length > 0 ? <Trans>Did you mean: {choices}?</Trans> : null}
    </p>
  );
}
