// `npm start`: builds when the sources are newer than the last build, then serves the built app.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const serverEntry = path.join(buildDir, "server", "index.js");

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const sources = [
  "app",
  "server",
  "public",
  "package.json",
  "vite.config.ts",
  "vite-lingui.ts",
  "lingui.config.ts",
  "react-router.config.ts",
];
const sourceTime = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (!existsSync(serverEntry) || statSync(serverEntry).mtimeMs < sourceTime) {
  console.log("Building GharStay…");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("./serve.mjs");
