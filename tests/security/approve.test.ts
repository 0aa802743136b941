import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs, signUpAndLogIn } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { HttpClient } from "../support/http";
import { minimalListing, shownVersion } from "../support/listings";
import type { RunningServer } from "../support/server";
import { sharedDemoServer } from "../support/shared-server";

const CHANGED = "This listing changed since you opened it. Review it again.";

let server: RunningServer;

beforeAll(async () => {
  server = sharedDemoServer();
});

afterAll(async () => {
  await server?.stop();
});

async function statusOf(owner: HttpClient, id: string): Promise<string> {
  const { listing } = (await (await owner.get(`/api/v1/listings/${id}`)).json()) as { listing: { status: string } };
  return listing.status;
}

describe("approving a listing", () => {
  it.each([
    ["the dashboard's queue", "/admin", "/admin?index"],
    ["All properties", "/admin/properties?status=pending", "/admin/properties"],
  ])("from %s publishes only the version the Admin saw", async (_, queuePath, actionPath) => {
    const { client: owner } = await signUpAndLogIn(server.url);
    const name = `Seen Version ${queuePath}`;
    const created = await owner.postJson("/api/v1/listings", minimalListing(name));
    expect(created.status).toBe(201);
    const { listing } = (await created.json()) as { listing: { id: string } };

    const admin = await logInAs(server.url, demoAccounts(server).admin);
    const seen = shownVersion(await (await admin.get(queuePath)).text(), listing.id);
    expect(seen).toBeTruthy();

    const edit = await owner.request(`/api/v1/listings/${listing.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...minimalListing(`${name} Edited`), price: "99000" }),
    });
    expect(edit.status).toBe(200);

    const stale = await admin.postForm(actionPath, {
      intent: "approve",
      listingId: listing.id,
      version: seen as string,
    });
    expect(stale.status).toBe(409);
    const page = await stale.text();
    expect(page).toContain(CHANGED);
    expect(await statusOf(owner, listing.id)).toBe("pending");
    expect((await new HttpClient(server.url).get(`/property/${listing.id}`)).status).toBe(404);

    // The answer shows the queue again, with the owner's new version to review and approve.
    const current = shownVersion(page, listing.id);
    expect(current).toBeTruthy();
    expect(current).not.toBe(seen);
    expect(page).toContain(`${name} Edited`);
    const approved = await admin.postForm(actionPath, {
      intent: "approve",
      listingId: listing.id,
      version: current as string,
    });
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain(`Approved “${name} Edited”: it is now public.`);
    expect(await statusOf(owner, listing.id)).toBe("approved");
    const publicPage = await (await new HttpClient(server.url).get(`/property/${listing.id}`)).text();
    expect(publicPage).toContain("99,000");
  });

  it("refuses an approval that names no version, or a malformed one, and leaves the listing pending", async () => {
    const { client: owner } = await signUpAndLogIn(server.url);
    const created = await owner.postJson("/api/v1/listings", minimalListing("Versionless Approval"));
    const { listing } = (await created.json()) as { listing: { id: string } };
    const admin = await logInAs(server.url, demoAccounts(server).admin);
    for (const version of [undefined, "", "yesterday", "2024-13-45T99:00:00.000Z"]) {
      const fields = { intent: "approve", listingId: listing.id, ...(version === undefined ? {} : { version }) };
      const res = await admin.postForm("/admin?index", fields);
      expect(res.status, String(version)).toBe(400);
      expect(await res.text()).toContain("Choose a listing to approve or reject.");
    }
    expect(await statusOf(owner, listing.id)).toBe("pending");
  });
});
