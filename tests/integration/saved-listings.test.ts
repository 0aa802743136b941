import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInWithFetch, signUpAndLogIn } from "../support/accounts";
import { cards, fetchPage, names } from "../support/html";
import { HttpClient } from "../support/http";
import { submitPendingListing } from "../support/listings";
import type { RunningServer } from "../support/server";
import { sharedDemoServer } from "../support/shared-server";

let server: RunningServer;

beforeAll(async () => {
  server = sharedDemoServer();
});

afterAll(async () => {
  await server?.stop();
});

/** The id of a demo listing shown on /pgs, read from its card's link. */
async function publicListingId(name: string): Promise<string> {
  const card = cards((await fetchPage(server.url, "/pgs")).html).find((c) => c.name === name);
  if (!card) throw new Error(`${name} is not on /pgs`);
  return card.href.replace("/property/", "");
}

const savedIds = async (client: HttpClient) =>
  ((await (await client.get("/api/v1/saved-listings")).json()) as { listingIds: string[] }).listingIds;

describe("saving listings through /api/v1/saved-listings", () => {
  it("saves and unsaves a public listing, and the profile's Favourites tab lists it", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const metroNest = await publicListingId("Metro Nest PG");
    expect(await savedIds(client)).toEqual([]);
    const emptyTab = await (await client.get("/profile?tab=favourites")).text();
    expect(emptyTab).toContain("No favourites yet.");

    const saved = await client.postJson("/api/v1/saved-listings", { listingId: metroNest, saved: true });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toEqual({ listingId: metroNest, saved: true });
    // Saving twice is harmless: a heart pressed in two tabs.
    expect((await client.postJson("/api/v1/saved-listings", { listingId: metroNest, saved: true })).status).toBe(200);
    expect(await savedIds(client)).toEqual([metroNest]);

    const tab = await client.get("/profile?tab=favourites");
    expect(tab.status).toBe(200);
    const html = await tab.text();
    expect(names(html)).toEqual(["Metro Nest PG"]);
    expect(html).toContain('aria-current="page"');
    // The listings tab keeps its sections and texts.
    const listingsTab = await (await client.get("/profile")).text();
    expect(listingsTab).toContain("No approved listings.");
    expect(listingsTab).toContain("No pending listings.");
    expect(names(listingsTab)).toEqual([]);

    const unsaved = await client.postJson("/api/v1/saved-listings", { listingId: metroNest, saved: false });
    expect(unsaved.status).toBe(200);
    expect(await savedIds(client)).toEqual([]);
    expect(await (await client.get("/profile?tab=favourites")).text()).toContain("No favourites yet.");
  });

  it("lists the newest saved first", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const first = await publicListingId("Metro Nest PG");
    const pgs = cards((await fetchPage(server.url, "/pgs")).html).filter((c) => c.name !== "Metro Nest PG");
    const second = pgs[0].href.replace("/property/", "");
    await client.postJson("/api/v1/saved-listings", { listingId: first, saved: true });
    await client.postJson("/api/v1/saved-listings", { listingId: second, saved: true });
    expect(await savedIds(client)).toEqual([second, first]);
    expect(names(await (await client.get("/profile?tab=favourites")).text())).toEqual([pgs[0].name, "Metro Nest PG"]);
  });

  it("refuses visitors, other sites, bodies that are not JSON, bad ids and pending listings", async () => {
    const metroNest = await publicListingId("Metro Nest PG");
    const visitor = new HttpClient(server.url);
    expect((await visitor.postJson("/api/v1/saved-listings", { listingId: metroNest, saved: true })).status).toBe(401);
    expect((await visitor.get("/api/v1/saved-listings")).status).toBe(401);

    const { client, user } = await signUpAndLogIn(server.url);
    const cookie = (await logInWithFetch(server.url, user)).map((line) => line.split(";")[0]).join("; ");
    const crossSite = await fetch(`${server.url}/api/v1/saved-listings`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ listingId: metroNest, saved: true }),
    });
    expect(crossSite.status).toBe(403);

    const textPlain = await client.request("/api/v1/saved-listings", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ listingId: metroNest, saved: true }),
    });
    expect(textPlain.status).toBe(415);

    for (const body of [
      { listingId: "not-a-listing", saved: true },
      { listingId: "'; drop table listings; --", saved: true },
      { listingId: metroNest, saved: "yes" },
      { listingId: 42, saved: true },
      {},
    ]) {
      const res = await client.postJson("/api/v1/saved-listings", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    }
    const unknown = await client.postJson("/api/v1/saved-listings", {
      listingId: "00000000-0000-4000-8000-000000000000",
      saved: true,
    });
    expect(unknown.status).toBe(404);

    const { client: owner } = await signUpAndLogIn(server.url);
    const pending = await submitPendingListing(owner, "Quiet Pending PG");
    const refused = await client.postJson("/api/v1/saved-listings", { listingId: pending.id, saved: true });
    expect(refused.status).toBe(404);
    // Not even its owner can save it before an Admin approves it.
    expect((await owner.postJson("/api/v1/saved-listings", { listingId: pending.id, saved: true })).status).toBe(404);
    expect(await savedIds(client)).toEqual([]);
  });
});

describe("/favourites, a visitor's favourites kept in the browser", () => {
  it("shows cards for public listings among the ids asked for, and sends a signed-in user to the profile", async () => {
    const metroNest = await publicListingId("Metro Nest PG");
    const { client: owner } = await signUpAndLogIn(server.url);
    const pending = await submitPendingListing(owner, "Hidden Pending PG");
    const visitor = new HttpClient(server.url);
    const data = await visitor.get(`/favourites.data?ids=${pending.id},${metroNest},nonsense`);
    expect(data.status).toBe(200);
    const text = await data.text();
    expect(text).toContain("Metro Nest PG");
    expect(text).not.toContain("Hidden Pending PG");

    const signedIn = await owner.get("/favourites");
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/profile?tab=favourites");
  });
});
