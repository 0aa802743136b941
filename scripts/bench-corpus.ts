/**
 * What the search benches search: synthetic listings seeded once into a database, and every combination of the
 * filters people use, in one shuffled order. `bench:search` sends them over HTTP; `bench:engines` asks the engines
 * in-process.
 */
import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { closeDatabase, type Database, database, openDatabase } from "~/db/client.server";
import { listings } from "~/db/schema";
import { insertSyntheticListings } from "../tests/support/synthetic-listings";

/** Rows per insert. */
const BATCH = 5_000;

const CITIES = ["", "Lucknow", "Noida", "Gurugram", "Kanpur", "Varanasi"];
const KINDS = ["", "hotel", "pg", "room", "sell", "rent", "plot", "co-living", "short-stay"];
const WORDS = ["", "residency", "heights", "green", "metro market", "royal suites", "sector", "lotus"];
const PRICE_BANDS: Array<[string, string]> = [
  ["", ""],
  ["", "5000"],
  ["2000", "8000"],
  ["5000", "20000"],
  ["10000", ""],
  ["1000000", "30000000"],
];
const SORTS = ["", "price-asc", "price-desc"];

/** Every combination of city, kind, words, price band and order, as a query string, in a fixed shuffled order. */
export function searchCombinations(): string[] {
  const combos: string[] = [];
  for (const city of CITIES)
    for (const type of KINDS)
      for (const q of WORDS)
        for (const [minPrice, maxPrice] of PRICE_BANDS)
          for (const sort of SORTS) {
            const params = new URLSearchParams();
            for (const [name, value] of Object.entries({ city, type, q, minPrice, maxPrice, sort }))
              if (value) params.set(name, value);
            combos.push(params.toString());
          }
  let random = 17;
  for (let i = combos.length - 1; i > 0; i--) {
    random = (random * 48271) % 2147483647;
    const j = random % (i + 1);
    [combos[i], combos[j]] = [combos[j], combos[i]];
  }
  return combos;
}

/** Seeds `total` listings into an embedded data folder once: a marker file says it holds them. */
export async function seedEmbedded(dataDir: string, total: number): Promise<void> {
  const marker = path.join(dataDir, `seeded-${total}`);
  if (existsSync(marker)) return;
  rmSync(dataDir, { recursive: true, force: true });
  await seedListings({ dataDir }, total);
  writeFileSync(marker, new Date().toISOString());
}

/** Replaces the listings of the database at `place` by `total` synthetic ones, unless it holds that many already. */
export async function seedListings(place: { dataDir: string; databaseUrl?: string }, total: number): Promise<void> {
  const began = performance.now();
  await openDatabase(place);
  // On PostgreSQL the rows go through a connection of their own, without the app's 3 s limit on a statement: on a
  // machine shared with other work, an insert or `analyze` of the seed outlasted it.
  let direct: pg.Client | undefined;
  try {
    const [{ value }] = await database().select({ value: count() }).from(listings);
    if (value === total) return;
    if (place.databaseUrl) {
      direct = new pg.Client({ connectionString: place.databaseUrl });
      await direct.connect();
    }
    const db = direct ? (drizzle(direct) as unknown as Database) : database();
    await db.execute(sql`truncate listings cascade`);
    for (let first = 1; first <= total; first += BATCH) {
      await insertSyntheticListings(db, Math.min(BATCH, total - first + 1), first);
    }
  } finally {
    await direct?.end();
    await closeDatabase();
  }
  console.log(`Seeded ${total.toLocaleString("en")} listings in ${((performance.now() - began) / 1000).toFixed(1)} s`);
}

/** Runs `work` on a new database on the PostgreSQL server at `serverUrl`, dropped afterwards whatever happens. */
export async function withFreshPostgres(
  serverUrl: string,
  prefix: string,
  work: (databaseUrl: string) => Promise<void>,
): Promise<void> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
