// `npm run bench:abuse`: what three attacks cost a running server — the longest /healthz stall during ten
// ReDoS-shaped posts, RSS growth while a 300 MB body streams to /login, and how many of 100 parallel wrong
// log-ins from one address get past the limit.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { ensureBuilt, startBuiltServer } from "./bench-build.mjs";

const { root, port } = ensureBuilt();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-bench-abuse-"));

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
} finally {
  server.kill("SIGTERM");
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
