import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { ONE_FILE_NODE_FLAGS, TEST_NODE_FLAGS } from "./node-flags";
import { ROOT } from "./paths";

export type TestServer = {
  url: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  logs: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  process: ChildProcess;
};

/** What every test server offers, whether in a process of its own or in the test file's (in-process.ts). */
export type RunningServer = Omit<TestServer, "logs" | "process">;

export type TestServerOptions = {
  demo?: boolean;
  env?: Record<string, string>;
  /** Use (and keep) this data folder instead of a fresh temporary one. */
  dataDir?: string;
  /** Use (and keep) this PostgreSQL database instead of a fresh one. */
  databaseUrl?: string;
  /** The folder the server is started from; the repository unless given. */
  cwd?: string;
  /**
   * How long it may take to answer its health check: 4 minutes unless given, inside the hooks' 5 (vitest.config.ts),
   * so a stuck start ends with its log. A server that fails exits at once, and says why.
   */
  startWithin?: number;
  /** Starts on `dataDir` as it is, even empty: for making the templates themselves (global-setup). */
  asIs?: boolean;
  /** Serves the whole run (the shared server), not one file: V8 may optimise it (node-flags.ts). */
  forTheRun?: boolean;
};

/**
 * The first port the kernel hands out for outgoing connections (and for `listen(0)`). A port taken from that range
 * and bound later may meanwhile be the local end of any connection on the machine (a database client's, a browser's):
 * HAProxy once failed to bind a port reserved half a minute before, for the two instances it fronts to start.
 */
const EPHEMERAL_LOW = (() => {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
})();
/** Each test process takes ports from a block of its own below that range, in turn, so two never pick the same. */
const PORT_BLOCK = 500;
const PORT_BLOCKS = 20;
const blockStart = EPHEMERAL_LOW - PORT_BLOCK * PORT_BLOCKS + (process.pid % PORT_BLOCKS) * PORT_BLOCK;
let nextInBlock = Math.floor(Math.random() * PORT_BLOCK);

const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** A port nothing listens on, from this process's block below the ephemeral range (see EPHEMERAL_LOW). */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < PORT_BLOCK; tries++) {
    const port = blockStart + (nextInBlock % PORT_BLOCK);
    nextInBlock += 1;
    if (await bindable(port)) return port;
  }
  throw new Error(`No free port in ${blockStart}-${blockStart + PORT_BLOCK - 1}.`);
}

/** Set by `npm run test:postgres`: each test server gets a fresh database on this PostgreSQL server. */
export const postgresAdminUrl = process.env.TEST_POSTGRES_URL;

/**
 * The embedded database's shared buffers in the tests (ADR 065): a start sets up every MB of them, some 200 starts a
 * run, and the largest synthetic catalogues a test builds still fit.
 */
export const TEST_BUFFERS_MB = 32;

/**
 * What every test server is told beyond its place and port, before a file's own settings: new passwords hashed at the
 * tests' cost (ADR 064), as a run signs up and logs in some 1,300 times, and the tests' shared buffers. A file that
 * starts a server on https sets the first back to "0", as a real site must.
 */
export const TEST_SERVER_ENV = { TEST_CHEAP_PASSWORD_HASHES: "1", EMBEDDED_DB_BUFFERS_MB: String(TEST_BUFFERS_MB) };

/**
 * A test server's starting point, made by global-setup (kept across runs of the same build on the embedded database):
 * a data folder (the embedded database, or on PostgreSQL the uploads beside it) that exists once the template is
 * complete, on PostgreSQL a database for `create database … template`, and for the demo one its printed passwords.
 */
export type ServerTemplate = { dataDir: string; database?: string; accounts?: string };

/**
 * What a test file learns of the demo server the files that only add data of their own share (shared-server.ts): its
 * address and places, and where its mail goes (the SMTP server's address and the folder it keeps each message in).
 */
export type SharedServer = Omit<RunningServer, "stop"> & { smtpUrl: string; spool: string };

declare module "vitest" {
  export interface ProvidedContext {
    serverTemplates: { demo: ServerTemplate; empty: ServerTemplate };
    sharedServer: SharedServer;
  }
}

/**
 * A new database on the PostgreSQL server at `adminUrl` (TEST_POSTGRES_URL unless given): empty, or a copy of the
 * database named `template`. Its name is unique to this process unless given.
 */
export async function freshPostgresDatabase(
  adminUrl = postgresAdminUrl,
  template?: string,
  name = `gharstay_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Starts the built app as a real process on a free port, with a database of its own. A new data folder, or an empty
 * one given, is a copy of a template (seeded with demo content, or only migrated), and so is a new PostgreSQL
 * database: seeding every start would make every demo photo again, and migrating a new database takes seconds.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "gharstay-test-"));
  // A folder given again (a server restarted on its database) keeps what it holds: copying the template over it would
  // put the embedded database back to the demo content, its sessions and counts gone. An empty one gets a copy, so its
  // first start neither seeds nor runs every migration from the first (seconds of work for nothing under test).
  const template =
    !options.dataDir || (!options.asIs && readdirSync(options.dataDir).length === 0)
      ? inject("serverTemplates")[options.demo ? "demo" : "empty"]
      : undefined;
  if (template) cpSync(template.dataDir, dataDir, { recursive: true });
  let database: { url: string; drop: () => Promise<void> } | undefined;
  if (options.databaseUrl) database = { url: options.databaseUrl, drop: async () => {} };
  else if (postgresAdminUrl) database = await freshPostgresDatabase(postgresAdminUrl, template?.database);

  const flags = options.forTheRun ? TEST_NODE_FLAGS : ONE_FILE_NODE_FLAGS;
  const child = spawn(process.execPath, [...flags, path.join(ROOT, "scripts/serve.mjs")], {
    cwd: options.cwd ?? ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "info",
      SEED_DEMO: options.demo ? "1" : "0",
      ...TEST_SERVER_ENV,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + (options.startWithin ?? 240_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Test server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Test server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // The health check's answer and the server's log come through different pipes, so the answer can be read first:
  // under CI's load a test once found no demo passwords in the log of a server that had printed them. The server logs
  // this line once listening, after everything it printed while starting, so with it read the rest has been too.
  const level = options.env?.LOG_LEVEL ?? process.env.TEST_LOG_LEVEL ?? "info";
  if (["trace", "debug", "info"].includes(level)) {
    while (!output.includes("GharStay is listening")) {
      if (child.exitCode !== null) throw new Error(`Test server exited early:\n${output}`);
      if (Date.now() > deadline) throw new Error(`Test server never said it was listening:\n${output}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  return {
    url,
    port,
    dataDir,
    databaseUrl: database?.url,
    process: child,
    logs: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      await database?.drop().catch(() => {});
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
