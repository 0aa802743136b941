import { cityNamed, searchNamesOf } from "~/content/cities";
import type { GalleryProperty } from "~/content/gallery";
import { searchSpelling } from "~/content/place-names";

/** Longest search text we look at; anything longer cannot match a title or a location anyway. */
export const MAX_QUERY_LENGTH = 100;

/**
 * What a property is found by: its title, its location as the page shows it, and every name of its city, as a Hindi
 * page shows the location in Hindi and people type 'Gurugram', 'Gurgaon' or 'गुड़गांव' on either.
 */
function searchedText(property: GalleryProperty): string {
  const city = cityNamed(property.city);
  return searchSpelling([property.title, property.location, ...(city ? searchNamesOf(city) : [])].join(" "));
}

/** Properties whose title, location or city's names contain every word of the query, ignoring case and nukta. */
export function filterGallery(properties: GalleryProperty[], query: string): GalleryProperty[] {
  const words = searchSpelling(query.trim().slice(0, MAX_QUERY_LENGTH)).split(/\s+/).filter(Boolean);
  if (words.length === 0) return properties;
  return properties.filter((property) => {
    const text = searchedText(property);
    return words.every((word) => text.includes(word));
  });
}
