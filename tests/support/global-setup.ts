import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { printedDemoAccounts } from "./demo-accounts";
import { DEMO_TEMPLATE, DEMO_TEMPLATE_ACCOUNTS, ROOT } from "./paths";
import { startTestServer } from "./server";

/**
 * Seeds one embedded database with the demo content and keeps it as a template, with the demo
 * passwords it printed; test servers that want demo content start from a copy instead of seeding again.
 */
export default async function setup() {
  if (process.env.TEST_POSTGRES_URL) return;
  if (!existsSync(path.join(ROOT, process.env.BUILD_DIR ?? "build", "server", "index.js"))) {
    throw new Error("Build the app first (npm test does).");
  }
  rmSync(DEMO_TEMPLATE, { recursive: true, force: true });
  rmSync(DEMO_TEMPLATE_ACCOUNTS, { force: true });
  mkdirSync(DEMO_TEMPLATE, { recursive: true });
  const server = await startTestServer({ dataDir: DEMO_TEMPLATE, env: { SEED_DEMO: "1" } });
  await server.stop();
  const accounts = printedDemoAccounts(server.logs());
  if (!accounts) throw new Error(`Seeding the demo template printed no demo accounts:\n${server.logs()}`);
  writeFileSync(DEMO_TEMPLATE_ACCOUNTS, JSON.stringify(accounts), { mode: 0o600 });
}
