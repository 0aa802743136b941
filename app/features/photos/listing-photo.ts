import type { ImageVariant } from "~/db/schema";
import { mediaUrl } from "~/lib/media";

/** A listing's photo, or an upload not yet claimed: its size and its stored widths (the smallest is the thumbnail). */
export type ListingPhoto = { id: string; width: number; height: number; variants: ImageVariant[] };

/** A photo as the JSON API gives it: each variant with its public address. */
export function photoJson(photo: ListingPhoto) {
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    variants: photo.variants.map((v) => ({ width: v.width, height: v.height, url: mediaUrl(v.key) })),
  };
}
