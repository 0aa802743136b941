import { findSupportedCity } from "~/content/cities";
import { AMENITIES, FURNISHING_OPTIONS, PG_GENDERS, YES_NO } from "~/content/listing-options";
import { parsePage } from "~/lib/pagination";
import { lenient, oneOf, searchText } from "~/lib/url-filters";
import { z } from "~/lib/zod";

export const EXPLORE_TYPES = [
  { value: "hotel", label: "Hotels" },
  { value: "pg", label: "PGs" },
  { value: "room", label: "Rooms" },
  { value: "co-living", label: "Co-living" },
  { value: "short-stay", label: "Short stays" },
  { value: "sell", label: "For sale" },
  { value: "rent", label: "For rent" },
  { value: "plot", label: "Plots / Land" },
  { value: "commercial", label: "Commercial" },
  { value: "project", label: "Projects" },
] as const;
export type ExploreType = (typeof EXPLORE_TYPES)[number]["value"];

export const EXPLORE_SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number]["value"];

export const PAGE_SIZE = 24;
const MAX_PRICE = 1_000_000_000_000;

const rupees = lenient(
  z
    .string()
    .trim()
    .regex(/^\d{1,13}$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_PRICE)),
);

type FilterDeclaration = {
  /** Read from every value of the URL key (`getAll`) rather than the first. */
  many?: true;
  /** The field's label in the filter form. */
  label?: string;
  /** Reads the URL value; a value it cannot read becomes undefined (or [] for a list) and is dropped. */
  parse: z.ZodType;
};

/**
 * The explore filters, declared once: each name is its URL key, in the order canonical URLs list them.
 * The URL parser, the canonical page-cache query, the filter form and the search query
 * (`FILTER_CONDITIONS` in explore.server.ts) all read this list.
 */
export const EXPLORE_FILTERS = {
  city: { label: "City", parse: lenient(z.string().transform(findSupportedCity)) },
  type: {
    label: "Type",
    parse: oneOf(EXPLORE_TYPES.map((t) => t.value) as unknown as readonly [ExploreType, ...ExploreType[]]),
  },
  q: { label: "Keywords", parse: searchText },
  minPrice: { label: "Minimum price", parse: rupees },
  maxPrice: { label: "Maximum price", parse: rupees },
  furnishing: { label: "Furnishing", parse: oneOf(FURNISHING_OPTIONS) },
  pgGender: { label: "PG for", parse: oneOf(PG_GENDERS) },
  food: { label: "Food available", parse: oneOf(YES_NO) },
  amenities: {
    label: "Amenities",
    many: true,
    parse: z
      .array(z.string())
      .catch([])
      .transform((values) => [...new Set(values.filter((v) => (AMENITIES as readonly string[]).includes(v)))]),
  },
  sort: {
    label: "Sort by",
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
/** Paging and sorting shape the results; the rest narrow them. */
export type NarrowingFilterName = Exclude<ExploreFilterName, "sort" | "page">;

export type ExploreFilters = { [K in NarrowingFilterName]: z.output<Declared[K]["parse"]> } & {
  sort: ExploreSort;
  page: number;
};

const FILTER_NAMES = Object.keys(EXPLORE_FILTERS) as ExploreFilterName[];
const DEFAULTS = { sort: "newest", page: 1 } as const;

/** Reads the explore filters from a URL's query; unknown or malformed parameters are ignored. */
export function parseExploreFilters(params: URLSearchParams): ExploreFilters {
  const read: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) {
    const declaration: FilterDeclaration = EXPLORE_FILTERS[name];
    const value = params.get(name);
    const raw = declaration.many ? params.getAll(name) : value === null || value === "" ? undefined : value;
    read[name] = declaration.parse.parse(raw);
  }
  const parsed = read as Omit<ExploreFilters, "sort" | "page"> & { sort?: ExploreSort; page?: number };
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
  };
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

/** Whether any filter beyond paging and sorting is set. */
export function hasFilters(filters: ExploreFilters, fixed: ReadonlyArray<ExploreFilterName> = []): boolean {
  return exploreQuery({ ...filters, sort: "newest", page: 1 }, fixed) !== "";
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
/** Rents, PGs and rooms step by the month (hotels and short stays by the night fit the low end). */
const MONTHLY_PRICE_STEPS = [1_000, 2_000, 3_000, 5_000, 8_000, 10_000, 15_000, 20_000, 30_000, 50_000, lakh];

const SALE_TYPES: ReadonlySet<string> = new Set(["sell", "plot", "commercial", "project"]);

/** The price steps the filter offers for a kind of place. */
export function priceSteps(type: ExploreType | undefined): number[] {
  if (type === undefined) return [...MONTHLY_PRICE_STEPS, ...SALE_PRICE_STEPS];
  return SALE_TYPES.has(type) ? SALE_PRICE_STEPS : MONTHLY_PRICE_STEPS;
}
