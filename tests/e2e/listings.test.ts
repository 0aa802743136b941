import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openDemoSite, openWizard } from "../support/browser";
import { photo } from "../support/listings";

const site = openDemoSite({ shared: true });

async function fillStayInfo(page: Page, name: string) {
  await page.getByLabel("Listing Type").selectOption("Room");
  await page.getByLabel("Property Type").selectOption("Double Room");
  await page.getByLabel("City").selectOption("Kanpur");
  await page.getByLabel("Project / Building Name").fill(name);
  await page.getByLabel("Locality").fill("Civil Lines");
}

describe("posting a listing through the wizard", () => {
  it("shows what is missing on Submit, then posts a listing with two photos that the home page links to", async () => {
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
    await page.getByLabel("Sharing").selectOption("Double");
    await page.getByLabel("Deposit (₹)").fill("24000");
    await page.getByLabel("Attached Bathroom").selectOption("Yes");
    await page.getByLabel("Furnished", { exact: true }).selectOption("Semi Furnished");
    await page.getByLabel("Available for short-term stays").check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("WiFi").check();
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
    const makeCover = page.getByRole("button", { name: "Make photo 2 the cover" });
    // It says what it does, and is big enough to tap among its neighbours (WCAG 2.5.8: 24 px at least).
    expect(await makeCover.textContent()).toBe("Make cover");
    for (const button of await page.getByRole("list", { name: "Uploaded photos" }).getByRole("button").all()) {
      const box = await button.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
    }
    await makeCover.click();

    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Your stay listing has been submitted!").waitFor();
    await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toContain("Stay Info");
    await page.waitForURL(/\/\?submitted=/);

    const own = (await (await context.request.get("/api/v1/listings")).json()) as {
      listings: Array<{ id: string; projectBuildingName: string; status: string; sharing: string; deposit: number }>;
    };
    const listing = own.listings.find((l) => l.projectBuildingName === name);
    expect(listing).toMatchObject({ status: "pending", sharing: "Double", deposit: 24000 });
    // The address changes before React commits the page it navigated to, which a busy machine can hold back.
    const confirmation = page.getByRole("status", { name: "Listing submitted" });
    await confirmation.getByText("Your stay listing has been submitted!").waitFor();
    expect(await confirmation.getByRole("link", { name: "See all your listings" }).getAttribute("href")).toBe(
      "/profile",
    );
    await confirmation.getByRole("link", { name: "View your listing" }).click();
    await page.waitForURL(`**/property/${listing?.id}`);
    await page.getByText("Pending approval").waitFor();
    // Both photos are in the listing's gallery (similar listings below have their own covers).
    expect(await page.getByRole("link", { name: /^Open photo \d of 2$/ }).count()).toBe(2);

    await page.goto("/profile");
    await page.getByText(name).first().waitFor();
    expect(await page.getByText(/pending/i).count()).toBeGreaterThan(0);
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

  it("asks a PG owner only what a PG has, and a sale of a flat its own facts and category", async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 812 } });
    await openWizard(page);
    await page.getByLabel("Listing Type").selectOption("PG");
    expect(await page.getByLabel("Property Category").count()).toBe(0);
    await page.getByRole("button", { name: "Next" }).click();
    for (const label of ["PG for", "Sharing", "Food Available", "Deposit (₹)", "Notice Period"]) {
      expect(await page.getByLabel(label).isVisible(), label).toBe(true);
    }
    expect(await page.getByLabel("Gate Closing Time").getAttribute("type")).toBe("time");
    expect(await page.getByLabel("Available From").getAttribute("type")).toBe("date");
    expect(await page.getByLabel(/Plot Area/).count()).toBe(0);
    expect(await page.getByLabel(/Facing/).count()).toBe(0);
    expect(await page.getByLabel("BHK").count()).toBe(0);

    await page.getByRole("button", { name: /^Step 1\. Stay Info/ }).click();
    await page.getByLabel("Listing Type").selectOption("Sell");
    await page.getByLabel("Property Type").selectOption("Flat/Apartment");
    await page.getByLabel("Property Category").selectOption("Residential");
    expect(await page.getByLabel("Category Type").count()).toBe(0);
    await page.getByLabel("Property Category").selectOption("Commercial");
    await page.getByLabel("Category Type").selectOption("Office");
    await page.getByRole("button", { name: /^Step 2\. Details/ }).click();
    for (const label of [
      "BHK",
      "Carpet Area (sq ft)",
      "Super Built-up Area (sq ft)",
      "Facing Type",
      "Floor Number",
      "Possession",
    ]) {
      expect(await page.getByLabel(label).isVisible(), label).toBe(true);
    }
    // A flat is never described by a plot's area (ADR 056).
    expect(await page.getByLabel(/Plot Area/).count()).toBe(0);
    expect(await page.getByLabel("PG for").count()).toBe(0);
    expect(await page.getByLabel("Gate Closing Time").count()).toBe(0);
    await page.context().close();
  });

  it("points out a step's problems on leaving it, lets the owner go on, and clears them once fixed", async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 812 } });
    await openWizard(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toContain("Details");
    const problems = page.getByRole("alert");
    for (const message of ["Please select a listing type.", "Please enter the locality."]) {
      expect(await problems.getByText(message).isVisible(), message).toBe(true);
    }
    expect(await page.getByRole("button", { name: /Stay Info.*needs attention/ }).count()).toBe(1);
    expect(await problems.getByText("Please enter a price in rupees greater than 0.").count()).toBe(0);

    await page.getByRole("button", { name: "Stay Info: Please enter the locality." }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("locality");
    expect(await page.getByLabel("Locality").getAttribute("aria-invalid")).toBe("true");
    await fillStayInfo(page, "Fixed On The Way");
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);
    await page.getByRole("button", { name: "Next" }).click();
    expect(await page.getByRole("alert").count()).toBe(0);
    await page.context().close();
  });

  it("shows a file the server refuses as failed, with the reason, never as 100%", async () => {
    const page = await site.signedInPage(site.accounts.owner);
    await openWizard(page);
    await page.getByRole("button", { name: /^Step 4\. Upload Photos/ }).click();
    await page
      .getByLabel("Upload Photos")
      .setInputFiles([
        { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("these are my notes, not a picture") },
      ]);
    await page.getByText("Image upload failed. Please try again.").waitFor();
    const failures = page.getByRole("list", { name: "Files not uploaded" });
    expect(await failures.getByRole("listitem").textContent()).toMatch(/notes\.png: failed\. \S+/);
    const bar = page.getByRole("progressbar", { name: "Upload progress" });
    expect(await bar.getAttribute("aria-valuenow")).toBe("0");
    expect(await bar.getAttribute("aria-valuetext")).toBe("Upload failed for 1 of 1 file (0% uploaded)");
    expect(await page.getByText("100%").count()).toBe(0);
    expect(await page.getByRole("list", { name: "Uploaded photos" }).count()).toBe(0);
    expect(await page.getByLabel("Upload Photos").isEnabled()).toBe(true);
    await page.context().close();
  });

  it("keeps a photo removed while another uploads removed, and sends nothing until the upload is done", async () => {
    // Without the offline app's service worker, which would take the upload past the page's own route below.
    const page = await site.signedInPage(site.accounts.owner, { serviceWorkers: "block" });
    await openWizard(page);
    await page.getByRole("button", { name: /^Step 4\. Upload Photos/ }).click();
    const input = page.getByLabel("Upload Photos");
    await input.setInputFiles([
      { name: "first.jpg", mimeType: "image/jpeg", buffer: await photo({ width: 800, height: 600 }) },
    ]);
    const uploaded = page.getByRole("list", { name: "Uploaded photos" }).getByRole("listitem");
    await expect.poll(() => uploaded.count()).toBe(1);
    // The next upload is held on its way to our server until the photo before it has been removed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/v1/uploads", async (route) => {
      await held;
      await route.continue();
    });
    await input.setInputFiles([
      { name: "second.jpg", mimeType: "image/jpeg", buffer: await photo({ width: 800, height: 600 }) },
    ]);
    await expect.poll(() => page.getByRole("button", { name: "Submit" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Remove photo 1" }).click();
    await expect.poll(() => uploaded.count()).toBe(0);
    release();
    await page.getByText("Images uploaded successfully!").waitFor();
    await expect.poll(() => uploaded.count()).toBe(1);
    expect(await page.getByRole("button", { name: "Submit" }).isEnabled()).toBe(true);
    await page.context().close();
  });
});
