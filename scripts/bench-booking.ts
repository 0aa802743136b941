/**
 * `npm run bench:booking`, in two parts (issue 42):
 *
 * Quotes and bookings: the p50 and p95 of a quote and of a booking with 20 requests in flight, against the built app
 * on the embedded database with the demo content (or on PostgreSQL with BENCH_POSTGRES_URL, a database it may fill).
 * Each booking has an address and an e-mail of its own, so no limit is what is measured; its dates are spread over a
 * year of the demo hotels' and short stays' room types, so most find a room and a few meet a full one (409).
 *
 * Availability searched by dates: /hotels, /short-stays and /explore for hotels and short stays with check-in,
 * check-out and guests (ADR 045), every search a combination never sent before, at 10 connections, over
 * BENCH_LISTINGS (100,000) synthetic listings whose hotels and short stays have room types and booked nights
 * (bench-corpus.ts), on the embedded database and then on a fresh PostgreSQL database (BENCH_POSTGRES_URL's server,
 * by default the tests' one) when it answers. Targets: p95 ≤ 50 ms embedded, ≤ 25 ms PostgreSQL, as bench:search's.
 * Such searches are never cached (ADR 045): the search index answers each (ADR 059). Then the same while travellers book
 * 1 and 10 nights a second over the room types of the first page of /hotels and /short-stays.
 *
 * `-- --quotes`: quotes and bookings only; `-- --search`: the search only. BENCH_DATA_DIR (the embedded data folder of
 * the search, kept between runs and seeded once; each run searches and books in a copy, so every run starts from the
 * same data), BENCH_SECONDS (default 20), BUILD_DIR.
 */
import { execSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuilt, startBuiltServer } from "./bench-build.mjs";
import { seedEmbedded, seedListings, seedStays, staySearchCombinations, withFreshPostgres } from "./bench-corpus";
import {
  benchPort,
  CONNECTIONS,
  distinctSender,
  loadAverages,
  measure,
  percentile,
  postgresAnswers,
  serve,
  stopServing,
} from "./bench-http";

const quotesOnly = process.argv.includes("--quotes");
const searchOnly = process.argv.includes("--search");

const BOOKING_CONNECTIONS = 20;
const QUOTES = 2000;
const BOOKINGS = 600;

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** Searches of their own before the measured ones: a new process compiles its hot code first. */
const WARM_UP_SECONDS = 6;
const TARGET_P95_MS = { embedded: 50, postgres: 25 };
const searchDataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), "gharstay-bench-stays"));
const searchPostgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const day = (offset: number) => new Date(Date.now() + 330 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

type RoomTypeAt = { listingId: string; roomTypeId: string };

/** Every room type of the listings the first page of /hotels and /short-stays shows: the demo's bookable ones, or 48. */
async function bookableRoomTypes(base: string): Promise<RoomTypeAt[]> {
  const ids = new Set<string>();
  for (const page of ["/hotels", "/short-stays"]) {
    const html = await (await fetch(`${base}${page}`)).text();
    for (const match of html.matchAll(/href="\/property\/([0-9a-f-]{36})"/g)) ids.add(match[1]);
  }
  const types: RoomTypeAt[] = [];
  for (const id of ids) {
    const res = await fetch(
      `${base}/api/v1/listings/${id}/availability?checkIn=${day(200)}&checkOut=${day(201)}&guests=1`,
    );
    if (!res.ok) continue;
    const { roomTypes } = (await res.json()) as { roomTypes: Array<{ id: string }> };
    for (const room of roomTypes) types.push({ listingId: id, roomTypeId: room.id });
  }
  return types;
}

/** Books one night of a room type from `start` days ahead as a guest: the `n`th booking, from an address of its own. */
function book(base: string, type: RoomTypeAt, start: number, n: number): Promise<Response> {
  return fetch(`${base}/api/v1/listings/${type.listingId}/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "x-forwarded-for": address(100_000 + n) },
    body: JSON.stringify({
      roomTypeId: type.roomTypeId,
      checkIn: day(start),
      checkOut: day(start + 1),
      guests: 2,
      name: `Bench ${n}`,
      mobileNumber: "9876543210",
      email: `bench-${n}-${Date.now()}@example.com`,
    }),
  });
}

/** Bookings made while the searches run (issue 42: bookings will write all day), a second each phase. */
const BOOKING_RATES = [1, 10];
let booked = 0;

/**
 * Books `perSecond` nights a second for `seconds` over the room types, each on a night in the four months the searches
 * ask about (so each can change an answer), without waiting for one before the next: the answers' statuses.
 */
async function bookAtRate(base: string, types: RoomTypeAt[], perSecond: number, seconds: number) {
  const statuses: Record<number, number> = {};
  const sent: Array<Promise<void>> = [];
  for (let at = 0; at < perSecond * seconds; at++) {
    const n = booked++;
    sent.push(
      book(base, types[n % types.length], 1 + ((n * 13) % 120), 200_000 + n).then(
        async (res) => {
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        },
        () => {
          statuses[0] = (statuses[0] ?? 0) + 1;
        },
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
  }
  await Promise.all(sent);
  return statuses;
}

/** Sends `total` requests, BOOKING_CONNECTIONS at a time, and gives each one's time in ms and the statuses seen. */
async function run(total: number, send: (n: number) => Promise<Response>) {
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const began = performance.now();
  const worker = async () => {
    while (next < total) {
      const n = next++;
      const started = performance.now();
      const res = await send(n);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: BOOKING_CONNECTIONS }, worker));
  const perSecond = total / ((performance.now() - began) / 1000);
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), perSecond, statuses };
}

const shown = ({ p50, p95, perSecond, statuses }: Awaited<ReturnType<typeof run>>) =>
  `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${Math.round(perSecond)}/s, answers ${JSON.stringify(statuses)}`;

/** Quotes, then bookings, over the demo's room types. */
async function benchQuotesAndBookings(): Promise<void> {
  const { root, port } = ensureBuilt();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-bench-booking-"));
  const { server, output, stopped } = startBuiltServer(root, port, {
    DATA_DIR: dataDir,
    SEED_DEMO: "1",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "1",
    ...(process.env.BENCH_POSTGRES_URL ? { DATABASE_URL: process.env.BENCH_POSTGRES_URL } : {}),
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server stopped during start-up:\n${output()}`);
      const up = await fetch(`${base}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const types = await bookableRoomTypes(base);
    if (types.length === 0) throw new Error("no bookable room type in the demo content");
    const quoteOf = (type: RoomTypeAt, checkIn: string, checkOut: string, headers: Record<string, string> = {}) =>
      fetch(
        `${base}/api/v1/listings/${type.listingId}/quote?roomTypeId=${type.roomTypeId}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
        { headers },
      );
    // Warm up: the first requests of a new process compile their code paths.
    await run(100, (n) => quoteOf(types[n % types.length], day(10), day(12)));
    const quotes = await run(QUOTES, (n) => {
      const start = 1 + (n % 330);
      return quoteOf(types[n % types.length], day(start), day(start + 1 + (n % 4)), {
        "x-forwarded-for": address(n),
      });
    });
    const bookings = await run(BOOKINGS, (n) => book(base, types[n % types.length], 1 + ((n * 7) % 360), n));
    console.log(`load average: ${loadAverages()} on ${os.cpus().length} cores`);
    console.log(
      `database: ${process.env.BENCH_POSTGRES_URL ? "PostgreSQL" : "embedded (PGlite)"}, ${types.length} room types, ${BOOKING_CONNECTIONS} in flight`,
    );
    console.log(`quote   (${QUOTES}): ${shown(quotes)}`);
    console.log(`booking (${BOOKINGS}): ${shown(bookings)}`);
  } finally {
    server.kill("SIGTERM");
    await stopped;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A stay page's search as the JSON API takes it: its kind as the `type` filter (`/hotels?…` and
 * `/explore?type=hotel&…` become one search).
 */
function asSearchApi(page: string): string {
  const [pathname, query] = page.split("?");
  const kind = { "/hotels": "type=hotel&", "/short-stays": "type=short-stay&" }[pathname] ?? "";
  return `/api/v1/search?${kind}${query}`;
}

/** Never-repeated searches by dates at CONNECTIONS, against one process over the database at `place`. */
async function benchStaySearch(label: keyof typeof TARGET_P95_MS, place: { dataDir: string; databaseUrl?: string }) {
  const port = benchPort();
  const server = await serve(port, place);
  const base = `http://127.0.0.1:${port}`;
  try {
    const { distinct, sent } = distinctSender(staySearchCombinations(day)[Symbol.iterator]());
    await measure(base, WARM_UP_SECONDS, distinct);
    const before = sent.size;
    const searched = await measure(base, SECONDS, distinct);
    const target = TARGET_P95_MS[label];
    console.log(
      [
        `${label === "embedded" ? "Embedded PGlite" : "PostgreSQL"}, availability searched by dates over ${LISTINGS.toLocaleString("en")} listings, ${CONNECTIONS} connections, ${SECONDS} s (load: ${loadAverages()}):`,
        `  distinct searches (${(sent.size - before).toLocaleString("en")} sent, none twice)  ${searched.line}`,
        `  target p95 ≤ ${target} ms: ${searched.p95 <= target ? "met" : "missed"}`,
      ].join("\n"),
    );
    // The same searches as the apps make them, GET /api/v1/search: the search and its cards without a page to render.
    const json = distinctSender(new Set(staySearchCombinations(day).map(asSearchApi)).values());
    await measure(base, WARM_UP_SECONDS, json.distinct);
    const asJson = await measure(base, SECONDS, json.distinct);
    console.log(
      `  the same through GET /api/v1/search (JSON; load: ${loadAverages()})  ${asJson.line}  target p95 ≤ ${target} ms: ${asJson.p95 <= target ? "met" : "missed"}`,
    );
    // The same while travellers book: each booking moves the content version and takes its listing's rooms again.
    const types = await bookableRoomTypes(base);
    for (const perSecond of BOOKING_RATES) {
      const [during, statuses] = await Promise.all([
        measure(base, SECONDS, distinct),
        bookAtRate(base, types, perSecond, SECONDS),
      ]);
      console.log(
        `  with ${perSecond} booking${perSecond === 1 ? "" : "s"} a second (answers ${JSON.stringify(statuses)}; load: ${loadAverages()})  ${during.line}`,
      );
    }
  } finally {
    await stopServing(server);
  }
}

async function main() {
  console.log(`uptime: ${execSync("uptime").toString().trim()}`);
  if (!searchOnly) await benchQuotesAndBookings();
  if (!quotesOnly) {
    await seedEmbedded(searchDataDir, LISTINGS);
    await seedStays({ dataDir: searchDataDir });
    // The bookings made while searching stay in the folder they were made in: a copy, so the next run's searches meet
    // the same rooms as this one's.
    const runDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-bench-stays-run-"));
    try {
      cpSync(searchDataDir, runDir, { recursive: true });
      await benchStaySearch("embedded", { dataDir: runDir });
    } finally {
      rmSync(runDir, { recursive: true, force: true });
    }
    if (await postgresAnswers(searchPostgresUrl)) {
      await withFreshPostgres(searchPostgresUrl, "gharstay_bench_stays", async (databaseUrl) => {
        const place = { dataDir: searchDataDir, databaseUrl };
        await seedListings(place, LISTINGS);
        await seedStays(place);
        await benchStaySearch("postgres", place);
      });
    } else {
      console.log(`PostgreSQL at ${searchPostgresUrl} does not answer: its search run is skipped.`);
    }
  }
  console.log(`uptime: ${execSync("uptime").toString().trim()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
