import { asc, inArray } from "drizzle-orm";
import { database } from "~/db/client.server";
import { type ImageVariant, listingImages, listings } from "~/db/schema";

export type ListingCardData = {
  id: string;
  projectBuildingName: string;
  locality: string;
  city: string;
  price: number;
  listingType: string;
  propertyType: string;
  cover: ImageVariant[] | null;
};

/** The columns a listing card shows; select these, never the whole row. */
export const listingCardColumns = {
  id: listings.id,
  projectBuildingName: listings.projectBuildingName,
  locality: listings.locality,
  city: listings.city,
  price: listings.price,
  listingType: listings.listingType,
  propertyType: listings.propertyType,
};

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
