import { describe, expect, it } from "vitest";
import { expectAccessible, openDemoSite, PHONE, swipe, watchErrors } from "../support/browser";

const site = openDemoSite({ shared: true });

describe("a seeker on a 375 px phone, from the home page to a decision", () => {
  it("finds a girls' PG in Noida under ₹10,000 with food, judges it, looks at its photos and keeps it", async () => {
    const { context } = await site.signedUpContext(PHONE, { role: "Client" });
    const page = await context.newPage();
    const errors = watchErrors(page, 0);
    let taps = 0;

    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const searchBox = page.getByRole("searchbox").first();
    const box = await searchBox.boundingBox();
    // The search box is on the first screen of a phone.
    expect(box && box.y + box.height).toBeLessThan(812);
    await searchBox.tap();
    taps += 1;
    await page.keyboard.type("girls pg in noida under 10000 with food");
    await page.getByRole("button", { name: "Search", exact: true }).first().tap();
    taps += 1;
    await page.waitForURL(/\/explore\?/);
    const first = page.locator("main article").first();
    await expect.poll(() => first.locator("h3").textContent()).toBe("Metro Nest PG");
    expect((await first.boundingBox())?.y).toBeLessThan(812);
    // The keywords became filters the seeker can see and change.
    await expect(page.getByText("Filters (5)").isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    // The card already says what decides a PG: who it is for, food, and the monthly price.
    const card = (await first.textContent()) ?? "";
    expect(card).toContain("For boys & girls");
    expect(card).toContain("Food included");
    expect(card).toContain("₹9,500 / month");

    await first.getByRole("link", { name: "Metro Nest PG", exact: true }).last().tap();
    taps += 1;
    await page.waitForURL(/\/property\//);
    await page.waitForLoadState("networkidle");
    const main = page.locator("main");
    await expect(main.getByText("₹9,500 / month").first().isVisible()).resolves.toBe(true);
    const facts = (await main.locator("section[aria-labelledby='facts']").textContent()) ?? "";
    expect(facts).toContain("For boys & girls");
    expect(facts).not.toContain("Plot Area");
    expect(facts).not.toContain("Facing");
    expect(facts).not.toContain("Flat/Apartment");

    await page.getByRole("link", { name: /^Open photo 1 of \d+$/ }).tap();
    taps += 1;
    const dialog = page.getByRole("dialog", { name: "Photos of Metro Nest PG" });
    await dialog.waitFor();
    const figure = await dialog.locator("figure").boundingBox();
    if (!figure) throw new Error("The viewer shows no photo");
    await swipe(page, figure, -160);
    expect(await dialog.locator("figcaption").textContent()).toMatch(/photo 2 of \d+$/);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    const heart = main.getByRole("button", { name: "Save Metro Nest PG to favourites" });
    await heart.tap();
    taps += 1;
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    await expect
      .poll(async () => (await (await context.request.get("/api/v1/saved-listings")).json()).listingIds.length)
      .toBe(1);
    expect(taps).toBeLessThanOrEqual(5);

    await page.goto("/profile?tab=favourites");
    expect(await page.locator("main article h3").allInnerTexts()).toEqual(["Metro Nest PG"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
