import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, database, openDatabase } from "~/db/client.server";
import { listings } from "~/db/schema";
import { listingsApprovedSince } from "./listing-search.server";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-approved-since-"));
/** One moment more listings went public in than a look reads at once: a bulk approval, an import. */
const MOMENT = new Date("2026-12-02T09:00:00.000Z");
const BURST = 450;

beforeAll(async () => {
  await openDatabase({ dataDir });
  await database()
    .insert(listings)
    .values(
      Array.from({ length: BURST }, (_, i) => ({
        listingType: "PG" as const,
        propertyType: "Single Room",
        city: "Noida",
        projectBuildingName: `Burst PG ${i}`,
        locality: "Sector 62",
        price: 9000,
        status: "approved" as const,
        updatedAt: MOMENT,
      })),
    );
}, 60_000);

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("listingsApprovedSince", () => {
  it("reads more listings than a page that went public in one moment page after page, each once", async () => {
    const seen: string[] = [];
    let after: Awaited<ReturnType<typeof listingsApprovedSince>>[number] | undefined;
    for (let look = 0; look < 5; look += 1) {
      const page = await listingsApprovedSince(new Date(MOMENT.getTime() - 60_000), 200, after);
      seen.push(...page.map((listing) => listing.id));
      after = page.length === 200 ? page[page.length - 1] : undefined;
      if (!after) break;
    }
    expect(seen).toHaveLength(BURST);
    expect(new Set(seen).size).toBe(BURST);
  });
});
