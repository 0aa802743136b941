// `npm run bench:server`: cold and warm start times, idle memory, and requests/s for `/` (autocannon, 10 connections, 10 s).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuilt } from "./bench-build.mjs";

const { root, port } = ensureBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-bench-"));

async function start() {
  const began = performance.now();
  const child = spawn(process.execPath, [path.join(root, "scripts/serve.mjs")], {
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

const cold = await start();
await stop(cold.child);
const warm = await start();
await new Promise((r) => setTimeout(r, 5000));
const idle = rssMb(warm.child.pid);
const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: 10, duration: 10 });
const loaded = rssMb(warm.child.pid);
await stop(warm.child);
rmSync(dataDir, { recursive: true, force: true });

console.log(`cold start (fresh data dir, migrations + demo seed): ${cold.seconds.toFixed(1)} s`);
console.log(`warm start: ${warm.seconds.toFixed(1)} s`);
console.log(`idle RSS: ${idle.toFixed(0)} MB (after load: ${loaded.toFixed(0)} MB)`);
console.log(
  `GET / with 10 connections for 10 s: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
);
