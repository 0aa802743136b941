import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { DEMO_TEMPLATE, ROOT } from "./paths";
import { startTestServer } from "./server";

/**
 * Seeds one embedded database with the demo content and keeps it as a template; test servers
 * that want demo content start from a copy instead of seeding again.
 */
export default async function setup() {
  if (process.env.TEST_POSTGRES_URL) return;
  if (!existsSync(path.join(ROOT, process.env.BUILD_DIR ?? "build", "server", "index.js"))) {
    throw new Error("Build the app first (npm test does).");
  }
  rmSync(DEMO_TEMPLATE, { recursive: true, force: true });
  mkdirSync(DEMO_TEMPLATE, { recursive: true });
  const server = await startTestServer({ dataDir: DEMO_TEMPLATE, env: { SEED_DEMO: "1" } });
  await server.stop();
}
