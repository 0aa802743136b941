// `npm run bench:messages`: how long a conversation message takes from the sender's request to the reader's open
// page — the median and p90 of 20, the reader's Server-Sent Events stream on the same instance, and with
// BENCH_POSTGRES_URL (a database it may fill) on a second instance through PostgreSQL's LISTEN/NOTIFY —, then what
// 1,000 open streams cost the server in memory and how long one message takes to reach all of them.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { ensureBuilt, startBuiltServer } from "./bench-build.mjs";

const { root, port } = ensureBuilt();
const smtpPort = port + 100;
const SENDS = 20;
const STREAMS = 1000;
const postgres = process.env.BENCH_POSTGRES_URL;
const SESSION_SECRET = "bench-messages-session-secret-of-32-characters-or-more";
const dataDirs = [];

const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disableReverseLookup: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        mails.push(mail);
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

/** One instance of the built app; all of them share the database (and the session secret) when there are two. */
function instance(n, seed) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `gharstay-bench-messages-${n}-`));
  dataDirs.push(dataDir);
  const at = port + n;
  const started = startBuiltServer(root, at, {
    DATA_DIR: dataDir,
    SEED_DEMO: seed ? "1" : "0",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "1",
    SESSION_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...(postgres ? { DATABASE_URL: postgres } : {}),
  });
  return { ...started, base: `http://127.0.0.1:${at}` };
}

async function ready({ server, base, output }) {
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

/** A cookie jar per person, speaking to any instance as a browser would. */
function client(address) {
  const cookies = new Map();
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const request = async (base, pathname, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set("origin", base);
    headers.set("x-forwarded-for", address);
    if (cookies.size) headers.set("cookie", cookie());
    const res = await fetch(`${base}${pathname}`, { redirect: "manual", ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return res;
  };
  const postJson = (base, pathname, json) =>
    request(base, pathname, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(json),
    });
  return { request, postJson, cookie };
}

async function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * One open conversation page's stream, read as the browser's EventSource does: `next()` settles at the next
 * `message` event.
 */
function openStream(base, conversationId, cookie) {
  return new Promise((resolve, reject) => {
    const waiting = [];
    let arrived = 0;
    const req = http.get(
      `${base}/api/v1/me/conversations/${conversationId}/events`,
      { agent: false, headers: { cookie, accept: "text/event-stream" } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`events: ${res.statusCode}`));
        let buffer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          buffer += chunk;
          if (buffer.includes("retry:")) resolve(stream);
          for (let at = buffer.indexOf("event: message"); at >= 0; at = buffer.indexOf("event: message")) {
            buffer = buffer.slice(at + "event: message".length);
            arrived += 1;
            waiting.shift()?.(performance.now());
          }
        });
      },
    );
    req.on("error", reject);
    const stream = {
      next: () => new Promise((settle) => waiting.push(settle)),
      arrived: () => arrived,
      close: () => req.destroy(),
    };
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The resident memory of a process and its children (the workers), in MB, from /proc. */
function residentMb(pid) {
  const ids = [pid];
  for (let i = 0; i < ids.length; i++) {
    for (const task of readdirSync(`/proc/${ids[i]}/task`)) {
      const children = readFileSync(`/proc/${ids[i]}/task/${task}/children`, "utf8").trim();
      if (children) ids.push(...children.split(" ").map(Number));
    }
  }
  const kb = ids.reduce((sum, id) => {
    const line = readFileSync(`/proc/${id}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmRSS:"));
    return sum + Number(line?.replace(/\D/g, "") ?? 0);
  }, 0);
  return kb / 1024;
}

/** Sends `SENDS` messages one after another from `sender` on `from`, each timed until `reader` hears it. */
async function latencies(sender, from, conversationId, reader) {
  const times = [];
  for (let n = 0; n < SENDS; n++) {
    const heard = reader.next();
    const started = performance.now();
    const res = await sender.postJson(from, `/api/v1/me/conversations/${conversationId}/messages`, {
      body: `Bench message ${n}: is the room still free?`,
    });
    await expectStatus(res, 201, "sending a message");
    times.push((await heard) - started);
  }
  times.sort((a, b) => a - b);
  return `median ${percentile(times, 50).toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms`;
}

const a = instance(0, true);
let b = null;
const streams = [];
try {
  await ready(a);
  const printed = a
    .output()
    .split("\n")
    .find((line) => line.includes('"demoAccounts"'));
  const ownerAccount = JSON.parse(printed ?? "{}").demoAccounts?.find((account) => account.role === "Owner");
  if (!ownerAccount) throw new Error("no demo Owner printed: use a database without the demo accounts");
  const owner = client("198.51.100.1");
  await expectStatus(await owner.postJson(a.base, "/api/v1/auth/login", ownerAccount), 200, "owner's log-in");
  const { listings } = await (await owner.request(a.base, "/api/v1/listings")).json();
  const listing = listings.find((entry) => entry.status === "approved");

  // A seeker with a verified address, whose enquiry opens the conversation.
  const seeker = client("198.51.100.2");
  const email = `bench-seeker-${Date.now()}@example.com`;
  const account = { name: "Bench Seeker", mobileNumber: "9876543210", email, password: "secret-pass-1" };
  await expectStatus(
    await seeker.postJson(a.base, "/api/v1/auth/sign-up", {
      ...account,
      confirmPassword: account.password,
      role: "Client",
    }),
    201,
    "sign-up",
  );
  await expectStatus(
    await seeker.postJson(a.base, "/api/v1/auth/login", { email, password: account.password }),
    200,
    "log-in",
  );
  const verificationMail = () => mails.find((mail) => mail.to?.text.includes(email));
  while (!verificationMail()) await new Promise((resolve) => setTimeout(resolve, 100));
  const verification = verificationMail();
  const token = /verify-email\?token=([^\s"&]+)/.exec(verification.text ?? "")?.[1];
  await expectStatus(
    await seeker.postJson(a.base, "/api/v1/auth/verify-email", { token: decodeURIComponent(token ?? "") }),
    200,
    "verifying the address",
  );
  await expectStatus(
    await seeker.postJson(a.base, `/api/v1/listings/${listing.id}/enquiries`, {
      name: account.name,
      mobileNumber: account.mobileNumber,
      email,
      message: "Is the room free from 1 June?",
    }),
    201,
    "the enquiry",
  );
  const { items } = await (await seeker.request(a.base, "/api/v1/me/conversations")).json();
  const conversationId = items[0].id;

  const reader = await openStream(a.base, conversationId, owner.cookie());
  // Warm up: the first messages of a new process compile their code paths.
  for (let n = 0; n < 3; n++) {
    const heard = reader.next();
    await seeker.postJson(a.base, `/api/v1/me/conversations/${conversationId}/messages`, { body: `Warm-up ${n}` });
    await heard;
  }
  const oneInstance = await latencies(seeker, a.base, conversationId, reader);
  reader.close();

  let twoInstances = "needs BENCH_POSTGRES_URL (the embedded database is one process's)";
  if (postgres) {
    b = instance(1, false);
    await ready(b);
    const far = await openStream(b.base, conversationId, owner.cookie());
    twoInstances = await latencies(seeker, a.base, conversationId, far);
    far.close();
  }

  const before = residentMb(a.server.pid);
  for (let n = 0; n < STREAMS; n += 100) {
    const batch = Array.from({ length: Math.min(100, STREAMS - n) }, () =>
      openStream(a.base, conversationId, owner.cookie()),
    );
    streams.push(...(await Promise.all(batch)));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = residentMb(a.server.pid);
  const started = performance.now();
  const everyone = Promise.all(streams.map((stream) => stream.next()));
  await expectStatus(
    await seeker.postJson(a.base, `/api/v1/me/conversations/${conversationId}/messages`, { body: "To everyone" }),
    201,
    "the message to 1,000 streams",
  );
  const lastHeard = Math.max(...(await everyone));

  console.log(
    `load average: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")} on ${os.cpus().length} cores`,
  );
  console.log(`database: ${postgres ? "PostgreSQL" : "embedded (PGlite)"}`);
  console.log(`send to screen, one instance (${SENDS}): ${oneInstance}`);
  console.log(`send to screen, two instances (${SENDS}): ${twoInstances}`);
  console.log(
    `${STREAMS} open streams: server memory ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB with them open (${(((after - before) * 1024) / STREAMS).toFixed(1)} KB a stream)`,
  );
  console.log(`one message to all ${STREAMS} streams: ${(lastHeard - started).toFixed(0)} ms until the last heard it`);
} finally {
  for (const stream of streams) stream.close();
  for (const running of [a, b]) {
    if (!running) continue;
    running.server.kill("SIGTERM");
    await running.stopped;
  }
  await new Promise((resolve) => smtp.close(resolve));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
