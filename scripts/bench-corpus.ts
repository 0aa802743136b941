/**
 * What the search benches search: synthetic listings seeded once into a database, and every combination of the
 * filters people use, in one shuffled order. `bench:search` sends them over HTTP; `bench:engines` asks the engines
 * in-process; `bench:booking` adds room types and booked nights, and searches stays by dates; `bench:reviews` adds
 * guests' reviews, and searches by rating.
 */
import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { filterTypes } from "~/content/explore-filters";
import { closeDatabase, type Database, database, openDatabase } from "~/db/client.server";
import { listings, roomTypes } from "~/db/schema";
import { insertSyntheticListings, insertSyntheticStays } from "../tests/support/synthetic-listings";
import {
  insertReviewedListing,
  insertSyntheticGuests,
  insertSyntheticReviews,
  REVIEWED_LISTING_OWNER,
} from "../tests/support/synthetic-reviews";

/** Rows per insert. */
const BATCH = 5_000;

const CITIES = ["", "Lucknow", "Noida", "Gurugram", "Kanpur", "Varanasi"];
const KINDS = ["", "hotel", "pg", "room", "sell", "rent", "plot", "co-living", "short-stay"];
const WORDS = ["", "residency", "heights", "green", "metro market", "royal suites", "sector", "lotus"];
/** The price bands a stay is searched by; homes for sale add one of their own. */
const STAY_PRICE_BANDS: Array<[string, string]> = [
  ["", ""],
  ["", "5000"],
  ["2000", "8000"],
  ["5000", "20000"],
  ["10000", ""],
];
const PRICE_BANDS: Array<[string, string]> = [...STAY_PRICE_BANDS, ["1000000", "30000000"]];
const SORTS = ["", "price-asc", "price-desc"];

/** The filters with a value, as a query string. */
function queryOf(filters: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params.toString();
}

/** `combos` in a fixed shuffled order, the same every run. */
function shuffled(combos: string[]): string[] {
  let random = 17;
  for (let i = combos.length - 1; i > 0; i--) {
    random = (random * 48271) % 2147483647;
    const j = random % (i + 1);
    [combos[i], combos[j]] = [combos[j], combos[i]];
  }
  return combos;
}

/** Every combination of city, kind, words, price band and order, as a query string, in a fixed shuffled order. */
export function searchCombinations(): string[] {
  const combos: string[] = [];
  for (const city of CITIES)
    for (const type of KINDS)
      for (const q of WORDS)
        for (const [minPrice, maxPrice] of PRICE_BANDS)
          for (const sort of SORTS) combos.push(queryOf({ city, type, q, minPrice, maxPrice, sort }));
  return shuffled(combos);
}

/**
 * The searches people make with guests' reviews (ADR 050), by city, kind (any, or one guests review) and price
 * band: `rated` has the 'Rated 4+' filter, newest or cheapest first; `best-rated` is ordered 'Best rated', with or
 * without the filter. The two share no search.
 */
export function ratedSearchCombinations(which: "rated" | "best-rated"): string[] {
  const kinds = ["", ...(filterTypes("rated") ?? [])];
  const orders: Array<[string, string]> =
    which === "rated"
      ? [
          ["4", ""],
          ["4", "price-asc"],
        ]
      : [
          ["", "best-rated"],
          ["4", "best-rated"],
        ];
  const combos: string[] = [];
  for (const city of CITIES)
    for (const type of kinds)
      for (const [minPrice, maxPrice] of STAY_PRICE_BANDS)
        for (const [rated, sort] of orders) combos.push(queryOf({ city, type, minPrice, maxPrice, rated, sort }));
  return shuffled(combos);
}

/** The pages a traveller searches stays by dates from: the stay pages and /explore for the kinds booked by the night. */
const STAY_PAGES = ["/hotels", "/short-stays", "/explore?type=hotel", "/explore?type=short-stay"];
/** Check-ins over the four months `insertSyntheticStays` books nights in. */
const STAY_START_DAYS = 120;
const STAY_NIGHTS = [1, 2, 3, 5];
const STAY_GUESTS = ["1", "2", "3", "4"];

/**
 * Every stay search a traveller makes with dates (page × city × check-in × nights × guests), as addresses, in a fixed
 * shuffled order: `day(n)` writes the day n days from today.
 */
export function staySearchCombinations(day: (offset: number) => string): string[] {
  const combos: string[] = [];
  for (const page of STAY_PAGES)
    for (const city of CITIES)
      for (let start = 1; start <= STAY_START_DAYS; start++)
        for (const nights of STAY_NIGHTS)
          for (const guests of STAY_GUESTS) {
            const query = queryOf({ city, checkIn: day(start), checkOut: day(start + nights), guests });
            combos.push(`${page}${page.includes("?") ? "&" : "?"}${query}`);
          }
  return shuffled(combos);
}

/** Seeds `total` listings into an embedded data folder once: a marker file says it holds them. */
export async function seedEmbedded(dataDir: string, total: number): Promise<void> {
  const marker = path.join(dataDir, `seeded-${total}`);
  if (existsSync(marker)) return;
  rmSync(dataDir, { recursive: true, force: true });
  await seedListings({ dataDir }, total);
  writeFileSync(marker, new Date().toISOString());
}

type Place = { dataDir: string; databaseUrl?: string };

/**
 * Opens the database at `place` for seeding: `seeded` says whether it holds what is to be seeded already; if not,
 * `seed` writes it. On PostgreSQL the rows go through a connection of their own, without the app's 3 s limit on a
 * statement: on a machine shared with other work, an insert or `analyze` of the seed outlasted it.
 */
async function seedOnce(place: Place, seeded: () => Promise<boolean>, seed: (db: Database) => Promise<void>) {
  await openDatabase(place);
  let direct: pg.Client | undefined;
  try {
    if (await seeded()) return;
    if (place.databaseUrl) {
      direct = new pg.Client({ connectionString: place.databaseUrl });
      await direct.connect();
    }
    await seed(direct ? (drizzle(direct) as unknown as Database) : database());
  } finally {
    await direct?.end();
    await closeDatabase();
  }
}

const seconds = (began: number) => ((performance.now() - began) / 1000).toFixed(1);

/** Replaces the listings of the database at `place` by `total` synthetic ones, unless it holds that many already. */
export async function seedListings(place: Place, total: number): Promise<void> {
  const began = performance.now();
  await seedOnce(
    place,
    async () => (await database().select({ value: count() }).from(listings))[0].value === total,
    async (db) => {
      await db.execute(sql`truncate listings cascade`);
      for (let first = 1; first <= total; first += BATCH) {
        await insertSyntheticListings(db, Math.min(BATCH, total - first + 1), first);
      }
      console.log(`Seeded ${total.toLocaleString("en")} listings in ${seconds(began)} s`);
    },
  );
}

/** Gives the synthetic hotels and short stays at `place` room types and booked nights, unless they have some already. */
export async function seedStays(place: Place): Promise<void> {
  const began = performance.now();
  await seedOnce(
    place,
    async () => (await database().select({ value: count() }).from(roomTypes))[0].value > 0,
    async (db) => {
      const made = await insertSyntheticStays(db);
      // An owner for every listing with rooms: a listing without one takes no booking, and the bench books some.
      await db.execute(sql`
        insert into users (id, name, email, role) values ('bench-hotelier', 'Bench Hotelier', 'hotelier@example.com', 'Owner')
        on conflict (id) do nothing`);
      await db.execute(sql`
        update listings set user_id = 'bench-hotelier' where user_id is null and id in (select listing_id from room_types)`);
      console.log(
        `Gave the hotels and short stays ${made.roomTypes.toLocaleString("en")} room types and ${made.bookings.toLocaleString("en")} bookings in ${seconds(began)} s`,
      );
    },
  );
}

/** Listings a statement of `seedReviews` gives reviews to: some 5,000 reviews. */
const REVIEWED_BATCH = 4_000;
/** How many reviews the one listing with many has. */
export const MANY_REVIEWS = 500;

/** The listing `insertReviewedListing` gave its owner and many reviews, if any. */
async function manyReviewsListingOf(db: Database): Promise<string | undefined> {
  const owned = await db.execute(sql`select id from listings where user_id = ${REVIEWED_LISTING_OWNER} limit 1`);
  return (owned.rows[0] as { id: string } | undefined)?.id;
}

/**
 * Gives the seeded listings at `place` guests' reviews, unless they have them already: an approved hotel in Lucknow
 * gets an owner and `MANY_REVIEWS` (helpful votes, a few replies), the others a spread (`insertSyntheticReviews`).
 * Written through the reviews table's trigger, as the app writes them, so each listing's count and stars are the ones
 * 'Rated 4+' and 'Best rated' read.
 */
export async function seedReviews(place: Place): Promise<void> {
  const began = performance.now();
  await seedOnce(
    place,
    async () => (await manyReviewsListingOf(database())) !== undefined,
    async (db) => {
      const hotel = await db.execute(sql`
        select id from listings where status = 'approved' and listing_type = 'Hotel' and city = 'Lucknow'
        order by id limit 1`);
      const manyReviewsListing = (hotel.rows[0] as { id: string } | undefined)?.id;
      if (!manyReviewsListing) throw new Error("No approved hotel in Lucknow to give reviews to.");
      await insertSyntheticGuests(db);
      await insertReviewedListing(db, manyReviewsListing, MANY_REVIEWS);
      let after = "";
      for (;;) {
        const last = await db.execute(
          sql`select id from listings where id > ${after} order by id offset ${REVIEWED_BATCH - 1} limit 1`,
        );
        const upTo = (last.rows[0] as { id: string } | undefined)?.id ?? null;
        await insertSyntheticReviews(db, { after, upTo, except: manyReviewsListing });
        if (upTo === null) break;
        after = upTo;
      }
      await db.execute(sql`analyze listings, bookings, reviews, review_votes`);
      console.log(`Seeded the reviews in ${seconds(began)} s`);
    },
  );
}

/** What `seedReviews` made: the listing with many reviews, one of its city with few, and how the others are reviewed. */
export type ReviewedCorpus = {
  manyReviewsListing: string;
  /** A hotel of the same city with one or two reviews (and a room type), for comparison. */
  fewReviewsListing: string;
  reviews: number;
  listingsReviewed: number;
  listingsWithThree: number;
  ratedFourPlus: number;
};

export async function reviewedCorpus(place: Place): Promise<ReviewedCorpus> {
  await openDatabase(place);
  try {
    const db = database();
    const manyReviewsListing = await manyReviewsListingOf(db);
    if (!manyReviewsListing) throw new Error("No listing has the synthetic reviews: seed them first.");
    const few = await db.execute(sql`
      select id from listings where status = 'approved' and listing_type = 'Hotel' and city = 'Lucknow'
        and review_count between 1 and 2
      order by id limit 1`);
    const fewReviewsListing = (few.rows[0] as { id: string } | undefined)?.id;
    if (!fewReviewsListing) throw new Error("No hotel in Lucknow has one or two reviews.");
    const [figures] = (
      await db.execute(sql`
        select coalesce(sum(review_count), 0)::int as reviews,
          count(*) filter (where review_count > 0)::int as "listingsReviewed",
          count(*) filter (where review_count >= 3)::int as "listingsWithThree",
          count(*) filter (where review_count >= 3 and review_stars >= 4 * review_count)::int as "ratedFourPlus"
        from listings where status = 'approved'`)
    ).rows as Array<Omit<ReviewedCorpus, "manyReviewsListing" | "fewReviewsListing">>;
    return { manyReviewsListing, fewReviewsListing, ...figures };
  } finally {
    await closeDatabase();
  }
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
