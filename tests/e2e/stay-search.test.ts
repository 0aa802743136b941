import { describe, expect, it } from "vitest";
import { expectAccessible, openDemoSite, watchErrors } from "../support/browser";

const site = openDemoSite({ shared: true });

const IST_MS = 330 * 60 * 1000;
const DAY_MS = 86_400_000;
const istDay = (offset: number) => new Date(Date.now() + IST_MS + offset * DAY_MS).toISOString().slice(0, 10);

describe("looking for a hotel by dates on a phone", () => {
  it("finds the hotels with a room free for the dates and carries them to the hotel's booking form", async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 740 } });
    const errors = watchErrors(page, 0);
    const [checkIn, checkOut] = [istDay(20), istDay(22)];
    await page.goto("/hotels");
    const search = page.getByRole("search", { name: "Search and filters" });
    // On a phone the dates fold with the filters, so the first hotel shows on the first screen.
    await search.locator("summary", { hasText: "Filters" }).click();
    await search.getByLabel("Check-in", { exact: true }).fill(checkIn);
    await search.getByLabel("Check-out", { exact: true }).fill(checkOut);
    await search.getByLabel("Guests", { exact: true }).fill("2");
    await search.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("link", { name: "Remove 2 guests" }).waitFor();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Hotel Awadh Residency" }).first().click();
    await page.getByRole("heading", { name: "Book a stay", exact: true }).waitFor();
    expect(await page.getByLabel("Check-in", { exact: true }).inputValue()).toBe(checkIn);
    expect(await page.getByLabel("Check-out", { exact: true }).inputValue()).toBe(checkOut);
    await page.getByRole("button", { name: "Check availability" }).click();
    await page.getByRole("heading", { name: "Rooms for your dates" }).waitFor();
    expect(new URL(page.url()).searchParams.get("checkOut")).toBe(checkOut);
    expect(errors).toEqual([]);
  });
});
