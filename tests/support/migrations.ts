import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgliteOptions } from "~/db/client.server";
import { TEST_BUFFERS_MB } from "./server";

const DRIZZLE = path.resolve(import.meta.dirname, "../../drizzle");
const TAGS = (
  JSON.parse(readFileSync(path.join(DRIZZLE, "meta/_journal.json"), "utf8")) as { entries: Array<{ tag: string }> }
).entries.map((entry) => entry.tag);

/** Runs one committed migration's SQL on `db`, statement by statement, as drizzle's migrator splits it. */
export async function applyMigration(db: PGlite, tag: string): Promise<void> {
  const sql = readFileSync(path.join(DRIZZLE, `${tag}.sql`), "utf8");
  for (const statement of sql.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

/**
 * A new embedded database with the extensions the app loads, migrated up to and not including `tag`: a migration's
 * test writes rows as the earlier version stored them, then applies `tag` itself.
 */
export async function migratedUpTo(tag: string): Promise<PGlite> {
  if (!TAGS.includes(tag)) throw new Error(`No migration ${tag} in the journal`);
  const db = await PGlite.create(pgliteOptions(TEST_BUFFERS_MB));
  for (const earlier of TAGS.slice(0, TAGS.indexOf(tag))) await applyMigration(db, earlier);
  return db;
}
