import { describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts";
import { test } from "../support/fixtures";
import { cards, text } from "../support/html";
import type { HttpClient } from "../support/http";
import { approveAsShown } from "../support/listings";
import type { RunningServer } from "../support/server";
import { linkIn, type ReceivedMail, type TestSmtpServer } from "../support/smtp";

const SEARCH = "?city=Noida&type=pg&maxPrice=10000";
const SEARCH_NAME = "PGs in Noida up to ₹10,000";
const ALERT_SUBJECT = `New listing for your search “${SEARCH_NAME}”`;

let smtp: TestSmtpServer;
let server: RunningServer;
let admin: HttpClient;
let owner: HttpClient;

test.override("serverSetup", { demo: true, mail: true });

test.beforeAll(({ smtp: mailbox, server: started, admin: signedInAdmin, owner: signedInOwner }) => {
  smtp = mailbox;
  server = started;
  admin = signedInAdmin;
  owner = signedInOwner;
});

/** An owner posts a PG in a city at a price through the API; it starts pending. */
async function postPg(name: string, price: number, city = "Noida"): Promise<string> {
  const res = await owner.postJson("/api/v1/listings", {
    listingType: "PG",
    propertyType: "Shared Room",
    propertyCategory: "Residential",
    city,
    projectBuildingName: name,
    locality: "Sector 62",
    price: String(price),
    amenities: [],
    imageIds: [],
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { listing: { id: string } }).listing.id;
}

async function approve(id: string) {
  expect((await approveAsShown(admin, id)).status).toBe(200);
}

/** A Client who saved the Noida PG search from the explore page's form, with instant alerts. */
async function subscriber() {
  const { client, user } = await signUpAndLogIn(server.url, { role: "Client" });
  const res = await client.postForm("/saved-searches", {
    intent: "save",
    name: SEARCH_NAME,
    frequency: "instant",
    query: SEARCH,
  });
  expect(res.status, await res.clone().text()).toBe(302);
  expect(res.headers.get("location")).toBe("/profile?tab=saved-searches");
  return { client, email: user.email };
}

/** A header as sent, unfolded (long headers are wrapped onto the next line). */
const header = (mail: ReceivedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, " ");
const alertsTo = (email: string) =>
  smtp.received.filter((mail) => mail.subject === ALERT_SUBJECT && mail.envelopeTo.includes(email));

describe("saved searches with alerts", () => {
  it("alerts an instant subscriber within a minute of a matching approval, and never for pending or other listings", async () => {
    const first = await subscriber();
    const second = await subscriber();
    const profile = await (await first.client.get("/profile?tab=saved-searches")).text();
    expect(profile).toContain(SEARCH_NAME);
    expect(profile).toContain(`href="/explore${SEARCH.replaceAll("&", "&amp;")}"`);

    const tooDear = await postPg("Too Dear PG", 15_000);
    const elsewhere = await postPg("Lucknow Alert PG", 9_000, "Lucknow");
    await postPg("Still Pending PG", 9_000);
    await approve(tooDear);
    await approve(elsewhere);
    const matching = await postPg("Alert Match PG", 9_500);
    const approvedAt = Date.now();
    await approve(matching);

    const mail = await smtp.waitForMail(first.email, ALERT_SUBJECT, 60_000);
    expect(Date.now() - approvedAt).toBeLessThan(60_000);
    expect(mail.text).toContain("Alert Match PG, Sector 62, Noida: ₹9,500 / month");
    expect(mail.text).toContain(`${server.url}/property/${matching}`);
    const link = linkIn(mail, `${server.url}/unsubscribe?token=`);
    expect(header(mail, "list-unsubscribe")).toBe(`List-Unsubscribe: <${link}>`);
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    await smtp.waitForMail(second.email, ALERT_SUBJECT, 60_000);

    // Listings are looked at oldest approval first, so the others were judged before this one was mailed.
    const texts = smtp.received
      .filter((received) => received.subject?.startsWith("New listing for your search"))
      .map((received) => received.text ?? "")
      .join("\n");
    expect(texts).not.toContain("Too Dear PG");
    expect(texts).not.toContain("Lucknow Alert PG");
    expect(texts).not.toContain("Still Pending PG");
    expect(alertsTo(first.email)).toHaveLength(1);

    // Saved after that approval, a search is not told of the listing when its owner only renews it ('Still
    // available'); a listing approved after the renewal is its first alert.
    const later = await subscriber();
    expect((await owner.postForm(`/profile/listings/${matching}/renew`, {})).status).toBe(302);
    const next = await postPg("Next Match PG", 9_200);
    await approve(next);
    await smtp.waitForMail(later.email, ALERT_SUBJECT, 60_000);
    const told = alertsTo(later.email).map((received) => received.text ?? "");
    expect(told).toHaveLength(1);
    expect(told[0]).toContain("Next Match PG");
  });

  it("stops alerts from the unsubscribe link (confirm page and button, or the one-click POST), without logging in", async () => {
    const byPage = await subscriber();
    const byOneClick = await subscriber();
    const stillSubscribed = await subscriber();
    await approve(await postPg("First Alert PG", 8_000));
    const [pageMail, oneClickMail] = await Promise.all([
      smtp.waitForMail(byPage.email, ALERT_SUBJECT, 60_000),
      smtp.waitForMail(byOneClick.email, ALERT_SUBJECT, 60_000),
      smtp.waitForMail(stillSubscribed.email, ALERT_SUBJECT, 60_000),
    ]);

    const link = linkIn(pageMail, `${server.url}/unsubscribe?token=`);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = text(await page.text());
    expect(html).toContain(`Stop e-mail alerts for your saved search “${SEARCH_NAME}”?`);
    expect(html).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/);
    const confirmed = await fetch(link, { method: "POST", headers: { origin: server.url } });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("You will get no more alerts for");

    // A mail client's one-click POST: no cookie, no Origin, the RFC 8058 body.
    const oneClick = /<([^>]+)>/.exec(header(oneClickMail, "list-unsubscribe") ?? "")?.[1] ?? "";
    const posted = await fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(200);
    expect(await (await fetch(oneClick)).text()).toContain("You will get no more alerts for");

    await approve(await postPg("Second Alert PG", 8_500));
    // The subscriber who stayed gets the second alert; by then the others' would have come too.
    await expect.poll(() => alertsTo(stillSubscribed.email).length, { timeout: 60_000 }).toBe(2);
    expect(alertsTo(byPage.email)).toHaveLength(1);
    expect(alertsTo(byOneClick.email)).toHaveLength(1);

    expect((await fetch(`${server.url}/unsubscribe?token=not-a-token`)).status).toBe(404);
  });
});

describe("managing saved searches", () => {
  it("lets only their owner rename or delete them, through the API and the profile's forms", async () => {
    const { client } = await signUpAndLogIn(server.url, { role: "Client" });
    const { client: other } = await signUpAndLogIn(server.url, { role: "Client" });
    const created = await client.postJson("/api/v1/me/saved-searches", {
      name: "Hotels in Lucknow",
      frequency: "daily",
      query: "?type=hotel&city=lucknow&page=3&utm=x",
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { savedSearch } = (await created.json()) as { savedSearch: { id: string; query: string } };
    // Stored as the search page reads it: its canonical form, without the page.
    expect(savedSearch.query).toBe("?city=Lucknow&type=hotel");

    const path = `/api/v1/me/saved-searches/${savedSearch.id}`;
    const patch = (as: HttpClient, body: unknown) =>
      as.request(path, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await patch(other, { name: "Mine now" })).status).toBe(404);
    expect((await other.request(path, { method: "DELETE" })).status).toBe(404);
    expect((await other.postForm("/saved-searches", { intent: "delete", id: savedSearch.id })).status).toBe(404);

    const renamed = await patch(client, { name: "Lucknow hotels" });
    expect(renamed.status).toBe(200);
    const list = (await (await client.get("/api/v1/me/saved-searches")).json()) as {
      savedSearches: Array<{ name: string }>;
    };
    expect(list.savedSearches.map((search) => search.name)).toEqual(["Lucknow hotels"]);
    expect(
      ((await (await other.get("/api/v1/me/saved-searches")).json()) as { savedSearches: unknown[] }).savedSearches,
    ).toEqual([]);

    const renamedByForm = await client.postForm("/saved-searches", {
      intent: "update",
      id: savedSearch.id,
      name: "Hotels, Lucknow",
    });
    expect(renamedByForm.status).toBe(302);
    expect(await (await client.get("/profile?tab=saved-searches")).text()).toContain("Hotels, Lucknow");
    expect((await client.postForm("/saved-searches", { intent: "delete", id: savedSearch.id })).status).toBe(302);
    expect((await client.request(path, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses bad input with 400 and a message, and visitors with 401 or the log-in page", async () => {
    const { client } = await signUpAndLogIn(server.url, { role: "Client" });
    const empty = await client.postJson("/api/v1/me/saved-searches", { name: " ", frequency: "hourly", query: "" });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe("Enter a name for this search.");
    const notJson = await client.request("/api/v1/me/saved-searches", { method: "POST", body: "name=x" });
    expect(notJson.status).toBe(415);
    const nothing = await client.request("/api/v1/me/saved-searches/not-an-id", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({}),
    });
    expect(nothing.status).toBe(400);

    const form = await client.postForm("/saved-searches", {
      intent: "save",
      name: "",
      frequency: "instant",
      query: SEARCH,
    });
    expect(form.status, form.headers.get("location") ?? "").toBe(400);
    expect(await form.text()).toContain("Enter a name for this search.");
    expect((await client.postForm("/saved-searches", { intent: "explode" })).status).toBe(400);
    expect((await client.postForm("/saved-searches", { intent: "delete", id: "x'; drop table" })).status).toBe(400);

    expect((await fetch(`${server.url}/api/v1/me/saved-searches`)).status).toBe(401);
    const visitor = await fetch(`${server.url}/explore${SEARCH}`);
    expect(await visitor.text()).toContain("Log in to save this search");
    const signedIn = await (await client.get(`/explore${SEARCH}`)).text();
    expect(signedIn).toContain("Save this search");
    expect(signedIn).toContain(`value="${SEARCH_NAME}"`);
    const stayPage = await (await client.get("/pgs?city=Noida&maxPrice=10000")).text();
    expect(stayPage).toContain(`name="query" value="${SEARCH.replaceAll("&", "&amp;")}"`);
  });

  it("keeps a search saved twice (a second press, a retry) as one, with the name and alerts chosen last", async () => {
    const { client } = await signUpAndLogIn(server.url, { role: "Client" });
    const save = (name: string, frequency: string) =>
      client.postForm("/saved-searches", { intent: "save", name, frequency, query: SEARCH });
    const [first, second] = await Promise.all([save(SEARCH_NAME, "instant"), save(SEARCH_NAME, "instant")]);
    expect([first.status, second.status]).toEqual([302, 302]);
    const again = await client.postJson("/api/v1/me/saved-searches", {
      name: "Noida PGs",
      frequency: "daily",
      query: `${SEARCH}&page=2`,
    });
    expect(again.status).toBe(200);
    const list = (await (await client.get("/api/v1/me/saved-searches")).json()) as {
      savedSearches: Array<{ name: string; frequency: string; query: string }>;
    };
    expect(list.savedSearches.map(({ name, frequency }) => [name, frequency])).toEqual([["Noida PGs", "daily"]]);
  });

  it("keeps at most 20 saved searches per user", async () => {
    const { client } = await signUpAndLogIn(server.url, { role: "Client" });
    for (let i = 1; i <= 20; i++) {
      const res = await client.postJson("/api/v1/me/saved-searches", {
        name: `Search ${i}`,
        frequency: "daily",
        query: `?maxPrice=${i * 1000}`,
      });
      expect(res.status).toBe(201);
    }
    const refused = await client.postJson("/api/v1/me/saved-searches", {
      name: "One more",
      frequency: "daily",
      query: "",
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(
      "You can keep up to 20 saved searches. Delete one to save another.",
    );
  });
});

describe("similar listings", () => {
  it("shows four approved listings of the same city and kind, nearest in price, never itself or a pending one", async () => {
    const city = "Kanpur";
    const prices = [7_000, 7_100, 6_900, 7_300, 6_600, 12_000];
    const ids: string[] = [];
    for (const [at, price] of prices.entries()) ids.push(await postPg(`Similar PG ${at}`, price, city));
    for (const id of ids) await approve(id);
    await postPg("Similar Pending PG", 7_050, city);

    const html = await (await fetch(`${server.url}/property/${ids[0]}`)).text();
    const section = html.slice(html.indexOf('id="similar-listings"'));
    const similar = cards(section.slice(0, section.indexOf("</section>")));
    expect(similar).toHaveLength(4);
    expect(similar.map((card) => card.href)).not.toContain(`/property/${ids[0]}`);
    expect(similar.map((card) => card.name)).not.toContain("Similar Pending PG");
    expect(similar.map((card) => card.name)).not.toContain("Similar PG 5");
    expect(html).toMatch(/>Share<\/a>/);
  });
});
