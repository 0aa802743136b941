import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTED_RESULTS, parseExploreFilters } from "~/content/explore-filters";
import { closeDatabase, database, openDatabase } from "~/db/client.server";
import { listings, projects } from "~/db/schema";
import { projectCityPath } from "~/features/projects/projects.server";
import { searchExplore } from "~/features/search/explore.server";
import { listingConditions, listingCountQuery, listingPageQuery } from "~/features/search/listing-search.server";
import { insertSyntheticListings, queryPlan as plan } from "../support/synthetic-listings";

// A database of our own, in this process: enough rows that the planner would rather scan than not, if it could.
const ROWS = 20_000;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-browse-db-"));
  await openDatabase({ dataDir });
  await insertSyntheticListings(database(), ROWS);
});

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the explore query plan", () => {
  it.each([
    "city=Lucknow&type=hotel&minPrice=2000&maxPrice=6000&q=residency",
    "city=Noida&type=pg&maxPrice=9000&food=Yes&sort=price-asc",
    "q=awadh heights",
    "q=gomti&type=rent",
    "city=Gurugram&type=co-living",
    "type=short-stay&city=Kanpur&sort=price-desc",
    "amenities=Gym&amenities=Parking&city=Varanasi&type=sell",
  ])("uses indexes, never a sequential scan: %s", async (query) => {
    const filters = parseExploreFilters(new URLSearchParams(query));
    const where = listingConditions(filters);
    if (!where) throw new Error("expected listing conditions");
    const pagePlan = await plan(listingPageQuery(where, filters, 0, 24));
    const countPlan = await plan(listingCountQuery(where, COUNTED_RESULTS));
    expect(pagePlan).not.toContain("Seq Scan");
    expect(countPlan).not.toContain("Seq Scan");
    expect(`${pagePlan}\n${countPlan}`).toMatch(/Index|Bitmap/);
  });

  it.each([
    ["type=sell&sort=price-asc", "listings_type_price_idx"],
    ["type=rent&sort=price-desc", "listings_type_price_idx"],
    ["type=plot&sort=price-asc", "listings_plot_idx"],
  ])(
    "sorts one kind by price across every city on an index of that kind, not past every cheaper kind: %s",
    async (query, index) => {
      const filters = parseExploreFilters(new URLSearchParams(query));
      const where = listingConditions(filters);
      if (!where) throw new Error("expected listing conditions");
      const pagePlan = await plan(listingPageQuery(where, filters, 960, 24));
      expect(pagePlan).toContain(index);
      expect(pagePlan).not.toContain("listings_price_idx");
    },
  );

  it("reads the newest listings in index order without sorting the table", async () => {
    const filters = parseExploreFilters(new URLSearchParams(""));
    const where = listingConditions(filters);
    if (!where) throw new Error("expected listing conditions");
    const pagePlan = await plan(listingPageQuery(where, filters, 0, 24));
    expect(pagePlan).toContain("listings_status_created_idx");
    expect(pagePlan).not.toContain("Seq Scan");
  });

  it("finds the synthetic rows it planned for, and never a pending one", async () => {
    const results = await searchExplore(
      parseExploreFilters(new URLSearchParams("city=Lucknow&type=hotel&q=residency")),
    );
    expect(results.total).toBeGreaterThan(0);
    expect(results.items.every((item) => item.kind === "listing" && item.city === "Lucknow")).toBe(true);
    const numbers = results.items.map((item) => Number(item.projectBuildingName.split(" ").pop()));
    expect(numbers.every((n) => n % 50 !== 0)).toBe(true);
  });

  it("asks the text index for the city's word in a word search in one city, and finds what the city and word find", async () => {
    const filters = parseExploreFilters(new URLSearchParams("city=Lucknow&q=residency"));
    const where = listingConditions(filters);
    if (!where) throw new Error("expected listing conditions");
    const countPlan = await plan(listingCountQuery(where, COUNTED_RESULTS));
    expect(countPlan).toMatch(/listings_search_idx[\s\S]*'lucknow'|'lucknow'[\s\S]*listings_search_idx/);
    const [{ value }] = await database()
      .select({ value: count() })
      .from(listings)
      .where(
        and(
          eq(listings.status, "approved"),
          eq(listings.city, "Lucknow"),
          sql`${listings.searchVector} @@ to_tsquery('english', 'residency:*')`,
        ),
      );
    expect(value).toBeGreaterThan(0);
    expect((await searchExplore(filters)).total).toBe(Math.min(value, COUNTED_RESULTS + 1));
  });

  it("counts a broad search only up to 1,001 and pages it only that far, however deep the address asks", async () => {
    const filters = parseExploreFilters(new URLSearchParams("page=500"));
    const where = listingConditions(filters);
    if (!where) throw new Error("expected listing conditions");
    const countPlan = await plan(listingCountQuery(where, COUNTED_RESULTS));
    expect(countPlan).toMatch(/Limit[^\n]*rows=1001\b/);
    const results = await searchExplore(filters);
    expect(results.total).toBe(COUNTED_RESULTS + 1);
    expect(results.pageCount).toBe(Math.ceil(COUNTED_RESULTS / 24));
    expect(results.page).toBe(results.pageCount);
    expect(results.items).toHaveLength(24);
  });
});

describe("the redirect page's city correction (SPEC §4)", () => {
  async function addProject(city: string, locality: string): Promise<string> {
    const [row] = await database()
      .insert(projects)
      .values({ city, locality, projectBuildingName: `Project in ${locality}`, showExplore: true })
      .returning({ id: projects.id });
    return row.id;
  }

  const storedCity = async (id: string) =>
    (await database().select({ city: projects.city }).from(projects).where(eq(projects.id, id)))[0]?.city;

  it("keeps a supported city", async () => {
    const id = await addProject("Kanpur", "Kalyanpur");
    expect(await projectCityPath(id)).toBe(`/kanpur/${id}`);
    expect(await storedCity(id)).toBe("Kanpur");
  });

  it("uses a supported locality in place of an unsupported city, and stores it", async () => {
    const id = await addProject("Mathura", "noida");
    expect(await projectCityPath(id)).toBe(`/noida/${id}`);
    expect(await storedCity(id)).toBe("Noida");
  });

  it("sends a project with neither to /unknown and leaves it as it is", async () => {
    const id = await addProject("Mathura", "Vrindavan");
    expect(await projectCityPath(id)).toBe(`/unknown/${id}`);
    expect(await storedCity(id)).toBe("Mathura");
  });

  it("finds nothing for a missing or malformed id", async () => {
    expect(await projectCityPath("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await projectCityPath("'; drop table projects; --")).toBeNull();
  });
});
