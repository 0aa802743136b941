import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { logIn } from "../support/accounts";
import { durableDatabase } from "../support/database";
import { HttpClient } from "../support/http";
import { startTestServer, type TestServer } from "../support/server";

let server: TestServer | undefined;
let remove: (() => Promise<void>) | undefined;

afterAll(async () => {
  await server?.stop();
  await remove?.();
});

describe("npm run create-admin", () => {
  it("makes an Admin who can sign in and open the Admin desk", async () => {
    const database = await durableDatabase();
    remove = database.remove;
    const email = `boss-${Date.now()}@example.in`;
    const run = spawnSync(
      process.execPath,
      [
        "scripts/run-ts.mjs",
        "scripts/create-admin.ts",
        "--email",
        email,
        "--password",
        "Sup3r-secret",
        "--name",
        "Boss",
      ],
      {
        cwd: path.resolve("."),
        encoding: "utf8",
        env: {
          ...process.env,
          ...(database.place.dataDir ? { DATA_DIR: database.place.dataDir } : {}),
          ...(database.place.databaseUrl ? { DATABASE_URL: database.place.databaseUrl } : {}),
        },
        timeout: 120_000,
      },
    );
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.stdout).toContain(`Created Admin ${email}.`);
    expect(run.status).toBe(0);

    server = await startTestServer(database.place);
    const admin = await logIn(new HttpClient(server.url), email, "Sup3r-secret");
    const desk = await admin.get("/admin");
    expect(desk.status).toBe(200);
    expect(await desk.text()).toContain("Dashboard");
  });

  it("refuses a malformed e-mail with a clear message and exit code 2", () => {
    const run = spawnSync(process.execPath, ["scripts/run-ts.mjs", "scripts/create-admin.ts", "--email", "bad"], {
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(run.stderr).toContain("--email must be an e-mail address");
    expect(run.status).toBe(2);
  });

  it("names a mistyped option and shows the usage, with no stack trace, and exit code 2", () => {
    const run = spawnSync(
      process.execPath,
      ["scripts/run-ts.mjs", "scripts/create-admin.ts", "--emial", "boss@example.in", "--password", "Sup3r-secret"],
      { encoding: "utf8", timeout: 120_000 },
    );
    expect(run.stderr).toContain("Unknown option '--emial'");
    expect(run.stderr).toContain("Usage: npm run create-admin -- --email E --password P --name N");
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.status).toBe(2);
  });
});
