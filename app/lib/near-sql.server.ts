import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { haversineKm, type MapArea, type Place } from "~/content/places";

/** A table's point: its latitude and longitude columns, the pair its `…_location_idx` indexes (ADR 042, 056). */
export type PointColumns = { latitude: AnyPgColumn; longitude: AnyPgColumn };

/** A row's point as earthdistance reads it: the expression the table's GiST index indexes. */
const rowPoint = ({ latitude, longitude }: PointColumns) => sql`ll_to_earth(${latitude}, ${longitude})`;
const pointOf = (point: { lat: number; lng: number }) => sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;

/**
 * Rows within `km` of a place, straight-line: the box around the place's circle finds candidates on the GiST index;
 * the distance then drops the box's corners. The search index asks the same of its rows in memory (`withinKmOf`, on
 * the same sphere), and `listing-index.test.ts` checks the two agree.
 */
export function withinOf(columns: PointColumns, place: Place, km: number): SQL {
  const metres = km * 1_000;
  return sql`(earth_box(${pointOf(place)}, ${metres}::float8) @> ${rowPoint(columns)} and earth_distance(${pointOf(place)}, ${rowPoint(columns)}) <= ${metres}::float8)`;
}

/** A row's straight-line distance from a place, in kilometres. */
export const distanceFrom = (columns: PointColumns, place: Place): SQL<number> =>
  sql<number>`earth_distance(${pointOf(place)}, ${rowPoint(columns)}) / 1000`;

/**
 * Rows inside a rectangle of the map (ADR 051): the box around the circle through the rectangle's corners finds
 * candidates on the same GiST index as 'near'; latitude and longitude then keep those inside the rectangle.
 */
export function withinArea(columns: PointColumns, area: MapArea): SQL {
  const centre = { lat: (area.south + area.north) / 2, lng: (area.west + area.east) / 2 };
  // The corner farthest from the centre: on a sphere the one nearer the pole is.
  const metres =
    Math.max(
      haversineKm(centre, { lat: area.north, lng: area.east }),
      haversineKm(centre, { lat: area.south, lng: area.east }),
    ) * 1_000;
  return sql`(earth_box(${pointOf(centre)}, ${metres}::float8) @> ${rowPoint(columns)} and ${columns.latitude} between ${area.south}::float8 and ${area.north}::float8 and ${columns.longitude} between ${area.west}::float8 and ${area.east}::float8)`;
}
