import { type SQL, sql } from "drizzle-orm";
import { haversineKm, type MapArea, type Place } from "~/content/places";
import { listings } from "~/db/schema";

/** A listing's point as earthdistance reads it: the expression `listings_location_idx` indexes (ADR 042). */
const listingPoint = sql`ll_to_earth(${listings.latitude}, ${listings.longitude})`;
const pointOf = (point: { lat: number; lng: number }) => sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;

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

/**
 * Listings inside a rectangle of the map (ADR 051): the box around the circle through the rectangle's corners finds
 * candidates on the same GiST index as 'near'; latitude and longitude then keep those inside the rectangle.
 */
export function withinArea(area: MapArea): SQL {
  const centre = { lat: (area.south + area.north) / 2, lng: (area.west + area.east) / 2 };
  // The corner farthest from the centre: on a sphere the one nearer the pole is.
  const metres =
    Math.max(
      haversineKm(centre, { lat: area.north, lng: area.east }),
      haversineKm(centre, { lat: area.south, lng: area.east }),
    ) * 1_000;
  return sql`(earth_box(${pointOf(centre)}, ${metres}::float8) @> ${listingPoint} and ${listings.latitude} between ${area.south}::float8 and ${area.north}::float8 and ${listings.longitude} between ${area.west}::float8 and ${area.east}::float8)`;
}
