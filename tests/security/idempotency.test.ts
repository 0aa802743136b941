import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "~/features/contact/contact-schema";
// The contact messages are read in the language being served: outside a request, English.
import "~/lib/i18n.server";
import { logInAs, signUpAndLogIn } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { HttpClient } from "../support/http";
import { minimalListing } from "../support/listings";
import type { RunningServer } from "../support/server";
import { sharedDemoServer } from "../support/shared-server";

const BAD_KEY = "The submission key must be 8 to 100 letters, digits, hyphens or underscores.";

let server: RunningServer;

beforeAll(async () => {
  server = sharedDemoServer();
});

afterAll(async () => {
  await server?.stop();
});

function postListing(owner: HttpClient, name: string, key?: string) {
  return owner.postJson("/api/v1/listings", minimalListing(name), {
    headers: key === undefined ? {} : { "Idempotency-Key": key },
  });
}

async function answer(res: Response) {
  return { status: res.status, body: await res.json() };
}

async function ownListingNames(owner: HttpClient): Promise<string[]> {
  const { listings } = (await (await owner.get("/api/v1/listings")).json()) as {
    listings: Array<{ projectBuildingName: string }>;
  };
  return listings.map((listing) => listing.projectBuildingName);
}

/** How many messages with this text the Admin's inbox shows (each is its own paragraph). */
async function inboxCount(text: string): Promise<number> {
  const admin = await logInAs(server.url, demoAccounts(server).admin);
  return (await (await admin.get("/admin/contacts")).text()).split(`>${text}</p>`).length - 1;
}

describe("a listing sent again with the same Idempotency-Key", () => {
  it("is stored once, and the repeat gets the first answer", async () => {
    const { client: owner } = await signUpAndLogIn(server.url);
    const key = randomUUID();
    const first = await answer(await postListing(owner, "Retried Residency", key));
    const again = await answer(await postListing(owner, "Retried Residency", key));
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(await ownListingNames(owner)).toEqual(["Retried Residency"]);

    const other = await answer(await postListing(owner, "Retried Residency", randomUUID()));
    expect(other.status).toBe(201);
    expect(other.body.listing.id).not.toBe(first.body.listing.id);
    expect(await ownListingNames(owner)).toHaveLength(2);
  });

  it("ten at once make one listing, and all ten get its answer", async () => {
    const { client: owner } = await signUpAndLogIn(server.url);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postListing(owner, "Parallel Retry House", key).then(answer)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0].status).toBe(201);
    expect(await ownListingNames(owner)).toEqual(["Parallel Retry House"]);
  });

  it("is per user: another user's identical key creates their own listing", async () => {
    const key = randomUUID();
    const { client: one } = await signUpAndLogIn(server.url);
    const { client: two } = await signUpAndLogIn(server.url);
    const first = await answer(await postListing(one, "Shared Key One", key));
    const second = await answer(await postListing(two, "Shared Key Two", key));
    expect(second.status).toBe(201);
    expect(second.body.listing.id).not.toBe(first.body.listing.id);
    expect(await ownListingNames(two)).toEqual(["Shared Key Two"]);
  });

  it("refuses a malformed key with 400 and creates nothing", async () => {
    const { client: owner } = await signUpAndLogIn(server.url);
    for (const key of ["short", "x".repeat(101), "has spaces in it", "semi;colon;key", "ünïcödé-key"]) {
      const res = await owner.request("/api/v1/listings", {
        method: "POST",
        headers: { "content-type": "application/json", "Idempotency-Key": encodeURI(key) },
        body: JSON.stringify(minimalListing("Bad Key House")),
      });
      expect(res.status, key).toBe(400);
      expect(await res.json()).toEqual({ error: BAD_KEY });
    }
    expect(await ownListingNames(owner)).toEqual([]);
  });
});

describe("a contact message sent again", () => {
  const enquiry = (message: string) => ({
    name: "Retrying Visitor",
    mobileNumber: "9876543210",
    email: "retry@example.com",
    message,
  });

  it("through the API with the same Idempotency-Key is stored once", async () => {
    const text = `Lost my answer ${randomUUID()}`;
    const key = randomUUID();
    const send = () =>
      new HttpClient(server.url).postJson("/api/v1/contact", enquiry(text), { headers: { "Idempotency-Key": key } });
    const first = await answer(await send());
    expect(first).toEqual({ status: 201, body: { message: CONTACT_MESSAGES.sent } });
    expect(await answer(await send())).toEqual(first);
    expect(await inboxCount(text)).toBe(1);

    const bad = await new HttpClient(server.url).postJson("/api/v1/contact", enquiry(text), {
      headers: { "Idempotency-Key": "no" },
    });
    expect(await answer(bad)).toEqual({ status: 400, body: { error: BAD_KEY } });
    expect(await inboxCount(text)).toBe(1);
  });

  it("through the page's form without JavaScript, with the same submission key, is stored once", async () => {
    const text = `Double click ${randomUUID()}`;
    const visitor = new HttpClient(server.url);
    const page = await (await visitor.get("/contact")).text();
    const submissionKey = /name="submissionKey" value="([^"]+)"/.exec(page)?.[1];
    expect(submissionKey).toBeTruthy();
    const nextPage = await (await visitor.get("/contact")).text();
    expect(nextPage).not.toContain(submissionKey);

    for (let i = 0; i < 2; i++) {
      const res = await visitor.postForm("/contact", { ...enquiry(text), submissionKey: submissionKey as string });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(CONTACT_MESSAGES.sent);
      // The answer carries a fresh key, so the next message from this page is a new one.
      expect(html).not.toContain(`value="${submissionKey}"`);
    }
    expect(await inboxCount(text)).toBe(1);

    const refused = await visitor.postForm("/contact", { ...enquiry(text), submissionKey: "<script>" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(BAD_KEY);
  });
});
