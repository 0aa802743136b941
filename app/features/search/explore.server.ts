import { and, asc, count, desc, eq, gte, inArray, lte, notInArray, or, type SQL, sql } from "drizzle-orm";
import { data } from "react-router";
import { SUPPORTED_CITIES } from "~/content/cities";
import { database } from "~/db/client.server";
import { listings, projects } from "~/db/schema";
import type { ProjectCardData } from "~/features/projects/project-card";
import { projectCardColumns } from "~/features/projects/projects.server";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { cachedContent } from "~/lib/content-cache.server";
import { type ListingCardData, listingCardColumns, withCovers } from "~/lib/listing-cards.server";
import { pageCountOf } from "~/lib/pagination";
import { textMatches } from "~/lib/text-search.server";
import { hit } from "~/lib/throttle.server";
import {
  type ExploreFilters,
  type ExploreType,
  type NarrowingFilterName,
  PAGE_SIZE,
  parseExploreFilters,
} from "./explore-filters";

export type ExploreItem = ({ kind: "listing" } & ListingCardData) | ({ kind: "project" } & ProjectCardData);

export type ExploreResults = { items: ExploreItem[]; total: number; page: number; pageCount: number };

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

/** Projects are sold, not let: they join the results only for the kinds of search that include them. */
const PROJECT_KINDS: Partial<Record<ExploreType, SQL | undefined>> = {
  project: undefined,
  sell: eq(projects.listingType, "Sell"),
  plot: eq(projects.propertyType, "Plot/Land"),
  commercial: eq(projects.propertyCategory, "Commercial"),
};

/** What one filter's value asks of listings and of projects: a condition, none (undefined), or "none of these" (null). */
type FilterCondition<K extends NarrowingFilterName> = {
  listings: (value: NonNullable<ExploreFilters[K]>) => SQL | undefined | null;
  projects: (value: NonNullable<ExploreFilters[K]>) => SQL | undefined | null;
};

/** Each explore filter's SQL; a filter declared in EXPLORE_FILTERS fails the typecheck until it has a line here. */
const FILTER_CONDITIONS: { [K in NarrowingFilterName]: FilterCondition<K> } = {
  city: { listings: (city) => eq(listings.city, city), projects: (city) => eq(projects.city, city) },
  type: {
    listings: (type) => (type === "project" ? null : (LISTING_KINDS[type] ?? undefined)),
    projects: (type) => (type in PROJECT_KINDS ? PROJECT_KINDS[type] : null),
  },
  q: {
    listings: (q) => textMatches(listings.searchVector, q),
    projects: (q) => textMatches(projects.searchVector, q),
  },
  minPrice: { listings: (min) => gte(listings.price, min), projects: (min) => gte(projects.price, min) },
  maxPrice: { listings: (max) => lte(listings.price, max), projects: (max) => lte(projects.price, max) },
  // Stay-only filters (furnishing, PG gender, food) leave projects out.
  furnishing: {
    listings: (furnishing) => or(eq(listings.furnishing, furnishing), eq(listings.furnished, furnishing)),
    projects: () => null,
  },
  pgGender: { listings: (gender) => eq(listings.pgGender, gender), projects: () => null },
  food: { listings: (food) => eq(listings.foodAvailable, food), projects: () => null },
  amenities: {
    listings: (amenities) => sql`${listings.amenities} @> ${toTextArray(amenities)}`,
    projects: (amenities) => sql`${projects.amenities} @> ${toTextArray(amenities)}`,
  },
};

const NARROWING_FILTERS = Object.keys(FILTER_CONDITIONS) as NarrowingFilterName[];

/** The conditions the set filters put on one table, or null when the search leaves that table out. */
function filterConditions(filters: ExploreFilters, table: "listings" | "projects"): SQL[] | null {
  const conditions: SQL[] = [];
  for (const name of NARROWING_FILTERS) {
    const value = filters[name];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    const condition = (FILTER_CONDITIONS[name][table] as (value: unknown) => SQL | undefined | null)(value);
    if (condition === null) return null;
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/** Approved listings only: a pending one never reaches a public page. */
export function listingConditions(filters: ExploreFilters): SQL | null {
  const conditions = filterConditions(filters, "listings");
  if (!conditions) return null;
  const anyCity = filters.city ? undefined : inArray(listings.city, [...SUPPORTED_CITIES]);
  return and(eq(listings.status, "approved"), anyCity, ...conditions) ?? null;
}

/** Projects shown on explore. */
export function projectConditions(filters: ExploreFilters): SQL | null {
  const conditions = filterConditions(filters, "projects");
  if (!conditions) return null;
  const anyCity = filters.city ? undefined : inArray(projects.city, [...SUPPORTED_CITIES]);
  return and(sql`${projects.showExplore}`, anyCity, ...conditions) ?? null;
}

function toTextArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

function listingOrder(sort: ExploreFilters["sort"]) {
  if (sort === "price-asc") return [asc(listings.price), asc(listings.id)];
  if (sort === "price-desc") return [desc(listings.price), desc(listings.id)];
  // "nulls last" matches the created-at indexes, so newest-first reads them in order.
  return [sql`${listings.createdAt} desc nulls last`, desc(listings.id)];
}

function projectOrder(sort: ExploreFilters["sort"]) {
  if (sort === "price-asc") return [sql`${projects.price} asc nulls last`, asc(projects.id)];
  if (sort === "price-desc") return [sql`${projects.price} desc nulls last`, desc(projects.id)];
  return [sql`${projects.createdAt} desc nulls last`, desc(projects.id)];
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

/**
 * One page of explore results: matching listings first, then matching projects, each in the
 * chosen order. Both parts are counted and paged in the database, so a page reads 24 rows.
 */
export async function searchExplore(filters: ExploreFilters): Promise<ExploreResults> {
  const db = database();
  const listingWhere = listingConditions(filters);
  const projectWhere = projectConditions(filters);
  const [listingTotal, projectTotal] = await Promise.all([
    listingWhere ? listingCountQuery(listingWhere).then(([row]) => row.value) : 0,
    projectWhere
      ? db
          .select({ value: count() })
          .from(projects)
          .where(projectWhere)
          .then(([row]) => row.value)
      : 0,
  ]);
  const total = listingTotal + projectTotal;
  const pageCount = pageCountOf(total, PAGE_SIZE);
  const page = Math.min(filters.page, pageCount);
  const offset = (page - 1) * PAGE_SIZE;

  const listingRows =
    listingWhere && offset < listingTotal
      ? await withCovers(await listingPageQuery(listingWhere, filters, offset, PAGE_SIZE))
      : [];
  const room = PAGE_SIZE - listingRows.length;
  const projectRows =
    projectWhere && room > 0 && projectTotal > 0
      ? await db
          .select(projectCardColumns)
          .from(projects)
          .where(projectWhere)
          .orderBy(...projectOrder(filters.sort))
          .limit(room)
          .offset(Math.max(0, offset - listingTotal))
      : [];

  return {
    items: [
      ...listingRows.map((row) => ({ kind: "listing" as const, ...row })),
      ...projectRows.map((row) => ({ kind: "project" as const, ...row })),
    ],
    total,
    page,
    pageCount,
  };
}

/** Generous for a person paging through results; a script trying every search is slowed down. */
const SEARCHES_PER_MINUTE = 120;
const TOO_MANY_SEARCHES = "Too many searches from your address. Please wait a minute and try again.";

/**
 * Counts a search against the visitor's address and refuses it with a 429 past the limit. A page
 * the page cache answers never gets here, so only searches that reach the database are counted.
 */
async function limitSearches(request: Request): Promise<void> {
  const address = request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
  const allowance = await hit(`search:${address}`, SEARCHES_PER_MINUTE, 60_000);
  if (!allowance.allowed) {
    throw data(TOO_MANY_SEARCHES, { status: 429, headers: { "Retry-After": String(allowance.retryAfterSeconds) } });
  }
}

/** Reads the filters of a request (with any fixed by the page itself) and runs the search. */
export async function loadExplore(request: Request, fixed: Partial<Pick<ExploreFilters, "type">> = {}) {
  await limitSearches(request);
  const url = new URL(request.url);
  const filters: ExploreFilters = { ...parseExploreFilters(url.searchParams), ...fixed };
  const results = await cachedContent(`explore:${JSON.stringify(filters)}`, () => searchExplore(filters));
  return { filters: { ...filters, page: results.page }, results };
}
