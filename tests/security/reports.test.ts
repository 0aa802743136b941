import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs, newUser, olderThanADay, signUpAndLogIn, verifiedAccount } from "../support/accounts";
import { type DatabasePlace, durableDatabase, queryDatabase } from "../support/database";
import { demoAccounts } from "../support/demo-accounts";
import { cards, text } from "../support/html";
import { HttpClient } from "../support/http";
import { approveAsShown } from "../support/listings";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

// The attack of issue 40: three accounts made from one address in a minute, none verified, each reporting a
// competitor's listing, took it off every public page at once.

const OWNER_ADDRESS = "198.51.100.10";
const ATTACKER_ADDRESS = "203.0.113.66";

let smtp: TestSmtpServer;
let server: TestServer;
let place: DatabasePlace;
let removeDatabase: () => Promise<void>;
let owner: { client: HttpClient; email: string };
/** Reporters with a verified e-mail and accounts made 25 hours before the tests: A, B and C from addresses of their own, A2 from A's. */
let credible: Record<"a" | "b" | "c" | "a2", HttpClient>;
let credibleEmails: string[];

const serverEnv = () => ({ TRUST_PROXY: "1", SMTP_URL: smtp.url });

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ place, remove: removeDatabase } = await durableDatabase({ demo: true }));
  server = await startTestServer({ demo: true, ...place, env: serverEnv() });
  const signedUp = await signUpAndLogIn(server.url, { role: "Owner" }, HttpClient.from(server.url, OWNER_ADDRESS));
  owner = { client: signedUp.client, email: signedUp.user.email };
  const made = {
    a: await verifiedAccount(server.url, smtp, "192.0.2.21", { role: "Client" }),
    b: await verifiedAccount(server.url, smtp, "192.0.2.22", { role: "Client" }),
    c: await verifiedAccount(server.url, smtp, "192.0.2.23", { role: "Client" }),
    a2: await verifiedAccount(server.url, smtp, "192.0.2.21", { role: "Client" }),
  };
  // A day cannot pass in a test: PGlite admits one process, so the server stops while the accounts are made older.
  await server.stop();
  await queryDatabase(place, olderThanADay(Object.values(made).map(({ email }) => email)));
  server = await startTestServer({ ...place, env: serverEnv() });
  const at = ({ client }: { client: HttpClient }) => client.at(server.url);
  credible = { a: at(made.a), b: at(made.b), c: at(made.c), a2: at(made.a2) };
  credibleEmails = Object.values(made).map(({ email }) => email);
  owner.client = owner.client.at(server.url);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await removeDatabase?.();
});

/** A PG the owner posts and the Admin approves: public from then on. */
async function publicListing(name: string): Promise<string> {
  const res = await owner.client.postJson("/api/v1/listings", {
    listingType: "PG",
    propertyType: "Shared Room",
    propertyCategory: "Residential",
    city: "Lucknow",
    projectBuildingName: name,
    locality: "Gomti Nagar",
    price: "8000",
    amenities: [],
    imageIds: [],
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const id = ((await res.json()) as { listing: { id: string } }).listing.id;
  const admin = await logInAs(server.url, demoAccounts(server).admin);
  expect((await approveAsShown(admin, id)).status).toBe(200);
  return id;
}

const report = (client: HttpClient, id: string, reason = "Fake or fraud") =>
  client.postJson(`/api/v1/listings/${id}/reports`, { reason });

async function isPublic(id: string, name: string): Promise<boolean> {
  const page = (await fetch(`${server.url}/property/${id}`)).status;
  const explore = await (await fetch(`${server.url}/explore?q=${encodeURIComponent(name)}`)).text();
  const listed = cards(explore).some((card) => card.href === `/property/${id}`);
  expect(listed, "explore and the listing page agree").toBe(page === 200);
  return page === 200;
}

/** The Admin queue's entry for one listing, as text. */
async function queueEntry(name: string): Promise<string> {
  const admin = await logInAs(server.url, demoAccounts(server).admin);
  const page = text(await (await admin.get("/admin/reports")).text());
  const start = page.indexOf(name);
  expect(start, `${name} is in the Admin's queue`).toBeGreaterThan(-1);
  return page.slice(start, page.indexOf("Ask the owner to fix", start));
}

describe("reports that would hide a competitor's listing", () => {
  it("three fresh, unverified accounts from one address leave it public; the Admin's queue says why none counts", async () => {
    const name = "Competitor Court PG";
    const id = await publicListing(name);
    for (let i = 0; i < 3; i++) {
      const { client } = await signUpAndLogIn(
        server.url,
        { role: "Client" },
        HttpClient.from(server.url, ATTACKER_ADDRESS),
      );
      const res = await report(client, id);
      expect(res.status).toBe(201);
      // The reporter reads the same thanks whether the report counts or not.
      expect(await res.json()).toEqual({ message: "Thank you. An Admin will look at your report." });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await isPublic(id, name)).toBe(true);

    const entry = await queueEntry(name);
    expect(entry).toContain("3 open reports");
    expect(entry).not.toContain("Counts toward holding the listing");
    expect(entry.match(/Does not count, hides nothing/g)).toHaveLength(3);
    expect(entry).toContain("the reporter has no verified e-mail or phone");
    expect(entry).toContain("account is less than 24 hours old");
    expect(entry).toContain("the reporter shares an address with the reporter of another open report");
  });

  it("tells devices apart by a random first-party cookie: HttpOnly, SameSite=Lax, kept once given", async () => {
    const client = HttpClient.from(server.url, "192.0.2.99");
    const user = newUser({ role: "Client" });
    const signedUp = await client.postJson("/api/v1/auth/sign-up", { ...user, confirmPassword: user.password });
    expect(signedUp.status).toBe(201);
    const device = signedUp.headers.getSetCookie().find((line) => line.startsWith("gharstay.device="));
    expect(device).toMatch(/^gharstay\.device=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const loggedIn = await client.postJson("/api/v1/auth/login", { email: user.email, password: user.password });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.headers.getSetCookie().some((line) => line.startsWith("gharstay.device="))).toBe(false);
  });

  it("refuses a report on one's own listing, or from an account that shares the owner's address", async () => {
    const id = await publicListing("Own Goal PG");
    const own = await report(owner.client, id);
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ error: "You cannot report your own listing." });

    const { client: neighbour } = await signUpAndLogIn(
      server.url,
      { role: "Client" },
      HttpClient.from(server.url, OWNER_ADDRESS),
    );
    const shared = await report(neighbour, id);
    expect(shared.status).toBe(403);
    expect(await shared.json()).toMatchObject({
      error: "You cannot report this listing: its owner's account has been used from your network or device.",
    });
    // The page's own form says the same, without JavaScript.
    const form = await neighbour.postForm(`/property/${id}/report`, { reason: "Duplicate" });
    expect(form.status).toBe(403);
    expect(text(await form.text())).toContain("its owner's account has been used from your network or device.");
  });

  it("credible reporters from three addresses hold it, and its owner is told why and how to answer", async () => {
    const name = "Really Fraudulent PG";
    const id = await publicListing(name);
    expect((await report(credible.a, id, "Fake or fraud")).status).toBe(201);
    expect((await report(credible.b, id, "Wrong price")).status).toBe(201);
    // Verified and old enough, but from A's address: two accounts of one network are one voice.
    expect((await report(credible.a2, id, "Fake or fraud")).status).toBe(201);
    expect(await isPublic(id, name)).toBe(true);

    expect((await report(credible.c, id, "Fake or fraud")).status).toBe(201);
    expect(await isPublic(id, name)).toBe(false);

    const entry = await queueEntry(name);
    expect(entry).toContain("4 open reports");
    expect(entry.match(/Counts toward holding the listing/g)).toHaveLength(3);
    expect(entry.match(/Does not count, hides nothing/g)).toHaveLength(1);
    expect(entry).toContain("the reporter shares an address with the reporter of another open report");

    const mail = await smtp.waitForMail(owner.email, `Your listing “${name}” is on hold`);
    expect(mail.text).toContain("What they reported: Fake or fraud, Wrong price.");
    expect(mail.text).toContain("support@gharstay.in");
    expect(mail.text).toContain(`/property/${id}/edit`);
    for (const email of credibleEmails) expect(mail.text).not.toContain(email);
  });
});
