import { and, asc, count, desc, eq, gte, inArray, lte, notInArray, or, type SQL, sql } from "drizzle-orm";
import { data } from "react-router";
import type { ProjectCardData } from "~/components/project-card";
import { SUPPORTED_CITIES } from "~/content/cities";
import { database } from "~/db/client.server";
import { listings, projects } from "~/db/schema";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { cachedContent } from "~/lib/content-cache.server";
import { type ListingCardData, listingCardColumns, withCovers } from "~/lib/listing-cards.server";
import { pageCountOf } from "~/lib/pagination";
import { projectCardColumns } from "~/lib/project-cards.server";
import { textMatches } from "~/lib/text-search.server";
import { hit } from "~/lib/throttle.server";
import { type ExploreFilters, type ExploreType, PAGE_SIZE, parseExploreFilters } from "./explore-filters";

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

/** Approved listings only: a pending one never reaches a public page. */
export function listingConditions(filters: ExploreFilters): SQL | null {
  if (filters.type === "project") return null;
  const kind = filters.type ? LISTING_KINDS[filters.type] : undefined;
  return (
    and(
      eq(listings.status, "approved"),
      filters.city ? eq(listings.city, filters.city) : inArray(listings.city, [...SUPPORTED_CITIES]),
      kind ?? undefined,
      filters.minPrice !== undefined ? gte(listings.price, filters.minPrice) : undefined,
      filters.maxPrice !== undefined ? lte(listings.price, filters.maxPrice) : undefined,
      filters.furnishing
        ? or(eq(listings.furnishing, filters.furnishing), eq(listings.furnished, filters.furnishing))
        : undefined,
      filters.pgGender ? eq(listings.pgGender, filters.pgGender) : undefined,
      filters.food ? eq(listings.foodAvailable, filters.food) : undefined,
      filters.amenities.length ? sql`${listings.amenities} @> ${toTextArray(filters.amenities)}` : undefined,
      filters.q ? textMatches(listings.searchVector, filters.q) : undefined,
    ) ?? null
  );
}

/** Explore projects; stay-only filters (furnishing, PG gender, food) leave them out. */
export function projectConditions(filters: ExploreFilters): SQL | null {
  if (filters.type && !(filters.type in PROJECT_KINDS)) return null;
  if (filters.furnishing || filters.pgGender || filters.food) return null;
  return (
    and(
      sql`${projects.showExplore}`,
      filters.city ? eq(projects.city, filters.city) : inArray(projects.city, [...SUPPORTED_CITIES]),
      filters.type ? PROJECT_KINDS[filters.type] : undefined,
      filters.minPrice !== undefined ? gte(projects.price, filters.minPrice) : undefined,
      filters.maxPrice !== undefined ? lte(projects.price, filters.maxPrice) : undefined,
      filters.amenities.length ? sql`${projects.amenities} @> ${toTextArray(filters.amenities)}` : undefined,
      filters.q ? textMatches(projects.searchVector, filters.q) : undefined,
    ) ?? null
  );
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
