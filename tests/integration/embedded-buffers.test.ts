import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { closeDatabase, openDatabase } from "~/db/client.server";
import { postgresAdminUrl } from "../support/server";

/** The shared buffers the embedded database runs with, opened on a copy of the empty template. */
async function sharedBuffers(buffersMb?: number): Promise<unknown> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-buffers-"));
  try {
    cpSync(inject("serverTemplates").empty.dataDir, dataDir, { recursive: true });
    const { db } = await openDatabase({ dataDir, buffersMb });
    const shown = await db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
    return shown.rows[0]?.shared_buffers;
  } finally {
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe.skipIf(postgresAdminUrl)("EMBEDDED_DB_BUFFERS_MB", () => {
  it("gives the embedded database the shared buffers it asks for, and PostgreSQL's 128 MB without it", async () => {
    expect(await sharedBuffers(16)).toBe("16MB");
    expect(await sharedBuffers()).toBe("128MB");
  });
});
