import { describe, expect, it } from "vitest";
import { expectAccessible, openDemoSite, PHONE, watchErrors } from "../support/browser";

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
    // Each date shows whole ("12/10/2026", not "12/10/2"): its field is at least as wide as the browser makes a date
    // field of its own accord, which fits the date's format and the calendar button.
    for (const name of ["Check-in", "Check-out"]) {
      const { width, needed } = await search.getByLabel(name, { exact: true }).evaluate((input: HTMLInputElement) => {
        const alone = input.cloneNode() as HTMLInputElement;
        alone.removeAttribute("id");
        alone.value = input.value;
        Object.assign(alone.style, { position: "absolute", width: "auto" });
        input.after(alone);
        const needed = alone.getBoundingClientRect().width;
        alone.remove();
        return { width: input.getBoundingClientRect().width, needed };
      });
      expect(width, name).toBeGreaterThanOrEqual(needed);
    }
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

describe("an owner setting up a hotel's rooms on a phone (375 px)", () => {
  it("sees the whole page, its calendar fields and the header's Menu on the screen", async () => {
    const owner = await site.signedInPage(site.accounts.owner, PHONE);
    await owner.goto("/bookings");
    await owner
      .getByRole("region", { name: "Rooms and rates" })
      .getByRole("link", { name: "Hotel Awadh Residency" })
      .click();
    await owner.getByRole("heading", { name: "Rooms and rates: Hotel Awadh Residency" }).waitFor();
    // Nothing is wider than the phone: not the calendar file fields, not the long choices of the lists.
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const menu = await owner.getByRole("button", { name: "Menu" }).boundingBox();
    expect((menu?.x ?? 0) + (menu?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(375);
    const file = await owner.getByLabel("Calendar file from another site (.ics)").first().boundingBox();
    expect((file?.x ?? 0) + (file?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(375);
    // The address of another site's calendar has a line of its own, its button below it, not a sliver beside it.
    const address = await owner
      .getByLabel("Calendar address from Airbnb, Booking.com or MakeMyTrip")
      .first()
      .boundingBox();
    const add = await owner.getByRole("button", { name: "Add calendar" }).first().boundingBox();
    expect(add?.y).toBeGreaterThanOrEqual((address?.y ?? 0) + (address?.height ?? 0));
    await expectAccessible(owner);
    await owner.context().close();
  });
});
