// `npm test`: builds the app once (failing on a page over its JavaScript budget, as `npm run build` does), then
// runs unit, integration and browser tests against it.
// Extra arguments go to Vitest (for example `npm test -- --project integration`). TEST_REUSE_BUILD=1 skips the build
// when one is there: CI's PostgreSQL pass runs straight after `npm test` built the same commit.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = (args, env = {}) => {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const built = existsSync(path.join(root, process.env.BUILD_DIR ?? "build", "server", "index.js"));
if (!(process.env.TEST_REUSE_BUILD === "1" && built)) {
  run([path.join(root, "node_modules/@react-router/dev/bin.js"), "build"]);
  run([path.join(root, "scripts/js-budget.mjs")]);
}
run([path.join(root, "node_modules/vitest/vitest.mjs"), "run", ...process.argv.slice(2)], { LOG_LEVEL: "warn" });
