/**
 * `npm run bench:near`: the p95 of a 'near' search (ADR 042) over 100,000 listings, on the embedded database and on
 * PostgreSQL (`BENCH_POSTGRES_URL`, by default the local server's `test`; a database of its own is made and dropped).
 * Each search is what /explore runs for it: the count and the first page, nearest first, of a place and a distance
 * taken in turn from every landmark and locality of the served cities at 1, 2 and 5 km. PostgreSQL is asked by 10 at
 * once (the app's pool); the embedded database has one connection, so one at a time. The database's work only:
 * the page around it is `bench:search`'s.
 */

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { COUNTED_RESULTS, PAGE_SIZE, parseExploreFilters } from "~/content/explore-filters";
import { NEAR_DISTANCES, PLACES } from "~/content/places";
import { closeDatabase, type Database, database, openDatabase, vacuumEmbedded } from "~/db/client.server";
import { listingSearch } from "~/features/search/listing-search.server";
import { countEach } from "~/lib/filter-sql.server";
import { insertSyntheticListings } from "../tests/support/synthetic-listings";
import { withFreshPostgres } from "./bench-corpus";

const LISTINGS = 100_000;
const BATCH = 5_000;
const SEARCHES = 1_000;
const WARM_UP = 50;
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const searches = PLACES.flatMap((place) =>
  NEAR_DISTANCES.map((km) =>
    parseExploreFilters(new URLSearchParams({ near: place.id, within: String(km), sort: "distance" })),
  ),
);

async function oneSearch(index: number): Promise<number> {
  const filters = searches[index % searches.length];
  const part = listingSearch(filters);
  if (!part) throw new Error("A 'near' search left listings out.");
  const began = performance.now();
  await countEach([part.count(COUNTED_RESULTS)]);
  await part.page(0, PAGE_SIZE);
  return performance.now() - began;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function run(label: string, connections: number): Promise<void> {
  for (let i = 0; i < WARM_UP; i++) await oneSearch(i);
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < SEARCHES) times.push(await oneSearch(next++));
    }),
  );
  times.sort((a, b) => a - b);
  console.log(
    `${label}: ${SEARCHES} 'near' searches over ${LISTINGS.toLocaleString("en")} listings, ${connections} at once: ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
}

async function seed(db: Database): Promise<void> {
  for (let first = 1; first <= LISTINGS; first += BATCH) await insertSyntheticListings(db, BATCH, first);
}

async function benchEmbedded(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-bench-near-"));
  try {
    await openDatabase({ dataDir });
    await seed(database());
    await vacuumEmbedded();
    await run("embedded", 1);
  } finally {
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<void> {
  await withFreshPostgres(postgresUrl, "gharstay_bench_near", async (url) => {
    try {
      await openDatabase({ databaseUrl: url, dataDir: "" });
      // The rows go through a connection of their own, without the app's 3 s limit on a statement.
      const direct = new pg.Client({ connectionString: url });
      await direct.connect();
      await seed(drizzle(direct) as unknown as Database);
      await direct.query("vacuum analyze listings");
      await direct.end();
      await run("PostgreSQL", 10);
    } finally {
      await closeDatabase();
    }
  });
}

await benchEmbedded();
await benchPostgres();
