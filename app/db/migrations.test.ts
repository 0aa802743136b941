import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const copy = mkdtempSync(path.join(os.tmpdir(), "gharstay-migrations-"));

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the committed migrations", () => {
  it("end in a snapshot of schema.ts, so `npm run db:generate` writes only what the next change adds", async () => {
    cpSync(path.join(root, "drizzle"), copy, { recursive: true });
    const before = readdirSync(copy, { recursive: true }).sort();
    // drizzle-kit reads its output folder relative to where it runs.
    const { stdout } = await run(
      path.join(root, "node_modules/.bin/drizzle-kit"),
      ["generate", "--dialect", "postgresql", "--schema", "./app/db/schema.ts", "--out", path.relative(root, copy)],
      { cwd: root },
    );
    expect(stdout).toContain("No schema changes");
    expect(readdirSync(copy, { recursive: true }).sort()).toEqual(before);
  });

  it("are numbered as the journal lists them, so the next one generated takes the next number", async () => {
    const { entries } = (await import("../../drizzle/meta/_journal.json")).default as {
      entries: Array<{ idx: number; tag: string }>;
    };
    expect(entries.map((entry) => Number(entry.tag.slice(0, 4)))).toEqual(entries.map((entry) => entry.idx));
    const files = readdirSync(path.join(root, "drizzle")).filter((name) => name.endsWith(".sql"));
    expect(files.sort()).toEqual(entries.map((entry) => `${entry.tag}.sql`).sort());
  });
});
