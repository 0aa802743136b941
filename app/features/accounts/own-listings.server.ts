import { and, desc, eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { type ListingCardData, listingCardColumns, withCovers } from "~/lib/listing-cards.server";

export const OWN_LISTINGS_PAGE_SIZE = 12;

export type OwnListingsPage = { listings: ListingCardData[]; page: number; hasMore: boolean };

/** One page of the user's own listings with one status, newest first (index listings_user_idx). */
export async function ownListings(
  userId: string,
  status: "approved" | "pending",
  page: number,
): Promise<OwnListingsPage> {
  const rows = await database()
    .select(listingCardColumns)
    .from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.status, status)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(OWN_LISTINGS_PAGE_SIZE + 1)
    .offset((page - 1) * OWN_LISTINGS_PAGE_SIZE);
  return {
    listings: await withCovers(rows.slice(0, OWN_LISTINGS_PAGE_SIZE)),
    page,
    hasMore: rows.length > OWN_LISTINGS_PAGE_SIZE,
  };
}

/** A page number from the query string; anything odd is page 1. */
export function pageParam(url: URL, name: string): number {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}
