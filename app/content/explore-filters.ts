import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MOST_GUESTS } from "~/content/booking-options";
import { EXPLORE_KINDS, type ExploreType } from "~/content/catalogue";
import { findSupportedCity } from "~/content/cities";
import {
  ALL_AMENITIES,
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  PG_GENDERS,
  SHARING_OPTIONS,
  YES_NO,
} from "~/content/listing-options";
import { NEAR_DISTANCES, type NearDistance, placeById, readMapArea, writeMapArea } from "~/content/places";
import { POSTER_ROLES } from "~/content/posted-by";
import { rupeesPer, shortRupees } from "~/lib/format";
import { currentLocale, i18n, type Locale } from "~/lib/i18n";
import { parsePage } from "~/lib/pagination";
import { lenient, oneOf, searchText } from "~/lib/url-filters";
import { z } from "~/lib/zod";
import { readSentence } from "./sentence";

export type { ExploreType } from "./catalogue";
/** Each kind of place a search narrows to (the catalogue's explore kinds), in the order the type filter lists them. */
export const EXPLORE_TYPES: readonly ExploreType[] = EXPLORE_KINDS.map((kind) => kind.value);

export const EXPLORE_SORTS = [
  { value: "newest", label: msg`Newest first` },
  { value: "price-asc", label: msg`Price: low to high` },
  { value: "price-desc", label: msg`Price: high to low` },
  { value: "distance", label: msg`Distance` },
  { value: "best-rated", label: msg`Best rated` },
] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number]["value"];

export const PAGE_SIZE = 24;
/**
 * A search counts its results up to this many and says "More than 1,000 results" past it; its pages
 * go as far as these results. Counting every match of a broad search over a million listings, and
 * reading deep offsets into them, cost more than anyone paging by hand gains (issue 17).
 */
export const COUNTED_RESULTS = 1_000;
const MAX_PRICE = 1_000_000_000_000;

const rupees = lenient(
  z
    .string()
    .trim()
    .regex(/^\d{1,13}$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_PRICE)),
);

const BHK_VALUES = BHK_OPTIONS.map(String) as unknown as readonly [string, ...string[]];

/** A calendar day as "YYYY-MM-DD" that exists (no 31 February). */
const day = lenient(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }),
);

/** Stays booked by the night: the kinds whose search asks for dates and guests (ADR 045). */
export const NIGHTLY_STAYS = ["hotel", "short-stay"] as const satisfies readonly ExploreType[];

/** The longest stay a search asks about: a booking's longest (MOST_NIGHTS in the bookings feature). */
const MOST_SEARCHED_NIGHTS = 30;

/** The kinds guests review after a stay (ADR 040): nightly stays, and the monthly ones booked through GharStay. */
const REVIEWED_KINDS = [
  "hotel",
  "short-stay",
  "pg",
  "room",
  "co-living",
  "rent",
] as const satisfies readonly ExploreType[];

/** Stays to live in by the month: the kinds that record who they take, sharing and a moving-in date. */
const MONTHLY_STAYS = ["pg", "room", "co-living"] as const satisfies readonly ExploreType[];

type FilterDeclaration = {
  /** Read from every value of the URL key (`getAll`) rather than the first. */
  many?: true;
  /** The field's label in the filter form. */
  label?: MessageDescriptor;
  /** How the empty-result suggestions name it: 'Remove the {noun} filter'. */
  noun?: MessageDescriptor;
  /** The kinds of place the filter means something for; the form offers it only for these (all when unset). */
  types?: readonly ExploreType[];
  /** Reads the URL value; a value it cannot read becomes undefined (or [] for a list) and is dropped. */
  parse: z.ZodType;
};

/**
 * The explore filters, declared once: each name is its URL key, in the order canonical URLs list them.
 * The URL parser, the keywords reader, the canonical page-cache query, the filter form and the search
 * queries (`LISTING_FILTER_SQL`, `PROJECT_FILTER_SQL`) all read this list.
 */
export const EXPLORE_FILTERS = {
  city: {
    label: msg`City`,
    noun: msg`city`,
    parse: lenient(z.string().transform(findSupportedCity)),
  },
  type: {
    label: msg`Type`,
    noun: msg`type`,
    parse: oneOf(EXPLORE_TYPES as unknown as readonly [ExploreType, ...ExploreType[]]),
  },
  q: { label: msg`Keywords`, noun: msg`keywords`, parse: searchText },
  minPrice: { label: msg`Minimum price`, noun: msg`minimum price`, parse: rupees },
  maxPrice: { label: msg`Maximum price`, noun: msg`maximum price`, parse: rupees },
  furnishing: {
    label: msg`Furnishing`,
    noun: msg`furnishing`,
    types: ["room", "co-living", "short-stay", "rent", "sell"],
    parse: oneOf(FURNISHING_OPTIONS),
  },
  pgGender: {
    label: msg`PG for`,
    noun: msg`PG for`,
    types: ["pg", "co-living"],
    parse: oneOf(PG_GENDERS),
  },
  food: {
    label: msg`Food available`,
    noun: msg`food`,
    types: ["pg", "co-living"],
    parse: oneOf(YES_NO),
  },
  bhk: {
    label: msg`BHK`,
    noun: msg`BHK`,
    types: ["rent", "sell"],
    parse: lenient(z.enum(BHK_VALUES).transform(Number)),
  },
  sharing: { label: msg`Sharing`, noun: msg`sharing`, types: MONTHLY_STAYS, parse: oneOf(SHARING_OPTIONS) },
  availableFrom: {
    label: msg`Available from`,
    noun: msg`available-from`,
    types: [...MONTHLY_STAYS, "rent"],
    parse: day,
  },
  checkIn: { label: msg`Check-in`, noun: msg`dates`, types: NIGHTLY_STAYS, parse: day },
  checkOut: { label: msg`Check-out`, noun: msg`check-out`, types: NIGHTLY_STAYS, parse: day },
  guests: {
    label: msg`Guests`,
    noun: msg`guests`,
    types: NIGHTLY_STAYS,
    parse: lenient(
      z
        .string()
        .trim()
        .regex(/^\d{1,2}$/)
        .transform(Number)
        .pipe(z.number().int().min(1).max(MOST_GUESTS)),
    ),
  },
  rera: {
    label: msg`RERA registered`,
    noun: msg`RERA`,
    types: ["sell", "plot", "commercial", "project"],
    parse: oneOf(["yes"]),
  },
  amenities: {
    label: msg`Amenities`,
    noun: msg`amenities`,
    many: true,
    parse: z
      .array(z.string())
      .catch([])
      .transform((values) => [...new Set(values.filter((v) => (ALL_AMENITIES as readonly string[]).includes(v)))]),
  },
  postedBy: { label: msg`Posted by`, noun: msg`posted-by`, parse: oneOf(POSTER_ROLES) },
  /** 'Rated 4+': listings whose shown guest reviews average 4 stars or more (ADR 050). */
  rated: { label: msg`Rated 4+`, noun: msg`rating`, types: REVIEWED_KINDS, parse: oneOf(["4"]) },
  /** A landmark's or a locality's id (app/content/places.ts); listings within `within` km of it (ADR 042). */
  near: {
    label: msg`Near`,
    noun: msg`near`,
    parse: lenient(z.string().refine((id) => placeById(id) !== undefined)),
  },
  within: {
    label: msg`Within`,
    parse: lenient(
      z
        .string()
        .transform(Number)
        .refine((km): km is NearDistance => (NEAR_DISTANCES as readonly number[]).includes(km)),
    ),
  },
  /** The part of the map a 'Search this area' asked about, 'south,west,north,east' in degrees (ADR 051). */
  area: {
    label: msg`Map area`,
    noun: msg`map area`,
    parse: lenient(
      z
        .string()
        .transform(readMapArea)
        .pipe(z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }))
        .transform(writeMapArea),
    ),
  },
  sort: {
    label: msg`Sort by`,
    parse: oneOf(EXPLORE_SORTS.map((s) => s.value) as unknown as readonly [ExploreSort, ...ExploreSort[]]),
  },
  page: {
    parse: z
      .string()
      .optional()
      .transform((value) => parsePage(value)),
  },
} satisfies Record<string, FilterDeclaration>;

type Declared = typeof EXPLORE_FILTERS;
export type ExploreFilterName = keyof Declared;
/** Paging, sorting and how far 'near' reaches shape the results; the rest narrow them. */
export type NarrowingFilterName = Exclude<ExploreFilterName, "sort" | "page" | "within">;

export type ExploreFilters = { [K in NarrowingFilterName]: z.output<Declared[K]["parse"]> } & {
  sort: ExploreSort;
  page: number;
  within: NearDistance;
};

const FILTER_NAMES = Object.keys(EXPLORE_FILTERS) as ExploreFilterName[];
const NARROWING_NAMES = FILTER_NAMES.filter(
  (name): name is NarrowingFilterName => name !== "sort" && name !== "page" && name !== "within",
);
const DEFAULTS = { sort: "newest", page: 1, within: NEAR_DISTANCES[0] } as const;

type ReadFilters = Omit<ExploreFilters, "sort" | "page" | "within"> & {
  sort?: ExploreSort;
  page?: number;
  within?: NearDistance;
};

/** The keywords read as a sentence (ADR 039): the filters they name join those of the URL, the rest stays text. */
function readKeywords(filters: ReadFilters): ReadFilters {
  if (!filters.q) return filters;
  const { filters: named, text } = readSentence(filters.q, filters, filterApplies);
  return { ...filters, ...named, q: text };
}

/** Nights between two days written YYYY-MM-DD. */
const nightsFrom = (checkIn: string, checkOut: string) =>
  Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / (24 * 60 * 60 * 1000));

type StayFilters = Pick<ExploreFilters, "checkIn" | "checkOut" | "guests">;

/** Dates count only as a pair, check-out after check-in and at most 30 nights later; otherwise neither is read. */
function withStayDates<Filters extends StayFilters>(filters: Filters): Filters {
  const { checkIn, checkOut } = filters;
  if (checkIn && checkOut) {
    const nights = nightsFrom(checkIn, checkOut);
    if (nights >= 1 && nights <= MOST_SEARCHED_NIGHTS) return filters;
  }
  return { ...filters, checkIn: undefined, checkOut: undefined };
}

/** The stay a search asks about, when it names dates: what its results are free for. */
export function searchedStay(filters: ExploreFilters): { checkIn: string; checkOut: string; guests: number } | null {
  if (!filters.checkIn || !filters.checkOut) return null;
  return { checkIn: filters.checkIn, checkOut: filters.checkOut, guests: filters.guests ?? 1 };
}

/**
 * Whether a search asks about rooms (dates, or guests): its answer then changes with every booking and room type, which
 * name only their listing in the change log, not the searches they change, so no cache answers it (ADR 045, 059).
 */
export const asksAboutRooms = (filters: StayFilters) => filters.checkIn !== undefined || filters.guests !== undefined;

/** Only the stay a query names (dates and guests), read as the search reads them: what a listing's picker starts from. */
export function stayFilters(params: URLSearchParams): StayFilters {
  const read = <K extends keyof StayFilters>(name: K): StayFilters[K] =>
    EXPLORE_FILTERS[name].parse.parse(params.get(name) || undefined) as StayFilters[K];
  return withStayDates({ checkIn: read("checkIn"), checkOut: read("checkOut"), guests: read("guests") });
}

/** Reads the explore filters from a URL's query; unknown or malformed parameters are ignored. */
export function parseExploreFilters(params: URLSearchParams): ExploreFilters {
  const read: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) {
    const declaration: FilterDeclaration = EXPLORE_FILTERS[name];
    const value = params.get(name);
    const raw = declaration.many ? params.getAll(name) : value === null || value === "" ? undefined : value;
    read[name] = declaration.parse.parse(raw);
  }
  const parsed = withStayDates(readKeywords(read as ReadFilters));
  const { minPrice, maxPrice } = parsed;
  // A reversed range is read the way the person meant it.
  const [low, high] =
    minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice
      ? [maxPrice, minPrice]
      : [minPrice, maxPrice];
  return {
    ...parsed,
    minPrice: low,
    maxPrice: high,
    sort: parsed.sort ?? DEFAULTS.sort,
    page: parsed.page ?? DEFAULTS.page,
    within: parsed.within ?? DEFAULTS.within,
  };
}

/**
 * What a strict reader (the JSON API's) refuses in a search's query, where the pages drop it and search without: the
 * first parameter the search does not know or cannot read, or "dates" for a check-in without its check-out or a stay
 * outside 1 to MOST_SEARCHED_NIGHTS nights; undefined when every one reads.
 */
export function refusedSearchParameter(params: URLSearchParams): string | undefined {
  for (const [name, value] of params) {
    if (!Object.hasOwn(EXPLORE_FILTERS, name)) return name;
    if (value === "") continue;
    const declaration: FilterDeclaration = EXPLORE_FILTERS[name as ExploreFilterName];
    const read: unknown = declaration.parse.parse(declaration.many ? [value] : value);
    if (read === undefined || (Array.isArray(read) && read.length === 0)) return name;
  }
  const { checkIn, checkOut } = stayFilters(params);
  return (params.get("checkIn") || params.get("checkOut")) && !(checkIn && checkOut) ? "dates" : undefined;
}

/** The query string of a set of filters, without defaults, in a stable order (for links and canonical URLs). */
export function exploreQuery(filters: Partial<ExploreFilters>, omit: ReadonlyArray<ExploreFilterName> = []): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (omit.includes(name) || (name in DEFAULTS && value === DEFAULTS[name as keyof typeof DEFAULTS])) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== "") params.append(name, String(one));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The query an explore page depends on, as the page cache keys it: unknown parameters and invalid
 * values dropped, the rest in a stable order. `fixed` names filters the page itself sets (a stay
 * page's type), which the address cannot change.
 */
export function canonicalExploreQuery(params: URLSearchParams, fixed: ReadonlyArray<ExploreFilterName> = []): string {
  return exploreQuery(parseExploreFilters(params), fixed);
}

const lakh = 1_00_000;
const crore = 1_00_00_000;
/** Sale prices step in Lakh and Crore. */
const SALE_PRICE_STEPS = [
  10 * lakh,
  20 * lakh,
  30 * lakh,
  50 * lakh,
  75 * lakh,
  1 * crore,
  1.5 * crore,
  2 * crore,
  3 * crore,
  5 * crore,
  10 * crore,
];
/** Rents, PGs and rooms step by the month. */
const MONTHLY_PRICE_STEPS = [1_000, 2_000, 3_000, 5_000, 8_000, 10_000, 15_000, 20_000, 30_000, 50_000, lakh];
/** Hotels and short stays step by the night. */
const NIGHTLY_PRICE_STEPS = [500, 1_000, 1_500, 2_000, 3_000, 5_000, 8_000, 10_000, 15_000, 25_000];

type PriceBand = { steps: number[]; label: (rupees: number) => string };

const SALE_BAND: PriceBand = { steps: SALE_PRICE_STEPS, label: shortRupees };
const MONTHLY_BAND: PriceBand = { steps: MONTHLY_PRICE_STEPS, label: (rupees) => rupeesPer(rupees, "month") };
const NIGHTLY_BAND: PriceBand = { steps: NIGHTLY_PRICE_STEPS, label: (rupees) => rupeesPer(rupees, "night") };
/** With no kind chosen the unit is unknown: a rent's steps and a sale's, each without a unit. */
const ANY_BAND: PriceBand = { steps: [...MONTHLY_PRICE_STEPS, ...SALE_PRICE_STEPS], label: shortRupees };

const PRICE_BANDS: Record<ExploreType, PriceBand> = {
  hotel: NIGHTLY_BAND,
  "short-stay": NIGHTLY_BAND,
  hostel: NIGHTLY_BAND,
  pg: MONTHLY_BAND,
  room: MONTHLY_BAND,
  "co-living": MONTHLY_BAND,
  rent: MONTHLY_BAND,
  sell: SALE_BAND,
  plot: SALE_BAND,
  commercial: SALE_BAND,
  project: SALE_BAND,
};

type PriceChoice = { value: number; label: string };

/** Each band's own choices, labelled once per language: the search form lists over a hundred prices on every page. */
const standardChoices = new Map<PriceBand, Map<Locale, readonly PriceChoice[]>>();

function labelled(band: PriceBand, steps: number[]): PriceChoice[] {
  return [...steps].sort((a, b) => a - b).map((value) => ({ value, label: band.label(value) }));
}

function bandChoices(band: PriceBand, chosen?: number): readonly PriceChoice[] {
  if (chosen !== undefined && !band.steps.includes(chosen)) return labelled(band, [...band.steps, chosen]);
  let byLocale = standardChoices.get(band);
  if (!byLocale) {
    byLocale = new Map();
    standardChoices.set(band, byLocale);
  }
  const locale = currentLocale();
  let choices = byLocale.get(locale);
  if (!choices) {
    choices = labelled(band, band.steps);
    byLocale.set(locale, choices);
  }
  return choices;
}

/** The prices the filter offers for a kind of place, labelled in its unit ('₹2,000 / night'); a chosen odd amount is kept. */
export function priceChoices(type: ExploreType | undefined, chosen?: number): readonly PriceChoice[] {
  return bandChoices(type ? PRICE_BANDS[type] : ANY_BAND, chosen);
}

/** A price in the unit of a kind of place ('₹10,000 / month', '₹50 L'), as the price filter labels it. */
export const priceLabel = (type: ExploreType | undefined, rupees: number): string =>
  (type ? PRICE_BANDS[type] : ANY_BAND).label(rupees);

/**
 * Every scale of prices the filter can offer, each with the kinds of place it serves ("" for no kind chosen):
 * the form carries them all so that choosing a type can switch scales without a round trip.
 */
export function priceScales(
  chosen?: number,
): Array<{ types: Array<ExploreType | "">; choices: readonly PriceChoice[] }> {
  const scales = new Map<PriceBand, Array<ExploreType | "">>([[ANY_BAND, [""]]]);
  for (const value of EXPLORE_TYPES) {
    const band = PRICE_BANDS[value];
    scales.set(band, [...(scales.get(band) ?? []), value]);
  }
  return [...scales].map(([band, types]) => ({ types, choices: bandChoices(band, chosen) }));
}

/** The kinds of place the form offers a filter for; undefined when it is offered for every kind. */
export const filterTypes = (name: ExploreFilterName): readonly ExploreType[] | undefined =>
  (EXPLORE_FILTERS[name] as FilterDeclaration).types;

/** Whether the filter form offers a filter for a kind of place (every filter when no kind is chosen). */
export function filterApplies(name: ExploreFilterName, type: ExploreType | undefined): boolean {
  const types = filterTypes(name);
  return type === undefined || types === undefined || types.includes(type);
}

/** The narrowing filters a search sets, in declaration order, leaving out those the page itself fixes. */
export function activeFilters(
  filters: ExploreFilters,
  fixed: ReadonlyArray<ExploreFilterName> = [],
): NarrowingFilterName[] {
  return NARROWING_NAMES.filter((name) => {
    const value = filters[name];
    return !fixed.includes(name) && value !== undefined && !(Array.isArray(value) && value.length === 0);
  });
}

/** How the empty-result suggestions name a filter: 'the food filter'. */
export const filterNoun = (name: NarrowingFilterName): string => i18n._(EXPLORE_FILTERS[name].noun);
