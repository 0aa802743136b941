import { and, desc, eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { listingCardColumns, withCovers } from "~/lib/listing-cards.server";

/** One screenful; the full list with filters and pages is /explore?type=sell. */
const SALE_LISTINGS_LIMIT = 9;

/** The newest approved homes, plots and commercial properties for sale. */
export async function saleListings() {
  const rows = await database()
    .select(listingCardColumns)
    .from(listings)
    .where(and(eq(listings.status, "approved"), eq(listings.listingType, "Sell")))
    .orderBy(desc(listings.createdAt))
    .limit(SALE_LISTINGS_LIMIT);
  return withCovers(rows);
}
