import { and, desc, eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { type ListingCardData, listingCardColumns, withCovers } from "~/lib/listing-cards.server";

const PROFILE_PAGE_SIZE = 12;

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
    .limit(PROFILE_PAGE_SIZE + 1)
    .offset((page - 1) * PROFILE_PAGE_SIZE);
  return {
    listings: await withCovers(rows.slice(0, PROFILE_PAGE_SIZE)),
    page,
    hasMore: rows.length > PROFILE_PAGE_SIZE,
  };
}
