import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { database } from "~/db/client.server";
import { type ImageVariant, listings } from "~/db/schema";
import { hashedListingPhotos } from "~/features/photos/photos.server";
import { DUPLICATE_MAX_DISTANCE } from "~/lib/photo-hash.server";

/** A photo of a listing that looks like a photo of another owner's listing. */
export type PossibleDuplicate = {
  otherListingId: string;
  otherName: string;
  photo: ImageVariant[];
  otherPhoto: ImageVariant[];
};

const photo = hashedListingPhotos("photo");
const otherPhoto = hashedListingPhotos("other_photo");
const listing = alias(listings, "listing");
const other = alias(listings, "other");

const distance = sql<number>`bit_count((${photo.dhash} # ${otherPhoto.dhash})::bit(64))`.mapWith(Number);

/**
 * Pairs of hashed photos on listings of different owners, at most DUPLICATE_MAX_DISTANCE bits apart. A
 * listing without an owner (a deleted account) is compared with every other; the same owner posting one
 * photo twice is not a duplicate anyone needs to look at.
 */
function matchingPhotos(where: SQL | undefined) {
  return database()
    .select({
      listingId: photo.listingId,
      otherListingId: other.id,
      otherName: other.projectBuildingName,
      photo: photo.variants,
      otherPhoto: otherPhoto.variants,
      distance,
    })
    .from(photo)
    .innerJoin(listing, eq(listing.id, photo.listingId))
    .innerJoin(otherPhoto, ne(otherPhoto.listingId, photo.listingId))
    .innerJoin(other, and(eq(other.id, otherPhoto.listingId), sql`${other.userId} is distinct from ${listing.userId}`))
    .where(and(sql`${distance} <= ${DUPLICATE_MAX_DISTANCE}`, where));
}

/** For each of the given listings, the other listings one of its photos looks like, closest first, each once. */
export async function possibleDuplicates(listingIds: string[]): Promise<Record<string, PossibleDuplicate[]>> {
  if (listingIds.length === 0) return {};
  const rows = await matchingPhotos(inArray(photo.listingId, listingIds)).orderBy(distance);
  const found: Record<string, PossibleDuplicate[]> = {};
  for (const { listingId, distance: _, ...match } of rows) {
    if (!listingId) continue;
    const list = found[listingId] ?? [];
    if (!list.some((known) => known.otherListingId === match.otherListingId)) found[listingId] = [...list, match];
  }
  return found;
}

/** How many listings waiting for a decision have a photo that looks like another owner's. */
export async function pendingDuplicateCount(): Promise<number> {
  const matches = matchingPhotos(eq(listing.status, "pending")).as("matches");
  const [{ total }] = await database()
    .select({ total: sql<number>`count(distinct ${matches.listingId})`.mapWith(Number) })
    .from(matches);
  return total;
}
