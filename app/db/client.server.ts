import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./lock.server";
import * as schema from "./schema";

/** PGlite and node-postgres expose the same query builder; the app is written against one type. */
export type Database = NodePgDatabase<typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(process.cwd(), "drizzle");
/** Any fixed number: instances starting together on one PostgreSQL take turns migrating. */
const MIGRATION_LOCK = 4_711_2024;

let handle: DatabaseHandle | undefined;

export function database(): Database {
  if (!handle) throw new Error("The database is not open yet: call openDatabase() at start-up.");
  return handle.db;
}

export function databaseHandle(): DatabaseHandle | undefined {
  return handle;
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (handle) return handle;
  handle = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  return handle;
}

/**
 * PGlite runs no autovacuum, so the planner's statistics go stale (and index plans give way to
 * scans) unless we refresh them; a PostgreSQL server does this on its own.
 */
export async function refreshStatistics(): Promise<void> {
  if (handle?.kind === "pglite") await handle.db.execute(sql`analyze`);
}

export async function closeDatabase(): Promise<void> {
  const current = handle;
  handle = undefined;
  await current?.close();
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // A dropped connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema });
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.join(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: dir });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        await client.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
