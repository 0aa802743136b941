/**
 * `npm run bench:near`: the p95 of a 'near' search (ADR 042) over 100,000 listings, on the embedded database and on
 * PostgreSQL (`BENCH_POSTGRES_URL`, by default the local server's `test`; a database of its own is made and dropped).
 * The searches are a place and a distance taken in turn from every landmark and locality of the served cities at 1, 2
 * and 5 km, nearest first. Each database is measured two ways:
 *
 * - "search index": what /explore runs for such a search once its search index is read (`searchExplore` at the
 *   content version): the count and first page from the index, the page's cards (read by id, kept per version) and
 *   the projects beside them. Every search must be the index's, or the bench stops.
 * - "SQL": the listings' count and first page by `earth_distance` on the GiST index, which /explore still runs while
 *   the index is read (start-up, a gap in its change log) and for a map's area; the reference the index is tested
 *   against.
 *
 * PostgreSQL is asked by 10 at once (the app's pool); the embedded database has one connection, so one at a time. The
 * page's markup around the results, the page cache and HTTP are `bench:search`'s.
 */

import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { COUNTED_RESULTS, PAGE_SIZE, parseExploreFilters } from "~/content/explore-filters";
import { NEAR_DISTANCES, PLACES } from "~/content/places";
import { closeDatabase, type Database, database, openDatabase, vacuumEmbedded } from "~/db/client.server";
import { searchExplore } from "~/features/search/explore.server";
import { listingIndexAnswers, readListingIndex } from "~/features/search/listing-index.server";
import { listingSearch } from "~/features/search/listing-search.server";
import { contentVersion } from "~/lib/content-cache.server";
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

/** The listings' count and first page by SQL, as /explore asks them without its search index. */
async function bySql(index: number): Promise<void> {
  const part = listingSearch(searches[index % searches.length]);
  if (!part) throw new Error("A 'near' search left listings out.");
  await countEach([part.count(COUNTED_RESULTS)]);
  await part.page(0, PAGE_SIZE);
}

/** The whole search as /explore runs it with its search index: counts, the first page's cards, the projects. */
async function byIndex(index: number): Promise<void> {
  await searchExplore(searches[index % searches.length], [], await contentVersion());
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function run(label: string, connections: number, search: (index: number) => Promise<void>): Promise<void> {
  const timed = async (index: number) => {
    const began = performance.now();
    await search(index);
    return performance.now() - began;
  };
  for (let i = 0; i < WARM_UP; i++) await timed(i);
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < SEARCHES) times.push(await timed(next++));
    }),
  );
  times.sort((a, b) => a - b);
  console.log(
    `${label}: ${SEARCHES} 'near' searches over ${LISTINGS.toLocaleString("en")} listings, ${connections} at once: ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
}

/** Both ways on the open database: the search index's (read first, whole) and the SQL's. */
async function runBoth(label: string, connections: number): Promise<void> {
  const began = performance.now();
  await readListingIndex();
  console.log(`${label}: search index read in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  const leftToDatabase = listingIndexAnswers().byDatabase;
  await run(`${label}, search index`, connections, byIndex);
  const missed = listingIndexAnswers().byDatabase - leftToDatabase;
  if (missed > 0) throw new Error(`${missed} searches went to the database: the index did not answer them.`);
  await run(`${label}, SQL`, connections, bySql);
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
    await runBoth("embedded", 1);
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
      await runBoth("PostgreSQL", 10);
    } finally {
      await closeDatabase();
    }
  });
}

console.log(`uptime: ${execSync("uptime").toString().trim()}`);
await benchEmbedded();
await benchPostgres();
console.log(`uptime: ${execSync("uptime").toString().trim()}`);
