// Shared by the bench scripts: they measure the built app, building it first when no build is there.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project folder, and a port in a range the tests never pick, so a bench can run beside them. */
export function ensureBuilt() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (!existsSync(path.resolve(root, buildDir, "server/index.js"))) {
    spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: root,
      stdio: "inherit",
    });
  }
  return { root, port: 3900 + Math.floor(Math.random() * 90) };
}

/** BENCH_NODE_FLAGS: the server's own Node flags, such as "--cpu-prof --cpu-prof-dir=/tmp/prof" for a profile. */
export function benchNodeFlags() {
  return process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
}

/**
 * Starts the built app on `port` with `env` added to ours, keeping what it prints (shown when start-up
 * fails, and read for the demo accounts). `stopped` settles when the process exits.
 */
export function startBuiltServer(root, port, env) {
  const server = spawn(process.execPath, [...benchNodeFlags(), path.join(root, "scripts/serve.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  for (const stream of [server.stdout, server.stderr]) {
    stream.on("data", (chunk) => {
      printed += chunk;
    });
  }
  const stopped = new Promise((resolve) => server.once("exit", resolve));
  return { server, output: () => printed, stopped };
}
