import { describe, expect, it } from "vitest";
import { expectAccessible, openDemoSite } from "../support/browser";
import { hindi } from "../support/hindi";

const site = openDemoSite({ shared: true });
const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * The Hostel kind, added through the catalogue alone (ADR 048): posted through the wizard in Hindi, approved, found by
 * the type filter, shown on its card and page in both languages, and saved as a search under its own name.
 */
describe("a hostel, from the wizard to a saved search", () => {
  const name = `Backpackers Nest ${Date.now()}`;
  let listingPath = "";

  it("is posted through the Hindi wizard, which asks a hostel its own facts and prices it by the night", async () => {
    const owner = await site.newContext(PHONE);
    await site.logIn(owner, site.accounts.owner);
    const wizard = await owner.newPage();
    await wizard.goto("/hi/postproperty", { waitUntil: "networkidle" });
    await wizard.getByRole("heading", { name: hindi("Post your property") }).waitFor();
    await wizard.getByLabel(hindi("Listing Type")).selectOption("Hostel");
    await wizard.getByLabel(hindi("Property Type")).selectOption("Dormitory");
    await wizard.getByLabel(hindi("City")).selectOption("Noida");
    await wizard.getByLabel(hindi("Project / Building Name")).fill(name);
    await wizard.getByLabel(hindi("Locality")).fill("Sector 18");
    await wizard.getByRole("button", { name: hindi("Next") }).click();
    await wizard.getByLabel(hindi("Price (₹)")).fill("650");
    expect(await wizard.getByText(hindi("Per night.")).isVisible()).toBe(true);
    await wizard.getByLabel(hindi("Beds per dorm")).fill("8");
    await wizard.getByLabel(hindi("Women-only dorm")).selectOption("Yes");
    expect(await wizard.getByLabel(hindi("Star Rating")).count()).toBe(0);
    await expectAccessible(wizard);
    await wizard.getByRole("button", { name: hindi("Next") }).click();
    const amenities = await wizard
      .locator('input[name="amenities"]')
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
    expect(amenities).toEqual(expect.arrayContaining(["WiFi", "Study Room"]));
    expect(amenities).not.toContain("Helipad");
    await wizard.locator('input[name="amenities"][value="WiFi"]').check();
    await wizard.getByRole("button", { name: hindi("Next") }).click();
    await wizard.getByRole("button", { name: hindi("Submit") }).click();
    await wizard.waitForURL(/submitted=/);
    await owner.close();
  });

  it("is approved, then found under Hostels only, its card and page saying its dorms in both languages", async () => {
    const admin = await site.signedInPage(site.accounts.admin, DESKTOP);
    await admin.goto("/admin");
    const row = admin
      .getByRole("region", { name: /Pending listings/ })
      .getByRole("listitem")
      .filter({ hasText: name });
    await row.getByRole("button", { name: "Approve", exact: true }).click();
    await admin
      .getByRole("status")
      .filter({ hasText: `Approved “${name}”` })
      .waitFor();
    await admin.context().close();

    // A seeker finds it under Hostels, and only there; its card says its dorms.
    const page = await site.newPage(PHONE);
    await page.goto("/explore?city=Noida&type=hostel");
    expect(await page.getByLabel("Type", { exact: true }).first().locator("option:checked").textContent()).toBe(
      "Hostels",
    );
    const card = page.getByRole("article").filter({ hasText: name });
    await card.waitFor();
    expect(await card.textContent()).toContain("8-bed dorm");
    expect(await card.textContent()).toContain("Women-only dorm");
    expect(await card.textContent()).toContain("₹650 / night");
    await page.goto("/explore?city=Noida&type=pg");
    expect(await page.getByRole("article").filter({ hasText: name }).count()).toBe(0);

    await page.goto("/explore?city=Noida&type=hostel");
    await page.getByRole("article").filter({ hasText: name }).getByRole("link").first().click();
    await page.waitForURL(/\/property\//);
    listingPath = new URL(page.url()).pathname;
    await page.getByText("Beds per dorm").first().waitFor();
    expect(await page.getByText("8-bed dorm").first().isVisible()).toBe(true);

    // The same card and page in Hindi.
    await page.goto("/hi/explore?city=Noida&type=hostel");
    const hindiCard = page.getByRole("article").filter({ hasText: name });
    await hindiCard.waitFor();
    expect(await hindiCard.textContent()).toContain(hindi("{beds}-bed dorm", { beds: 8 }));
    expect(await page.getByLabel(hindi("Type"), { exact: true }).first().locator("option:checked").textContent()).toBe(
      hindi("Hostels"),
    );
    await page.goto(`/hi${listingPath}`);
    await page.getByText(hindi("Beds per dorm")).first().waitFor();
    expect(await page.getByText(hindi("Women-only dorm")).first().isVisible()).toBe(true);
    await page.context().close();
  });

  it("is saved as a search named for hostels", async () => {
    const seeker = await site.signedUpContext(PHONE, { role: "Client" });
    const page = await seeker.context.newPage();
    await page.goto("/explore?city=Noida&type=hostel");
    await page.getByText("Save this search").click();
    expect(await page.getByLabel("Name").inputValue()).toBe("Hostels in Noida");
    await page.getByRole("button", { name: "Save search" }).click();
    await page.waitForURL("**/profile?tab=saved-searches");
    await page.getByRole("heading", { name: "Hostels in Noida" }).waitFor();
    await seeker.context.close();
  });
});
