import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { logIn, signUpAndLogIn } from "../support/accounts";
import { durableDatabase } from "../support/database";
import { HttpClient } from "../support/http";
import { startTestServer, type TestServer } from "../support/server";

let server: TestServer | undefined;
let database: Awaited<ReturnType<typeof durableDatabase>> | undefined;

afterAll(async () => {
  await server?.stop();
  await database?.remove();
});

/** `npm run create-admin` on the test's database, as an operator types it. */
function createAdmin(place: { dataDir?: string; databaseUrl?: string }, email: string) {
  return spawnSync(
    process.execPath,
    ["scripts/run-ts.mjs", "scripts/create-admin.ts", "--email", email, "--password", "Sup3r-secret", "--name", "Boss"],
    {
      cwd: path.resolve("."),
      encoding: "utf8",
      env: {
        ...process.env,
        ...(place.dataDir ? { DATA_DIR: place.dataDir } : {}),
        ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
      },
      timeout: 120_000,
    },
  );
}

describe("npm run create-admin", () => {
  it("makes an Admin who can sign in and open the Admin desk", async () => {
    database = await durableDatabase();
    const email = `boss-${Date.now()}@example.in`;
    const run = createAdmin(database.place, email);
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.stdout).toContain(`Created Admin ${email}.`);
    expect(run.status).toBe(0);

    server = await startTestServer(database.place);
    const admin = await logIn(new HttpClient(server.url), email, "Sup3r-secret");
    const desk = await admin.get("/admin");
    expect(desk.status).toBe(200);
    expect(await desk.text()).toContain("Dashboard");
  });

  it("refuses to make an Admin of an account someone signed up with the address first, unverified", async () => {
    if (!server || !database) throw new Error("The first test's server and database are needed.");
    const email = `future-admin-${Date.now()}@example.in`;
    const { user } = await signUpAndLogIn(server.url, { email, role: "Client" });
    await server.stop();
    const run = createAdmin(database.place, email);
    expect(run.stderr).toContain(`${email} already has an account whose e-mail address is not verified`);
    expect(run.status).toBe(3);
    server = await startTestServer(database.place);
    // The one who signed up first is no Admin.
    const signedUp = await logIn(new HttpClient(server.url), email, user.password);
    expect((await signedUp.get("/admin")).status).not.toBe(200);
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
