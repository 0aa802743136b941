import { and, asc, count, desc, eq, gte, inArray, lte, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { ListingCardData } from "~/components/listing-card";
import { SUPPORTED_CITIES } from "~/content/cities";
import type { ExploreFilters, ExploreType, NarrowingFilterName } from "~/content/explore-filters";
import { database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { type FilterSql, filterConditions, type SearchPart, textArray } from "~/lib/filter-sql.server";
import { textMatches } from "~/lib/text-search.server";
import { listingCardColumns, publicListings, withCovers } from "./listing-cards.server";

const LISTING_KINDS: Record<ExploreType, SQL | null> = {
  hotel: eq(listings.listingType, "Hotel"),
  pg: eq(listings.listingType, "PG"),
  room: eq(listings.listingType, "Room"),
  "co-living": sql`${listings.isCoLiving}`,
  "short-stay": sql`${listings.isShortStay}`,
  sell: eq(listings.listingType, "Sell"),
  rent: eq(listings.listingType, "Rent"),
  plot: eq(listings.propertyType, "Plot/Land"),
  commercial:
    and(eq(listings.propertyCategory, "Commercial"), notInArray(listings.listingType, ["Hotel", "PG", "Room"])) ?? null,
  project: null,
};

/** Each explore filter's SQL on listings; a filter declared in EXPLORE_FILTERS fails the typecheck until it has a line here. */
const LISTING_FILTER_SQL: FilterSql<ExploreFilters, NarrowingFilterName> = {
  city: (city) => eq(listings.city, city),
  type: (type) => (type === "project" ? null : (LISTING_KINDS[type] ?? undefined)),
  q: (q) => textMatches(listings.searchVector, q),
  minPrice: (min) => gte(listings.price, min),
  maxPrice: (max) => lte(listings.price, max),
  furnishing: (furnishing) => or(eq(listings.furnishing, furnishing), eq(listings.furnished, furnishing)),
  // A PG for both takes girls and boys alike, so it answers either search; "Both" asks for mixed PGs only.
  pgGender: (gender) =>
    gender === "Both" ? eq(listings.pgGender, gender) : inArray(listings.pgGender, [gender, "Both"]),
  food: (food) => eq(listings.foodAvailable, food),
  amenities: (amenities) => sql`${listings.amenities} @> ${textArray(amenities)}`,
};

/** The public listings a search matches, or null when the search leaves listings out. */
export function listingConditions(filters: ExploreFilters): SQL | null {
  const conditions = filterConditions(filters, LISTING_FILTER_SQL);
  if (!conditions) return null;
  const anyCity = filters.city ? undefined : inArray(listings.city, [...SUPPORTED_CITIES]);
  return and(publicListings, anyCity, ...conditions) ?? null;
}

function listingOrder(sort: ExploreFilters["sort"]) {
  if (sort === "price-asc") return [asc(listings.price), asc(listings.id)];
  if (sort === "price-desc") return [desc(listings.price), desc(listings.id)];
  // "nulls last" matches the created-at indexes, so newest-first reads them in order.
  return [sql`${listings.createdAt} desc nulls last`, desc(listings.id)];
}

/** The page of listings a search shows, as a query (the EXPLAIN test reads its plan). */
export function listingPageQuery(where: SQL, filters: ExploreFilters, offset: number, limit: number) {
  return database()
    .select(listingCardColumns)
    .from(listings)
    .where(where)
    .orderBy(...listingOrder(filters.sort))
    .limit(limit)
    .offset(offset);
}

export function listingCountQuery(where: SQL) {
  return database().select({ value: count() }).from(listings).where(where);
}

/** The listings side of an explore search, or null when its filters leave listings out. */
export function listingSearch(filters: ExploreFilters): SearchPart<ListingCardData> | null {
  const where = listingConditions(filters);
  if (!where) return null;
  return {
    count: async () => (await listingCountQuery(where))[0].value,
    page: async (offset, limit) => withCovers(await listingPageQuery(where, filters, offset, limit)),
  };
}
