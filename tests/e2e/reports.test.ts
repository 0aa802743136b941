import { describe, expect, it } from "vitest";
import { logInAs } from "../support/accounts";
import { expectAccessible, openDemoSite } from "../support/browser";

// One trusted hop, so the reporters can speak from an address of their own, not the owner's (ADR 029).
const site = openDemoSite({ env: async () => ({ TRUST_PROXY: "1" }) });
const REPORTERS_ADDRESS = { "x-forwarded-for": "203.0.113.9" };

type OwnListing = { id: string; status: string; projectBuildingName: string };

describe("reporting a listing", () => {
  // Four accounts and five axe checks: beside a second run, past the journeys' 90 s. A timed-out attempt is not stopped,
  // and goes on beside its retry, which picks the same listing: its Admin may remove what the retry is reporting.
  it("three new accounts' reports reach the Admin marked as not counting, and hide nothing until the Admin removes it", {
    timeout: 240_000,
  }, async () => {
    const ownerApi = await logInAs(site.server.url, site.accounts.owner);
    const { listings } = (await (await ownerApi.get("/api/v1/listings")).json()) as { listings: OwnListing[] };
    const listing = listings.find((entry) => entry.status === "approved");
    if (!listing) throw new Error("The demo Owner has no approved listing.");
    const search = `/explore?q=${encodeURIComponent(listing.projectBuildingName)}`;
    const visitor = await site.newPage({ viewport: { width: 375, height: 740 } });
    const listed = () => visitor.locator(`a[href="/property/${listing.id}"]`).count();

    await visitor.goto(search);
    expect(await listed()).toBeGreaterThan(0);
    await visitor.goto(`/property/${listing.id}`);
    await visitor.getByRole("link", { name: "Report this listing" }).click();
    await visitor.waitForURL("**/login?**");

    for (const reason of ["Fake or fraud", "Wrong price", "Other"]) {
      const { context } = await site.signedUpContext(
        { viewport: { width: 375, height: 740 }, extraHTTPHeaders: REPORTERS_ADDRESS },
        { role: "Client" },
      );
      const page = await context.newPage();
      await page.goto(`/property/${listing.id}`);
      await page.getByText("Report this listing").click();
      await page.getByLabel(reason, { exact: true }).check();
      if (reason === "Other")
        await page.getByRole("textbox", { name: "Details" }).fill("The owner asks for a deposit before any visit.");
      await expectAccessible(page);
      await page.getByRole("button", { name: "Send report" }).click();
      const thanks = page.getByText("Thank you. An Admin will look at your report.");
      await expect.poll(() => thanks.isVisible()).toBe(true);
      await context.close();
    }

    // Three accounts made a minute ago from one address, none verified: one voice, and not a credible one.
    await visitor.goto(search);
    expect(await listed()).toBeGreaterThan(0);
    expect((await visitor.goto(`/property/${listing.id}`))?.status()).toBe(200);

    const admin = await site.signedInPage(site.accounts.admin);
    await admin.goto("/admin");
    await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reports" }).click();
    await admin.waitForURL("**/admin/reports");
    const entry = admin.getByRole("article", { name: listing.projectBuildingName });
    await expect.poll(() => entry.getByText("Fake or fraud").isVisible()).toBe(true);
    expect(await entry.getByText("The owner asks for a deposit before any visit.").isVisible()).toBe(true);
    expect(await entry.getByText(/^Does not count, hides nothing:/).count()).toBe(3);
    expect(await entry.getByText(/shares an address with the reporter of another open report/).count()).toBe(2);
    await expectAccessible(admin);
    await entry.getByRole("button", { name: "Remove" }).click();
    await expect
      .poll(() => admin.getByText(`Listing removed: “${listing.projectBuildingName}”.`).isVisible())
      .toBe(true);

    await visitor.goto(search);
    expect(await listed()).toBe(0);
    const gone = await visitor.goto(`/property/${listing.id}`);
    expect(gone?.status()).toBe(404);
    expect(await visitor.getByRole("heading", { name: "Listing not found" }).isVisible()).toBe(true);
  });
});
