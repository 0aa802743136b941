// `npm run bench:load`: 200 connections for 60 s (BENCH_LOAD_SECONDS to change) on the embedded database with demo
// content, over a mix of visitors' pages: the home page, /explore with varied filters, listing pages and the stay
// pages. Each request comes from an address of its own (X-Forwarded-For, one trusted hop), as from many visitors.
// Prints errors, time-outs, p50/p99, requests/s and the server's RSS before, at the end and after a short settle.
// Target: 0 errors, and memory back within 10% of where it started. Then the same mix while a writer makes changes
// through the app's routes at 1 and then 10 a second (issue 46: approvals, price edits, photos, Admin checks, renames;
// `scripts/bench-churn.ts`), BENCH_LOAD_CHURN_SECONDS (default 30) each, with the staleness of those changes; `-- --quiet`
// leaves them out. Then a burst: 200 new connections at once, each asking for searches nobody made before, while a
// newcomer's health check comes in on a connection of its own every half second (ADR 024: Node accepts one
// connection per turn of its event loop).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { ensureBuilt, startBuiltServer } from "./bench-build.mjs";
import { churnWriter, prepareChurnAdmin } from "./bench-churn";
import { loadAverages } from "./bench-http";

type Request = { method: string; path: string; headers: Record<string, string> };
type Result = {
  errors: number;
  non2xx: number;
  timeouts: number;
  latency: { p50: number; p99: number };
  requests: { total: number; average: number };
};
/** The part of autocannon (which ships no types) this script uses. */
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: Array<{ setupRequest: (request: Request) => Request }>;
}) => Promise<Result>;

const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const SETTLE_MS = 15_000;
const BURST_SECONDS = 15;
const CHURN_SECONDS = Number(process.env.BENCH_LOAD_CHURN_SECONDS ?? 30);
/** Writes a second while the visitors' mix runs again (issue 46). */
const CHURN_RATES = process.argv.includes("--quiet") ? [] : [1, 10];
/** A request still unanswered after this is a time-out. */
const TIMEOUT_SECONDS = 10;

const { root, port } = ensureBuilt();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-bench-load-"));
// The writer's Admin, made before the server holds the embedded database.
if (CHURN_RATES.length > 0) await prepareChurnAdmin({ dataDir });
const { server, output, stopped } = startBuiltServer(root, port, {
  DATA_DIR: dataDir,
  SEED_DEMO: "1",
  LOG_LEVEL: "warn",
  TRUST_PROXY: "1",
});

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1]) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ready() {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited at start:\n${output()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The server did not start in time:\n${output()}`);
    await sleep(200);
  }
}

/** The addresses visitors ask for, in proportion: searches most, then listings, the home page and stay pages. */
async function visitorPaths() {
  const home = await (await fetch(`${base}/`)).text();
  const listings = [...new Set([...home.matchAll(/href="(\/property\/[\w-]+)"/g)].map((match) => match[1]))];
  if (listings.length === 0) throw new Error("The home page links to no listing: is demo content seeded?");
  const searches: string[] = [];
  for (const city of ["", "Lucknow", "Noida", "Gurugram", "Kanpur", "Varanasi"])
    for (const type of ["", "hotel", "pg", "room", "rent", "sell"])
      for (const extra of ["", "q=green", "maxPrice=9000", "sort=price-asc", "page=2"]) {
        const params = new URLSearchParams(extra);
        if (city) params.set("city", city);
        if (type) params.set("type", type);
        searches.push(`/explore?${params}`);
      }
  const stays = ["/hotels", "/pgs", "/rooms", "/co-living", "/short-stays"];
  return [
    ...searches,
    ...Array.from({ length: 60 }, (_, i) => listings[i % listings.length]),
    ...Array.from({ length: 30 }, () => "/"),
    ...Array.from({ length: 30 }, (_, i) => stays[i % stays.length]),
  ];
}

const CITIES = ["Lucknow", "Noida", "Gurugram", "Kanpur", "Varanasi"];

/** The `n`th search nobody made before: a price band of its own, across cities, kinds and words. */
function newSearch(n: number) {
  const params = new URLSearchParams({ city: CITIES[n % CITIES.length], maxPrice: String(5_000 + n) });
  if (n % 3 === 0) params.set("q", ["green", "house", "near", "park"][n % 4]);
  return `/explore?${params}`;
}

/** A newcomer's `/healthz` on a connection of its own every half second until `done`; the times it took, in ms. */
async function newcomersWhile(done: Promise<unknown>) {
  const times: number[] = [];
  let finished = false;
  done.then(() => {
    finished = true;
  });
  while (!finished) {
    const startedAt = performance.now();
    const answered = await fetch(`${base}/healthz`, {
      headers: { connection: "close" },
      signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
    }).then(
      (res) => res.ok,
      () => false,
    );
    times.push(answered ? performance.now() - startedAt : Number.POSITIVE_INFINITY);
    await sleep(500);
  }
  return times.sort((a, b) => a - b);
}

/** Requests sent so far: each has an address of its own, and `pathOf` picks its page from its number. */
let sent = 0;
function load(connections: number, duration: number, pathOf: (n: number) => string) {
  return autocannon({
    url: base,
    connections,
    duration,
    timeout: TIMEOUT_SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          sent += 1;
          return {
            ...request,
            path: pathOf(sent),
            headers: {
              ...request.headers,
              "x-forwarded-for": `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
            },
          };
        },
      },
    ],
  });
}

try {
  await ready();
  const paths = await visitorPaths();
  // A stride coprime with the mix's length walks all of it, in an order unlike its grouping.
  const visitorPath = (n: number) => paths[(n * 7919) % paths.length];
  // Warm-up: code compiled, caches filled, so "before" is the server's working size, not its start-up size.
  await load(10, 5, visitorPath);
  await sleep(2_000);
  const before = rssMb();
  const result = await load(CONNECTIONS, SECONDS, visitorPath);
  const atEnd = rssMb();
  await sleep(SETTLE_MS);
  const settled = rssMb();
  const errors = result.errors + result.non2xx;
  const grown = (settled - before) / before;
  console.log(`machine load: ${loadAverages()} (1, 5, 15 min) on ${os.cpus().length} cores`);
  console.log(
    `${CONNECTIONS} connections for ${SECONDS} s over ${paths.length} addresses (${result.requests.total} requests):`,
  );
  console.log(
    `  errors      ${errors} (non-2xx ${result.non2xx}, connection errors ${result.errors - result.timeouts})`,
  );
  console.log(`  time-outs   ${result.timeouts} (no answer in ${TIMEOUT_SECONDS} s)`);
  console.log(`  latency     p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms`);
  console.log(`  requests/s  ${result.requests.average.toFixed(0)}`);
  console.log(
    `  RSS         ${before.toFixed(0)} MB before · ${atEnd.toFixed(0)} MB at the end · ${settled.toFixed(0)} MB after ${SETTLE_MS / 1000} s (${grown >= 0 ? "+" : ""}${(grown * 100).toFixed(1)}%)`,
  );
  console.log(
    `  target      0 errors: ${errors === 0 ? "met" : "missed"} · memory within 10%: ${grown <= 0.1 ? "met" : "missed"}`,
  );
  if (CHURN_RATES.length > 0) {
    const writer = await churnWriter(base);
    console.log(`The same mix for ${CHURN_SECONDS} s while changes are written through the app's routes:`);
    console.log(
      "| writes | requests/s | p50 ms | p99 ms | errors | changes made | staleness p50 / p95 / max ms | RSS |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const perSecond of CHURN_RATES) {
      const [mixed, written] = await Promise.all([
        load(CONNECTIONS, CHURN_SECONDS, visitorPath),
        writer.run(perSecond, CHURN_SECONDS),
      ]);
      const stale = written.staleness;
      const at = (p: number) => stale[Math.min(stale.length - 1, Math.ceil((p / 100) * stale.length) - 1)];
      const staleness =
        stale.length === 0 ? "–" : `${at(50).toFixed(0)} / ${at(95).toFixed(0)} / ${at(100).toFixed(0)}`;
      console.log(
        `| ${perSecond}/s | ${mixed.requests.average.toFixed(0)} | ${mixed.latency.p50} | ${mixed.latency.p99} | ${mixed.errors + mixed.non2xx} (time-outs ${mixed.timeouts}) | ${written.started} (${written.failed} failed) | ${staleness} | ${rssMb().toFixed(0)} MB |`,
      );
    }
  }
  const burst = load(CONNECTIONS, BURST_SECONDS, newSearch);
  const newcomers = await newcomersWhile(burst);
  const burstResult = await burst;
  const ms = (time: number) => (Number.isFinite(time) ? `${time.toFixed(0)} ms` : "no answer");
  console.log(
    `A burst: ${CONNECTIONS} new connections for ${BURST_SECONDS} s, each search new (${burstResult.requests.total} requests):`,
  );
  console.log(
    `  errors      ${burstResult.errors + burstResult.non2xx} (time-outs ${burstResult.timeouts}) · p50 ${burstResult.latency.p50} ms · p99 ${burstResult.latency.p99} ms`,
  );
  console.log(
    `  newcomers   ${newcomers.length} health checks on new connections: median ${ms(newcomers[newcomers.length >> 1])}, slowest ${ms(newcomers.at(-1) ?? Number.NaN)}`,
  );
} finally {
  server.kill("SIGTERM");
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
