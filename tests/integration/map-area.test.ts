import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTED_RESULTS, exploreQuery, parseExploreFilters } from "~/content/explore-filters";
import { inMapArea, readMapArea } from "~/content/places";
import { database } from "~/db/client.server";
import { listings, projects } from "~/db/schema";
import { projectSearch } from "~/features/projects/project-search.server";
import {
  listingConditions,
  listingCountQuery,
  listingPageQuery,
  listingSearch,
} from "~/features/search/listing-search.server";
import { countEach } from "~/lib/filter-sql.server";
import { openSyntheticDatabase, queryPlan as plan } from "../support/synthetic-listings";

// Enough listings that the planner would rather scan than use an index, if the index could not answer the area.
const ROWS = 20_000;
let removeDatabase: () => Promise<void>;

beforeAll(async () => {
  removeDatabase = await openSyntheticDatabase(ROWS);
});

afterAll(() => removeDatabase());

/** Map areas as 'Search this area' sends them: a street's width, a part of a city, a whole city's spread. */
const AREAS = [
  "26.84,80.93,26.86,80.96",
  "28.55,77.3,28.62,77.38",
  "25.3,82.98,25.34,83.03",
  "26.46,80.33,26.5,80.37",
] as const;

describe("a search of a map area ('Search this area')", () => {
  it.each(AREAS)(
    "finds exactly the public listings inside %s, as a reference reading every point does",
    async (area) => {
      const filters = parseExploreFilters(new URLSearchParams({ area }));
      expect(filters.area).toBe(area);
      const part = listingSearch(filters);
      if (!part) throw new Error("expected a listings search");
      const found = await part.page(0, COUNTED_RESULTS);

      const bounds = readMapArea(area);
      if (!bounds) throw new Error(`unreadable area ${area}`);
      const everyPublic = await database()
        .select({ id: listings.id, lat: listings.latitude, lng: listings.longitude })
        .from(listings)
        .where(and(eq(listings.status, "approved"), isNotNull(listings.latitude)));
      const inside = everyPublic.filter((row) => inMapArea(bounds, { lat: row.lat ?? 0, lng: row.lng ?? 0 }));

      expect(inside.length).toBeGreaterThan(0);
      expect(inside.length).toBeLessThan(everyPublic.length);
      expect(found.map((row) => row.id).sort()).toEqual(inside.map((row) => row.id).sort());
      for (const row of found)
        expect(inMapArea(bounds, { lat: row.latitude ?? 0, lng: row.longitude ?? 0 })).toBe(true);
      expect(await countEach([part.count(COUNTED_RESULTS)])).toEqual([Math.min(inside.length, COUNTED_RESULTS + 1)]);
    },
  );

  it("finds the projects inside it too, on their points (ADR 056)", async () => {
    const placed = (name: string, lat: number, lng: number) => ({
      city: "Lucknow",
      projectBuildingName: name,
      locality: "Map Area",
      latitude: lat,
      longitude: lng,
      showExplore: true,
    });
    await database()
      .insert(projects)
      .values([placed("Inside Area Heights", 26.85, 80.945), placed("Outside Area Heights", 26.8, 80.9)]);
    const part = projectSearch(parseExploreFilters(new URLSearchParams({ area: AREAS[0] })));
    if (!part) throw new Error("expected a projects search");
    const found = (await part.page(0, COUNTED_RESULTS)).map((row) => row.projectBuildingName);
    expect(found).toContain("Inside Area Heights");
    expect(found).not.toContain("Outside Area Heights");
  });

  it("reads the location index, never every listing", async () => {
    const filters = parseExploreFilters(new URLSearchParams({ area: AREAS[1] }));
    const where = listingConditions(filters);
    if (!where) throw new Error("expected listing conditions");
    const pagePlan = await plan(listingPageQuery(where, filters, 0, 24));
    const countPlan = await plan(listingCountQuery(where, COUNTED_RESULTS));
    expect(pagePlan).toContain("listings_location_idx");
    expect(countPlan).toContain("listings_location_idx");
    expect(`${pagePlan}\n${countPlan}`).not.toContain("Seq Scan");
  });

  it("drops an area that is no rectangle on the earth, as every malformed filter is dropped, and keeps a link's form", () => {
    for (const area of [
      "26.86,80.93,26.84,80.96",
      "26.84,80.96,26.86,80.93",
      "1,2,3",
      "91,80,92,81",
      "26.84,80.93,26.86,181",
      "a,b,c,d",
      "26.84,80.93,26.86,80.96,1",
      "1e1,2,3,4",
    ]) {
      expect(parseExploreFilters(new URLSearchParams({ area })).area, area).toBeUndefined();
    }
    const written = parseExploreFilters(new URLSearchParams({ area: " 26.840001234,80.93,26.86,80.96 " }));
    expect(written.area).toBe("26.84,80.93,26.86,80.96");
    expect(exploreQuery(written)).toBe("?area=26.84%2C80.93%2C26.86%2C80.96");
  });
});
