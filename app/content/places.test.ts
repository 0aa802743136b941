import { describe, expect, it } from "vitest";
import { haversineKm, placeById, withinKmOf } from "./places";

type Point = { lat: number; lng: number };

/** Longitude as the database keeps it, -180 to 180. */
const wrapped = ({ lat, lng }: Point): Point => ({ lat, lng: lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng });

/**
 * The last point inside the circle and the first outside it, going out from the place in one direction of the map,
 * found by halving with the distance itself: the circle's very edge, wherever the box would cut it short.
 */
function edgeAt(place: Point, bearing: number, km: number): { inside: Point; outside: Point } {
  const step = (degrees: number) =>
    wrapped({ lat: place.lat + Math.cos(bearing) * degrees, lng: place.lng + Math.sin(bearing) * degrees });
  let inside = 0;
  let outside = 10;
  for (let halving = 0; halving < 80; halving++) {
    const middle = (inside + outside) / 2;
    if (haversineKm(place, step(middle)) <= km) inside = middle;
    else outside = middle;
  }
  return { inside: step(inside), outside: step(outside) };
}

describe("withinKmOf", () => {
  const sgpgi = placeById("lucknow-hospital-sgpgi-hospital");
  if (!sgpgi) throw new Error("no SGPGI");
  const places: Array<[string, Point]> = [
    ["SGPGI, Lucknow", sgpgi],
    ["the equator", { lat: 0, lng: 10 }],
    ["far north", { lat: 84.99, lng: 20 }],
    ["beside the 180th meridian", { lat: -40, lng: 179.995 }],
  ];

  it.each(places)(
    "keeps every point of the circle round %s and drops those just past it, at 1, 2 and 5 km",
    (_, place) => {
      for (const km of [1, 2, 5]) {
        const isWithin = withinKmOf(place, km);
        for (let bearing = 0; bearing < 2 * Math.PI; bearing += Math.PI / 90) {
          const { inside, outside } = edgeAt(place, bearing, km);
          expect(isWithin(inside.lat, inside.lng), `${km} km, bearing ${bearing}`).toBe(true);
          expect(isWithin(outside.lat, outside.lng), `${km} km, bearing ${bearing}`).toBe(false);
        }
      }
    },
  );

  it("finds nothing near a listing without a point", () => {
    expect(withinKmOf({ lat: 26.8, lng: 80.9 }, 5)(Number.NaN, Number.NaN)).toBe(false);
  });
});
