import type { GalleryProperty } from "~/content/gallery";

/** Longest search text we look at; anything longer cannot match a title or a location anyway. */
export const MAX_QUERY_LENGTH = 100;

/** Properties whose title or location contain every word of the query, ignoring case. */
export function filterGallery(properties: GalleryProperty[], query: string): GalleryProperty[] {
  const words = query.trim().slice(0, MAX_QUERY_LENGTH).toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return properties;
  return properties.filter((property) => {
    const text = `${property.title} ${property.location}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
