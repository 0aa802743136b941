import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { printedDemoAccounts } from "./demo-accounts";
import { ARTIFACTS, BUILD_DIR, ROOT } from "./paths";
import {
  freshPostgresDatabase,
  postgresAdminUrl,
  type ServerTemplate,
  type SharedServer,
  startTestServer,
} from "./server";
import { startSpoolingSmtpServer } from "./smtp";

/** Templates nobody has used for this long are removed by the next run. */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;
const TEMPLATES = path.join(ARTIFACTS, "templates");

/** What a template is made from: the built server, the migrations it runs and the files its demo content copies. */
function templateKey(): string {
  const hash = createHash("sha256");
  const add = (full: string) => {
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(path.join(full, name));
      return;
    }
    hash
      .update(`${path.relative(ROOT, full)}\0`)
      .update(readFileSync(full))
      .update("\0");
  };
  for (const source of [path.join(BUILD_DIR, "server"), path.join(ROOT, "drizzle"), path.join(ROOT, "public")]) {
    add(source);
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * Starts one server on `dataDir` (a copy of `from` when given; on PostgreSQL with a database copied from `from`'s) and
 * stops it, leaving a template: migrated, and seeded with demo content when `seed` is set. It is made under another
 * name and renamed into place when done, so a test waiting for it (and a run beside, for an embedded one) never
 * copies half of one. No deadline: on a loaded machine it is slow, not broken; a server that fails exits, and says why.
 */
async function makeTemplate(template: ServerTemplate, seed: boolean, from?: ServerTemplate) {
  const partial = `${template.dataDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  if (from) cpSync(from.dataDir, partial, { recursive: true });
  else mkdirSync(partial, { recursive: true });
  const database = postgresAdminUrl
    ? await freshPostgresDatabase(postgresAdminUrl, from?.database, template.database)
    : undefined;
  const server = await startTestServer({
    dataDir: partial,
    databaseUrl: database?.url,
    env: { SEED_DEMO: seed ? "1" : "0" },
    startWithin: Number.POSITIVE_INFINITY,
    asIs: true,
  });
  await server.stop();
  if (seed) {
    const accounts = printedDemoAccounts(server.logs());
    if (!accounts) throw new Error(`Seeding the demo template printed no demo accounts:\n${server.logs()}`);
    writeFileSync(path.join(partial, "demo-accounts.json"), JSON.stringify(accounts), { mode: 0o600 });
  }
  try {
    renameSync(partial, template.dataDir);
  } catch (error) {
    // A run beside made the same embedded template first: theirs is the same.
    if (!existsSync(template.dataDir)) throw error;
    rmSync(partial, { recursive: true, force: true });
  }
  return database?.drop;
}

type Run = {
  provided: { demo: ServerTemplate; empty: ServerTemplate; shared: SharedServer };
  remove: () => Promise<void>;
};

/**
 * The demo server that the files which only add their own data share (tests/support/shared-server.ts): a copy of the
 * demo template, behind a trusted proxy so that each file can speak from an address of its own and meet the limits
 * per address as one visitor, not as every file at once. Started once a run, stopped at its end.
 */
async function startSharedServer(
  template: ServerTemplate,
): Promise<{ shared: SharedServer; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-shared-"));
  cpSync(template.dataDir, dataDir, { recursive: true });
  const spool = mkdtempSync(path.join(os.tmpdir(), "gharstay-shared-mail-"));
  const smtp = await startSpoolingSmtpServer(spool);
  const database = postgresAdminUrl ? await freshPostgresDatabase(postgresAdminUrl, template.database) : undefined;
  const server = await startTestServer({
    dataDir,
    databaseUrl: database?.url,
    demo: true,
    env: { TRUST_PROXY: "1", SMTP_URL: smtp.url },
    startWithin: Number.POSITIVE_INFINITY,
    forTheRun: true,
  });
  return {
    shared: { url: server.url, port: server.port, dataDir, databaseUrl: database?.url, smtpUrl: smtp.url, spool },
    stop: async () => {
      await server.stop();
      await smtp.stop();
      await database?.drop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(spool, { recursive: true, force: true });
    },
  };
}

/**
 * Makes the templates, or finds them made: the embedded ones are kept for the next run of the same build (and a run
 * beside), which then makes none; PostgreSQL's are this run's own, dropped at its end. Making them waits as long as
 * it takes: a test that waited for them would count that wait against its own time limit.
 */
async function makeTemplates(): Promise<Run> {
  if (!existsSync(path.join(BUILD_DIR, "server", "index.js"))) throw new Error("Build the app first (npm test does).");
  const folder = postgresAdminUrl
    ? path.join(ARTIFACTS, `run-${process.pid}-${Date.now()}`)
    : path.join(TEMPLATES, templateKey());
  mkdirSync(folder, { recursive: true });
  const empty: ServerTemplate = { dataDir: path.join(folder, "empty") };
  const demo: ServerTemplate = { dataDir: path.join(folder, "demo") };
  if (postgresAdminUrl) {
    empty.database = `gharstay_template_${process.pid}_${Date.now()}_empty`;
    demo.database = empty.database.replace(/_empty$/, "_demo");
  }
  demo.accounts = path.join(demo.dataDir, "demo-accounts.json");
  const drops: (() => Promise<void>)[] = [];
  const make = async (template: ServerTemplate, seed: boolean, from?: ServerTemplate) => {
    if (!postgresAdminUrl && existsSync(template.dataDir)) return;
    const drop = await makeTemplate(template, seed, from);
    if (drop) drops.push(drop);
  };
  const remove = async () => {
    await Promise.all(drops.map((drop) => drop().catch(() => {})));
    if (postgresAdminUrl) rmSync(folder, { recursive: true, force: true });
    for (const name of existsSync(TEMPLATES) ? readdirSync(TEMPLATES) : []) {
      const other = path.join(TEMPLATES, name);
      if (Date.now() - statSync(other).mtimeMs > UNUSED_FOR_MS) rmSync(other, { recursive: true, force: true });
    }
  };
  try {
    // One after the other, the demo one from a copy of the migrated one: on two cores two at once take as long, and
    // the demo template then only seeds.
    await make(empty, false);
    await make(demo, true, empty);
  } catch (error) {
    await remove();
    throw error;
  }
  const now = new Date();
  utimesSync(folder, now, now);
  const { shared, stop } = await startSharedServer(demo);
  // Vitest calls each project's teardown, and the projects share these: the first call removes them.
  let removed: Promise<void> | undefined;
  return {
    provided: { demo, empty, shared },
    remove: () => {
      removed ??= stop().then(remove);
      return removed;
    },
  };
}

/** Vitest runs a global setup once per project; every project after the first gets the templates the first chose. */
const run = globalThis as typeof globalThis & { gharstayTemplates?: Promise<Run> };

/**
 * The templates test servers start from (startTestServer): one seeded with the demo content, with the demo passwords
 * it printed kept inside it, and one only migrated. Only the projects that start servers have this setup.
 */
export default async function setup(project: TestProject) {
  run.gharstayTemplates ??= makeTemplates();
  const { provided, remove } = await run.gharstayTemplates;
  project.provide("serverTemplates", { demo: provided.demo, empty: provided.empty });
  project.provide("sharedServer", provided.shared);
  return remove;
}
