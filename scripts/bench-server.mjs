// `npm run bench:server`: cold and warm start times, idle memory, a log-in's time (password hashing is its cost), and
// requests/s for `/` (autocannon, 10 connections, 10 s).
// Then the static ceiling: nginx (one worker, as the app is one process) serves the very bytes the app sent for `/` and a
// listing page, measured in the same run with the same connections, and the app's requests/s is given as a share of nginx's.
import { execSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchNodeFlags, ensureBuilt } from "./bench-build.mjs";

const { root, port } = ensureBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-bench-"));

async function start() {
  const began = performance.now();
  const child = spawn(process.execPath, [...benchNodeFlags(), path.join(root, "scripts/serve.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", HOST: "127.0.0.1" },
    stdio: "inherit",
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, seconds: (performance.now() - began) / 1000 };
}

const stop = (child) => new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM"));
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

/** nginx from Debian, installed when missing (as CI installs chromium and haproxy). */
function ensureNginx() {
  if (spawnSync("sh", ["-c", "command -v nginx"]).status === 0) return;
  console.log("nginx is missing: installing Debian's package");
  execSync("apt-get install -y nginx", {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

/** nginx on a free port, configured in a folder of its own, serving `pages` (address → HTML bytes). */
async function startNginx(pages) {
  const folder = mkdtempSync(path.join(os.tmpdir(), "gharstay-nginx-"));
  // Its worker drops root for "nobody", which must be able to read the pages.
  chmodSync(folder, 0o755);
  mkdirSync(path.join(folder, "html"));
  const locations = pages.map(([address, html], i) => {
    writeFileSync(path.join(folder, "html", `page${i}.html`), html);
    return `    location = ${address} { default_type "text/html; charset=utf-8"; try_files /page${i}.html =404; }`;
  });
  const nginxPort = await freePort();
  writeFileSync(
    path.join(folder, "nginx.conf"),
    `worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${folder}/html;
${locations.join("\n")}
  }
}
`,
  );
  const child = spawn("nginx", ["-p", folder, "-c", path.join(folder, "nginx.conf"), "-g", "daemon off;"], {
    stdio: "inherit",
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error("nginx exited at start");
    try {
      if ((await fetch(`http://127.0.0.1:${nginxPort}${pages[0][0]}`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${nginxPort}`,
    stop: async () => {
      await stop(child);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const measure = (url) => autocannon({ url, connections: 10, duration: 10 });
const describe = (result) =>
  `${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`;

/** Eight log-ins of a new account, one after another, in milliseconds, sorted. */
async function logInTimes(app) {
  const account = { email: `bench.${Date.now()}@example.com`, password: "bench-pass-1" };
  const json = (body) => ({
    method: "POST",
    headers: { "content-type": "application/json", origin: app },
    body: JSON.stringify(body),
  });
  const signUp = { ...account, confirmPassword: account.password, name: "Bench User", mobileNumber: "9876543210" };
  const signedUp = await fetch(`${app}/api/v1/auth/sign-up`, json({ ...signUp, role: "Client" }));
  if (signedUp.status !== 201) throw new Error(`sign-up answered ${signedUp.status}: ${await signedUp.text()}`);
  const times = [];
  for (let i = 0; i < 8; i++) {
    const began = performance.now();
    const res = await fetch(`${app}/api/v1/auth/login`, json(account));
    if (res.status !== 200) throw new Error(`log-in answered ${res.status}`);
    times.push(performance.now() - began);
  }
  return times.sort((a, b) => a - b);
}

ensureNginx();
const cold = await start();
await stop(cold.child);
const warm = await start();
await new Promise((r) => setTimeout(r, 5000));
const idle = rssMb(warm.child.pid);
const app = `http://127.0.0.1:${port}`;
const home = await (await fetch(`${app}/`)).text();
const listingPath = /href="(\/property\/[\w-]+)"/.exec(home)?.[1];
if (!listingPath) throw new Error("The home page links to no listing: is demo content seeded?");
const pages = [
  ["/", home],
  [listingPath, await (await fetch(`${app}${listingPath}`)).text()],
];
const logIns = await logInTimes(app);
const appResults = [];
for (const [address] of pages) appResults.push(await measure(`${app}${address}`));
const loaded = rssMb(warm.child.pid);
const nginx = await startNginx(pages);
const nginxResults = [];
for (const [address] of pages) nginxResults.push(await measure(`${nginx.url}${address}`));
await nginx.stop();
await stop(warm.child);
rmSync(dataDir, { recursive: true, force: true });

console.log(`cold start (fresh data dir, migrations + demo seed): ${cold.seconds.toFixed(1)} s`);
console.log(`warm start: ${warm.seconds.toFixed(1)} s`);
console.log(`idle RSS: ${idle.toFixed(0)} MB (after load: ${loaded.toFixed(0)} MB)`);
console.log(`log-in (8 in a row): median ${logIns[4].toFixed(0)} ms, slowest ${logIns[7].toFixed(0)} ms`);
console.log(`machine load: ${execSync("uptime").toString().trim()}`);
for (const [i, [address, html]] of pages.entries()) {
  const ratio = appResults[i].requests.average / nginxResults[i].requests.average;
  console.log(`GET ${address} (${(Buffer.byteLength(html) / 1024).toFixed(0)} kB), 10 connections for 10 s:`);
  console.log(`  app    ${describe(appResults[i])}`);
  console.log(`  nginx  ${describe(nginxResults[i])} (the same bytes, one worker)`);
  console.log(`  app / nginx: ${ratio.toFixed(2)}${ratio < 0.5 ? " (below 0.5)" : ""}`);
}
