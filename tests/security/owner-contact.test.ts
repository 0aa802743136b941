import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-content";
import { OWNERS_PER_DAY, REVEAL_MESSAGES } from "~/features/leads/contact-reveal-limits";
import { logIn, logInAs, type NewUser, newUser } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { text } from "../support/html";
import { HttpClient } from "../support/http";
import { approveAsShown, minimalListing } from "../support/listings";
import type { RunningServer } from "../support/server";
import { linkIn, type TestSmtpServer } from "../support/smtp";

const DEMO_OWNER = DEMO_ACCOUNTS.owner;
const SHOW_NUMBER = "Show number";
const ENQUIRIES_ONLY = "This owner takes enquiries only. Use Contact owner to write to them.";

let smtp: TestSmtpServer;
let server: RunningServer;
let admin: HttpClient;
let demoListingIds: string[];

let addresses = 0;
/** Each account signs up from an address of its own (TRUST_PROXY), so the sign-up limit per address never bites. */
const freshAddress = () => {
  addresses += 1;
  return { "x-forwarded-for": `203.0.113.${addresses}` };
};

async function signUp(overrides: Partial<NewUser> = {}): Promise<{ client: HttpClient; user: NewUser }> {
  const user = newUser(overrides);
  const client = new HttpClient(server.url);
  const res = await client.postJson(
    "/api/v1/auth/sign-up",
    { ...user, confirmPassword: user.password },
    { headers: freshAddress() },
  );
  expect(res.status, await res.clone().text()).toBe(201);
  await logIn(client, user.email, user.password);
  return { client, user };
}

/** A new account that followed the link in its verification e-mail. */
async function verifiedAccount(overrides: Partial<NewUser> = {}) {
  const account = await signUp(overrides);
  const mail = await smtp.waitForMail(account.user.email, "Confirm your GharStay e-mail address");
  const verified = await fetch(linkIn(mail, `${server.url}/verify-email?token=`));
  expect(verified.status).toBe(200);
  return account;
}

/** A new owner with one approved listing; returns the listing's id. */
async function ownerWithListing(name: string, mobileNumber: string, ownerContact?: "verified" | "enquiries") {
  const { client, user } = await signUp({ name, mobileNumber, role: "Owner" });
  const res = await client.postJson("/api/v1/listings", { ...minimalListing(`${name} House`), ownerContact });
  expect(res.status, await res.clone().text()).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: string } };
  expect((await approveAsShown(admin, listing.id)).status).toBeLessThan(400);
  return { listingId: listing.id, user, client };
}

type ApiOwner = { name: string; email: string | null; mobileNumber: string | null };

async function apiOwner(client: HttpClient, listingId: string): Promise<ApiOwner> {
  const res = await client.get(`/api/v1/listings/${listingId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { owner: ApiOwner }).owner;
}

const reveal = (client: HttpClient, listingId: string) => client.postJson(`/api/v1/listings/${listingId}/contact`, {});

test.override("serverSetup", { mail: true, demo: true, env: { TRUST_PROXY: "1" } });

test.beforeAll(async ({ server: started, smtp: mailbox, admin: signedIn }) => {
  server = started;
  smtp = mailbox;
  admin = signedIn;
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  demoListingIds = [...new Set([...sitemap.matchAll(/\/property\/([0-9a-f-]{36})/g)].map((m) => m[1]))];
  expect(demoListingIds.length).toBeGreaterThanOrEqual(20);
}, 120_000);

describe("the owner's e-mail and mobile", () => {
  it("never reach a fresh, unverified account: not in the API, not in the page, and the reveal refuses it", async () => {
    const { client } = await signUp({ role: "Client" });
    for (const id of demoListingIds) {
      const api = await (await client.get(`/api/v1/listings/${id}`)).text();
      const page = await (await client.get(`/property/${id}`)).text();
      const visitorPage = await (await fetch(`${server.url}/property/${id}`)).text();
      for (const answer of [api, page, visitorPage]) {
        expect(answer).not.toContain(DEMO_OWNER.email);
        expect(answer).not.toContain(DEMO_OWNER.mobileNumber);
      }
      expect(page).toContain(SHOW_NUMBER);
      expect(page).not.toContain("WhatsApp the owner");
    }
    const id = demoListingIds[0];
    const api = await reveal(client, id);
    expect(api.status).toBe(403);
    const refused = await api.text();
    expect(refused).toContain(REVEAL_MESSAGES.unverified);
    expect(refused).not.toContain(DEMO_OWNER.mobileNumber);
    const form = await client.postForm(`/property/${id}/contact`, {});
    expect(form.status).toBe(403);
    const formPage = await form.text();
    expect(text(formPage)).toContain(REVEAL_MESSAGES.unverified);
    expect(formPage).not.toContain(DEMO_OWNER.mobileNumber);
    expect(await (await client.get(`/property/${id}`)).text()).not.toContain(DEMO_OWNER.mobileNumber);

    const anonymous = await new HttpClient(server.url).postJson(`/api/v1/listings/${id}/contact`, {});
    expect(anonymous.status).toBe(401);
  }, 180_000);

  it("reach a verified account through 'Show number', recorded and shown to the owner, never in a cached page", async () => {
    const { client } = await verifiedAccount({ name: "Kavita Sharma", role: "Client" });
    const id = demoListingIds[1];

    // The plain form a browser without JavaScript posts: back to the listing, which now carries the number.
    const form = await client.postForm(`/property/${id}/contact`, {});
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(`/property/${id}#listing-owner`);
    const page = await (await client.get(`/property/${id}`)).text();
    expect(page).toContain(DEMO_OWNER.mobileNumber);
    expect(page).toContain(DEMO_OWNER.email);
    expect(page).toContain("WhatsApp the owner");
    expect(page).toContain("Call the owner");
    expect(page).toContain(`https://wa.me/91${DEMO_OWNER.mobileNumber}?text=`);
    expect(page).toContain(`href="tel:${DEMO_OWNER.mobileNumber}"`);
    expect(page).not.toContain(SHOW_NUMBER);
    expect(await apiOwner(client, id)).toMatchObject({
      email: DEMO_OWNER.email,
      mobileNumber: DEMO_OWNER.mobileNumber,
    });
    const api = await reveal(client, id);
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual({ owner: { email: DEMO_OWNER.email, mobileNumber: DEMO_OWNER.mobileNumber } });

    // Visitors' pages, cached or not, stay without it.
    for (let i = 0; i < 3; i++) {
      const visitor = await (await fetch(`${server.url}/property/${id}`)).text();
      expect(visitor).not.toContain(DEMO_OWNER.mobileNumber);
      expect(visitor).not.toContain(DEMO_OWNER.email);
    }

    const owner = await logInAs(server.url, demoAccounts(server).owner);
    const views = (await (await owner.get("/api/v1/me/contact-views")).json()) as {
      people: number;
      latest: Array<{ viewer: string; listingId: string }>;
    };
    expect(views.people).toBeGreaterThanOrEqual(1);
    expect(views.latest).toContainEqual(expect.objectContaining({ viewer: "Kavita", listingId: id }));
    const profile = text(await (await owner.get("/profile")).text());
    expect(profile).toMatch(/\d+ (person|people) viewed your number this week/);
    expect(profile).toContain("Kavita viewed your number on");
    expect(profile).not.toContain("Kavita Sharma");
  });

  it("are never sent for an enquiries-only listing, to anyone but its owner, and WhatsApp and Call are hidden", async () => {
    const mobile = "9822233344";
    const { listingId, client: owner, user } = await ownerWithListing("Nidhi Enquiries", mobile, "enquiries");
    const { client: viewer } = await verifiedAccount({ role: "Client" });

    for (const client of [viewer, admin]) {
      const page = await (await client.get(`/property/${listingId}`)).text();
      expect(page).not.toContain(mobile);
      expect(page).not.toContain(user.email);
      expect(page).not.toContain("WhatsApp the owner");
      expect(page).not.toContain("Call the owner");
      expect(page).not.toContain(SHOW_NUMBER);
      expect(text(page)).toContain(ENQUIRIES_ONLY);
      expect(await apiOwner(client, listingId)).toMatchObject({ email: null, mobileNumber: null });
    }
    const visitor = await (await fetch(`${server.url}/property/${listingId}`)).text();
    expect(visitor).not.toContain(mobile);
    expect(text(visitor)).toContain(ENQUIRIES_ONLY);

    const api = await reveal(viewer, listingId);
    expect(api.status).toBe(403);
    const refused = await api.text();
    expect(refused).toContain(REVEAL_MESSAGES.enquiriesOnly);
    expect(refused).not.toContain(mobile);
    const form = await viewer.postForm(`/property/${listingId}/contact`, {});
    expect(form.status).toBe(403);
    expect(await form.text()).not.toContain(mobile);
    expect(await (await viewer.get(`/property/${listingId}`)).text()).not.toContain(mobile);

    // The owner still sees their own details on their listing.
    expect(await apiOwner(owner, listingId)).toMatchObject({ mobileNumber: mobile });
  });

  it(`are shown for at most ${OWNERS_PER_DAY} distinct owners a day; the same owner again does not count`, async () => {
    const owners = [];
    for (let i = 0; i < OWNERS_PER_DAY; i++) {
      owners.push(await ownerWithListing(`Limit Owner ${i}`, `97000${String(i).padStart(5, "0")}`));
    }
    const { client: viewer } = await verifiedAccount({ role: "Client" });

    // The demo owner is the first; then 29 more reach the day's 30.
    expect((await reveal(viewer, demoListingIds[0])).status).toBe(200);
    for (const { listingId } of owners.slice(0, OWNERS_PER_DAY - 1)) {
      expect((await reveal(viewer, listingId)).status).toBe(200);
    }
    // The same owners again, through another listing or the same one, are not new owners.
    expect((await reveal(viewer, demoListingIds[2])).status).toBe(200);
    expect((await reveal(viewer, owners[0].listingId)).status).toBe(200);

    const last = owners[OWNERS_PER_DAY - 1];
    const refused = await reveal(viewer, last.listingId);
    expect(refused.status).toBe(429);
    const body = await refused.text();
    expect(body).toContain(REVEAL_MESSAGES.limit);
    expect(body).not.toContain(last.user.mobileNumber);
    const form = await viewer.postForm(`/property/${last.listingId}/contact`, {});
    expect(form.status).toBe(429);
    expect(text(await form.text())).toContain(REVEAL_MESSAGES.limit);
    expect(await (await viewer.get(`/property/${last.listingId}`)).text()).not.toContain(last.user.mobileNumber);
  }, 240_000);

  it("is a choice per listing in the wizard", async () => {
    const { client } = await signUp({ role: "Owner" });
    const wizard = text(await (await client.get("/postproperty")).text());
    expect(wizard).toContain("Show my number to verified users");
    expect(wizard).toContain("Enquiries only");
    const bad = await client.postJson("/api/v1/listings", {
      ...minimalListing("Odd Choice"),
      ownerContact: "everyone",
    });
    expect(bad.status).toBe(400);
  });
});
