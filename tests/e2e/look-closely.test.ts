import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, openDemoSite, PHONE, swipe, watchErrors } from "../support/browser";

const site = openDemoSite({ shared: true });

/** Metro Nest PG's page as a visitor gets it: the server's HTML and the islands script, without React. */
async function openMetroNest(page: Page): Promise<void> {
  await page.goto("/pgs");
  // Loaded afresh: a link followed on /pgs, a page with React, would render the listing with React.
  const address = await page.getByRole("link", { name: "Metro Nest PG", exact: true }).last().getAttribute("href");
  await page.goto(address ?? "");
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
}

describe("a listing's photo viewer on a visitor's phone", () => {
  it("opens full screen from the main photo, swipes and wraps, moves with the arrow keys, and Escape closes", async () => {
    const page = await site.newPage(PHONE);
    const errors = watchErrors(page, 0);
    await openMetroNest(page);

    const opener = page.getByRole("link", { name: "Open photo 1 of 2" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Photos of Metro Nest PG" });
    const caption = dialog.locator("figcaption");
    await dialog.waitFor();
    expect(await caption.textContent()).toBe("Metro Nest PG — photo 1 of 2");
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
    expect(box?.height).toBe(812);

    const figure = await dialog.locator("figure").boundingBox();
    if (!figure) throw new Error("The viewer shows no photo");
    await swipe(page, figure, -160);
    expect(await caption.textContent()).toBe("Metro Nest PG — photo 2 of 2");
    await swipe(page, figure, -160);
    expect(await caption.textContent()).toBe("Metro Nest PG — photo 1 of 2");
    await swipe(page, figure, 160);
    expect(await caption.textContent()).toBe("Metro Nest PG — photo 2 of 2");
    // A short wobble is a tap, not a swipe.
    await swipe(page, figure, -10);
    expect(await caption.textContent()).toBe("Metro Nest PG — photo 2 of 2");

    await page.keyboard.press("ArrowRight");
    expect(await caption.textContent()).toBe("Metro Nest PG — photo 1 of 2");
    await dialog.getByRole("button", { name: "Previous" }).click();
    expect(await caption.textContent()).toBe("Metro Nest PG — photo 2 of 2");
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await opener.evaluate((link) => link === document.activeElement)).toBe(true);

    await page.getByRole("link", { name: "Open photo 2 of 2" }).click();
    expect(await dialog.locator("figcaption").textContent()).toBe("Metro Nest PG — photo 2 of 2");
    await dialog.getByRole("button", { name: "Next" }).click();
    expect(await dialog.locator("figcaption").textContent()).toBe("Metro Nest PG — photo 1 of 2");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(
      await page.getByRole("link", { name: "Open photo 2 of 2" }).evaluate((link) => link === document.activeElement),
    ).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("is a link to the photo itself where no script runs", async () => {
    const page = await site.newPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto("/pgs");
    await page.getByRole("link", { name: "Metro Nest PG", exact: true }).last().click();
    await page.waitForURL(/\/property\//);
    await page.getByRole("link", { name: "Open photo 2 of 2" }).click();
    await page.waitForURL(/\/media\//);
    expect(await page.evaluate(() => document.contentType)).toBe("image/webp");
    await page.context().close();
  });
});

describe("Share on a listing's page, for a visitor", () => {
  it("copies the listing's address and says 'Link copied' where the browser has no share sheet", async () => {
    const context = await site.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const page = await context.newPage();
    const errors = watchErrors(page, 0);
    await openMetroNest(page);
    expect(await page.evaluate(() => "share" in navigator)).toBe(false);
    expect(await page.getByRole("link", { name: "Share", exact: true }).count()).toBe(0);

    await page.getByRole("button", { name: "Share", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Link copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is a plain link to the listing where no script runs", async () => {
    const page = await site.newPage({ javaScriptEnabled: false });
    await page.goto("/pgs");
    await page.getByRole("link", { name: "Metro Nest PG", exact: true }).last().click();
    await page.waitForURL(/\/property\//);
    expect(await page.getByRole("link", { name: "Share", exact: true }).getAttribute("href")).toBe(page.url());
    expect(await page.getByRole("button", { name: "Share", exact: true }).count()).toBe(0);
    await page.context().close();
  });
});

describe("favourite hearts on listing cards", () => {
  it("keeps a visitor's favourites in the browser and shows them on /favourites", async () => {
    const page = await site.newPage(PHONE);
    await page.goto("/pgs");
    const heart = page.getByRole("button", { name: "Save Metro Nest PG to favourites" });
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    expect(await heart.getAttribute("aria-pressed")).toBe("true");

    await page.goto("/favourites");
    const cards = page.locator("main article h3");
    await expect.poll(() => cards.allInnerTexts()).toEqual(["Metro Nest PG"]);
    await page.getByRole("button", { name: "Save Metro Nest PG to favourites" }).click();
    await page.reload();
    await page.getByText("No favourites yet.").waitFor();
    await page.context().close();
  });

  it("works for a visitor on /explore, a page without React, and lasts after a reload", async () => {
    const noScript = await site.newContext({ ...PHONE, javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto("/explore?type=pg&city=Noida");
    // Without a script there is nowhere to keep it, so there is no heart.
    await expect(still.getByRole("button", { name: "Save Metro Nest PG to favourites" }).count()).resolves.toBe(0);
    await noScript.close();

    const page = await site.newPage(PHONE);
    const errors = watchErrors(page, 404);
    await page.goto("/explore?type=pg&city=Noida");
    const heart = page.getByRole("button", { name: "Save Metro Nest PG to favourites" });
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    await page.reload();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    await expectAccessible(page);

    await page.goto("/favourites");
    await expect.poll(() => page.locator("main article h3").allInnerTexts()).toEqual(["Metro Nest PG"]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("says so when the account does not take the save, and shows the listing unsaved", async () => {
    const { context } = await site.signedUpContext(PHONE);
    const page = await context.newPage();
    await page.goto("/explore?type=pg&city=Noida");
    const heart = page.getByRole("button", { name: "Save Metro Nest PG to favourites" });
    await heart.waitFor();
    // The session ends (signed out in another tab) while the page is open.
    await context.clearCookies();
    await heart.click();
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: /\S/ }).allInnerTexts())
      .toEqual(["Could not save to your account. Please try again."]);
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("false");
    await context.close();
  });

  it("saves a signed-in user's favourite from /pgs to the account, listed on the profile's Favourites tab", async () => {
    const { context } = await site.signedUpContext(PHONE);
    const page = await context.newPage();
    const saved = async () => (await (await context.request.get("/api/v1/saved-listings")).json()).listingIds;

    await page.goto("/pgs");
    const heart = page.getByRole("button", { name: "Save Metro Nest PG to favourites" });
    await heart.click();
    expect(await heart.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(async () => (await saved()).length).toBe(1);

    await page.goto("/profile");
    await page.getByRole("link", { name: "Favourites" }).click();
    await page.waitForURL(/tab=favourites/);
    // The URL changes before React has rendered the new tab, so wait for what the user sees.
    await expect.poll(() => page.getByRole("link", { name: "Favourites" }).getAttribute("aria-current")).toBe("page");
    await expect.poll(() => page.locator("main article h3").allInnerTexts()).toEqual(["Metro Nest PG"]);
    const profileHeart = page.getByRole("button", { name: "Save Metro Nest PG to favourites" });
    await expect.poll(() => profileHeart.getAttribute("aria-pressed")).toBe("true");
    await expectAccessible(page);

    await profileHeart.click();
    await expect.poll(saved).toEqual([]);
    await page.reload();
    await page.getByText("No favourites yet.").waitFor();
    await context.close();
  });
});
