import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { closeDatabase, openDatabase, pgliteOptions } from "~/db/client.server";
import { freshPostgresDatabase, postgresAdminUrl, TEST_BUFFERS_MB } from "./server";

/** Where a test server keeps its data: give it to startTestServer again to restart on the same database. */
export type DatabasePlace = { dataDir?: string; databaseUrl?: string };

/**
 * A database that outlives one server process: a kept data folder, with a kept PostgreSQL database when tests run on
 * one. With `demo`, a PostgreSQL one is a copy of the seeded template (an embedded one gets its copy from the first
 * start with demo).
 */
export async function durableDatabase({ demo = false } = {}): Promise<{
  place: DatabasePlace;
  remove: () => Promise<void>;
}> {
  // The data folder outlives the process on PostgreSQL too: it holds the session secret and the photos, so a server
  // restarted on a new folder would sign everyone out.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-durable-"));
  const removeFolder = async () => rmSync(dataDir, { recursive: true, force: true });
  if (postgresAdminUrl) {
    const db = await freshPostgresDatabase(
      postgresAdminUrl,
      demo ? inject("serverTemplates").demo.database : undefined,
    );
    return {
      place: { dataDir, databaseUrl: db.url },
      remove: async () => {
        await db.drop();
        await removeFolder();
      },
    };
  }
  return { place: { dataDir }, remove: removeFolder };
}

/** Reads a test server's database directly. PGlite admits one process at a time: its server must have stopped. */
export async function queryDatabase<Row>(place: DatabasePlace, query: string): Promise<Row[]> {
  if (place.databaseUrl) {
    const client = new pg.Client({ connectionString: place.databaseUrl });
    await client.connect();
    try {
      return (await client.query(query)).rows as Row[];
    } finally {
      await client.end();
    }
  }
  if (!place.dataDir) throw new Error("A database place needs a data folder or a PostgreSQL address.");
  const db = await PGlite.create({ dataDir: path.join(place.dataDir, "pglite"), ...pgliteOptions(TEST_BUFFERS_MB) });
  try {
    // exec, not query: a change may be several statements, which PGlite's prepared statements refuse.
    return ((await db.exec(query)).at(-1)?.rows ?? []) as Row[];
  } finally {
    await db.close();
  }
}

/**
 * Another session holding `table` locked (access exclusive) on PostgreSQL, so every statement that reads it waits
 * until `letGo`, or until its statement limit ends it. `end` closes that session (releasing any hold).
 */
export async function holdTable(
  databaseUrl: string | undefined,
  table: string,
): Promise<{ letGo: () => Promise<void>; end: () => Promise<void> }> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  await holder.query(`begin; lock table ${table} in access exclusive mode`);
  return { letGo: async () => void (await holder.query("rollback")), end: () => holder.end() };
}

/**
 * Opens the app's database in this test process (no server): a new PostgreSQL database when the run is on one, else a
 * new embedded data folder, migrated. The returned function closes and removes it.
 */
export async function openFreshDatabase(): Promise<() => Promise<void>> {
  if (postgresAdminUrl) {
    const fresh = await freshPostgresDatabase();
    await openDatabase({ databaseUrl: fresh.url, dataDir: "" });
    return async () => {
      await closeDatabase();
      await fresh.drop();
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-in-process-"));
  await openDatabase({ dataDir, buffersMb: TEST_BUFFERS_MB });
  return async () => {
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
