// `npm run bench:booking`: the p50 and p95 of a quote and of a booking with 20 requests in flight, against the built
// app on the embedded database with the demo content (or on PostgreSQL with BENCH_POSTGRES_URL, a database it may
// fill). Each booking has an address and an e-mail of its own, so no limit is what is measured; its dates are spread
// over a year of the demo hotels' and short stays' room types, so most find a room and a few meet a full one (409).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuilt, startBuiltServer } from "./bench-build.mjs";

const { root, port } = ensureBuilt();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-bench-booking-"));
const CONNECTIONS = 20;
const QUOTES = 2000;
const BOOKINGS = 600;

const { server, output, stopped } = startBuiltServer(root, port, {
  DATA_DIR: dataDir,
  SEED_DEMO: "1",
  LOG_LEVEL: "warn",
  TRUST_PROXY: "1",
  ...(process.env.BENCH_POSTGRES_URL ? { DATABASE_URL: process.env.BENCH_POSTGRES_URL } : {}),
});

const day = (offset) => new Date(Date.now() + 330 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);
const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function ready() {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped during start-up:\n${output()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every room type of the demo's bookable listings: those on /hotels and /short-stays with a room type. */
async function roomTypes() {
  const ids = new Set();
  for (const page of ["/hotels", "/short-stays"]) {
    const html = await (await fetch(`${base}${page}`)).text();
    for (const match of html.matchAll(/href="\/property\/([0-9a-f-]{36})"/g)) ids.add(match[1]);
  }
  const types = [];
  for (const id of ids) {
    const res = await fetch(
      `${base}/api/v1/listings/${id}/availability?checkIn=${day(200)}&checkOut=${day(201)}&guests=1`,
    );
    if (!res.ok) continue;
    for (const room of (await res.json()).roomTypes) types.push({ listingId: id, roomTypeId: room.id });
  }
  return types;
}

/** Sends `total` requests, `CONNECTIONS` at a time, and gives each one's time in ms and the statuses seen. */
async function run(total, send) {
  const times = [];
  const statuses = {};
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
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const perSecond = total / ((performance.now() - began) / 1000);
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), perSecond, statuses };
}

const shown = ({ p50, p95, perSecond, statuses }) =>
  `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${Math.round(perSecond)}/s, answers ${JSON.stringify(statuses)}`;

try {
  await ready();
  const types = await roomTypes();
  if (types.length === 0) throw new Error("no bookable room type in the demo content");
  // Warm up: the first requests of a new process compile their code paths.
  await run(100, (n) => {
    const type = types[n % types.length];
    return fetch(
      `${base}/api/v1/listings/${type.listingId}/quote?roomTypeId=${type.roomTypeId}&checkIn=${day(10)}&checkOut=${day(12)}&guests=2`,
    );
  });
  const quotes = await run(QUOTES, (n) => {
    const type = types[n % types.length];
    const start = 1 + (n % 330);
    return fetch(
      `${base}/api/v1/listings/${type.listingId}/quote?roomTypeId=${type.roomTypeId}&checkIn=${day(start)}&checkOut=${day(start + 1 + (n % 4))}&guests=2`,
      { headers: { "x-forwarded-for": address(n) } },
    );
  });
  const bookings = await run(BOOKINGS, (n) => {
    const type = types[n % types.length];
    const start = 1 + ((n * 7) % 360);
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
  });
  console.log(
    `load average: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")} on ${os.cpus().length} cores`,
  );
  console.log(
    `database: ${process.env.BENCH_POSTGRES_URL ? "PostgreSQL" : "embedded (PGlite)"}, ${types.length} room types, ${CONNECTIONS} in flight`,
  );
  console.log(`quote   (${QUOTES}): ${shown(quotes)}`);
  console.log(`booking (${BOOKINGS}): ${shown(bookings)}`);
} finally {
  server.kill("SIGTERM");
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
