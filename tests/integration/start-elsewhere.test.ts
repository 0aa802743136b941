import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freshPostgresDatabase, postgresAdminUrl, startTestServer } from "../support/server";

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const database = postgresAdminUrl ? "PostgreSQL" : "the embedded database";

describe(`starting from a folder other than the repository, on ${database}`, () => {
  // A new database is migrated from the first migration on, which takes a while on a busy machine.
  it("finds the migrations beside its code, migrates a new database and serves pages", {
    timeout: 180_000,
  }, async () => {
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), "gharstay-elsewhere-"));
    cleanups.push(() => rmSync(elsewhere, { recursive: true, force: true }));
    // A new, empty database rather than a migrated template: every migration is read and applied.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "gharstay-elsewhere-data-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const fresh = postgresAdminUrl ? await freshPostgresDatabase() : undefined;
    if (fresh) cleanups.push(fresh.drop);

    const server = await startTestServer({ cwd: elsewhere, dataDir, databaseUrl: fresh?.url });
    cleanups.push(() => server.stop().then(() => {}));
    expect(server.logs()).not.toContain("_journal.json");
    expect((await fetch(`${server.url}/explore`)).status).toBe(200);
    expect((await fetch(`${server.url}/login`)).status).toBe(200);
    // The folder it was started from is left as it was.
    expect(readdirSync(elsewhere)).toEqual([]);
  });
});
