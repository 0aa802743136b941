import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  expectAccessible,
  expectHeadingFocusedInView,
  openDemoSite,
  openWizard,
  watchErrors,
} from "../support/browser";

// No tiles (ADR 051): the pin, the fields and the listing's map work on a blank map, and nothing reaches the internet.
const site = openDemoSite({ env: async () => ({ MAP_TILE_URL: "none" }) });
const PHONE = { viewport: { width: 375, height: 812 } };

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("name"));
const currentStep = (page: Page) => page.locator('[aria-current="step"]').textContent();

/** The messages the focused control points at with aria-describedby: what a screen reader reads with it. */
const focusedDescription = (page: Page) =>
  page.evaluate(() =>
    (document.activeElement?.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );

describe("the wizard on a 375 px phone", () => {
  it("goes on at 'Next' past an empty required field (SPEC: steps move freely), says why, and leads back to it", async () => {
    const page = await site.newPage(PHONE);
    await openWizard(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => currentStep(page)).toContain("Details");
    // Focus is on the summary, which names what was left and where.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
    const problem = page.getByRole("button", { name: "Stay Info: Please select a listing type." });
    expect(await problem.isVisible()).toBe(true);
    await expectAccessible(page);

    // By keyboard, the problem opens its field, marked and read with its message.
    await problem.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedName(page)).toBe("listingType");
    expect(await currentStep(page)).toContain("Stay Info");
    expect(await page.getByLabel("Listing Type").getAttribute("aria-invalid")).toBe("true");
    expect(await focusedDescription(page)).toContain("Please select a listing type.");
    await expectAccessible(page);
    await page.context().close();
  });

  it("lets the owner drag the pin and move it by keys, and the listing's map shows it there", async () => {
    const page = await site.signedInPage(site.accounts.owner, PHONE);
    const errors = watchErrors(page, 404);
    await openWizard(page);
    const name = `Pinned Residency ${Date.now()}`;
    await page.getByLabel("Listing Type").selectOption("Room");
    await page.getByLabel("Property Type").selectOption("Single Room");
    await page.getByLabel("City").selectOption("Lucknow");
    await page.getByLabel("Project / Building Name").fill(name);
    await page.getByLabel("Locality").fill("Gomtinagar");
    expect(await page.getByText("Your listing shows at its locality's centre.", { exact: false }).isVisible()).toBe(
      true,
    );

    await page.getByRole("group", { name: "Pin on the map" }).getByRole("button", { name: "Map", exact: true }).click();
    await page.locator("#listing-pin-map[data-map-ready]").waitFor();
    const pin = page.getByRole("button", { name: "Your listing's pin. Use the arrow keys to move it." });
    await pin.scrollIntoViewIfNeeded();
    await expectAccessible(page);

    // Dragged 60 px to the right: east of the locality's centre, on the same latitude.
    const box = await pin.boundingBox();
    if (!box) throw new Error("The pin is not drawn");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => page.getByLabel("Longitude").inputValue()).not.toBe("");
    const dragged = Number(await page.getByLabel("Longitude").inputValue());
    expect(dragged).toBeGreaterThan(81.020253);
    expect(await page.getByText("Your listing shows at your pin.").isVisible()).toBe(true);

    // The arrow keys move a focused pin: up is north.
    const before = Number(await page.getByLabel("Latitude").inputValue());
    await pin.focus();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect.poll(async () => Number(await page.getByLabel("Latitude").inputValue())).toBeGreaterThan(before);
    const placed = {
      lat: await page.getByLabel("Latitude").inputValue(),
      lng: await page.getByLabel("Longitude").inputValue(),
    };

    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => currentStep(page)).toContain("Details");
    await expectHeadingFocusedInView(page, "Details");
    await page.getByLabel("Price (₹)").fill("7000");
    for (const step of ["Amenities", "Upload Photos"]) {
      await page.getByRole("button", { name: "Next" }).click();
      await expect.poll(() => currentStep(page)).toContain(step);
      await expectHeadingFocusedInView(page, step);
    }
    await page.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL(/\/\?submitted=/);
    const id = new URL(page.url()).searchParams.get("submitted");

    // The listing's page: its pin stands at the owner's point, and its map draws it there.
    await page.goto(`/property/${id}`);
    const listingPin = page.locator('section[aria-labelledby="listing-nearby"] [data-pin="This listing"]');
    expect(Number(await listingPin.getAttribute("data-lat"))).toBeCloseTo(Number(placed.lat), 6);
    expect(Number(await listingPin.getAttribute("data-lng"))).toBeCloseTo(Number(placed.lng), 6);
    // Its distances say they are measured from that pin, not from the locality.
    expect(await page.getByText("Distances are straight-line, from the owner's pin, not by road.").isVisible()).toBe(
      true,
    );
    await page
      .locator('section[aria-labelledby="listing-nearby"]')
      .getByRole("button", { name: "Map", exact: true })
      .click();
    await page.locator("#listing-map[data-map-ready]").waitFor();
    expect(await page.locator('#listing-map [aria-label="This listing, Gomtinagar"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
