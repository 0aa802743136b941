/**
 * `npm run bench:reviews` (issue 45): the p95 of a listing page with 500 reviews, and of searches by rating over
 * 100,000 listings. The synthetic listings of `bench:search` get guests' reviews (`seedReviews`): one approved hotel
 * has 500 (categories, texts, helpful votes, a few owner replies), the others a spread — half of the kinds guests
 * review have none, a quarter 3 or more, with typical ratings from 2 to 5 stars, so 'Rated 4+' and 'Best rated' have
 * something to filter and order.
 *
 * At 10 connections, each request from an address of its own (X-Forwarded-For, TRUST_PROXY=1), for BENCH_SECONDS
 * each:
 * - the listing page at one repeated address (what the page cache answers);
 * - the listing page as reached from a search with dates, each stay new: the page cache keeps a page per stay, so
 *   each one is rendered (the reviews' summary over 500 rows, the newest ten);
 * - its reviews pages, every page newest and most helpful first in turn: that page is never kept, so each is rendered;
 * - for what the 500 cost, a hotel of the same city with one or two reviews, each stay new;
 * - 'Rated 4+' searches and 'Best rated' searches (city × kind × price band × page), none sent twice.
 * Runs on the embedded database, then on a fresh PostgreSQL database (dropped after) when BENCH_POSTGRES_URL
 * (default: the tests' server) answers; `-- --postgres` for PostgreSQL only.
 *
 * BENCH_DATA_DIR (the embedded data folder, kept between runs and seeded once), BENCH_SECONDS (default 20),
 * BENCH_LISTINGS (default 100,000; fewer for a quick try of the bench itself), BENCH_POSTGRES_URL, BUILD_DIR,
 * BENCH_NODE_FLAGS (the server's own Node flags).
 */
import { execSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { REVIEWS_PER_PAGE } from "~/features/reviews/reviews.server";
import {
  MANY_REVIEWS,
  type ReviewedCorpus,
  ratedSearchCombinations,
  reviewedCorpus,
  seedEmbedded,
  seedListings,
  seedReviews,
  withFreshPostgres,
} from "./bench-corpus";
import {
  benchPort,
  CONNECTIONS,
  distinctSender,
  loadAverages,
  measure,
  pagedAddresses,
  postgresAnswers,
  serve,
  stopServing,
} from "./bench-http";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const postgresOnly = process.argv.includes("--postgres");
/** Sent before the measured runs, from their own addresses, so a new process has compiled its hot code. */
const WARM_SECONDS = Math.min(seconds, 10);
/** The deepest page a search by rating asks for; past a search's last page the app shows its last page. */
const MAX_PAGE = 60;
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), "gharstay-bench-reviews"));
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A calendar day `days` from today, as a search's dates are written. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The listing page as a search with dates leads to it: each stay (check-in within a year, nights, guests) once. */
function* stayAddresses(listing: string): Generator<string> {
  for (let guests = 1; guests <= 4; guests++)
    for (let nights = 1; nights <= 30; nights++)
      for (let day = 1; day <= 365; day++) {
        yield `${listing}?checkIn=${dayFromToday(day)}&checkOut=${dayFromToday(day + nights)}&guests=${guests}`;
      }
}

/** Every page of the listing's reviews, newest and most helpful first, in turn. */
function reviewPages(listing: string): string[] {
  const pages = Math.ceil(MANY_REVIEWS / REVIEWS_PER_PAGE);
  return Array.from({ length: pages }, (_, i) => [
    `${listing}/reviews?page=${i + 1}`,
    `${listing}/reviews?sort=helpful&page=${i + 1}`,
  ]).flat();
}

type Run = { what: string; next: () => string; addresses: () => string };

function runs(listing: string, fewReviews: string): Run[] {
  const stays = distinctSender(stayAddresses(listing));
  const fewReviewsStays = distinctSender(stayAddresses(fewReviews));
  const pages = reviewPages(listing);
  let turn = 0;
  const searches = (which: "rated" | "best-rated") =>
    distinctSender(pagedAddresses(ratedSearchCombinations(which), MAX_PAGE));
  const rated = searches("rated");
  const bestRated = searches("best-rated");
  const sent = (set: Set<string>) => () => `${set.size.toLocaleString("en")}, none twice`;
  return [
    {
      what: `listing page with ${MANY_REVIEWS} reviews, one repeated address`,
      next: () => listing,
      addresses: () => "1",
    },
    { what: "listing page, each stay asked new (rendered)", next: stays.distinct, addresses: sent(stays.sent) },
    {
      what: "its reviews pages, newest and most helpful (rendered)",
      next: () => pages[turn++ % pages.length],
      addresses: () => `${pages.length} in turn`,
    },
    {
      what: "for comparison, a hotel with 1 or 2 reviews, each stay asked new (rendered)",
      next: fewReviewsStays.distinct,
      addresses: sent(fewReviewsStays.sent),
    },
    { what: "'Rated 4+' searches, each new", next: rated.distinct, addresses: sent(rated.sent) },
    { what: "'Best rated' searches, each new", next: bestRated.distinct, addresses: sent(bestRated.sent) },
  ];
}

/** Fails before measuring when the pages do not show what is measured: a p95 of error pages would mean nothing. */
async function checkPages(base: string, listing: string): Promise<void> {
  const page = await fetch(`${base}${listing}`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes(`${MANY_REVIEWS} reviews`)) {
    throw new Error(`${listing} answered ${page.status} without "${MANY_REVIEWS} reviews".`);
  }
  for (const address of [reviewPages(listing).at(-1), "/explore?rated=4&sort=best-rated"]) {
    const res = await fetch(`${base}${address}`);
    if (res.status !== 200) throw new Error(`${address} answered ${res.status}.`);
  }
}

async function bench(label: string, corpus: ReviewedCorpus, databaseUrl?: string): Promise<void> {
  const port = benchPort();
  const server = await serve(port, { dataDir, databaseUrl });
  const base = `http://127.0.0.1:${port}`;
  try {
    const listing = `/property/${corpus.manyReviewsListing}`;
    await checkPages(base, listing);
    const measured = runs(listing, `/property/${corpus.fewReviewsListing}`);
    // Each run's own addresses, in turn: the distinct ones measured after are still new.
    let turn = 0;
    await measure(base, WARM_SECONDS, () => measured[turn++ % measured.length].next());
    const rows: string[] = [];
    for (const run of measured) {
      const result = await measure(base, seconds, run.next);
      rows.push(
        `| ${run.what} | ${run.addresses()} | ${result.rate.toFixed(1)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.errors} | ${loadAverages()} |`,
      );
    }
    console.log(
      [
        `${label}, ${LISTINGS.toLocaleString("en")} listings (${corpus.reviews.toLocaleString("en")} reviews shown; ${corpus.listingsReviewed.toLocaleString("en")} listings reviewed, ${corpus.listingsWithThree.toLocaleString("en")} with 3 or more, ${corpus.ratedFourPlus.toLocaleString("en")} rated 4+), ${CONNECTIONS} connections, ${seconds} s each, after ${WARM_SECONDS} s of warm-up:`,
        "| what | addresses sent | requests/s | p50 ms | p95 ms | errors | load after (1, 5, 15 min) |",
        "| --- | --- | --- | --- | --- | --- | --- |",
        ...rows,
      ].join("\n"),
    );
  } finally {
    await stopServing(server);
  }
}

async function main() {
  console.log(`uptime: ${execSync("uptime").toString().trim()}`);
  if (!postgresOnly) {
    await seedEmbedded(dataDir, LISTINGS);
    await seedReviews({ dataDir });
    await bench("Embedded PGlite", await reviewedCorpus({ dataDir }));
  }
  if (await postgresAnswers(postgresUrl)) {
    await withFreshPostgres(postgresUrl, "gharstay_bench_reviews", async (url) => {
      const place = { dataDir, databaseUrl: url };
      await seedListings(place, LISTINGS);
      await seedReviews(place);
      await bench("PostgreSQL, one process", await reviewedCorpus(place), url);
    });
  } else {
    console.log(`PostgreSQL at ${postgresUrl} does not answer: its run is skipped.`);
  }
  console.log(`uptime: ${execSync("uptime").toString().trim()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
