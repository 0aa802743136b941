import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, logInAs, signUpAndLogIn } from "../support/accounts";
import { type DatabasePlace, durableDatabase, queryDatabase } from "../support/database";
import { demoAccounts } from "../support/demo-accounts";
import { text } from "../support/html";
import { HttpClient } from "../support/http";
import { approveAsShown } from "../support/listings";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

let smtp: TestSmtpServer;
let server: TestServer;
let place: DatabasePlace;
let removeDatabase: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const database = await durableDatabase({ demo: true });
  place = database.place;
  removeDatabase = database.remove;
  server = await startTestServer({ demo: true, ...place, env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await removeDatabase?.();
});

/**
 * Moves a listing's last confirmation back in time, and its posting with it where it would come after (a listing is
 * posted before it is confirmed). PGlite admits one process at a time, so the server stops, the row changes, and the
 * server starts again on the same database; its freshness look runs soon after.
 */
async function confirmedDaysAgo(id: string, days: number) {
  await server.stop();
  await queryDatabase(
    place,
    `update listings set confirmed_at = now() - interval '${days} days',
       created_at = least(created_at, now() - interval '${days} days') where id = '${id}'`,
  );
  server = await startTestServer({ ...place, env: { SMTP_URL: smtp.url } });
}

const visitorStatus = async (id: string) => (await fetch(`${server.url}/property/${id}`)).status;
/** The listing page's heading, down to its details: name, place, price and freshness, not the cards below. */
async function headingOf(id: string) {
  const html = text(await (await fetch(`${server.url}/property/${id}`)).text());
  const [start, end] = [html.indexOf("<h1"), html.indexOf('aria-labelledby="facts"')];
  expect(start, "the listing's heading").toBeGreaterThanOrEqual(0);
  expect(end, "the listing's details after its heading").toBeGreaterThan(start);
  return html.slice(start, end);
}
const SUBJECT = (name: string) => `Is “${name}” still available?`;
/** A warning's two links, 'Still available' then 'Rented or sold' (the button repeats the first). */
const linksIn = (mail: { text?: string }) => [
  ...new Set((mail.text ?? "").split(/\s+/).filter((word) => word.startsWith(`${server.url}/listing-link?token=`))),
];

describe("fresh listings", () => {
  it("warns the owner once, 7 days before 60 days without confirmation, with single-use links that work without logging in", async () => {
    const admin = await logInAs(server.url, demoAccounts(server).admin);
    const { client, user } = await signUpAndLogIn(server.url, { role: "Owner" });
    const name = "Ageing Lane PG";
    const created = await client.postJson("/api/v1/listings", {
      listingType: "PG",
      propertyType: "Single Room",
      propertyCategory: "Residential",
      city: "Varanasi",
      projectBuildingName: name,
      locality: "Lanka",
      price: "6500",
      amenities: [],
      imageIds: [],
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { listing: { id: string } }).listing.id;
    expect((await approveAsShown(admin, id)).status).toBe(200);
    expect(await headingOf(id)).toContain("Posted today");

    await confirmedDaysAgo(id, 54);
    expect(await headingOf(id)).toContain("Posted 54 days ago");
    const warning = await smtp.waitForMail(user.email, SUBJECT(name));
    expect(await visitorStatus(id)).toBe(200);
    expect(warning.text).toContain("Still available:");
    expect(warning.text).toContain("Rented or sold:");
    const [renewLink, closeLink] = linksIn(warning);
    expect(closeLink).toBeDefined();

    // 'Still available' keeps the listing on the click itself, with no session.
    const renewed = await fetch(renewLink);
    expect(renewed.status).toBe(200);
    expect(text(await renewed.text())).toContain(`Thank you. “${name}” stays on GharStay for another 60 days.`);
    const visitor = new HttpClient(server.url);
    for (const link of [renewLink, closeLink]) {
      const again = await visitor.postForm(link, {});
      expect(again.status).toBe(410);
      expect(text(await again.text())).toContain("This link has already been used.");
    }
    expect(await visitorStatus(id)).toBe(200);
    expect(await headingOf(id)).toContain("Updated today");

    // Past 60 days it leaves public pages, the owner sees it on /profile and renews it there.
    await confirmedDaysAgo(id, 61);
    const warnings = () =>
      smtp.received.filter((mail) => mail.subject === SUBJECT(name) && mail.envelopeTo.includes(user.email));
    // Renewing made it due a warning again; until then there was only the one.
    await expect.poll(() => warnings().length, { timeout: 20_000 }).toBe(2);
    const second = warnings()[1];
    await expect.poll(() => visitorStatus(id), { timeout: 20_000 }).toBe(404);
    expect(await (await fetch(`${server.url}/pgs?city=Varanasi`)).text()).not.toContain(`/property/${id}`);
    const owner = await logIn(new HttpClient(server.url), user.email, user.password);
    const profile = text(await (await owner.get("/profile")).text());
    expect(profile).toContain("Expiring listings");
    expect(profile).toContain(name);
    expect(profile).toContain("Still available");
    const stranger = (await signUpAndLogIn(server.url)).client;
    expect((await stranger.postForm(`/profile/listings/${id}/renew`, {})).status).toBe(403);
    const renewOnProfile = await owner.postForm(`/profile/listings/${id}/renew`, {});
    expect(renewOnProfile.status).toBe(302);
    expect(await visitorStatus(id)).toBe(200);

    // The second warning's 'Rented or sold' asks first (a mail scanner must not take a listing down), then
    // its button takes it off for good.
    const [, rented] = linksIn(second);
    const asked = await fetch(rented);
    expect(asked.status).toBe(200);
    const askedPage = await asked.text();
    expect(text(askedPage)).toContain(`Mark “${name}” as rented or sold? It will no longer show on GharStay.`);
    expect(await visitorStatus(id)).toBe(200);
    const button = /<form[^>]*action="([^"]+)"/.exec(askedPage)?.[1]?.replaceAll("&amp;", "&");
    const { pathname, search } = new URL(rented);
    expect(button).toBe(`${pathname}${search}&confirmed`);
    // A client that posts to the e-mail's link itself, without the button's marker, is answered as the button is.
    const closed = await new HttpClient(server.url).postForm(rented, {});
    expect(closed.status).toBe(200);
    expect(text(await closed.text())).toContain(`“${name}” is marked rented or sold and no longer shows on GharStay.`);
    expect(await visitorStatus(id)).toBe(404);

    await server.stop();
    const audit = await queryDatabase<{ action: string }>(
      place,
      `select action from audit_log where subject_id = '${id}' order by created_at`,
    );
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["listing.renew", "listing.expire", "listing.close"]),
    );
  }, 180_000);
});
