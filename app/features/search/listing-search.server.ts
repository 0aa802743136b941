import { and, asc, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { ListingCardData } from "~/components/listing-card";
import { exploreKindRule } from "~/content/catalogue";
import { SUPPORTED_CITIES } from "~/content/cities";
import { type ExploreFilters, type NarrowingFilterName, searchedStay } from "~/content/explore-filters";
import type { ListingType } from "~/content/listing-options";
import { type Place, placeById, readMapArea, withinKmOf } from "~/content/places";
import { type Database, database } from "~/db/client.server";
import { listings, users } from "~/db/schema";
import {
  cheapestStays,
  hasFreeRoomSql,
  type StayAsked,
  type StayNights,
  stayNights,
  takesGuestsSql,
} from "~/features/bookings/bookings.server";
import { factFilterSql, factFilterTests, ruleSql, ruleTest } from "~/features/catalogue/catalogue.server";
import { listingCardColumns, publicListingCards, publicListings } from "~/features/listings/listings.server";
import { withCovers } from "~/features/photos/photos.server";
import {
  PRIOR_MEAN,
  PRIOR_WEIGHT,
  RATED_MIN_AVERAGE,
  RATED_MIN_REVIEWS,
  ratedHighly,
} from "~/features/reviews/reviews.server";
import {
  conditionsOf,
  countUpTo,
  type FilterForms,
  type FilterSql,
  filterConditions,
  type SearchPart,
  textArray,
} from "~/lib/filter-sql.server";
import { distanceFrom, withinArea, withinOf } from "~/lib/near-sql.server";
import { textMatches } from "~/lib/text-search.server";
import type { ListingIndex, RowBits, RowSet, RowTest } from "./listing-index.server";

/** Each explore filter's SQL on listings; a filter declared in EXPLORE_FILTERS fails the typecheck until it has a line here. */
const LISTING_FILTER_SQL: FilterSql<ExploreFilters, NarrowingFilterName> = {
  city: (city) => eq(listings.city, city),
  type: (type) => {
    const rule = exploreKindRule(type);
    return rule ? ruleSql(rule) : null;
  },
  q: (q, { city }) => textMatches(listings.searchVector, q, city),
  minPrice: (min) => gte(listings.price, min),
  maxPrice: (max) => lte(listings.price, max),
  // Furnishing, PG for, food, BHK, sharing, available from: each fact's filter in the catalogue.
  ...factFilterSql,
  // A room free on every night, for the guests: read from the bookings as they stand (ADR 045). Check-out and guests
  // take part through check-in's condition; guests without dates ask only for a room that takes them.
  checkIn: (_, filters) => {
    const stay = searchedStay(filters);
    return stay ? hasFreeRoomSql(listings.id, stay) : undefined;
  },
  checkOut: () => undefined,
  guests: (guests, { checkIn }) => (checkIn ? undefined : takesGuestsSql(listings.id, guests)),
  rera: () => isNotNull(listings.reraNumber),
  amenities: (amenities) => sql`${listings.amenities} @> ${textArray(amenities)}`,
  postedBy: (role) =>
    sql`exists (select 1 from ${users} where ${users.id} = ${listings.userId} and ${users.role} = ${role})`,
  near: (id, { within }) => {
    const place = placeById(id);
    return place ? withinOf(listings, place, within) : undefined;
  },
  area: (value) => {
    const area = readMapArea(value);
    return area ? withinArea(listings, area) : undefined;
  },
  // Whole numbers, as ratedHighly (rating-order.ts) and the search index compare them: no average is rounded.
  rated: () =>
    and(
      gte(listings.reviewCount, RATED_MIN_REVIEWS),
      sql`${listings.reviewStars} >= ${RATED_MIN_AVERAGE} * ${listings.reviewCount}`,
    ),
};

/**
 * 'Best rated': bayesianAverage (rating-order.ts) in the database, in double precision as JavaScript computes it, so
 * the search index orders ties exactly as this does.
 */
const bayesianScore = sql`(${PRIOR_WEIGHT * PRIOR_MEAN}::float8 + ${listings.reviewStars}) / (${PRIOR_WEIGHT} + ${listings.reviewCount})`;

/**
 * The filters the search index answers: all but the map's area, which the database answers (its rectangle's corners lie
 * on the SQL's box, where the two could part by a rounding).
 */
type IndexedFilterName = Exclude<NarrowingFilterName, "area">;

/**
 * LISTING_FILTER_SQL on a row of the search index, filter for filter: a filter added there fails the typecheck until
 * it has a line here too (but the map's area: the database answers that), and
 * `listing-index.test.ts` checks every filter answers as its SQL does.
 */
function listingFilterTests(index: ListingIndex): FilterForms<ExploreFilters, IndexedFilterName, RowTest | RowBits> {
  const c = index.columns;
  return {
    city: (city) => c.city.where((value) => value === city),
    type: (type) => {
      const rule = exploreKindRule(type);
      return rule ? ruleTest(rule, c) : null;
    },
    q: (q) => index.textRows(q),
    minPrice: (min) => (row) => c.price[row] >= min,
    maxPrice: (max) => (row) => c.price[row] <= max,
    ...factFilterTests(c),
    rera: () => (row) => c.hasRera[row] === 1,
    amenities: (amenities) => c.amenities.whereAll(amenities),
    postedBy: (role) => c.posterRole.where((value) => value === role),
    // The same sphere as the SQL's earth_distance (haversineKm), a box first since every row is asked.
    near: (id, { within }) => {
      const place = placeById(id);
      if (!place) return undefined;
      const isWithin = withinKmOf(place, within);
      return (row) => isWithin(c.latitude[row], c.longitude[row]);
    },
    rated: () => (row) => ratedHighly(c.reviewCount[row], c.reviewStars[row]),
    // Dates (with the guests) are asked last, of the rows the other filters leave: indexedListingMatches.
    checkIn: () => undefined,
    checkOut: () => undefined,
    guests: (guests, { checkIn }) => (checkIn ? undefined : (row) => index.takesGuests(row, guests)),
  };
}

/**
 * What a filter's test reads beside its own value: 'near' its distance, and guests whether there are dates (with
 * them, the dates' test asks it).
 */
function alsoRead(name: IndexedFilterName, filters: ExploreFilters): string {
  if (name === "near") return `:${filters.within}`;
  return name === "guests" ? `:${filters.checkIn !== undefined}` : "";
}

/**
 * Each filter's rows as a set, worked out once per index and value: a search's count, its page and each of its
 * "Remove the … filter" suggestions then only combine sets. The index's tests read nothing but their own filter's
 * value and what `alsoRead` names, so those are the key. A change clears the sets, a booking's too.
 */
function listingFilterSets(index: ListingIndex): FilterForms<ExploreFilters, IndexedFilterName, RowSet> {
  const tests = listingFilterTests(index);
  const forms: Partial<Record<IndexedFilterName, unknown>> = {};
  for (const name of Object.keys(tests) as IndexedFilterName[]) {
    const test = tests[name] as (value: unknown, filters: ExploreFilters) => RowTest | RowBits | null | undefined;
    forms[name] = (value: unknown, filters: ExploreFilters) =>
      index.rowsOf(`${name}:${JSON.stringify(value)}${alsoRead(name, filters)}`, () => test(value, filters));
  }
  return forms as FilterForms<ExploreFilters, IndexedFilterName, RowSet>;
}

/** The place a search is near, if it names one we know. */
const nearPlace = ({ near }: ExploreFilters): Place | undefined => (near === undefined ? undefined : placeById(near));

/**
 * A search's count and pages of rows from the search index, the same as the SQL's (listingOrder's order); null when the
 * search leaves listings out. The engines bench (scripts/bench-engines.ts) times these without the cards' read.
 */
export function indexedListingMatches(
  filters: ExploreFilters,
  index: ListingIndex,
): { count: (upTo: number) => number; rows: (offset: number, limit: number) => number[] } | null {
  const found = conditionsOf(filters, listingFilterSets(index));
  if (!found) return null;
  // A room free on every night is asked of the rows the other filters leave, not of every listing with rooms, and of
  // those only as many as the count and the page need: a new search by dates asks anew, and the other filters leave a
  // tenth of them or less. The rooms are as the change log last named them (migration 0037); a request's hold counts
  // until it ends.
  const stay = searchedStay(filters);
  const nights = stay && stayNights(stay);
  const now = Date.now();
  const free = nights ? (row: number) => index.hasFreeRoom(row, nights, now) : undefined;
  const place = nearPlace(filters);
  return {
    count: (upTo) => index.count(found, upTo + 1, free),
    rows: (offset, limit) =>
      filters.sort === "distance" && place
        ? index.nearestPage(found, place, offset, limit, free)
        : // 'Distance' without a place is the newest first, as in the SQL.
          index.page(found, filters.sort === "distance" ? "newest" : filters.sort, offset, limit, free),
  };
}

/** The listings side of a search answered by the search index: the same rows, counts, order and cards as the SQL. */
function indexedListingSearch(filters: ExploreFilters, index: ListingIndex): SearchPart<ListingCardData> | null {
  const matches = indexedListingMatches(filters, index);
  if (!matches) return null;
  const place = nearPlace(filters);
  const stay = searchedStay(filters);
  return {
    count: matches.count,
    page: async (offset, limit) => {
      const rows = matches.rows(offset, limit);
      const cards = await publicListingCards(
        rows.map((row) => index.columns.id[row]),
        index.version,
      );
      if (!place && !stay) return cards;
      // A 'near' search's cards say how far they are, and a search by dates' what the stay costs, as the SQL's do; the
      // kept cards stay without either.
      const rowOf = new Map(rows.map((row) => [index.columns.id[row], row]));
      const nights = stay && stayNights(stay);
      const now = Date.now();
      return cards.map((card) => {
        const row = rowOf.get(card.id);
        if (row === undefined) return card;
        return {
          ...card,
          ...(place ? { distanceKm: index.distanceKm(row, place) } : {}),
          ...(nights ? { stay: stayTotal(nights, index.cheapestStay(row, nights, now)) } : {}),
        };
      });
    },
  };
}

/** The public listings a search matches, or null when the search leaves listings out. */
export function listingConditions(filters: ExploreFilters): SQL | null {
  const conditions = filterConditions(filters, LISTING_FILTER_SQL);
  if (!conditions) return null;
  const anyCity = filters.city ? undefined : inArray(listings.city, [...SUPPORTED_CITIES]);
  return and(publicListings, anyCity, ...conditions) ?? null;
}

function listingOrder(filters: ExploreFilters) {
  const { sort } = filters;
  const place = nearPlace(filters);
  if (sort === "distance" && place) return [asc(distanceFrom(listings, place)), asc(listings.id)];
  if (sort === "price-asc") return [asc(listings.price), asc(listings.id)];
  if (sort === "price-desc") return [desc(listings.price), desc(listings.id)];
  if (sort === "best-rated") return [sql`${bayesianScore} desc`, asc(listings.id)];
  // "nulls last" matches the created-at indexes, so newest-first reads them in order.
  return [sql`${listings.createdAt} desc nulls last`, desc(listings.id)];
}

/** The page of listings a search shows, as a query (the EXPLAIN test reads its plan). */
export function listingPageQuery(where: SQL, filters: ExploreFilters, offset: number, limit: number) {
  const place = nearPlace(filters);
  // Only a 'near' search's cards say how far they are; every other card is the search index's too, field for field.
  const columns = place ? { ...listingCardColumns, distanceKm: distanceFrom(listings, place) } : listingCardColumns;
  return database()
    .select(columns)
    .from(listings)
    .where(where)
    .orderBy(...listingOrder(filters))
    .limit(limit)
    .offset(offset);
}

/** The count a search shows, as a statement of its own (the EXPLAIN test reads its plan). */
export function listingCountQuery(where: SQL, upTo: number): SQL {
  return sql`select ${countUpTo(listings, where, upTo)}`;
}

/**
 * The listings side of an explore search, or null when its filters leave listings out. The search index answers it
 * when given one (current, with the search's words prepared) and the search asks nothing of a map's area; the database
 * otherwise, which prices a search by dates' cards with one query of its own.
 */
export function listingSearch(filters: ExploreFilters, index?: ListingIndex): SearchPart<ListingCardData> | null {
  if (index?.knows(filters.q) && filters.area === undefined) return indexedListingSearch(filters, index);
  const part = sqlListingSearch(filters);
  const stay = searchedStay(filters);
  return part && stay ? withStayTotals(part, stay) : part;
}

function sqlListingSearch(filters: ExploreFilters): SearchPart<ListingCardData> | null {
  const where = listingConditions(filters);
  if (!where) return null;
  return {
    count: (upTo) => countUpTo(listings, where, upTo),
    page: async (offset, limit) => withCovers(await listingPageQuery(where, filters, offset, limit)),
  };
}

/** What a card of a search by dates says of the stay: its nights and total, or nothing when no room takes it. */
const stayTotal = (stay: StayNights, totalPaise: number | undefined) =>
  totalPaise === undefined ? null : { nights: stay.to - stay.from, totalPaise };

/** A search by dates' cards say what the stay costs at each: its cheapest room free for it, read for the page alone. */
function withStayTotals(part: SearchPart<ListingCardData>, stay: StayAsked): SearchPart<ListingCardData> {
  const nights = stayNights(stay);
  return {
    count: part.count,
    page: async (offset, limit) => {
      const cards = await part.page(offset, limit);
      const totals = await cheapestStays(
        cards.map((card) => card.id),
        stay,
      );
      return cards.map((card) => ({ ...card, stay: stayTotal(nights, totals.get(card.id)) }));
    },
  };
}

/** A listing as an alert e-mail describes it. */
export type MatchedListing = {
  id: string;
  name: string;
  locality: string;
  city: string;
  price: number;
  listingType: string;
  propertyType: string;
  isShortStay: boolean;
  approvedAt: Date;
};

const matchedListingColumns = {
  id: listings.id,
  name: listings.projectBuildingName,
  locality: listings.locality,
  city: listings.city,
  price: listings.price,
  listingType: listings.listingType,
  propertyType: listings.propertyType,
  isShortStay: listings.isShortStay,
  // Approval is the last change an approved listing had, so its updated_at says when it went public.
  approvedAt: listings.updatedAt,
};

/**
 * Public listings approved (or last changed while public) since a moment, oldest first: what saved searches are
 * checked against. `after`, the last of a full page, goes on past it: more listings than a page changed within the same
 * moment are read page after page, never the same page again.
 */
export function listingsApprovedSince(
  since: Date,
  limit: number,
  after?: { approvedAt: Date; id: string },
): Promise<MatchedListing[]> {
  const from = after
    ? sql`(${listings.updatedAt}, ${listings.id}) > (${after.approvedAt.toISOString()}::timestamptz, ${after.id})`
    : gte(listings.updatedAt, since);
  return database()
    .select(matchedListingColumns)
    .from(listings)
    .where(and(publicListings, from))
    .orderBy(asc(listings.updatedAt), asc(listings.id))
    .limit(limit);
}

/**
 * The public listings among some ids, for a digest that names them. Called inside the digest's
 * transaction, it must read through it: the embedded database has one connection, and a query from
 * outside would wait for the transaction that waits for it.
 */
export function matchedListings(
  ids: string[],
  reader: Pick<Database, "select"> = database(),
): Promise<MatchedListing[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return reader
    .select(matchedListingColumns)
    .from(listings)
    .where(and(publicListings, inArray(listings.id, ids)));
}

/** Conditions per query, so the statement stays well under PostgreSQL's 65,535 parameters. */
const MATCH_CHUNK = 400;

/**
 * Which of several searches one listing answers, with the very conditions explore runs (`listingConditions`),
 * so a saved search and its page never disagree. One row read per chunk of searches: each search is a
 * boolean column of an array over that one listing.
 */
export async function listingMatches(listingId: string, searches: ExploreFilters[]): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let start = 0; start < searches.length; start += MATCH_CHUNK) {
    const chunk = searches.slice(start, start + MATCH_CHUNK);
    const tests = chunk.map((filters) => {
      const where = listingConditions(filters);
      return where ? sql`coalesce(${where}, false)` : sql`false`;
    });
    const [row] = await database()
      .select({ matches: sql<boolean[]>`array[${sql.join(tests, sql`, `)}]` })
      .from(listings)
      .where(eq(listings.id, listingId));
    answers.push(...(row ? row.matches : chunk.map(() => false)));
  }
  return answers;
}

/** Up to `limit` other public listings of the same city and kind, nearest in price first. */
export async function similarListings(
  listing: { id: string; city: string; listingType: ListingType; price: number },
  limit = 4,
): Promise<ListingCardData[]> {
  const rows = await database()
    .select(listingCardColumns)
    .from(listings)
    .where(
      and(
        publicListings,
        eq(listings.city, listing.city),
        eq(listings.listingType, listing.listingType),
        sql`${listings.id} <> ${listing.id}`,
      ),
    )
    .orderBy(sql`abs(${listings.price} - ${listing.price})`, asc(listings.id))
    .limit(limit);
  return withCovers(rows);
}
