// `npm run lighthouse`: Lighthouse 12 (its default mobile preset) against the production build on the
// embedded database with the demo content, three runs each of /, /explore, a listing (/property/:id), and the Hindi
// /hi and /hi/explore.
// Prints the medians of the four category scores and total blocking time, the failing audits of any run,
// and each page's JavaScript weight. `-- --assert` exits with 1 when a median misses its target.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = 3;
const TARGETS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };
const TBT_LIMIT_MS = 100;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const port = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once("error", reject);
  probe.listen(0, "127.0.0.1", () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-lighthouse-"));
const base = `http://localhost:${port}`;

const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: "1",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

let chrome;
let failed = false;
try {
  await waitForHealth(`${base}/healthz`);
  // The first listing /explore links to stands for every listing page.
  const explore = await (await fetch(`${base}/explore`)).text();
  const listing = explore.match(/href="(\/property\/[^"/]+)"/)?.[1];
  if (!listing) throw new Error("/explore links to no listing.");
  const pages = ["/", "/explore", listing, "/hi", "/hi/explore"];
  // A server that has just started answers its first requests slowly; measure it warm, as visitors meet it.
  for (const page of pages) for (let i = 0; i < 3; i++) await (await fetch(`${base}${page}`)).text();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  console.log(
    `Load average when measured: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")} (${os.cpus().length} cores)`,
  );
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await audit(`${base}${page}`));
    }
    console.log(`\n${page} (median of ${RUNS} runs)`);
    for (const [id, target] of Object.entries(TARGETS)) {
      const score = median(runs.map((lhr) => Math.round((lhr.categories[id].score ?? 0) * 100)));
      if (score < target) failed = true;
      console.log(`  ${runs[0].categories[id].title.padEnd(15)} ${String(score).padStart(3)}  (target ${target})`);
      const failing = new Set();
      for (const lhr of runs) {
        for (const ref of lhr.categories[id].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1 && id !== "performance")
            failing.add(audit.title);
        }
      }
      for (const title of failing) console.log(`      - ${title}`);
    }
    const tbt = median(runs.map((lhr) => lhr.audits["total-blocking-time"].numericValue));
    if (tbt > TBT_LIMIT_MS) failed = true;
    console.log(`  Total Blocking Time        ${Math.round(tbt)} ms  (target ≤ ${TBT_LIMIT_MS})`);
    for (const metric of ["first-contentful-paint", "largest-contentful-paint", "cumulative-layout-shift"]) {
      const value = median(runs.map((lhr) => lhr.audits[metric].numericValue));
      const shown = metric === "cumulative-layout-shift" ? value.toFixed(3) : `${(value / 1000).toFixed(1)} s`;
      console.log(`  ${runs[0].audits[metric].title.padEnd(26)} ${shown}`);
    }
    const requests = runs[0].audits["network-requests"].details?.items ?? [];
    const scriptBytes = requests
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    console.log(`  JavaScript transferred      ${(scriptBytes / 1024).toFixed(1)} KB (compressed)`);
    const fontBytes = requests
      .filter((r) => r.resourceType === "Font")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    console.log(`  Fonts transferred           ${(fontBytes / 1024).toFixed(1)} KB`);
  }
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed && process.argv.includes("--assert")) {
  console.error("\nA Lighthouse target was missed.");
  process.exit(1);
}

/** One Lighthouse run; a busy machine sometimes loses the trace (NO_NAVSTART), so such a run is tried again once. */
async function audit(url, retried = false) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: Object.keys(TARGETS),
  });
  if (!lhr.runtimeError) return lhr;
  if (!retried) return audit(url, true);
  throw new Error(`${url}: ${lhr.runtimeError.message}`);
}

async function waitForHealth(url) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error("The server stopped before it was ready.");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("The server did not start in time.");
    await new Promise((r) => setTimeout(r, 250));
  }
}
