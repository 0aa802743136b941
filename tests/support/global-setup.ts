import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { printedDemoAccounts } from "./demo-accounts";
import { DEMO_TEMPLATE, DEMO_TEMPLATE_ACCOUNTS, EMPTY_TEMPLATE, ROOT } from "./paths";
import { freshPostgresDatabase, postgresAdminUrl, type ServerTemplate, startTestServer } from "./server";

type Templates = { demo: ServerTemplate; empty: ServerTemplate; remove: () => Promise<void> };

/**
 * Starts one server on a new data folder (and, on PostgreSQL, a new database) and stops it, leaving a template:
 * migrated, and seeded with demo content when `seed` is set. Returns it with the server's log.
 */
async function makeTemplate(dataDir: string, seed: boolean) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const database = postgresAdminUrl ? await freshPostgresDatabase() : undefined;
  const server = await startTestServer({ dataDir, databaseUrl: database?.url, env: { SEED_DEMO: seed ? "1" : "0" } });
  await server.stop();
  return { template: { dataDir, database: database?.name }, logs: server.logs(), drop: database?.drop };
}

async function makeTemplates(): Promise<Templates> {
  if (!existsSync(path.join(ROOT, process.env.BUILD_DIR ?? "build", "server", "index.js"))) {
    throw new Error("Build the app first (npm test does).");
  }
  rmSync(DEMO_TEMPLATE_ACCOUNTS, { force: true });
  const [demo, empty] = await Promise.all([makeTemplate(DEMO_TEMPLATE, true), makeTemplate(EMPTY_TEMPLATE, false)]);
  const accounts = printedDemoAccounts(demo.logs);
  if (!accounts) throw new Error(`Seeding the demo template printed no demo accounts:\n${demo.logs}`);
  writeFileSync(DEMO_TEMPLATE_ACCOUNTS, JSON.stringify(accounts), { mode: 0o600 });
  return {
    demo: demo.template,
    empty: empty.template,
    remove: async () => {
      await Promise.all([demo.drop?.(), empty.drop?.()]);
    },
  };
}

/** Vitest runs a global setup once per project; every project after the first gets the templates the first made. */
const run = globalThis as typeof globalThis & { gharstayTemplates?: Promise<Templates> };

/**
 * Makes the templates test servers start from (startTestServer): one seeded with the demo content, with the demo
 * passwords it printed kept beside it, and one only migrated.
 */
export default async function setup(project: TestProject) {
  run.gharstayTemplates ??= makeTemplates();
  const { demo, empty, remove } = await run.gharstayTemplates;
  project.provide("serverTemplates", { demo, empty });
  return remove;
}
