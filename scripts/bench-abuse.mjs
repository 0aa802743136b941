// `npm run bench:abuse`: what four attacks cost a running server — the longest /healthz stall during ten
// ReDoS-shaped posts, RSS growth while a 300 MB body streams to /login, how many of 100 parallel wrong
// log-ins from one address get past the limit, and whether a hostel's 300 people behind one address are all answered
// while a script from another address sends new searches as fast as it can (ADR 032).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { ensureBuilt, startBuiltServer } from "./bench-build.mjs";

const { root, port } = ensureBuilt();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-bench-abuse-"));

/** The hostel: people behind one address, each searching this many times a minute, for this long. */
const HOSTEL = { people: 300, perMinute: 3, seconds: Number(process.env.BENCH_HOSTEL_SECONDS ?? 60) };
/** The script's requests in flight at once: as fast as it can without waiting for one answer before the next. */
const SCRIPT_PARALLEL = 8;

/** Limits the log-in flood is measured against (features/accounts/accounts.server.ts). */
const LOG_IN_LIMITS = { perAccountAtAddress: 10, perAddress: 30 };

// better-auth warns on every unknown e-mail of the log-in flood; the output is shown only if start-up fails.
const {
  server,
  output: serverOutput,
  stopped,
} = startBuiltServer(root, port, {
  DATA_DIR: dataDir,
  SEED_DEMO: "0",
  LOG_LEVEL: "error",
  // One trusted hop, so each log-in flood can come from an address of its own.
  TRUST_PROXY: "1",
});

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))[1]) / 1024;

function post(pathname, body, contentType, headers = {}) {
  return fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { origin: base, "content-type": contentType, ...headers },
    body,
  });
}
const postForm = (pathname, fields) => post(pathname, new URLSearchParams(fields), "application/x-www-form-urlencoded");
const postJson = (pathname, json, headers) => post(pathname, JSON.stringify(json), "application/json", headers);

/** Ten posts with `email` at once over the three endpoints that check one, polling /healthz meanwhile. */
async function slowestHealthCheckDuring(email) {
  const contact = { name: "Asha Verma", mobileNumber: "9876543210", email, message: "Is the room free?" };
  const sends = [
    () =>
      postForm("/sign", {
        ...contact,
        password: "secret-pass-1",
        confirmPassword: "secret-pass-1",
        role: "Owner",
      }),
    () => postForm("/contact", contact),
    () => postJson("/api/v1/contact", contact),
  ];
  let done = false;
  const posts = Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const res = await sends[i % sends.length]();
      await res.arrayBuffer();
      return res.status;
    }),
  ).finally(() => {
    done = true;
  });
  let slowest = 0;
  while (!done) {
    const started = performance.now();
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
  }
  return { slowest, statuses: await posts };
}

/** Streams `totalBytes` of form body to /login without a Content-Length, sampling the server's RSS meanwhile. */
function streamHugeBody(totalBytes) {
  const chunk = Buffer.alloc(64 * 1024, "a");
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 50);
  return new Promise((resolve) => {
    let sent = 0;
    let status = null;
    let finished = false;
    const finish = (outcome) => {
      if (finished) return;
      finished = true;
      clearInterval(sampler);
      peak = Math.max(peak, rssMb());
      resolve({ before, peak, sent, status, outcome });
    };
    const req = http.request(`${base}/login`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
    });
    req.on("response", (res) => {
      status = res.statusCode;
      res.resume();
      res.on("end", () => finish("answered"));
    });
    req.on("error", (error) => finish(`connection ended (${error.code ?? error.message})`));
    req.write("email=");
    const pump = () => {
      while (status === null && !finished && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return req.once("drain", pump);
      }
      if (!finished) req.end();
    };
    pump();
  });
}

/** 100 wrong log-ins at once from `address`; `email(i)` picks the account of each. */
async function logInFlood(address, email) {
  const statuses = await Promise.all(
    Array.from({ length: 100 }, async (_, i) => {
      const res = await postJson(
        "/api/v1/auth/login",
        { email: email(i), password: `wrong-${i}` },
        { "x-forwarded-for": address },
      );
      await res.arrayBuffer();
      return res.status;
    }),
  );
  return { checked: statuses.filter((s) => s === 401).length, refused: statuses.filter((s) => s === 429).length };
}

/** The `n`th new search: no page cache holds it, and the three search pages in turn. */
let searchesMade = 0;
function newSearchPath(label) {
  searchesMade += 1;
  const q = `${label}-${searchesMade}`;
  return [`/explore?q=${q}`, `/hi/explore?q=${q}`, `/hotels?q=${q}`][searchesMade % 3];
}

/** One search from `address`: its status and how long its answer took, in ms. */
async function timedSearch(label, address) {
  const started = performance.now();
  const res = await fetch(`${base}${newSearchPath(label)}`, { headers: { "x-forwarded-for": address } });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** Answers by status, and the 50th and 95th percentile of their times. */
function summary(answers) {
  const times = answers.map((answer) => answer.ms).sort((x, y) => x - y);
  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return { sent: answers.length, statuses, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/**
 * The hostel's people search at random moments, `perMinute` each, all from one address; meanwhile a script from
 * another address keeps `SCRIPT_PARALLEL` new searches in flight until the hostel is done.
 */
async function hostelBesideScript() {
  const durationMs = HOSTEL.seconds * 1000;
  const moments = [];
  for (let person = 0; person < HOSTEL.people; person++)
    for (let n = 0; n < (HOSTEL.perMinute * HOSTEL.seconds) / 60; n++) moments.push(Math.random() * durationMs);
  let hostelDone = false;
  const scriptAnswers = [];
  const script = Promise.all(
    Array.from({ length: SCRIPT_PARALLEL }, async () => {
      while (!hostelDone) scriptAnswers.push(await timedSearch("script", "198.51.100.99"));
    }),
  );
  const hostelAnswers = await Promise.all(
    moments.map(async (moment) => {
      await new Promise((resolve) => setTimeout(resolve, moment));
      return timedSearch("hostel", "203.0.113.80");
    }),
  );
  hostelDone = true;
  await script;
  return { hostel: summary(hostelAnswers), script: summary(scriptAnswers) };
}

try {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped during start-up:\n${serverOutput()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const attackEmail = `a@${".".repeat(20_000)}@`;
  await slowestHealthCheckDuring("x".repeat(attackEmail.length));
  const ordinary = await slowestHealthCheckDuring("x".repeat(attackEmail.length));
  const attack = await slowestHealthCheckDuring(attackEmail);

  const body = await streamHugeBody(300 * 1024 * 1024);

  const victim = "victim@example.com";
  const oneAccount = await logInFlood("198.51.100.1", () => victim);
  const manyAccounts = await logInFlood("198.51.100.2", (i) => `spray${i}@example.com`);

  const searches = await hostelBesideScript();

  const ms = (value) => `${Math.round(value)} ms`;
  const past = (checked, limit) => Math.max(0, checked - limit);
  console.log(
    `ReDoS: longest /healthz answer during ten posts of "a@" + 20 000 dots + "@": ${ms(attack.slowest)} ` +
      `(during ten ordinary posts of the same size: ${ms(ordinary.slowest)}); answers ${[...new Set(attack.statuses)].join(", ")}`,
  );
  console.log(
    `300 MB body to /login: server RSS ${body.before.toFixed(0)} MB -> peak ${body.peak.toFixed(0)} MB ` +
      `(+${(body.peak - body.before).toFixed(1)} MB); ${(body.sent / 1024 / 1024).toFixed(1)} MB sent, ` +
      `${body.status === null ? "no status" : `status ${body.status}`}, ${body.outcome}`,
  );
  console.log(
    `100 parallel wrong log-ins from one address on one account: ${oneAccount.checked} checked against the password ` +
      `(limit ${LOG_IN_LIMITS.perAccountAtAddress}), ${oneAccount.refused} refused with 429 -> ` +
      `${past(oneAccount.checked, LOG_IN_LIMITS.perAccountAtAddress)} past the limit`,
  );
  console.log(
    `100 parallel wrong log-ins from one address on 100 accounts: ${manyAccounts.checked} checked ` +
      `(limit ${LOG_IN_LIMITS.perAddress}), ${manyAccounts.refused} refused with 429 -> ` +
      `${past(manyAccounts.checked, LOG_IN_LIMITS.perAddress)} past the limit`,
  );
  const answered = ({ statuses }) =>
    Object.entries(statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(", ");
  console.log(
    `A hostel: ${HOSTEL.people} people behind one address, ${HOSTEL.perMinute} new searches a minute each for ` +
      `${HOSTEL.seconds} s: ${searches.hostel.sent} sent, answered ${answered(searches.hostel)}; ` +
      `p50 ${ms(searches.hostel.p50)}, p95 ${ms(searches.hostel.p95)}`,
  );
  console.log(
    `Meanwhile a script from another address, ${SCRIPT_PARALLEL} new searches in flight at once: ` +
      `${searches.script.sent} sent, answered ${answered(searches.script)}; ` +
      `p50 ${ms(searches.script.p50)}, p95 ${ms(searches.script.p95)}`,
  );
  console.log(
    `machine load: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")} (1, 5, 15 min) on ${os.cpus().length} cores`,
  );
} finally {
  server.kill("SIGTERM");
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
