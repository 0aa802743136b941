import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs, olderThanADay, signUpAndLogIn, verifiedAccount } from "../support/accounts";
import { type DatabasePlace, durableDatabase, queryDatabase } from "../support/database";
import { demoAccounts } from "../support/demo-accounts";
import { cards, text } from "../support/html";
import { HttpClient } from "../support/http";
import { approveAsShown } from "../support/listings";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

let smtp: TestSmtpServer;
let server: TestServer;
let place: DatabasePlace;
let removeDatabase: () => Promise<void>;
let admin: HttpClient;
let owner: { client: HttpClient; email: string };
/** Reporters whose reports count (ADR 029): verified, accounts older than a day, each from an address of its own. */
let credible: Array<{ client: HttpClient; email: string }>;
let addresses = 0;
/** An address no other account in this file speaks from, through the trusted proxy. */
const newAddress = () => `198.51.100.${++addresses}`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ place, remove: removeDatabase } = await durableDatabase({ demo: true }));
  const env = { SMTP_URL: smtp.url, TRUST_PROXY: "1" };
  server = await startTestServer({ demo: true, ...place, env });
  const signedUp = await signUpAndLogIn(server.url, { role: "Owner" }, HttpClient.from(server.url, newAddress()));
  owner = { client: signedUp.client, email: signedUp.user.email };
  const made = [];
  for (let i = 0; i < 3; i++) made.push(await verifiedAccount(server.url, smtp, newAddress(), { role: "Client" }));
  // A day cannot pass in a test: PGlite admits one process, so the server stops while the accounts are made older.
  await server.stop();
  await queryDatabase(place, olderThanADay(made.map(({ email }) => email)));
  server = await startTestServer({ ...place, env });
  credible = made.map(({ client, email }) => ({ client: client.at(server.url), email }));
  owner.client = owner.client.at(server.url);
  admin = await logInAs(server.url, demoAccounts(server).admin);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await removeDatabase?.();
});

/** A Kanpur PG's fields as the wizard sends them. */
const pgFields = (name: string, price = "7000") => ({
  listingType: "PG",
  propertyType: "Shared Room",
  propertyCategory: "Residential",
  city: "Kanpur",
  projectBuildingName: name,
  locality: "Civil Lines",
  price,
  amenities: [],
  imageIds: [],
});

/** A PG the owner posts through the API and the Admin approves: public from then on. */
async function publicListing(name: string, poster = owner.client): Promise<string> {
  const res = await poster.postJson("/api/v1/listings", pgFields(name));
  expect(res.status, await res.clone().text()).toBe(201);
  const id = ((await res.json()) as { listing: { id: string } }).listing.id;
  expect((await approveAsShown(admin, id)).status).toBe(200);
  return id;
}

/** A new account, not yet verified, from an address of its own: its reports reach the Admin and hide nothing. */
async function reporter() {
  const { client, user } = await signUpAndLogIn(
    server.url,
    { role: "Client" },
    HttpClient.from(server.url, newAddress()),
  );
  return { client, email: user.email };
}

const report = (client: HttpClient, id: string, body: unknown) =>
  client.postJson(`/api/v1/listings/${id}/reports`, body);
const visitorStatus = async (path: string) => (await fetch(`${server.url}${path}`)).status;

describe("reporting a listing", () => {
  it("needs a signed-in user other than the owner, a known reason, details for Other, and one open report each", async () => {
    const id = await publicListing("Report Rules PG");
    const anonymous = await report(new HttpClient(server.url), id, { reason: "Duplicate" });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: "Please log in to report a listing." });

    const own = await report(owner.client, id, { reason: "Duplicate" });
    expect(own.status).toBe(403);

    const { client } = await reporter();
    const cases: Array<[unknown, string]> = [
      [{ reason: "Too cheap" }, "Please choose a reason."],
      [{}, "Please choose a reason."],
      [{ reason: "Other" }, "Please say what is wrong."],
      [{ reason: "Other", details: "   " }, "Please say what is wrong."],
      [{ reason: "Wrong price", details: "x".repeat(1001) }, "Details must be at most 1000 characters."],
      [["Duplicate"], "The request body must be a JSON object."],
    ];
    for (const [body, message] of cases) {
      const res = await report(client, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: message });
    }
    const missing = await report(client, "no-such-listing", { reason: "Duplicate" });
    expect(missing.status).toBe(404);

    const first = await report(client, id, { reason: "Wrong price", details: "It says 7000 but the owner asks 9000." });
    expect(first.status).toBe(201);
    const second = await report(client, id, { reason: "Duplicate" });
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({
      error: "You have already reported this listing. An Admin will look at it soon.",
    });

    // The listing page's own form answers the same way, without JavaScript.
    const form = await client.postForm(`/property/${id}/report`, { reason: "Offensive" });
    expect(form.status).toBe(400);
    expect(text(await form.text())).toContain("You have already reported this listing.");
    const other = await reporter();
    const posted = await other.client.postForm(`/property/${id}/report`, { reason: "Offensive" });
    expect(posted.status).toBe(201);
    expect(text(await posted.text())).toContain("Thank you. An Admin will look at your report.");
  });

  it("limits how many reports one account sends in an hour (429 with Retry-After)", async () => {
    const id = await publicListing("Rate Limited PG");
    const { client } = await reporter();
    for (let sent = 0; sent < 10; sent++) {
      expect([201, 400]).toContain((await report(client, id, { reason: "Duplicate" })).status);
    }
    const limited = await report(client, id, { reason: "Duplicate" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      error: "You have sent several reports in a short time. Please try again later.",
    });
  });

  it("takes a listing off every public page at three credible reporters' reports, and the Admin's removal keeps it off", async () => {
    const name = "Thrice Reported PG";
    const id = await publicListing(name);
    const reporters = credible;
    for (const [index, { client }] of reporters.entries()) {
      expect(await visitorStatus(`/property/${id}`)).toBe(200);
      expect((await report(client, id, { reason: "Fake or fraud", details: `Seen elsewhere ${index}` })).status).toBe(
        201,
      );
    }
    expect(await visitorStatus(`/property/${id}`)).toBe(404);
    const explore = await (await fetch(`${server.url}/explore?q=${encodeURIComponent(name)}`)).text();
    expect(cards(explore).map((card) => card.href)).not.toContain(`/property/${id}`);
    expect(await (await fetch(`${server.url}/pgs?city=Kanpur`)).text()).not.toContain(`/property/${id}`);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain(id);
    // Its owner still sees it, and a fourth report finds nothing public to report.
    expect((await owner.client.get(`/property/${id}`)).status).toBe(200);
    expect((await report((await reporter()).client, id, { reason: "Duplicate" })).status).toBe(404);

    const queue = text(await (await admin.get("/admin/reports")).text());
    expect(queue).toContain(name);
    expect(queue).toContain("3 open reports");
    for (const { email } of reporters) expect(queue).toContain(email);
    const dashboard = text(await (await admin.get("/admin")).text());
    expect(dashboard).toContain("Open reports");
    expect(dashboard).toContain("Held listing after three reports");

    const forbidden = await reporters[0].client.postForm("/admin/reports", { listingId: id, decision: "remove" });
    expect(forbidden.status).toBe(403);
    const removed = await admin.postForm("/admin/reports", { listingId: id, decision: "remove" });
    expect(removed.status).toBe(200);
    expect(await visitorStatus(`/property/${id}`)).toBe(404);
    const again = await admin.postForm("/admin/reports", { listingId: id, decision: "dismiss" });
    expect(again.status).toBe(400);
    const profile = text(await (await owner.client.get("/profile")).text());
    expect(profile).toContain("Hidden Listings");
    expect(profile).toMatch(new RegExp(`${name}[\\s\\S]*Removed`));

    const ownerMail = await smtp.waitForMail(owner.email, `Your listing “${name}” was removed`);
    for (const { email } of reporters) {
      expect(ownerMail.text).not.toContain(email);
      const outcome = await smtp.waitForMail(email, `Your report on “${name}”`);
      expect(outcome.text).toContain("the listing has been removed from GharStay");
    }
  });

  it("asks the owner to fix with the Admin's note, and tells each reporter", async () => {
    const name = "Fix Me PG";
    const id = await publicListing(name);
    const first = await reporter();
    expect((await report(first.client, id, { reason: "Wrong photos" })).status).toBe(201);

    const noNote = await admin.postForm("/admin/reports", { listingId: id, decision: "ask-fix", note: " " });
    expect(noNote.status).toBe(400);
    expect(text(await noNote.text())).toContain("Please write what the owner should fix.");
    const unknown = await admin.postForm("/admin/reports", { listingId: id, decision: "delete" });
    expect(unknown.status).toBe(400);

    const note = "Please replace the photos with ones of this PG.";
    const asked = await admin.postForm("/admin/reports", { listingId: id, decision: "ask-fix", note });
    expect(asked.status).toBe(200);
    expect(text(await asked.text())).toContain(`Owner asked to fix: “${name}”.`);
    expect(await visitorStatus(`/property/${id}`)).toBe(200);
    const ownerMail = await smtp.waitForMail(owner.email, `Please fix your listing “${name}”`);
    expect(ownerMail.text).toContain(note);
    expect(ownerMail.text).not.toContain(first.email);
    const outcome = await smtp.waitForMail(first.email, `Your report on “${name}”`);
    expect(outcome.text).toContain("asked the owner to fix the listing");
  });
});

describe("a reported listing edited back to the queue", () => {
  it("is removed by the Admin's decision, not left waiting to be approved", async () => {
    const name = "Edited Reported PG";
    const id = await publicListing(name);
    expect((await report((await reporter()).client, id, { reason: "Wrong photos" })).status).toBe(201);
    const edited = await owner.client.request(`/api/v1/listings/${id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(pgFields(name, "6500")),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await admin.postForm("/admin/reports", { listingId: id, decision: "remove" })).status).toBe(200);
    const status = async () =>
      ((await (await owner.client.get(`/api/v1/listings/${id}`)).json()) as { listing: { status: string } }).listing
        .status;
    expect(await status()).toBe("removed");
    // Not in the Admin's queue of listings to approve.
    expect(await (await admin.get("/admin")).text()).not.toContain(`href="/admin/listings/${id}/check"`);
    // Its history has the owner's steps as well as the Admin's.
    expect((await owner.client.request(`/api/v1/listings/${id}`, { method: "DELETE" })).status).toBe(200);
    const history = text(await (await admin.get("/admin")).text());
    for (const step of ["Edited listing, back to the queue", "Removed reported listing", "Deleted listing"]) {
      expect(history).toMatch(new RegExp(`${step}</span> “${name}”`));
    }
  });
});

describe("who posted a listing", () => {
  it("shows on cards and the listing page, and 'Posted by' filters explore, the stay pages and saved-search alerts", async () => {
    const agent = await signUpAndLogIn(server.url, { role: "Agent" });
    const seeker = await signUpAndLogIn(server.url, { role: "Client" });
    const searchName = "Posterword by agents";
    const saved = await seeker.client.postForm("/saved-searches", {
      intent: "save",
      name: searchName,
      frequency: "instant",
      query: "?q=Posterword&postedBy=Agent",
    });
    expect(saved.status, await saved.clone().text()).toBe(302);
    const ownersId = await publicListing("Posterword Owner PG");
    const agentsId = await publicListing("Posterword Agent PG", agent.client);

    const all = await (await fetch(`${server.url}/explore?q=Posterword`)).text();
    expect(
      cards(all)
        .map((card) => card.href)
        .sort(),
    ).toEqual([`/property/${agentsId}`, `/property/${ownersId}`].sort());
    expect(text(all)).toContain("Posted today · Posted by owner");
    expect(text(all)).toContain("Posted today · Posted by agent");

    const byAgent = await (await fetch(`${server.url}/explore?q=Posterword&postedBy=Agent`)).text();
    expect(cards(byAgent).map((card) => card.href)).toEqual([`/property/${agentsId}`]);
    const byOwner = await (await fetch(`${server.url}/pgs?city=Kanpur&q=Posterword&postedBy=Owner`)).text();
    expect(cards(byOwner).map((card) => card.href)).toEqual([`/property/${ownersId}`]);
    expect(text(byOwner)).toContain("Posted by");

    const page = text(await (await fetch(`${server.url}/property/${agentsId}`)).text());
    expect(page).toContain("Posted today · Posted by agent");

    // A saved search with the filter is alerted about the agent's listing only.
    const alertSubject = `New listing for your search “${searchName}”`;
    const alert = await smtp.waitForMail(seeker.user.email, alertSubject);
    expect(alert.text).toContain("Posterword Agent PG");
    const alerts = smtp.received.filter((mail) => mail.envelopeTo.includes(seeker.user.email));
    expect(alerts.map((mail) => mail.text).join(" ")).not.toContain("Posterword Owner PG");
  });
});
