import { describe, expect, it } from "vitest";
import { logInAs, signUpAndLogIn } from "../support/accounts";
import { axeViolations, openDemoSite, watchErrors } from "../support/browser";
import { HttpClient } from "../support/http";
import { approveAsShown, demoHotel, minimalListing, submitPendingListing, uploadedFile } from "../support/listings";
import { weeknights } from "../support/stay-days";

const site = openDemoSite();
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 375, height: 800 } };

/** Whether the whole of an element is on the screen. */
const inView = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
};

describe("the admin desk in a browser", () => {
  it("approves one pending listing and rejects another: one goes public, the other and its photos are gone", async () => {
    const { client: ownerClient, user: ownerUser } = await signUpAndLogIn(site.server.url, { role: "Owner" });
    const approved = await submitPendingListing(ownerClient, "Lotus Approved PG");
    const rejected = await submitPendingListing(ownerClient, "Thorn Rejected PG");
    for (const key of rejected.photoKeys) expect(uploadedFile(site.server.dataDir, key)).toBe(true);

    const admin = await site.signedInPage(site.accounts.admin, DESKTOP);
    await admin.goto("/admin");
    const queue = admin.getByRole("region", { name: /Pending listings/ });
    const approvedRow = queue.getByRole("listitem").filter({ hasText: "Lotus Approved PG" });
    const rejectedRow = queue.getByRole("listitem").filter({ hasText: "Thorn Rejected PG" });
    expect(await approvedRow.getByRole("link", { name: "View" }).getAttribute("href")).toBe(`/property/${approved.id}`);

    await approvedRow.getByRole("button", { name: "Approve" }).click();
    await admin.getByRole("status").filter({ hasText: "Approved “Lotus Approved PG”" }).waitFor();
    await expect.poll(() => approvedRow.count()).toBe(0);
    // The row and its button are gone: the keyboard goes on from the word that it was approved, not the page's top.
    await expect
      .poll(() => admin.evaluate(() => document.activeElement?.textContent))
      .toMatch(/^Approved “Lotus Approved PG”/);

    await rejectedRow.getByRole("button", { name: "Reject" }).click();
    const confirm = admin.getByRole("alertdialog", { name: "Reject “Thorn Rejected PG”?" });
    await confirm.waitFor();
    // The decision is one key press away, and nothing is deleted before it.
    await expect.poll(() => admin.evaluate(() => document.activeElement?.textContent)).toBe("Confirm reject");
    expect(uploadedFile(site.server.dataDir, rejected.photoKeys[0])).toBe(true);
    await confirm.getByLabel("Reason", { exact: true }).selectOption("Photos are missing or unclear");
    await confirm.getByRole("button", { name: "Confirm reject" }).press("Enter");
    await admin.getByRole("status").filter({ hasText: "Rejected “Thorn Rejected PG”" }).waitFor();
    await expect.poll(() => new URL(admin.url()).searchParams.has("reject")).toBe(false);
    await admin.getByText("No pending listings.").waitFor();
    const audit = admin.getByRole("region", { name: "Recent admin actions" });
    expect(await audit.textContent()).toContain("Approved listing “Lotus Approved PG” by GharStay Admin");
    expect(await audit.textContent()).toContain("Rejected listing “Thorn Rejected PG” by GharStay Admin");

    const visitor = await site.newPage();
    await visitor.goto("/");
    const recommended = visitor.getByRole("region", { name: "Recommended Properties" }).first();
    await recommended.getByText("Lotus Approved PG").first().waitFor({ state: "attached" });
    expect((await visitor.goto(`/property/${approved.id}`))?.status()).toBe(200);
    expect((await visitor.goto(`/property/${rejected.id}`))?.status()).toBe(404);

    const owner = await site.signedInPage({ email: ownerUser.email, password: ownerUser.password }, DESKTOP);
    await owner.goto("/profile");
    await owner.getByText("Lotus Approved PG").first().waitFor();
    expect(await owner.getByText("Thorn Rejected PG").count()).toBe(0);
    for (const key of rejected.photoKeys) expect(uploadedFile(site.server.dataDir, key)).toBe(false);
    for (const key of approved.photoKeys) expect(uploadedFile(site.server.dataDir, key)).toBe(true);

    await Promise.all([admin.context().close(), visitor.context().close(), owner.context().close()]);
  });

  it("refuses to approve a listing changed since the queue was opened, then shows and approves the new version", async () => {
    const { client: owner } = await signUpAndLogIn(site.server.url, { role: "Owner" });
    const created = await owner.postJson("/api/v1/listings", minimalListing("Jasmine First Draft"));
    const { listing } = (await created.json()) as { listing: { id: string } };

    const admin = await site.signedInPage(site.accounts.admin, DESKTOP);
    await admin.goto("/admin");
    const queue = admin.getByRole("region", { name: /Pending listings/ });
    const seen = queue.getByRole("listitem").filter({ hasText: "Jasmine First Draft" });
    await seen.waitFor();

    const edit = await owner.request(`/api/v1/listings/${listing.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(minimalListing("Jasmine Final Version")),
    });
    expect(edit.status).toBe(200);

    await seen.getByRole("button", { name: "Approve" }).click();
    await admin
      .getByRole("alert")
      .filter({ hasText: "This listing changed since you opened it. Review it again." })
      .waitFor();
    const current = queue.getByRole("listitem").filter({ hasText: "Jasmine Final Version" });
    await current.waitFor();
    expect(await seen.count()).toBe(0);
    await current.getByRole("button", { name: "Approve" }).click();
    await admin.getByRole("status").filter({ hasText: "Approved “Jasmine Final Version”" }).waitFor();
    await admin.context().close();
  });

  it("draws the charts from the data on the dashboard only, and its content passes an accessibility check", async () => {
    const admin = await site.signedInPage(site.accounts.admin, DESKTOP);
    await admin.goto("/admin");
    await admin.locator(".recharts-wrapper").first().waitFor();
    // Listings per city, per type, and leads per day.
    expect(await admin.locator(".recharts-wrapper").count()).toBe(3);
    expect(await admin.getByRole("table", { name: "Listings per city" }).getByRole("row").count()).toBeGreaterThan(5);
    const serious = (await axeViolations(admin, "#main")).filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    const scripts: string[] = [];
    const visitor = await site.newPage();
    visitor.on("response", (res) => {
      if (res.url().endsWith(".js")) scripts.push(res.url());
    });
    await visitor.goto("/");
    await visitor.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes("listing-charts"))).toEqual([]);
    await Promise.all([admin.context().close(), visitor.context().close()]);
  });

  it("keeps a phone's screen on the Reject confirmation asked for, Approve on screen in All properties, and the bookings table inside the screen", async () => {
    const { client: ownerClient } = await signUpAndLogIn(site.server.url, { role: "Owner" });
    await submitPendingListing(ownerClient, "Far Down Rejected PG");
    const hotel = await demoHotel(site.server.url);
    const { checkIn, checkOut } = weeknights(200);
    const booked = await new HttpClient(site.server.url).postJson(`/api/v1/listings/${hotel.id}/bookings`, {
      roomTypeId: hotel.rooms["Standard Room"],
      checkIn,
      checkOut,
      guests: 2,
      name: "Kiran Wide Table",
      mobileNumber: "9876543210",
      email: "kiran.wide@example.com",
    });
    expect(booked.status).toBe(201);

    const admin = await site.signedInPage(site.accounts.admin, PHONE);
    await admin.goto("/admin");
    const row = admin.getByRole("listitem").filter({ hasText: "Far Down Rejected PG" });
    await row.getByRole("button", { name: "Reject" }).click();
    const confirm = admin.getByRole("alertdialog", { name: "Reject “Far Down Rejected PG”?" });
    await confirm.waitFor();
    await expect.poll(() => confirm.getByRole("button", { name: "Confirm reject" }).evaluate(inView)).toBe(true);
    await confirm.getByRole("link", { name: "Cancel" }).click();

    // All properties: the row's 'Approve' is on the phone's screen, not beyond the table's right edge.
    await admin.goto("/admin/properties?q=Far+Down+Rejected");
    const approve = admin.getByRole("row", { name: /Far Down Rejected PG/ }).getByRole("button", { name: "Approve" });
    // Measured where the page puts it, before anything is scrolled sideways to show it.
    const { left, right } = await approve.evaluate((button) => button.getBoundingClientRect().toJSON());
    expect([left >= 0, right <= 375]).toEqual([true, true]);

    await admin.goto("/admin/bookings");
    await admin.getByText("Kiran Wide Table").first().waitFor({ state: "attached" });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await admin.context().close();
  });

  it("shows a message kept without SMTP in the outbox, and its link opens from the sandboxed frame", async () => {
    const { client: owner } = await signUpAndLogIn(site.server.url, { role: "Owner" });
    const created = await owner.postJson("/api/v1/listings", minimalListing("Outbox Frame Room"));
    const { listing } = (await created.json()) as { listing: { id: string } };
    expect((await approveAsShown(await logInAs(site.server.url, site.accounts.admin), listing.id)).status).toBe(200);

    const admin = await site.signedInPage(site.accounts.admin, DESKTOP);
    const errors = watchErrors(admin, 200);
    await admin.goto("/admin/outbox");
    await admin.getByText("SMTP_URL is not set").waitFor();
    await admin.getByRole("link", { name: "Your listing “Outbox Frame Room” is live on GharStay" }).click();
    await admin
      .getByRole("heading", { level: 1, name: "Your listing “Outbox Frame Room” is live on GharStay" })
      .waitFor();
    const frame = admin.frameLocator('iframe[title="“Your listing “Outbox Frame Room” is live on GharStay” as HTML"]');
    const [opened] = await Promise.all([
      admin.context().waitForEvent("page"),
      frame.getByRole("link", { name: "See your listing" }).click(),
    ]);
    await opened.waitForURL(`**/property/${listing.id}`);
    await opened.getByRole("heading", { name: "Outbox Frame Room" }).first().waitFor();
    expect(errors).toEqual([]);
    await admin.context().close();
  });
});
