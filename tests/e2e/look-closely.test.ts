import { describe, expect, it } from "vitest";
import { expectAccessible, openDemoSite, swipe, watchErrors } from "../support/browser";

const site = openDemoSite();
const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };

describe("a listing's photo viewer on a phone", () => {
  it("opens full screen from the main photo, swipes and wraps, moves with the arrow keys, and Escape closes", async () => {
    const page = await site.newPage(PHONE);
    const errors = watchErrors(page, 0);
    await page.goto("/pgs");
    await page.getByRole("link", { name: "Metro Nest PG", exact: true }).last().click();
    await page.waitForURL(/\/property\//);
    await page.waitForLoadState("networkidle");

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
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
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
