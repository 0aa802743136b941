import { describe, expect, it } from "vitest";
import { logInAs } from "../support/accounts";
import { expectAccessible, openDemoSite } from "../support/browser";

const site = openDemoSite();

type OwnListing = { id: string; status: string; projectBuildingName: string };

describe("reporting a listing", () => {
  it("three users' reports take it off public pages until the Admin dismisses them", async () => {
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
      const { context } = await site.signedUpContext({ viewport: { width: 375, height: 740 } }, { role: "Client" });
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
      // The third report takes the listing off the public pages; a moment later its reporter still reads the thanks,
      // not "Listing not found" (a negative, so it waits: the page's reload of its data took well under a second).
      await page.waitForTimeout(2_000);
      expect(await thanks.isVisible(), reason).toBe(true);
      await context.close();
    }

    await visitor.goto(search);
    expect(await listed()).toBe(0);
    const gone = await visitor.goto(`/property/${listing.id}`);
    expect(gone?.status()).toBe(404);
    expect(await visitor.getByRole("heading", { name: "Listing not found" }).isVisible()).toBe(true);
    expect(await visitor.getByText(listing.projectBuildingName).count()).toBe(0);

    const admin = await site.signedInPage(site.accounts.admin);
    await admin.goto("/admin");
    await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reports" }).click();
    await admin.waitForURL("**/admin/reports");
    const entry = admin.getByRole("article", { name: listing.projectBuildingName });
    await expect.poll(() => entry.getByText("Fake or fraud").isVisible()).toBe(true);
    expect(await entry.getByText("The owner asks for a deposit before any visit.").isVisible()).toBe(true);
    await expectAccessible(admin);
    await entry.getByRole("button", { name: "Dismiss" }).click();
    await expect
      .poll(() => admin.getByText(`Reports dismissed: “${listing.projectBuildingName}”.`).isVisible())
      .toBe(true);

    await visitor.goto(search);
    expect(await listed()).toBeGreaterThan(0);
    const back = await visitor.goto(`/property/${listing.id}`);
    expect(back?.status()).toBe(200);
  });
});
