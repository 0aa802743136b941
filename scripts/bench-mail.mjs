// `npm run bench:mail`: how long an owner waits for the approval e-mail — the median and p90 over 20
// approvals, from the Admin's approving request to the message at an SMTP server —, how long a seeker
// with an instant saved search waits for the alert about each of those listings, and what an SMTP
// server that is down for a minute does to the approvals made meanwhile: when they arrive, and that none
// is lost or sent twice. The app runs with its real retry schedule (15 s, doubling).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { ensureBuilt, startBuiltServer } from "./bench-build.mjs";

const { root, port } = ensureBuilt();
const base = `http://127.0.0.1:${port}`;
const smtpPort = port + 100;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-bench-mail-"));
const APPROVALS = 20;
const OUTAGE_MS = 60_000;

/** What reached the SMTP server: when, and its Message-ID and subject. */
const received = [];
let smtp = null;

function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    // The app is on this machine: no reverse DNS lookup of 127.0.0.1 before each message.
    disableReverseLookup: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ at: performance.now(), messageId: mail.messageId, subject: mail.subject, text: mail.text });
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
}

function stopSmtp() {
  const closing = smtp;
  smtp = null;
  return new Promise((resolve) => closing.close(resolve));
}

const {
  server,
  output: serverOutput,
  stopped,
} = startBuiltServer(root, port, {
  DATA_DIR: dataDir,
  SEED_DEMO: "1",
  LOG_LEVEL: "info",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  // One trusted hop, so each owner signs up from an address of its own.
  TRUST_PROXY: "1",
});

/** A cookie jar per person, speaking to the server as a browser would. */
function client(address) {
  const cookies = new Map();
  const request = async (pathname, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set("origin", base);
    headers.set("x-forwarded-for", address);
    if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(`${base}${pathname}`, { redirect: "manual", ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return res;
  };
  const postJson = (pathname, json) =>
    request(pathname, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) });
  const postForm = (pathname, fields) => request(pathname, { method: "POST", body: new URLSearchParams(fields) });
  return { request, postJson, postForm };
}

async function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

/** A new Owner who posts `count` listings without photos; they wait for approval. */
async function ownerWithListings(n, count) {
  const owner = client(`198.51.100.${n}`);
  const email = `bench-owner-${n}-${Date.now()}@example.com`;
  const account = { name: `Bench Owner ${n}`, mobileNumber: "9876543210", email, password: "secret-pass-1" };
  await expectStatus(
    await owner.postJson("/api/v1/auth/sign-up", { ...account, confirmPassword: account.password, role: "Owner" }),
    201,
    "sign-up",
  );
  await expectStatus(await owner.postJson("/api/v1/auth/login", { email, password: account.password }), 200, "log-in");
  const listings = [];
  for (let i = 1; i <= count; i++) {
    const name = `Bench ${n}-${i} PG`;
    const res = await owner.postJson("/api/v1/listings", {
      listingType: "Room",
      propertyType: "Single Room",
      city: "Kanpur",
      projectBuildingName: name,
      locality: "Swaroop Nagar",
      price: "6000",
      amenities: [],
      imageIds: [],
    });
    await expectStatus(res, 201, "posting a listing");
    listings.push({ id: (await res.json()).listing.id, name, subject: `Your listing “${name}” is live on GharStay` });
  }
  return listings;
}

/** Approves as the Approve button does: with the version the Admin's page shows. */
async function approve(admin, listing) {
  const page = await (
    await admin.request(`/admin/properties?status=pending&q=${encodeURIComponent(listing.name)}`)
  ).text();
  const version = new RegExp(
    `name="listingId" value="${listing.id}"/><input type="hidden" name="version" value="([^"]+)"`,
  ).exec(page)?.[1];
  if (!version) throw new Error(`listing ${listing.id} is not on the pending page`);
  const started = performance.now();
  const res = await admin.postForm("/admin?index", { intent: "approve", listingId: listing.id, version });
  await expectStatus(res, 200, "approving");
  await res.arrayBuffer();
  return { started, answered: performance.now() };
}

/** A Client who saved an instant search that every bench listing answers. */
async function alertSubscriber() {
  const seeker = client("198.51.100.251");
  const email = `bench-seeker-${Date.now()}@example.com`;
  const account = { name: "Bench Seeker", mobileNumber: "9876543210", email, password: "secret-pass-1" };
  await expectStatus(
    await seeker.postJson("/api/v1/auth/sign-up", { ...account, confirmPassword: account.password, role: "Client" }),
    201,
    "seeker sign-up",
  );
  await expectStatus(await seeker.postJson("/api/v1/auth/login", { email, password: account.password }), 200, "log-in");
  const saved = await seeker.postForm("/saved-searches", {
    intent: "save",
    name: ALERT_SEARCH,
    frequency: "instant",
    query: "?city=Kanpur&type=room",
  });
  await expectStatus(saved, 302, "saving a search");
}

const ALERT_SEARCH = "Bench rooms in Kanpur";
const ALERT_SUBJECT = `New listing for your search “${ALERT_SEARCH}”`;

async function arrival(subject, timeoutMs, naming = "") {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const mail = received.find((m) => m.subject === subject && (m.text ?? "").includes(naming));
    if (mail) return mail.at;
    if (performance.now() > deadline) throw new Error(`no mail "${subject}" within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${Math.round(value)} ms`;

try {
  await startSmtp();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped during start-up:\n${serverOutput()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const printed = serverOutput()
    .split("\n")
    .filter((line) => line.includes('"demoAccounts"'))
    .flatMap((line) => JSON.parse(line).demoAccounts);
  const adminAccount = printed.find((account) => account.role === "Admin");
  if (!adminAccount) throw new Error(`no demo Admin in the start-up log:\n${serverOutput()}`);
  const admin = client("198.51.100.250");
  await expectStatus(
    await admin.postJson("/api/v1/auth/login", { email: adminAccount.email, password: adminAccount.password }),
    200,
    "Admin log-in",
  );

  const timed = await ownerWithListings(1, APPROVALS);
  const queued = await ownerWithListings(2, APPROVALS);

  await alertSubscriber();

  const latencies = [];
  const alertLatencies = [];
  const answers = [];
  for (const listing of timed) {
    // Approvals come at any moment of the matcher's 5-second cycle, not just after its last look.
    await new Promise((r) => setTimeout(r, Math.random() * 5_000));
    const { started, answered } = await approve(admin, listing);
    latencies.push((await arrival(listing.subject, 30_000)) - started);
    alertLatencies.push((await arrival(ALERT_SUBJECT, 90_000, `${listing.name},`)) - started);
    answers.push(answered - started);
  }
  console.log(
    `Approval to the message at the SMTP server, ${APPROVALS} approvals one by one: median ${ms(percentile(latencies, 50))}, ` +
      `p90 ${ms(percentile(latencies, 90))}, slowest ${ms(Math.max(...latencies))} ` +
      `(the approving request itself, with the dashboard it answers with: median ${ms(percentile(answers, 50))})`,
  );
  console.log(
    `Approval to the instant saved-search alert at the SMTP server, same ${APPROVALS} approvals: ` +
      `median ${ms(percentile(alertLatencies, 50))}, p90 ${ms(percentile(alertLatencies, 90))}, ` +
      `slowest ${ms(Math.max(...alertLatencies))} (the matcher looks every 5 s)`,
  );

  await stopSmtp();
  const outageStarted = performance.now();
  for (const listing of queued) {
    await approve(admin, listing);
    await new Promise((r) => setTimeout(r, OUTAGE_MS / APPROVALS - 100));
  }
  await new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MS - (performance.now() - outageStarted))));
  await startSmtp();
  const back = performance.now();
  const arrivals = [];
  for (const listing of queued) arrivals.push(await arrival(listing.subject, 10 * 60_000));
  // Long enough for a second copy of any of them to arrive too.
  await new Promise((r) => setTimeout(r, 20_000));
  const subjects = new Set(queued.map((listing) => listing.subject));
  const delivered = received.filter((mail) => subjects.has(mail.subject));
  const copies = delivered.length - new Set(delivered.map((mail) => mail.messageId)).size;
  console.log(
    `SMTP server down for ${Math.round((back - outageStarted) / 1000)} s while ${APPROVALS} listings were approved: ` +
      `after it came back, the first message arrived in ${ms(Math.min(...arrivals) - back)}, ` +
      `all ${APPROVALS} in ${ms(Math.max(...arrivals) - back)}; ` +
      `${subjects.size - new Set(delivered.map((mail) => mail.subject)).size} lost, ${copies} sent twice`,
  );
} finally {
  server.kill("SIGTERM");
  await stopped;
  if (smtp) await stopSmtp();
  rmSync(dataDir, { recursive: true, force: true });
}
