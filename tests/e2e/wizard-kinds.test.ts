import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectHeadingFocusedInView, openDemoSite } from "../support/browser";

const site = openDemoSite({ shared: true });
const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true };

async function openWizard(page: Page) {
  await page.goto("/postproperty", { waitUntil: "networkidle" });
  await page.getByRole("heading", { name: "Post your property" }).waitFor();
}

/** The Price field's hint, which the field points at with aria-describedby. */
async function priceHint(page: Page) {
  const described = await page.getByLabel("Price (₹)").getAttribute("aria-describedby");
  return described ? page.locator(`[id="${described.split(" ")[0]}"]`).textContent() : null;
}

const amenityNames = (page: Page) =>
  page.locator('input[name="amenities"]').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));

describe("the wizard asks each kind for its own price and amenities", () => {
  it("says what the price pays for and offers a PG no Helipad, on a 375 px phone", async () => {
    const page = await site.newPage(PHONE);
    await openWizard(page);
    await page.getByLabel("Listing Type").selectOption("PG");
    await page.getByRole("button", { name: /^Step 2\. Details/ }).click();
    expect(await page.getByText("Price (₹)", { exact: true }).isVisible()).toBe(true);
    expect(await priceHint(page)).toBe("Per month.");

    await page.getByRole("button", { name: /^Step 3\. Amenities/ }).click();
    const pgAmenities = await amenityNames(page);
    expect(pgAmenities).toEqual(expect.arrayContaining(["WiFi", "Meals", "Study Room", "Power Backup"]));
    for (const never of ["Helipad", "Golf Course", "Multiplex", "ATM'S"]) expect(pgAmenities).not.toContain(never);
    await expectAccessible(page);

    await page.getByRole("button", { name: /^Step 1\. Stay Info/ }).click();
    await page.getByLabel("Listing Type").selectOption("Hotel");
    await page.getByRole("button", { name: /^Step 2\. Details/ }).click();
    expect(await priceHint(page)).toBe("Per night.");

    await page.getByRole("button", { name: /^Step 1\. Stay Info/ }).click();
    await page.getByLabel("Listing Type").selectOption("Room");
    await page.getByRole("button", { name: /^Step 2\. Details/ }).click();
    expect(await priceHint(page)).toBe("Per month.");
    await page.getByLabel("Available for short-term stays").check();
    expect(await priceHint(page)).toBe("Per night.");

    await page.getByRole("button", { name: /^Step 1\. Stay Info/ }).click();
    await page.getByLabel("Listing Type").selectOption("Sell");
    await page.getByRole("button", { name: /^Step 2\. Details/ }).click();
    expect(await priceHint(page)).toBe("Total price of the property.");
    await page.getByRole("button", { name: /^Step 3\. Amenities/ }).click();
    expect(await amenityNames(page)).toEqual(expect.arrayContaining(["Helipad", "Golf Course", "Multiplex", "ATM'S"]));
    await page.context().close();
  });

  it("takes focus to the summary of a step's problems after Next, by keyboard", async () => {
    const page = await site.newPage({ ...PHONE, reducedMotion: "reduce" });
    await openWizard(page);
    await page.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toContain("Details");
    const summary = page.getByRole("alert");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
    expect(await summary.getByText("Please select a listing type.").isVisible()).toBe(true);
    await expectAccessible(page);

    // From the summary, Tab reaches its first problem, and Enter opens the field.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Stay Info: Please select a listing type.",
    );
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("listingType");

    // A step left without problems takes focus to the next step's heading, shown on screen; so does 'Previous'.
    await page.getByLabel("Listing Type").selectOption("Hotel");
    await page.getByLabel("Property Type").selectOption("Luxury");
    await page.getByLabel("City").selectOption("Noida");
    await page.getByLabel("Project / Building Name").fill("Focus Towers");
    await page.getByLabel("Locality").fill("Sector 18");
    await page.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toContain("Details");
    await expectHeadingFocusedInView(page, "Details");
    await page.getByRole("button", { name: "Previous" }).click();
    await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toContain("Stay Info");
    await expectHeadingFocusedInView(page, "Stay Info");
    await page.context().close();
  });
});
