import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, database, openDatabase } from "~/db/client.server";
import { listingImages, listings, projects } from "~/db/schema";
import { cachedContent } from "./content-cache.server";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-cache-"));

beforeAll(async () => {
  await openDatabase({ dataDir });
}, 60_000);

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

async function projectNames() {
  return (await database().select({ name: projects.projectBuildingName }).from(projects)).map((p) => p.name);
}

/** Reads the project names through the cache under `key`; `loads()` says how often the database was asked. */
function cachedProjectNames(key: string) {
  let loads = 0;
  const read = () =>
    cachedContent(key, async () => {
      loads += 1;
      return projectNames();
    });
  return { read, loads: () => loads };
}

describe("cachedContent", () => {
  it("answers from the cache until public content is written, then reads again", async () => {
    const { read, loads } = cachedProjectNames("names");

    expect(await read()).toEqual([]);
    expect(await read()).toEqual([]);
    expect(loads()).toBe(1);

    await database().insert(projects).values({ city: "Lucknow", projectBuildingName: "Gomti Heights" });
    expect(await read()).toEqual(["Gomti Heights"]);
    expect(loads()).toBe(2);

    const [listing] = await database()
      .insert(listings)
      .values({
        listingType: "PG",
        propertyType: "Single Room",
        city: "Noida",
        projectBuildingName: "Metro Nest",
        locality: "Sector 62",
        price: 9000,
      })
      .returning({ id: listings.id });
    // A pending listing is not public: the cached answer stays.
    await read();
    expect(loads()).toBe(2);
    await database()
      .insert(listingImages)
      .values({ listingId: listing.id, storageKey: "stay_images/p", width: 10, height: 10, variants: [] });
    await read();
    expect(loads()).toBe(2);

    await database().update(listings).set({ status: "approved" }).where(eq(listings.id, listing.id));
    await read();
    expect(loads()).toBe(3);

    await database()
      .insert(listingImages)
      .values({ listingId: listing.id, storageKey: "stay_images/x", width: 10, height: 10, variants: [] });
    await read();
    expect(loads()).toBe(4);
    await read();
    expect(loads()).toBe(4);
  });

  it("sees a change committed by a transaction, and one written in plain SQL, on the next read", async () => {
    const { read, loads } = cachedProjectNames("projects-after-commit");
    const before = await read();
    await read();
    expect(loads()).toBe(1);

    await database().transaction(async (tx) => {
      await tx.insert(projects).values({ city: "Kanpur", projectBuildingName: "Ganga Vihar" });
    });
    expect(await read()).toEqual([...before, "Ganga Vihar"]);
    expect(loads()).toBe(2);

    // A transaction that rolls back changes nothing a visitor sees.
    await expect(
      database().transaction(async (tx) => {
        await tx.insert(projects).values({ city: "Kanpur", projectBuildingName: "Never Built" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await read()).not.toContain("Never Built");
    expect(loads()).toBe(2);

    await database().execute(sql`update content_version set version = version + 1 where id = 1`);
    await read();
    expect(loads()).toBe(3);
  });

  it("keeps separate answers for separate keys", async () => {
    const a = await cachedContent("a", async () => "first");
    const b = await cachedContent("b", async () => "second");
    expect([a, b]).toEqual(["first", "second"]);
    expect(await cachedContent("a", async () => "not read")).toBe("first");
  });
});
