/**
 * `npm run bench:alerts`: 10,000 saved searches (varied cities, kinds, prices, keywords) in a fresh
 * embedded database, then the cost of matching one approved listing against all of them, as the
 * alert look does it: read the active searches, evaluate each distinct query's explore SQL on the one
 * listing. Prints the median of several runs.
 *
 * BENCH_DATABASE_URL (an existing PostgreSQL database instead of the embedded one), BENCH_RUNS (default 9).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { closeDatabase, database, openDatabase } from "~/db/client.server";
import { activeSearches, searchesMatching } from "~/features/alerts/alert-matching.server";
import { listingsApprovedSince } from "~/features/search/listing-search.server";

const SEARCHES = 10_000;
const USERS = 500;
const runs = Number(process.env.BENCH_RUNS ?? 9);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-bench-alerts-"));
process.env.DATA_DIR = dataDir;
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;

async function seed(): Promise<void> {
  await database().execute(sql`
    insert into users (id, name, email, role)
    select 'bench-user-' || i, 'Bench User ' || i, 'bench' || i || '@example.com', 'Client'
    from generate_series(1, ${USERS}) as i
    on conflict do nothing`);
  // Queries written as the explore parser writes them; about a tenth carry keywords, a fifth a PG's extras.
  await database().execute(sql`
    insert into saved_searches (user_id, name, query, frequency, unsubscribe_token_hash)
    select
      'bench-user-' || (1 + i % ${USERS}),
      'Search ' || i,
      '?city=' || (array['Lucknow','Noida','Gurugram','Kanpur','Varanasi'])[1 + i % 5]
        || '&type=' || (array['pg','hotel','room','rent','sell','co-living'])[1 + (i / 5) % 6]
        || case when i % 10 = 0 then '&q=' || (array['metro','residency','green','lotus'])[1 + (i / 10) % 4] else '' end
        || case when i % 3 = 0 then '&minPrice=' || (1000 * (1 + i % 7)) else '' end
        || '&maxPrice=' || (2000 * (1 + i % 37))
        || case when i % 5 = 1 then '&pgGender=' || (array['Girls','Boys'])[1 + (i / 7) % 2] || '&food=Yes' else '' end,
      case when i % 4 = 0 then 'daily' else 'instant' end,
      md5('bench-' || i)
    from generate_series(1, ${SEARCHES}) as i`);
  await database().execute(sql`
    insert into listings (status, listing_type, property_type, property_category, city, project_building_name,
      locality, price, amenities, pg_gender, food_available, created_at, updated_at)
    values ('approved', 'PG', 'Single Room', 'Residential', 'Noida', 'Bench Metro Residency', 'Sector 62', 9500,
      '{}', 'Girls', 'Yes', now(), now())`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  await openDatabase({ databaseUrl, dataDir });
  try {
    await seed();
    const [listing] = await listingsApprovedSince(new Date(Date.now() - 60_000), 1);
    const timings: number[] = [];
    let matched = 0;
    let distinct = 0;
    for (let run = 0; run < runs; run++) {
      const began = performance.now();
      const searches = await activeSearches();
      matched = (await searchesMatching(listing, searches)).length;
      timings.push(performance.now() - began);
      distinct = new Set(searches.map((search) => search.query)).size;
    }
    console.log(
      `Matching one approved listing against ${SEARCHES.toLocaleString("en")} saved searches ` +
        `(${distinct.toLocaleString("en")} distinct queries, ${matched} matched): ` +
        `median ${median(timings).toFixed(1)} ms over ${runs} runs (min ${Math.min(...timings).toFixed(1)}, max ${Math.max(...timings).toFixed(1)})`,
    );
  } finally {
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
