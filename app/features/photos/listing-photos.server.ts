import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { database, type Transaction } from "~/db/client.server";
import { type ImageVariant, listingImages, listings } from "~/db/schema";
import { removeImageFiles } from "~/lib/images.server";
import { mediaUrl } from "~/lib/media";
import type { ListingPhoto } from "./listing-photo";

/** Thrown inside the caller's transaction, rolling it back, when a photo is not the user's to attach. */
export class PhotoClaimError extends Error {}

/** What to do once the transaction that dropped photos has committed: remove their files. */
export type PhotoFileRemoval = () => Promise<void>;

/**
 * Files go only after the rows are gone and committed, so no page can point at a missing file, and a rolled-back
 * change keeps its photos.
 */
const removalOf =
  (photos: Array<{ variants: ImageVariant[] }>): PhotoFileRemoval =>
  () =>
    removeImageFiles(photos.flatMap((photo) => photo.variants));

/**
 * Makes `imageIds`, in this order, a listing's photos (the first is the cover), in the listing's own transaction:
 * photos of the listing left out are deleted, and only the uploader's own unclaimed uploads, or photos already on
 * this listing, can be attached (else PhotoClaimError). Returns the removal of the dropped photos' files.
 */
export async function placeListingPhotos(
  tx: Transaction,
  listingId: string,
  uploaderId: string,
  imageIds: string[],
): Promise<PhotoFileRemoval> {
  const current = await tx
    .select({ id: listingImages.id, variants: listingImages.variants })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId));
  const gone = current.filter((image) => !imageIds.includes(image.id));
  if (gone.length > 0) {
    await tx.delete(listingImages).where(
      inArray(
        listingImages.id,
        gone.map((image) => image.id),
      ),
    );
  }
  for (const [position, imageId] of imageIds.entries()) {
    const claimed = await tx
      .update(listingImages)
      .set({ listingId, position })
      .where(
        and(eq(listingImages.id, imageId), eq(listingImages.uploaderId, uploaderId), isNull(listingImages.listingId)),
      )
      .returning({ id: listingImages.id });
    if (claimed.length > 0) continue;
    const kept = await tx
      .update(listingImages)
      .set({ position })
      .where(and(eq(listingImages.id, imageId), eq(listingImages.listingId, listingId)))
      .returning({ id: listingImages.id });
    if (kept.length === 0) throw new PhotoClaimError();
  }
  return removalOf(gone);
}

/**
 * In the transaction that deletes a listing (`{ listingId }`) or an owner's listings and account (`{ ownerId }`: every
 * photo they uploaded too, claimed or not): deletes the photos' rows, whether their listing's row goes or stays for
 * its records (ADR 067), and returns the removal of their files, for after the commit.
 */
export async function deletePhotosGoingWith(
  tx: Transaction,
  which: { listingId: string } | { ownerId: string },
): Promise<PhotoFileRemoval> {
  const whichPhotos =
    "listingId" in which
      ? eq(listingImages.listingId, which.listingId)
      : or(
          inArray(
            listingImages.listingId,
            tx.select({ id: listings.id }).from(listings).where(eq(listings.userId, which.ownerId)),
          ),
          eq(listingImages.uploaderId, which.ownerId),
        );
  return removalOf(await tx.delete(listingImages).where(whichPhotos).returning({ variants: listingImages.variants }));
}

/** A listing's photos in their order, the cover first. */
export async function listingPhotos(listingId: string): Promise<ListingPhoto[]> {
  return database()
    .select({
      id: listingImages.id,
      width: listingImages.width,
      height: listingImages.height,
      variants: listingImages.variants,
    })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position));
}

/** The public addresses of each listing's photos in their order (each photo's widths), for an owner's own data. */
export async function photoAddresses(listingIds: string[]): Promise<Map<string, string[][]>> {
  const addresses = new Map<string, string[][]>();
  if (listingIds.length === 0) return addresses;
  const photos = await database()
    .select({ listingId: listingImages.listingId, variants: listingImages.variants })
    .from(listingImages)
    .where(inArray(listingImages.listingId, listingIds))
    .orderBy(asc(listingImages.position));
  for (const { listingId, variants } of photos) {
    if (!listingId) continue;
    addresses.set(listingId, [...(addresses.get(listingId) ?? []), variants.map((variant) => mediaUrl(variant.key))]);
  }
  return addresses;
}

/** Adds each listing's cover (its first photo) with one query for the whole page of cards. */
export async function withCovers<T extends { id: string }>(
  rows: T[],
): Promise<Array<T & { cover: ImageVariant[] | null }>> {
  if (rows.length === 0) return [];
  const images = await database()
    .select({ listingId: listingImages.listingId, position: listingImages.position, variants: listingImages.variants })
    .from(listingImages)
    .where(
      inArray(
        listingImages.listingId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(listingImages.listingId), asc(listingImages.position));
  const covers = new Map<string, ImageVariant[]>();
  for (const image of images) {
    if (image.listingId && !covers.has(image.listingId)) covers.set(image.listingId, image.variants);
  }
  return rows.map((row) => ({ ...row, cover: covers.get(row.id) ?? null }));
}

/**
 * A listing's cover as a column of a select over listings, for a statement that reads cards and covers at once.
 * `listingId` is the outer query's listing id, named with its table: a bare "id" in here would be the photo's own.
 */
export function coverOf(listingId: SQL) {
  return sql<ImageVariant[] | null>`(select ${listingImages.variants} from ${listingImages}
        where ${listingImages.listingId} = ${listingId}
        order by ${listingImages.position} limit 1)`;
}

const queries = new QueryBuilder();

/**
 * The photos that have a difference hash (lib/photo-hash.server.ts), as a subquery named `name` with their
 * listing, variants and hash: what the search for duplicates across listings joins (features/trust, ADR 015).
 */
export function hashedListingPhotos<Name extends string>(name: Name) {
  return queries
    .select({ listingId: listingImages.listingId, variants: listingImages.variants, dhash: listingImages.dhash })
    .from(listingImages)
    .where(isNotNull(listingImages.dhash))
    .as(name);
}
