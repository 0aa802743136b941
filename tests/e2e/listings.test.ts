import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openDemoSite } from "../support/browser";
import { photo } from "../support/listings";

const site = openDemoSite();

async function openWizard(page: Page) {
  await page.goto("/postproperty", { waitUntil: "networkidle" });
  await page.getByRole("heading", { name: "Post your property" }).waitFor();
}

async function fillStayInfo(page: Page, name: string) {
  await page.getByLabel("Listing Type").selectOption("Room");
  await page.getByLabel("Property Type").selectOption("Double Room");
  await page.getByLabel("Property Category").selectOption("Residential");
  await page.getByLabel("Category Type").selectOption("Flat/Apartment");
  await page.getByLabel("City").selectOption("Kanpur");
  await page.getByLabel("Project / Building Name").fill(name);
  await page.getByLabel("Locality").fill("Civil Lines");
}

describe("posting a listing through the wizard", () => {
  it("shows what is missing on Submit, then posts a listing with two photos that waits on /profile", async () => {
    const context = await site.newContext();
    await site.logIn(context, site.accounts.owner);
    const page = await context.newPage();
    await openWizard(page);

    for (const step of ["Details", "Amenities", "Upload Photos"]) {
      await page.getByRole("button", { name: "Next" }).click();
      await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toContain(step);
    }
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Please fix the following before submitting:").waitFor();
    await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toContain("Stay Info");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("listingType");

    const name = `Wizard Residency ${Date.now()}`;
    await fillStayInfo(page, name);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Price (₹)").fill("12000");
    await page.getByLabel("Plot Area (sq ft)").fill("450");
    await page.getByLabel("Attached Bathroom").selectOption("Yes");
    await page.getByLabel("Furnished", { exact: true }).selectOption("Semi Furnished");
    await page.getByLabel("Available for short-term stays").check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Parking").check();
    await page.getByLabel("Security").check();
    await page.getByRole("button", { name: "Next" }).click();

    await page.getByLabel("Upload Photos").setInputFiles([
      { name: "front.jpg", mimeType: "image/jpeg", buffer: await photo({ width: 1000, height: 750 }) },
      { name: "room.jpg", mimeType: "image/jpeg", buffer: await photo({ width: 1000, height: 750 }) },
    ]);
    await page.getByText("Images uploaded successfully!").waitFor();
    await page.getByText("100%").waitFor();
    expect(await page.getByRole("list", { name: "Uploaded photos" }).getByRole("listitem").count()).toBe(2);
    await page.getByRole("button", { name: "Make photo 2 the cover" }).click();

    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Your stay listing has been submitted!").waitFor();
    await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toContain("Stay Info");
    await page.waitForURL(`${site.server.url}/`);

    await page.goto("/profile");
    await page.getByText(name).first().waitFor();
    expect(await page.getByText(/pending/i).count()).toBeGreaterThan(0);

    const own = (await (await context.request.get("/api/v1/listings")).json()) as {
      listings: Array<{ id: string; projectBuildingName: string; status: string }>;
    };
    const listing = own.listings.find((l) => l.projectBuildingName === name);
    expect(listing?.status).toBe("pending");
    await page.goto(`/property/${listing?.id}`);
    await page.getByText("Pending approval").waitFor();
    expect(await page.locator("article img").count()).toBe(2);
    await context.close();
  });

  it("sends a visitor to log in on Submit and brings the draft back afterwards", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openWizard(page);
    await fillStayInfo(page, "Draft Kept Residency");
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Next" }).click();
    const alerted = page.waitForEvent("dialog").then(async (dialog) => {
      await dialog.accept();
      return dialog.message();
    });
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Please log in to submit a listing.").waitFor();
    expect(await alerted).toBe("Please log in to submit a listing.");
    await page.waitForURL(/\/login\?redirectTo=%2Fpostproperty$/);

    await site.logIn(context, site.accounts.owner);
    await openWizard(page);
    expect(await page.getByLabel("Project / Building Name").inputValue()).toBe("Draft Kept Residency");
    expect(await page.getByLabel("City").inputValue()).toBe("Kanpur");
    await context.close();
  });
});
