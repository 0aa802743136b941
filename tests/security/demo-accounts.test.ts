import { afterEach, describe, expect, it } from "vitest";
import { DEMO_LISTINGS } from "~/features/demo/demo-content";
import { logIn, logInWithFetch } from "../support/accounts";
import { type DatabasePlace, durableDatabase } from "../support/database";
import { type Credentials, printedDemoAccounts } from "../support/demo-accounts";
import { fetchPage, names } from "../support/html";
import { HttpClient } from "../support/http";
import { startTestServer, type TestServer } from "../support/server";

/** The passwords every copy of the project had before they became random. */
const PUBLISHED = [
  { email: "owner@gharstay.demo", password: "owner-demo-2024" },
  { email: "admin@gharstay.demo", password: "admin-demo-2024" },
];

/** Seeding makes every demo photo; on two shared cores a start with it takes up to a minute. */
const SEEDING_STARTS = 150_000;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function place(): Promise<DatabasePlace> {
  const { place, remove } = await durableDatabase();
  cleanups.push(remove);
  return place;
}

async function start(where: DatabasePlace, env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer({ ...where, env });
  cleanups.push(() => server.stop());
  return server;
}

function loginStatus(server: TestServer, account: Credentials): Promise<number> {
  return new HttpClient(server.url).postJson("/api/v1/auth/login", account).then((res) => res.status);
}

async function roleOf(server: TestServer, account: Credentials): Promise<string> {
  const client = await logIn(new HttpClient(server.url), account.email, account.password);
  const { user } = (await (await client.get("/api/v1/me")).json()) as { user: { role: string } };
  return user.role;
}

describe("demo accounts", () => {
  it("get a random password printed once, on the start that creates them; seeding never changes an existing account", {
    timeout: 3 * SEEDING_STARTS,
  }, async () => {
    const where = await place();
    const first = await start(where, { SEED_DEMO: "1" });
    const printed = printedDemoAccounts(first.logs());
    if (!printed) throw new Error(`no demo accounts printed:\n${first.logs()}`);
    for (const account of [printed.owner, printed.admin]) {
      expect(account.password.length).toBeGreaterThanOrEqual(20);
      expect(PUBLISHED.map((p) => p.password)).not.toContain(account.password);
    }
    expect(printed.owner.password).not.toBe(printed.admin.password);
    for (const account of PUBLISHED) expect(await loginStatus(first, account)).toBe(401);
    expect(await roleOf(first, printed.admin)).toBe("Admin");
    await first.stop();

    const second = await start(where, { SEED_DEMO: "1" });
    expect(second.logs()).not.toContain("demoAccounts");
    expect(second.logs()).not.toContain(printed.admin.password);
    expect(second.logs()).not.toContain(printed.owner.password);
    expect(second.logs()).toContain("already had an account, left unchanged");
    expect(await roleOf(second, printed.admin)).toBe("Admin");
    expect(await roleOf(second, printed.owner)).toBe("Owner");
    for (const account of PUBLISHED) expect(await loginStatus(second, account)).toBe(401);
    await second.stop();

    // Another data folder, where someone signed up with the Owner's e-mail before demo content was seeded.
    const other = await place();
    const early = await start(other, { SEED_DEMO: "0" });
    const person = { email: "owner@gharstay.demo", password: "my-own-secret-9" };
    const signUp = await new HttpClient(early.url).postJson("/api/v1/auth/sign-up", {
      name: "Early Bird",
      mobileNumber: "9876543210",
      ...person,
      confirmPassword: person.password,
      role: "Client",
    });
    expect(signUp.status).toBe(201);
    await early.stop();

    const seeded = await start(other, { SEED_DEMO: "1" });
    expect(printedDemoAccounts(seeded.logs())).toBeUndefined();
    const created = /"demoAccounts":(\[[^\]]*\])/.exec(seeded.logs())?.[1];
    const [admin] = JSON.parse(created ?? "[]") as Array<Credentials & { role: string }>;
    expect(admin).toMatchObject({ role: "Admin", email: "admin@gharstay.demo" });
    expect(admin.password).not.toBe(printed.admin.password);
    expect(seeded.logs()).toContain("owner@gharstay.demo already had an account, left unchanged");

    expect(await roleOf(seeded, person)).toBe("Client");
    expect(await loginStatus(seeded, PUBLISHED[0])).toBe(401);
    const own = await logIn(new HttpClient(seeded.url), person.email, person.password);
    const { listings } = (await (await own.get("/api/v1/listings")).json()) as { listings: unknown[] };
    expect(listings).toEqual([]);
  });

  it("are not seeded on an https address unless SEED_DEMO=1 says so", { timeout: SEEDING_STARTS }, async () => {
    // A real site's settings: the tests' cheap password hashes (ADR 064) are refused on https.
    const server = await start(await place(), {
      PUBLIC_URL: "https://gharstay.example",
      SEED_DEMO: "",
      TEST_CHEAP_PASSWORD_HASHES: "0",
    });
    expect(server.logs()).toContain("Demo content not seeded");
    expect(server.logs()).not.toContain("demoAccounts");
    const { status, html } = await fetchPage(server.url, "/explore");
    expect(status).toBe(200);
    expect(names(html)).toEqual([]);
    expect(html).not.toContain(DEMO_LISTINGS[0].projectBuildingName);
  });

  it("stop accepting a password published by an earlier version, on the next start", {
    timeout: 2 * SEEDING_STARTS,
  }, async () => {
    // A data folder from before: the Admin's account still has the password the old source printed.
    const where = await place();
    const old = await start(where, { SEED_DEMO: "0" });
    const signUp = await new HttpClient(old.url).postJson("/api/v1/auth/sign-up", {
      name: "GharStay Admin",
      mobileNumber: "9810067890",
      ...PUBLISHED[1],
      confirmPassword: PUBLISHED[1].password,
      role: "Owner",
    });
    expect(signUp.status).toBe(201);
    const cookie = (await logInWithFetch(old.url, PUBLISHED[1])).map((line) => line.split(";")[0]).join("; ");
    await old.stop();

    const next = await start(where, { SEED_DEMO: "0" });
    const replacement = /new password, shown only this once: ([\w-]+)/.exec(next.logs())?.[1];
    if (!replacement) throw new Error(`no replacement printed:\n${next.logs()}`);
    expect(await loginStatus(next, PUBLISHED[1])).toBe(401);
    expect(await loginStatus(next, { email: PUBLISHED[1].email, password: replacement })).toBe(200);
    // The sessions opened with the published password ended with it.
    expect((await fetch(`${next.url}/api/v1/me`, { headers: { cookie } })).status).toBe(401);
    await next.stop();

    const later = await start(where, { SEED_DEMO: "0" });
    expect(later.logs()).not.toContain("shown only this once");
  });
});
