import type { ImageVariant } from "~/db/schema";
import { mediaUrl } from "~/lib/media";

/** A photo as the JSON API gives it: each variant with its public address. */
export function photoJson(photo: { id: string; width: number; height: number; variants: ImageVariant[] }) {
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    variants: photo.variants.map((v) => ({ width: v.width, height: v.height, url: mediaUrl(v.key) })),
  };
}
