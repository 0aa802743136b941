/**
 * What the HTTP benches share (`bench:search`, `bench:booking`, `bench:reviews`): the built app served on a port,
 * searches never sent twice, and autocannon's latencies at 10 connections, each request from a visitor's address of its own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { benchNodeFlags } from "./bench-build.mjs";

export { postgresAnswers } from "../tests/support/postgres-answers";

type Request = { method: string; path: string; headers: Record<string, string> };
/** The part of autocannon (which ships no types) these scripts use. */
type Run = Promise<{ requests: { average: number }; errors: number; non2xx: number; timeouts: number }> & {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): void;
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: Array<{ setupRequest: (request: Request) => Request }>;
}) => Run;

export const CONNECTIONS = 10;

const root = path.resolve(import.meta.dirname, "..");

/** Whether the server's search index is ready, asked on a connection of its own (so of any worker, in turn). */
function indexReady(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path: "/healthz", agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve(response.statusCode === 200 && JSON.parse(body).searchIndex === "ready"));
    });
    request.on("error", () => resolve(false));
  });
}

/**
 * The built app on `port` over the data folder (and PostgreSQL database) given, without demo content, with `workers`
 * processes (WEB_CONCURRENCY); resolves once every worker's search index is read.
 */
export async function serve(
  port: number,
  place: { dataDir: string; databaseUrl?: string },
  workers = 1,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...benchNodeFlags(), path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: place.dataDir,
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      // Each search comes from an address of its own (X-Forwarded-For), as from many visitors: the
      // per-address search limit is not what is measured here.
      TRUST_PROXY: "1",
      WEB_CONCURRENCY: String(workers),
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  // Ready once the search index is read, by every worker: each new connection goes to the next one in turn.
  let readyInARow = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error("The server exited before it was ready.");
    readyInARow = (await indexReady(port)) ? readyInARow + 1 : 0;
    if (readyInARow >= 2 * workers) return child;
    if (Date.now() > deadline) throw new Error("The server did not start in time.");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Ends a server `serve` started, and waits for it to exit. */
export async function stopServing(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

export function percentile(sortedValues: number[], p: number): number {
  return sortedValues[Math.min(sortedValues.length - 1, Math.ceil((p / 100) * sortedValues.length) - 1)] ?? Number.NaN;
}

let visitors = 0;
/** A visitor's address of its own, in 10.0.0.0/8. */
function nextVisitor(): string {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/**
 * Each query of `combos` on `path`, in their order, then all of them again on other pages: round `r` gives query `i`
 * page 1 + (7r + i) mod maxPage, which differs from every earlier round's because 7 and maxPage share no factor. So
 * no address is ever sent twice. Past a search's last page the app shows its last page.
 */
export function* pagedAddresses(combos: readonly string[], maxPage: number, path = "/explore"): Generator<string> {
  if (maxPage % 7 === 0) throw new Error("maxPage must not be a multiple of 7.");
  for (let round = 0; round < maxPage; round++) {
    for (const [i, combo] of combos.entries()) {
      yield `${path}?${combo ? `${combo}&` : ""}page=${1 + ((7 * round + i) % maxPage)}`;
    }
  }
}

/** Hands out `searches` one at a time, refusing to send one twice; `sent` holds those sent so far. */
export function distinctSender(searches: Iterator<string>) {
  const sent = new Set<string>();
  const distinct = () => {
    const next = searches.next();
    if (next.done) throw new Error("Ran out of distinct searches: lower BENCH_SECONDS.");
    if (sent.has(next.value)) throw new Error(`Sent twice: ${next.value}`);
    sent.add(next.value);
    return next.value;
  };
  return { distinct, sent };
}

/** Requests `paths()` at `connections` for `duration` seconds: the rate, p50, p95, errors and a line saying them all. */
export async function measure(base: string, duration: number, paths: () => string, connections = CONNECTIONS) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: paths(),
          headers: { ...request.headers, "x-forwarded-for": nextVisitor() },
        }),
      },
    ],
  });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const figures = (p: number) => percentile(latencies, p).toFixed(1);
  return {
    p95: percentile(latencies, 95),
    rate: result.requests.average,
    p50: percentile(latencies, 50),
    errors: result.errors + result.non2xx + result.timeouts,
    line: `${result.requests.average.toFixed(1).padStart(7)} req/s · p50 ${figures(50)} ms · p95 ${figures(95)} ms · p99 ${figures(99)} ms · errors ${result.errors + result.non2xx + result.timeouts}`,
  };
}

/** The machine's load averages (1, 5 and 15 minutes), as `uptime` prints them: every figure is read beside them. */
export const loadAverages = () =>
  os
    .loadavg()
    .map((figure) => figure.toFixed(2))
    .join(" ");

/** A port for a bench's server, random so a bench beside another (or a test run) rarely meets it. */
export const benchPort = () => 3800 + Math.floor(Math.random() * 90);
