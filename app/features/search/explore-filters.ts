import { findSupportedCity, type SupportedCity } from "~/content/cities";
import { AMENITIES, FURNISHING_OPTIONS, PG_GENDERS, YES_NO } from "~/content/listing-options";
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
const MAX_PAGE = 10_000;

/** A value that fails its rule becomes undefined, so a bad parameter is dropped instead of failing the page. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const oneOf = <const T extends readonly string[]>(values: T) => lenient(z.enum(values));

const rupees = lenient(
  z
    .string()
    .trim()
    .regex(/^\d{1,13}$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_PRICE)),
);

const filterSchema = z.object({
  city: lenient(z.string().transform(findSupportedCity)),
  type: oneOf(EXPLORE_TYPES.map((t) => t.value) as unknown as readonly [ExploreType, ...ExploreType[]]),
  q: lenient(
    z
      .string()
      .transform((value) => value.replace(/\s+/g, " ").trim().slice(0, 100))
      .pipe(z.string().min(1)),
  ),
  minPrice: rupees,
  maxPrice: rupees,
  furnishing: oneOf(FURNISHING_OPTIONS),
  pgGender: oneOf(PG_GENDERS),
  food: oneOf(YES_NO),
  amenities: z
    .array(z.string())
    .catch([])
    .transform((values) => [...new Set(values.filter((v) => (AMENITIES as readonly string[]).includes(v)))]),
  sort: oneOf(EXPLORE_SORTS.map((s) => s.value) as unknown as readonly [ExploreSort, ...ExploreSort[]]),
  page: lenient(
    z
      .string()
      .regex(/^\d{1,6}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(MAX_PAGE)),
  ),
});

export type ExploreFilters = {
  city?: SupportedCity;
  type?: ExploreType;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  furnishing?: (typeof FURNISHING_OPTIONS)[number];
  pgGender?: (typeof PG_GENDERS)[number];
  food?: (typeof YES_NO)[number];
  amenities: string[];
  sort: ExploreSort;
  page: number;
};

/** Reads the explore filters from a URL's query; unknown or malformed parameters are ignored. */
export function parseExploreFilters(params: URLSearchParams): ExploreFilters {
  const single = (name: string) => {
    const value = params.get(name);
    return value === null || value === "" ? undefined : value;
  };
  const parsed = filterSchema.parse({
    city: single("city"),
    type: single("type"),
    q: single("q"),
    minPrice: single("minPrice"),
    maxPrice: single("maxPrice"),
    furnishing: single("furnishing"),
    pgGender: single("pgGender"),
    food: single("food"),
    amenities: params.getAll("amenities"),
    sort: single("sort"),
    page: single("page"),
  });
  const { minPrice, maxPrice } = parsed;
  // A reversed range is read the way the person meant it.
  const [low, high] =
    minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice
      ? [maxPrice, minPrice]
      : [minPrice, maxPrice];
  return { ...parsed, minPrice: low, maxPrice: high, sort: parsed.sort ?? "newest", page: parsed.page ?? 1 };
}

/** The query string of a set of filters, without defaults, in a stable order (for links and canonical URLs). */
export function exploreQuery(filters: Partial<ExploreFilters>, omit: ReadonlyArray<keyof ExploreFilters> = []): string {
  const params = new URLSearchParams();
  const add = (name: keyof ExploreFilters, value: string | number | undefined) => {
    if (value !== undefined && value !== "" && !omit.includes(name)) params.append(name, String(value));
  };
  add("city", filters.city);
  add("type", filters.type);
  add("q", filters.q);
  add("minPrice", filters.minPrice);
  add("maxPrice", filters.maxPrice);
  add("furnishing", filters.furnishing);
  add("pgGender", filters.pgGender);
  add("food", filters.food);
  for (const amenity of filters.amenities ?? []) add("amenities", amenity);
  if (filters.sort !== "newest") add("sort", filters.sort);
  if (filters.page !== 1) add("page", filters.page);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The query an explore page depends on, as the page cache keys it: unknown parameters and invalid
 * values dropped, the rest in a stable order. `fixed` names filters the page itself sets (a stay
 * page's type), which the address cannot change.
 */
export function canonicalExploreQuery(
  params: URLSearchParams,
  fixed: ReadonlyArray<keyof ExploreFilters> = [],
): string {
  return exploreQuery(parseExploreFilters(params), fixed);
}

/** Whether any filter beyond paging and sorting is set. */
export function hasFilters(filters: ExploreFilters, fixed: ReadonlyArray<keyof ExploreFilters> = []): boolean {
  return exploreQuery({ ...filters, sort: "newest", page: 1 }, fixed) !== "";
}

const lakh = 1_00_000;
const crore = 1_00_00_000;
/** Sale prices step in Lakh and Crore. */
export const SALE_PRICE_STEPS = [
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
export const MONTHLY_PRICE_STEPS = [1_000, 2_000, 3_000, 5_000, 8_000, 10_000, 15_000, 20_000, 30_000, 50_000, lakh];

const SALE_TYPES: ReadonlySet<string> = new Set(["sell", "plot", "commercial", "project"]);

/** The price steps the filter offers for a kind of place. */
export function priceSteps(type: ExploreType | undefined): number[] {
  if (type === undefined) return [...MONTHLY_PRICE_STEPS, ...SALE_PRICE_STEPS];
  return SALE_TYPES.has(type) ? SALE_PRICE_STEPS : MONTHLY_PRICE_STEPS;
}
