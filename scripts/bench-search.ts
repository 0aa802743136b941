/**
 * `npm run bench:search`: seeds 100,000 listings into a data folder of its own, serves the built
 * app on it, and measures /explore with a city, a type, a price range and a text query at 10
 * concurrent connections. Target: p95 ≤ 50 ms.
 *
 * BENCH_DATA_DIR (kept between runs, seeded once), BENCH_DATABASE_URL (an existing PostgreSQL
 * database to use instead of the embedded one), BENCH_SECONDS (default 20), BUILD_DIR.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { closeDatabase, database, openDatabase } from "~/db/client.server";
import { listings } from "~/db/schema";
import { insertSyntheticListings } from "../tests/support/synthetic-listings";

/** The part of autocannon (which ships no types) this script uses. */
type Run = Promise<{ requests: { average: number }; errors: number; non2xx: number }> & {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): void;
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
}) => Run;

const LISTINGS = 100_000;
const BATCH = 25_000;
const CONNECTIONS = 10;
const TARGET_P95_MS = 50;
const SEARCH = "/explore?city=Lucknow&type=hotel&minPrice=2000&maxPrice=6000&q=residency";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), "gharstay-bench-search"));
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const seededMarker = path.join(dataDir, `seeded-${LISTINGS}`);

async function seed(): Promise<void> {
  if (!databaseUrl && existsSync(seededMarker)) return;
  if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  const began = performance.now();
  await openDatabase({ databaseUrl, dataDir });
  try {
    const [{ value }] = await database().select({ value: count() }).from(listings);
    if (value === LISTINGS) return;
    await database().execute(sql`truncate listings cascade`);
    for (let first = 1; first <= LISTINGS; first += BATCH) {
      await insertSyntheticListings(database(), Math.min(BATCH, LISTINGS - first + 1), first);
    }
  } finally {
    await closeDatabase();
  }
  if (!databaseUrl) writeFileSync(seededMarker, new Date().toISOString());
  console.log(
    `Seeded ${LISTINGS.toLocaleString("en")} listings in ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );
}

async function serve(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error("The server exited before it was ready.");
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("The server did not start in time.");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function percentile(sortedValues: number[], p: number): number {
  return sortedValues[Math.min(sortedValues.length - 1, Math.ceil((p / 100) * sortedValues.length) - 1)] ?? Number.NaN;
}

async function measure(url: string, duration: number, connections = CONNECTIONS) {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections, duration });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

async function main() {
  await seed();
  const port = 3800 + Math.floor(Math.random() * 90);
  const server = await serve(port);
  try {
    const url = `http://127.0.0.1:${port}${SEARCH}`;
    const page = await (await fetch(url)).text();
    const total = /(\d+) results?</.exec(page)?.[1];
    console.log(`GET ${SEARCH} → ${total ?? "?"} results`);
    await measure(url, 3);
    // One connection first: the time one request takes, with nothing queued before it.
    const alone = await measure(url, 5, 1);
    const { result, latencies } = await measure(url, seconds);
    const p95 = percentile(latencies, 95);
    console.log(
      [
        `1 connection for 5 s: ${alone.result.requests.average.toFixed(1)} req/s, p50 ${percentile(alone.latencies, 50).toFixed(1)} ms · p95 ${percentile(alone.latencies, 95).toFixed(1)} ms`,
        `${CONNECTIONS} connections for ${seconds} s over ${LISTINGS.toLocaleString("en")} listings (${databaseUrl ? "PostgreSQL" : "embedded PGlite"}):`,
        `  requests/s  ${result.requests.average.toFixed(1)}`,
        `  latency     p50 ${percentile(latencies, 50).toFixed(1)} ms · p95 ${p95.toFixed(1)} ms · p99 ${percentile(latencies, 99).toFixed(1)} ms`,
        `  errors      ${result.errors + result.non2xx}`,
        `  target      p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? "met" : "missed"}`,
      ].join("\n"),
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
