import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTED_RESULTS, parseExploreFilters } from "~/content/explore-filters";
import { haversineKm, placeById } from "~/content/places";
import { database } from "~/db/client.server";
import { listings } from "~/db/schema";
import {
  listingConditions,
  listingCountQuery,
  listingPageQuery,
  listingSearch,
} from "~/features/search/listing-search.server";
import { countEach } from "~/lib/filter-sql.server";
import { openSyntheticDatabase, queryPlan as plan } from "../support/synthetic-listings";

// Enough listings that the planner would rather scan than use an index, if the index could not answer the distance.
const ROWS = 20_000;
let removeDatabase: () => Promise<void>;

beforeAll(async () => {
  removeDatabase = await openSyntheticDatabase(ROWS);
});

afterAll(() => removeDatabase());

/** Places within the synthetic listings' spread (some 11 km about each city's head post office), each distance. */
const SEARCHES = [
  ["lucknow-aminabad-park", 1],
  ["kanpur-college-kanpur-university", 2],
  ["noida-sector-37", 1],
  ["lucknow-gomtinagar", 5],
  ["varanasi-college-banaras-hindu-university", 5],
] as const;

describe("a 'near' search", () => {
  it.each(SEARCHES)(
    "finds the public listings within the distance of %s (%i km), nearest first, as a straight-line reference does",
    async (near, km) => {
      const place = placeById(near);
      if (!place) throw new Error(`no place ${near}`);
      const filters = parseExploreFilters(new URLSearchParams({ near, within: String(km), sort: "distance" }));
      const part = listingSearch(filters);
      if (!part) throw new Error("expected a listings search");
      const found = await part.page(0, COUNTED_RESULTS);

      const everyPublic = await database()
        .select({ id: listings.id, lat: listings.latitude, lng: listings.longitude })
        .from(listings)
        .where(and(eq(listings.status, "approved"), isNotNull(listings.latitude)));
      const reference = everyPublic
        .map((row) => ({ id: row.id, km: haversineKm(place, { lat: row.lat ?? 0, lng: row.lng ?? 0 }) }))
        .sort((a, b) => a.km - b.km);
      const inside = reference.filter((row) => row.km <= km * 0.99);
      const outside = reference.filter((row) => row.km > km * 1.01);
      const ids = new Set(found.map((row) => row.id));

      expect(inside.length).toBeGreaterThan(0);
      expect(inside.every((row) => ids.has(row.id))).toBe(true);
      expect(outside.some((row) => ids.has(row.id))).toBe(false);
      const referenceKm = new Map(reference.map((row) => [row.id, row.km]));
      for (const row of found) {
        const expected = referenceKm.get(row.id) ?? Number.NaN;
        expect(Math.abs((row.distanceKm ?? Number.NaN) - expected)).toBeLessThanOrEqual(
          Math.max(expected * 0.01, 0.001),
        );
      }
      const distances = found.map((row) => row.distanceKm ?? Number.NaN);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(await countEach([part.count(COUNTED_RESULTS)])).toEqual([found.length]);
    },
  );

  it("reads the location index, never every listing", async () => {
    const filters = parseExploreFilters(
      new URLSearchParams({ near: "noida-sector-62", within: "1", sort: "distance" }),
    );
    const where = listingConditions(filters);
    if (!where) throw new Error("expected listing conditions");
    const pagePlan = await plan(listingPageQuery(where, filters, 0, 24));
    const countPlan = await plan(listingCountQuery(where, COUNTED_RESULTS));
    expect(pagePlan).toContain("listings_location_idx");
    expect(countPlan).toContain("listings_location_idx");
    expect(`${pagePlan}\n${countPlan}`).not.toContain("Seq Scan");
  });
});
