// `npm test`: builds the app (failing on a page over its JavaScript budget, as `npm run build` does), then runs unit,
// integration and browser tests against it.
// Extra arguments go to Vitest (for example `npm test -- --project integration`).
// The build goes to build-test/<hash of its sources> (ADR 046): a run whose sources were built before, by itself or by
// a run beside it, builds nothing, and a run that builds never rewrites files another run's servers are reading.
// TEST_REUSE_BUILD=1 uses BUILD_DIR (build/ unless set) as it is when one is there: `npm run build` once, then test.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = (args, env = {}) => {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** Everything a build is made from; drizzle/ too, as the test templates made from a build run its migrations. */
const SOURCES = [
  "app",
  "server",
  "public",
  "drizzle",
  "scripts/js-budget.mjs",
  "scripts/js-budgets.json",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "vite-lingui.ts",
  "lingui.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];
const TEST_BUILDS = "build-test";
/** A test build nobody has used for this long is removed by the next run that builds. */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

function hashSources() {
  const hash = createHash("sha256");
  const add = (relative) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(path.join(relative, name));
      return;
    }
    hash.update(`${relative}\0`).update(readFileSync(full)).update("\0");
  };
  for (const source of SOURCES) add(source);
  return hash.digest("hex").slice(0, 16);
}

const hasServer = (dir) => existsSync(path.resolve(root, dir, "server", "index.js"));

/** Builds into a folder of this process's own, then renames it into place: a run beside never sees half a build. */
function contentAddressedBuild() {
  const dir = path.join(TEST_BUILDS, hashSources());
  if (hasServer(dir)) {
    const now = new Date();
    utimesSync(path.join(root, dir), now, now);
    return dir;
  }
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(path.join(root, partial), { recursive: true, force: true });
  mkdirSync(path.join(root, TEST_BUILDS), { recursive: true });
  run([path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], { BUILD_DIR: partial });
  run([path.join(root, "scripts/js-budget.mjs")], { BUILD_DIR: partial });
  try {
    renameSync(path.join(root, partial), path.join(root, dir));
  } catch (error) {
    // A run beside built the same sources first: theirs is the same build.
    if (!hasServer(dir)) throw error;
    rmSync(path.join(root, partial), { recursive: true, force: true });
  }
  for (const name of readdirSync(path.join(root, TEST_BUILDS))) {
    const other = path.join(root, TEST_BUILDS, name);
    if (other !== path.join(root, dir) && Date.now() - statSync(other).mtimeMs > UNUSED_FOR_MS) {
      rmSync(other, { recursive: true, force: true });
    }
  }
  return dir;
}

/**
 * Where the tests' temporary folders go: memory (/dev/shm, which every user may write to) where the machine has it,
 * unless TMPDIR says otherwise. Each test server starts on a copy of a 44 MB template of 1,600 files, and PGlite writes
 * its database through the file system: on this machine's disk one copy cost 0.4–0.7 s of CPU, in memory 0.06 s
 * (ADR 062). They go into a folder of this run's own, removed when Vitest ends: a server in a test file's own process
 * removes its copy when that process exits, which a process Vitest has to kill never does.
 */
const tmpBase = process.env.TMPDIR || (existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir());
const given = process.env.BUILD_DIR ?? "build";
const buildDir = process.env.TEST_REUSE_BUILD === "1" && hasServer(given) ? given : contentAddressedBuild();
const tmpdir = mkdtempSync(path.join(tmpBase, "gharstay-run-"));
const vitest = spawnSync(
  process.execPath,
  [path.join(root, "node_modules/vitest/vitest.mjs"), "run", ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, LOG_LEVEL: "warn", BUILD_DIR: buildDir, TMPDIR: tmpdir },
  },
);
rmSync(tmpdir, { recursive: true, force: true });
process.exit(vitest.status ?? 1);
