import { desc, eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { listingCardColumns, withCovers } from "~/lib/listing-cards.server";

/** Enough for every position of the carousel on a wide screen without sending the whole table. */
const RECOMMENDED_LIMIT = 12;

/** The newest approved listings; pending ones never show on the public site. */
export async function recommendedListings() {
  const rows = await database()
    .select(listingCardColumns)
    .from(listings)
    .where(eq(listings.status, "approved"))
    .orderBy(desc(listings.createdAt))
    .limit(RECOMMENDED_LIMIT);
  return withCovers(rows);
}
