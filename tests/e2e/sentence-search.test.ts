import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, openDemoSite, PHONE, watchErrors } from "../support/browser";
import { hindi } from "../support/hindi";

// A server of its own: the phone's first screen is checked on the first result of /explore, and on the shared server
// that is whatever another file approved last (a listing without photos, in one full run).
const site = openDemoSite();
const FOLD = 812;

const cardNames = (page: Page) => page.locator("main article h3").allInnerTexts();

/** The PGs for girls in Noida up to ₹10,000 with food, chosen by hand in the filter form. */
async function chosenByHand(page: Page): Promise<string[]> {
  await page.goto("/explore");
  const form = page.getByRole("search", { name: "Search and filters" });
  await form.locator("summary", { hasText: "Filters" }).click();
  await form.getByLabel("Type").selectOption({ label: "PGs" });
  await form.getByLabel("City").selectOption("Noida");
  await form.getByLabel("PG for").selectOption("Girls");
  await form.getByLabel("Food available").selectOption("Yes");
  await form.getByLabel("Maximum price").selectOption({ label: "₹10,000 / month" });
  await form.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL((url) => url.searchParams.get("food") === "Yes");
  return cardNames(page);
}

describe("a search sentence on a phone (375×812)", () => {
  it("finds what the filters chosen by hand find, shows what it understood as chips, and each chip removes its part", async () => {
    const page = await site.newPage(PHONE);
    const errors = watchErrors(page, 404);
    const byHand = await chosenByHand(page);
    expect(byHand.length).toBeGreaterThan(0);

    await page.goto("/");
    await page.getByRole("searchbox").first().fill("girls pg in noida under 10000 with food");
    await page.getByRole("button", { name: "Search", exact: true }).first().click();
    await page.waitForURL((url) => url.searchParams.get("pgGender") === "Girls");
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      city: "Noida",
      type: "pg",
      maxPrice: "10000",
      pgGender: "Girls",
      food: "Yes",
    });
    expect(await cardNames(page)).toEqual(byHand);
    for (const chip of ["PG", "Noida", "Up to ₹10,000 / month", "Girls", "Food included"]) {
      await expect(page.getByRole("link", { name: `Remove ${chip}`, exact: true }).textContent()).resolves.toBe(
        `${chip}×`,
      );
    }
    await page.getByRole("link", { name: "Remove Noida", exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has("city"));
    expect(new URL(page.url()).searchParams.get("pgGender")).toBe("Girls");
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("reads the Hindi sentence on the Hindi pages as the same filters, with Hindi chips", async () => {
    const page = await site.newPage(PHONE);
    const byHand = await chosenByHand(page);
    await page.goto("/hi");
    await page.getByRole("searchbox").first().fill("नोएडा में लड़कियों का पीजी 10000 से कम खाने के साथ");
    await page.getByRole("searchbox").first().press("Enter");
    await page.waitForURL((url) => url.searchParams.get("pgGender") === "Girls");
    expect(new URL(page.url()).pathname).toBe("/hi/explore");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      city: "Noida",
      type: "pg",
      maxPrice: "10000",
      pgGender: "Girls",
      food: "Yes",
    });
    expect(await cardNames(page)).toEqual(byHand);
    for (const chip of ["PG", hindi("Noida"), hindi("Girls"), hindi("Food included")]) {
      await expect(
        page.getByRole("link", { name: hindi("Remove {text}", { text: chip }), exact: true }).count(),
      ).resolves.toBe(1);
    }
    await page.context().close();
  });

  it("says which words it searched as plain text, and offers the place they were close to", async () => {
    const page = await site.newPage(PHONE);
    await page.goto(`/explore?q=${encodeURIComponent("pg in gomti nagr lucknow")}`);
    await page.waitForURL((url) => url.searchParams.get("city") === "Lucknow");
    await expect(page.getByText("Searched as plain text: “gomti nagr”.").isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Gomti Nagar", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "Gomti Nagar");
    expect(new URL(page.url()).searchParams.get("type")).toBe("pg");
    await expect.poll(() => cardNames(page)).toContain("Nest Co-Living Gomti Nagar");
    await page.context().close();
  });

  it("gets the PG search in five taps without typing, and the PG / Co-living tab sets the category", async () => {
    const page = await site.newPage(PHONE);
    const byHand = await chosenByHand(page);
    await page.goto("/");
    // Every action a person takes is a tap here, counted as it is taken.
    let taps = 0;
    const tap = async (target: Locator) => {
      taps++;
      await target.click();
    };
    await tap(page.getByRole("tab", { name: "PG / Co-living" }));
    await expect(page.getByLabel("Category").locator("option:checked").textContent()).resolves.toBe("PG / Co-living");
    await tap(page.getByRole("group", { name: "Search in a city:" }).getByRole("button", { name: "Noida" }));
    await page.waitForURL((url) => url.searchParams.get("city") === "Noida" && url.searchParams.get("type") === "pg");
    const quick = page.getByRole("list", { name: "Quick filters" });
    for (const [chip, key] of [
      ["Girls", "pgGender"],
      ["Food included", "food"],
      ["Up to ₹10,000 / month", "maxPrice"],
    ]) {
      await tap(quick.getByRole("link", { name: chip, exact: true }));
      await page.waitForURL((url) => url.searchParams.has(key));
    }
    expect(taps).toBeLessThanOrEqual(5);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      city: "Noida",
      type: "pg",
      maxPrice: "10000",
      pgGender: "Girls",
      food: "Yes",
    });
    expect(await cardNames(page)).toEqual(byHand);
    await page.context().close();
  });

  it("offers the landmark a misspelled or vague 'near' meant, and its link searches near it", async () => {
    const page = await site.newPage(PHONE);
    await page.goto(`/explore?q=${encodeURIComponent("girls pg near my college in noida")}`);
    await page.waitForURL((url) => url.searchParams.get("pgGender") === "Girls");
    await expect(page.getByText("Searched as plain text: “my college”.").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "near Amity University", exact: true }).isVisible()).resolves.toBe(
      true,
    );

    await page.goto(`/explore?q=${encodeURIComponent("girls pg near amity univrsity")}`);
    await page.waitForURL((url) => url.searchParams.get("q") === "amity univrsity");
    await expect(page.getByText("Did you mean: near Amity University?").isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "near Amity University", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("near") === "noida-college-amity-university");
    expect(new URL(page.url()).searchParams.has("q")).toBe(false);
    expect(new URL(page.url()).searchParams.get("pgGender")).toBe("Girls");
    await expect(
      page.getByRole("link", { name: "Remove Within 5 km of Amity University", exact: true }).count(),
    ).resolves.toBe(1);
    await page.context().close();
  });

  it("says the same on the Hindi pages, with the landmark's Hindi name", async () => {
    const page = await site.newPage(PHONE);
    await page.goto(`/hi/explore?q=${encodeURIComponent("नोएडा में पीजी एमिटी यूनिवसिटी के पास")}`);
    await page.waitForURL((url) => url.searchParams.get("type") === "pg");
    const offer = hindi("near {0}", { 0: "एमिटी यूनिवर्सिटी" });
    await expect(page.getByText(hindi("Did you mean: {choices}?", { choices: offer })).isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: offer, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("near") === "noida-college-amity-university");
    expect(new URL(page.url()).pathname).toBe("/hi/explore");
    await page.context().close();
  });

  it.each(["/explore", "/pgs", "/hotels", "/hi/explore", "/hi/pgs", "/hi/hotels"])(
    "shows the first result's photo, name and price on the first screen of %s",
    async (path) => {
      const page = await site.newPage(PHONE);
      await page.goto(path);
      const first = page.locator("main article").first();
      const bottom = async (selector: string) => {
        const box = await first.locator(selector).first().boundingBox();
        return box ? box.y + box.height : Number.POSITIVE_INFINITY;
      };
      expect(await bottom("img")).toBeLessThanOrEqual(FOLD);
      expect(await bottom("h3")).toBeLessThanOrEqual(FOLD);
      expect(await bottom("p:has-text('₹')")).toBeLessThanOrEqual(FOLD);
      await page.context().close();
    },
  );
});
