import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { ListingCardData } from "~/components/listing-card";
import type { ListingType } from "~/content/listing-options";
import type { ListingStatus } from "~/content/listing-statuses";
import { database, preparedPerDatabase } from "~/db/client.server";
import { type ImageVariant, listings, users } from "~/db/schema";
import { cardFactColumns } from "~/features/catalogue/catalogue.server";
import { coverOf, withCovers } from "~/features/photos/photos.server";
import { contentMemo } from "~/lib/content-cache.server";
import type { OwnListingsPage } from "./listing-views";
import { PUBLIC_STATUS } from "./listing-visibility";

/** Listings the public may see, as a query condition: the one place pages and searches take it from. */
export const publicListings = eq(listings.status, PUBLIC_STATUS);

/** The columns a listing card shows; select these, never the whole row. */
export const listingCardColumns = {
  id: listings.id,
  projectBuildingName: listings.projectBuildingName,
  locality: listings.locality,
  city: listings.city,
  price: listings.price,
  listingType: listings.listingType,
  propertyType: listings.propertyType,
  isShortStay: listings.isShortStay,
  // The facts some kind shows as chips (the catalogue's card facts); a card shows only its own kind's.
  ...cardFactColumns,
  // Where its pin goes on the map view (ADR 051).
  latitude: listings.latitude,
  longitude: listings.longitude,
  // 'Posted by owner': the poster's role, looked up by primary key so every card query keeps its one table.
  postedBy: sql<string | null>`(select ${users.role} from ${users} where ${users.id} = ${listings.userId})`,
  createdAt: listings.createdAt,
  confirmedAt: listings.confirmedAt,
  // Its shown guest reviews (revealed and published, ADR 050), kept on the listing by the reviews table's trigger.
  reviewCount: listings.reviewCount,
  reviewAverage: sql<number | null>`case when ${listings.reviewCount} > 0
    then ${listings.reviewStars}::float8 / ${listings.reviewCount} end`,
};

/** Prepared once per database: planning it (the planner measures each of the table's indexes) took most of its time. */
const cardsById = preparedPerDatabase((db) =>
  db
    .select({
      ...listingCardColumns,
      // The outer id named with its table: drizzle leaves a one-table select's columns bare.
      cover: coverOf(sql`${listings}.${sql.identifier(listings.id.name)}`),
    })
    .from(listings)
    .where(and(publicListings, sql`${listings.id} = any(${sql.placeholder("ids")}::text[])`))
    .prepare("public_listing_cards"),
);

/**
 * Cards already read at one content version of one database, by id (about a kilobyte each, with the cover's
 * variants): the pages of different searches show many of the same listings (a city's newest, its cheapest), and a
 * card changes only with the content version.
 */
const knownCards = contentMemo<ListingCardData>(10_000, "other listings");

/**
 * The cards of some public listings by id, in the order of the ids, each with its cover, in one statement (a search
 * index's page: a cover per row is 24 index lookups, and a second statement would cost more). At a content version
 * (the search index's), only the cards not read before at that version are asked for.
 */
export async function publicListingCards(ids: string[], version?: number): Promise<Array<ListingCardData>> {
  const memo = version === undefined ? undefined : knownCards.at(version);
  const missing = memo ? ids.filter((id) => !memo.has(id)) : ids;
  const byId = new Map<string, ListingCardData>();
  if (missing.length > 0) {
    for (const row of await cardsById().execute({ ids: missing })) byId.set(row.id, row);
  }
  return ids.flatMap((id) => {
    const card = memo?.get(id) ?? byId.get(id);
    if (!card) return [];
    if (memo && !memo.has(id)) knownCards.keep(memo, id, card);
    return [card];
  });
}

/** Name, place and cover of some listings by id, for lists that mention listings (an owner's enquiries). */
export async function listingSummaries(ids: string[]) {
  if (ids.length === 0) return new Map<string, ListingSummary>();
  const rows = await database()
    .select({
      id: listings.id,
      projectBuildingName: listings.projectBuildingName,
      locality: listings.locality,
      city: listings.city,
      price: listings.price,
      listingType: listings.listingType,
      propertyType: listings.propertyType,
      isShortStay: listings.isShortStay,
      status: listings.status,
    })
    .from(listings)
    .where(inArray(listings.id, ids));
  return new Map((await withCovers(rows)).map((row) => [row.id, row]));
}

export type ListingSummary = {
  id: string;
  projectBuildingName: string;
  locality: string;
  city: string;
  price: number;
  listingType: string;
  propertyType: string;
  isShortStay: boolean;
  status: ListingStatus;
  cover: ImageVariant[] | null;
};

/** The newest public listings (of one type, when given), for the home page and /buy. */
export async function newestListings(limit: number, listingType?: ListingType): Promise<ListingCardData[]> {
  const rows = await database()
    .select(listingCardColumns)
    .from(listings)
    .where(and(publicListings, listingType ? eq(listings.listingType, listingType) : undefined))
    .orderBy(desc(listings.createdAt))
    .limit(limit);
  return withCovers(rows);
}

const PROFILE_PAGE_SIZE = 12;

/** One page of the user's own listings in the given statuses, newest first (index listings_user_idx). */
export async function ownListings(
  userId: string,
  statuses: readonly ListingStatus[],
  page: number,
): Promise<OwnListingsPage<ListingCardData & { status: ListingStatus }>> {
  const rows = await database()
    .select({ ...listingCardColumns, status: listings.status })
    .from(listings)
    .where(and(eq(listings.userId, userId), inArray(listings.status, [...statuses])))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(PROFILE_PAGE_SIZE + 1)
    .offset((page - 1) * PROFILE_PAGE_SIZE);
  return {
    listings: await withCovers(rows.slice(0, PROFILE_PAGE_SIZE)),
    page,
    hasMore: rows.length > PROFILE_PAGE_SIZE,
  };
}

/** The addresses of the newest public listings and when each last changed, for the sitemap. */
export function listingSitemapEntries(limit: number): Promise<Array<{ id: string; updatedAt: Date }>> {
  return database()
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(publicListings)
    .orderBy(sql`${listings.createdAt} desc nulls last`)
    .limit(limit);
}
