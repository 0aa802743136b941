import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Client, PoolConfig } from "pg";
import { acquireDataDirLock, type DataDirLock } from "./lock.server";
import * as schema from "./schema";

/** PGlite and node-postgres expose the same query builder; the app is written against one type. */
export type Database = NodePgDatabase<typeof schema>;

/** The handle `database().transaction(async (tx) => …)` passes, handed down to every helper that writes in it. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Calls `onNotice` whenever `channel` is notified. Only the embedded database has it: its notifications arrive
   * with the committing statement's own reply, before the writer goes on. PostgreSQL's reach a listener a moment
   * after the commit, so another instance could still serve the old state in that moment.
   */
  listen?: (channel: string, onNotice: (payload: string) => void) => Promise<void>;
  /**
   * Calls `onNotice` whenever `channel` is notified, on either database: PostgreSQL's on one connection of the
   * instance's own, a moment after the commit. Only for work that a notice hurries and that is also done otherwise (a
   * timer, the next request): notices sent while that connection is lost and made again are not heard.
   */
  hear: (channel: string, onNotice: (payload: string) => void) => Promise<void>;
};

/**
 * The committed migrations, found from this code's own file rather than the folder the server was started from: the
 * nearest `drizzle/` above it holding a journal (beside `app/` for the sources, beside `build/` for the build).
 */
function findMigrationsFolder(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    const folder = path.join(dir, "drizzle");
    if (existsSync(path.join(folder, "meta", "_journal.json"))) return folder;
    if (path.dirname(dir) === dir) throw new Error(`No drizzle/meta/_journal.json in ${start} or any folder above it.`);
  }
}

const migrationsFolder = findMigrationsFolder();
/** Any fixed number: instances starting together on one PostgreSQL take turns migrating. */
const MIGRATION_LOCK = 4_711_2024;

let handle: DatabaseHandle | undefined;

/**
 * Marks code running inside a transaction's callback. The embedded database has one connection: a
 * query sent through `database()` from inside a transaction waits for the transaction, which waits for
 * it, and the whole server freezes. Refusing the call turns that into an error the tests see.
 */
const insideTransaction = new AsyncLocalStorage<{ open: boolean }>();

export function database(): Database {
  if (!handle) throw new Error("The database is not open yet: call openDatabase() at start-up.");
  if (insideTransaction.getStore()?.open) {
    throw new Error("database() was called inside a transaction: pass the transaction (tx) down instead.");
  }
  return handle.db;
}

/** Runs `start` outside any transaction's mark: for work that a transaction only sets going, such as a timer. */
export function outsideTransaction<T>(start: () => T): T {
  return insideTransaction.exit(start);
}

function markTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) => {
    const scope = { open: true };
    return insideTransaction
      .run(scope, () => transaction(run, config))
      .finally(() => {
        scope.open = false;
      });
  }) as Database["transaction"];
  return db;
}

/**
 * Codes and messages that mean the database did not answer in time or at all (a statement cancelled at its time
 * limit, a server shutting down, a connection refused, dropped or timed out), not that a query was wrong.
 */
const UNAVAILABLE_CODES = new Set(["57014", "57P01", "57P03", "08000", "08003", "08006", "ECONNREFUSED", "ECONNRESET"]);
const UNAVAILABLE_MESSAGES = /Query read timeout|timeout exceeded when trying to connect|Connection terminated/;

/** How long a client is asked to wait (`Retry-After`) when a page could not reach the database. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/** Whether `error` (or what it wraps: Drizzle wraps the driver's error as its cause) says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if ((typeof code === "string" && UNAVAILABLE_CODES.has(code)) || UNAVAILABLE_MESSAGES.test(current.message)) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/**
 * A read of tables nearly every page reads (the content version the caches check, listings, accounts), sent as a
 * page's queries are: through the pool, under its statement limit. A table another session holds locked makes it
 * fail as those pages fail, where `ping`'s `select 1` still answers.
 */
export async function readAsPagesDo(): Promise<void> {
  await database().execute(
    sql`select (select version from content_version limit 1), (select 1 from listings limit 1), (select 1 from users limit 1)`,
  );
}

export function databaseHandle(): DatabaseHandle | undefined {
  return handle;
}

/**
 * A statement of the hot path, prepared once per open database: Drizzle builds its SQL once instead of on every call,
 * and PostgreSQL parses it once per connection. On the search path, a query built each time cost twice the CPU of
 * the prepared one (ADR 023).
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): () => T {
  let kept: { handle: DatabaseHandle | undefined; statement: T } | undefined;
  return () => {
    if (!kept || kept.handle !== handle) kept = { handle, statement: prepare(database()) };
    return kept.statement;
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** The embedded database's shared buffers (EMBEDDED_DB_BUFFERS_MB); its data folder's setting when not given. */
  buffersMb?: number;
}): Promise<DatabaseHandle> {
  if (handle) return handle;
  handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.buffersMb);
  return handle;
}

/**
 * PGlite runs no autovacuum; a PostgreSQL server does this on its own. Without it the planner's statistics go
 * stale (and index plans give way to scans), the rows updates leave behind are never reclaimed, and no page is ever
 * marked all-visible, so a count an index could answer alone reads every row's page too (ten times slower over
 * 100,000 listings). Pages already all-visible are skipped, so after the first run it is quick.
 */
export async function vacuumEmbedded(): Promise<void> {
  const current = handle;
  if (current?.kind !== "pglite" || !pgliteDataDir) return;
  await current.db.execute(sql`vacuum (analyze)`);
  writeFileSync(vacuumMark(pgliteDataDir), String(await nextTransactionId(current.db)));
}

/**
 * Fewer writing transactions than this since the last vacuum, and a start skips its own: a restart of an unchanged
 * database (every test server, a deploy on a quiet night) would otherwise spend a second or more redoing it. The
 * same order as PostgreSQL's autovacuum threshold of 50 changed rows; the hourly vacuum catches the rest.
 */
const WRITES_BEFORE_A_START_VACUUM = 50;

/** Vacuums at start-up unless the database has hardly been written since its last vacuum (seeding always writes more). */
export async function vacuumEmbeddedIfWritten(): Promise<void> {
  const current = handle;
  if (current?.kind !== "pglite" || !pgliteDataDir) return;
  const mark = vacuumMark(pgliteDataDir);
  const last = existsSync(mark) ? Number(readFileSync(mark, "utf8")) : Number.NaN;
  if (Number.isFinite(last) && (await nextTransactionId(current.db)) - last < WRITES_BEFORE_A_START_VACUUM) return;
  await vacuumEmbedded();
}

/** Where the transaction id the last vacuum saw is kept: beside the database, so a copy of the folder carries it. */
const vacuumMark = (dataDir: string) => path.join(dataDir, "vacuumed-through-transaction");

/** The id the next writing transaction will get; reading it writes nothing, so it moves only with real writes. */
async function nextTransactionId(db: Database): Promise<number> {
  const { rows } = await db.execute<{ next: string }>(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  );
  return Number(rows[0]?.next);
}

export async function closeDatabase(): Promise<void> {
  const current = handle;
  handle = undefined;
  await current?.close();
}

const CONNECT_TIMEOUT_MS = 2_000;

/**
 * With PostgreSQL slow, unreachable or stalled, a request fails within seconds instead of hanging:
 * a new connection gets 2 s; a statement 3 s on the server, which cancels it and keeps the
 * connection; a query 4 s here, which also covers a network that stopped moving packets, where
 * the server's own limit never arrives (the pool then drops that connection). Keepalive notices
 * a server that vanished while a connection sat idle. A statement given up on here must not go on to
 * commit on the server (a count the retry would add again): the server looks every second for a
 * connection the pool dropped and ends its statement (PostgreSQL 14 or later).
 * JIT compilation is off: it pays for queries that run for seconds, and ours are meant to take milliseconds. A search
 * by dates over 20,000 listings, estimated dear for its per-night counts, spent 237 ms compiling a 20 ms count (ADR 058).
 */
const REQUEST_LIMITS = {
  connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  statement_timeout: 3_000,
  query_timeout: 4_000,
  options: "-c client_connection_check_interval=1000 -c jit=off",
  idle_in_transaction_session_timeout: 10_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies PoolConfig;

/**
 * node-postgres and drizzle's driver for it, loaded only for a PostgreSQL server: loading them took about 0.1 s of
 * CPU at every start of the embedded database too (`npm start`'s, and each of the tests' hundreds of servers).
 */
async function loadPostgresDriver() {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  return { pg, drizzle, migrate };
}

type PostgresDriver = Awaited<ReturnType<typeof loadPostgresDriver>>;

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const driver = await loadPostgresDriver();
  const { pg, drizzle } = driver;
  await migratePostgres(driver, url);
  const pool = new pg.Pool({ connectionString: url, max: 10, ...REQUEST_LIMITS });
  // A dropped connection must not crash the process; the next query reconnects. The pool hears an idle connection's
  // end; one held between a transaction's statements has no listener but ours, and its next statement fails instead.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = markTransactions(drizzle({ client: pool, schema }));
  const notices = postgresNotices(pg, url);
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    close: async () => {
      await notices.close();
      await pool.end();
    },
    hear: notices.hear,
  };
}

/** How long a lost listening connection waits before it is made again. */
const HEAR_AGAIN_MS = 1_000;

/**
 * One connection per instance LISTENs on every channel someone hears; a lost one is made again a second later, with
 * its channels. Outside the pool: a LISTEN holds its connection for good.
 */
function postgresNotices(pg: PostgresDriver["pg"], url: string) {
  const heard = new Map<string, Array<(payload: string) => void>>();
  let listener: Promise<Client> | undefined;
  let closed = false;
  const connect = (): Promise<Client> => {
    listener ??= (async () => {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      });
      client.on("notification", (notice) => {
        for (const onNotice of heard.get(notice.channel) ?? []) onNotice(notice.payload ?? "");
      });
      // A lost connection must not crash the process; it is made again, and what it missed is done otherwise too.
      client.on("error", () => {
        listener = undefined;
        client.end().catch(() => {});
        if (!closed) setTimeout(() => void connect().catch(() => {}), HEAR_AGAIN_MS).unref();
      });
      await client.connect();
      for (const channel of heard.keys()) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return client;
    })().catch((error) => {
      listener = undefined;
      throw error;
    });
    return listener;
  };
  return {
    hear: async (channel: string, onNotice: (payload: string) => void) => {
      const known = heard.has(channel);
      heard.set(channel, [...(heard.get(channel) ?? []), onNotice]);
      const client = await connect();
      if (!known) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    },
    close: async () => {
      closed = true;
      const client = await listener?.catch(() => undefined);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * Migrations use a connection of their own, without the request limits: building an index, or
 * waiting while another instance migrates, may rightly take minutes.
 */
async function migratePostgres({ pg, drizzle, migrate }: PostgresDriver, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle({ client, schema }), { migrationsFolder });
  } finally {
    // Ending the session also releases its advisory lock.
    await client.end();
  }
}

/** PostgreSQL's contrib modules the migrations create; PGlite loads each only when asked (ADR 042). */
const PGLITE_EXTENSIONS = { cube, earthdistance };

/**
 * How the app opens PGlite, for anyone who opens the same data: its extensions, and `buffersMb` of shared buffers
 * instead of the data folder's setting (ADR 065).
 */
export const pgliteOptions = (buffersMb?: number) => ({
  extensions: PGLITE_EXTENSIONS,
  startParams:
    buffersMb === undefined ? undefined : [...PGlite.defaultStartParams, "-c", `shared_buffers=${buffersMb}MB`],
});

/** The data folder of the embedded database while it is open. */
let pgliteDataDir: string | undefined;

async function openPglite(dataDir: string, buffersMb?: number): Promise<DatabaseHandle> {
  const dir = path.join(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: dir, ...pgliteOptions(buffersMb) });
    const db = markTransactions(drizzlePglite({ client, schema }) as unknown as Database);
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    pgliteDataDir = dataDir;
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        pgliteDataDir = undefined;
        await client.close();
        lock.release();
      },
      listen: async (channel, onNotice) => {
        await client.listen(channel, onNotice);
      },
      hear: async (channel, onNotice) => {
        await client.listen(channel, onNotice);
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
