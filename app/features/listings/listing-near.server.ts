import { type SQL, sql } from "drizzle-orm";
import type { Place } from "~/content/places";
import { listings } from "~/db/schema";

/** A listing's point as earthdistance reads it: the expression `listings_location_idx` indexes (ADR 042). */
const listingPoint = sql`ll_to_earth(${listings.latitude}, ${listings.longitude})`;
const pointOf = (place: Place) => sql`ll_to_earth(${place.lat}::float8, ${place.lng}::float8)`;

/**
 * Listings within `km` of a place, straight-line: the box around the place's circle finds candidates on the GiST
 * index; the distance then drops the box's corners.
 */
export function withinOf(place: Place, km: number): SQL {
  const metres = km * 1_000;
  return sql`(earth_box(${pointOf(place)}, ${metres}::float8) @> ${listingPoint} and earth_distance(${pointOf(place)}, ${listingPoint}) <= ${metres}::float8)`;
}

/** A listing's straight-line distance from a place, in kilometres. */
export const distanceFrom = (place: Place): SQL<number> =>
  sql<number>`earth_distance(${pointOf(place)}, ${listingPoint}) / 1000`;
