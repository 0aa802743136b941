import { and, inArray, ne } from "drizzle-orm";
import { database } from "~/db/client.server";
import { listings } from "~/db/schema";
import { isPublicListing, listingName } from "~/features/listings/listings";

/** What another feature needs to name a listing and say where it is: a visit's summary and location. */
export type ListingPlace = {
  id: string;
  name: string;
  locality: string;
  city: string;
  ownerId: string | null;
  isPublic: boolean;
};

/** The listings with these ids, by id; ids without a listing, or of one deleted (ADR 067), are left out. */
export async function listingPlaces(ids: string[]): Promise<Map<string, ListingPlace>> {
  if (ids.length === 0) return new Map();
  const rows = await database()
    .select({
      id: listings.id,
      name: listings.projectBuildingName,
      locality: listings.locality,
      city: listings.city,
      ownerId: listings.userId,
      status: listings.status,
    })
    .from(listings)
    .where(and(inArray(listings.id, [...new Set(ids)]), ne(listings.status, "deleted")));
  return new Map(
    rows.map(({ status, name, ...row }) => [
      row.id,
      { ...row, name: listingName(name), isPublic: isPublicListing({ status }) },
    ]),
  );
}
