// `npm run lighthouse`: Lighthouse 12 (its default mobile preset) against the production build on the
// embedded database with the demo content, for / and /contact. Prints the four category scores and the
// home page's JavaScript weight. `-- --assert` exits with 1 when a target is missed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PAGES = ["/", "/contact"];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const HOME_JS_LIMIT_KB = 150;

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
  // A server that has just started answers its first requests slowly; measure it warm, as visitors meet it.
  for (const page of PAGES) for (let i = 0; i < 3; i++) await (await fetch(`${base}${page}`)).text();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  for (const page of PAGES) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.keys(TARGETS),
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
    console.log(`\n${page}`);
    for (const [id, target] of Object.entries(TARGETS)) {
      const score = Math.round((lhr.categories[id].score ?? 0) * 100);
      if (score < target) failed = true;
      console.log(`  ${lhr.categories[id].title.padEnd(15)} ${String(score).padStart(3)}  (target ${target})`);
      for (const ref of lhr.categories[id].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1 && id !== "performance") {
          console.log(`      - ${audit.title}`);
        }
      }
    }
    for (const metric of [
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
    ]) {
      console.log(`  ${lhr.audits[metric].title.padEnd(26)} ${lhr.audits[metric].displayValue}`);
    }
    const requests = lhr.audits["network-requests"].details?.items ?? [];
    const scriptBytes = requests
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    console.log(`  JavaScript transferred      ${(scriptBytes / 1024).toFixed(1)} KB (compressed)`);
    if (page === "/") {
      if (scriptBytes / 1024 > HOME_JS_LIMIT_KB) failed = true;
      const hero = requests.find((r) => /\/images\/hero-\d+\.\w+/.test(r.url));
      console.log(
        `  Hero image                  ${hero ? `${hero.url.replace(base, "")} (${hero.mimeType}, priority ${hero.priority})` : "not loaded"}`,
      );
    }
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
