import { describe, expect, it } from "vitest";
import { openDemoSite } from "../support/browser";

const site = openDemoSite({ shared: true });

describe("the frame every page shares", () => {
  it("collapses the navigation behind a Menu button on small screens, with keyboard and Escape", async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Menu" });
    await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("false");
    const mainNav = page.getByRole("navigation", { name: "Main" });
    expect(await mainNav.getByRole("link", { name: "About" }).isVisible()).toBe(false);

    await menu.focus();
    await page.keyboard.press("Enter");
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    const about = page.locator("header").getByRole("link", { name: "About" });
    expect(await about.isVisible()).toBe(true);
    // Every link of the open menu can be reached on the screen: none runs past its right edge.
    const pastTheEdge = await page
      .locator("[data-site-menu-panel] a")
      .evaluateAll((links) =>
        links.filter((link) => link.getBoundingClientRect().right > window.innerWidth).map((link) => link.textContent),
      );
    expect(pastTheEdge).toEqual([]);

    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await about.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Menu");
    await page.context().close();
  });

  it("keeps the Menu button on a tablet (800 px), where the full navigation would not fit, in English and Hindi", async () => {
    const page = await site.newPage({ viewport: { width: 800, height: 1024 } });
    for (const path of ["/", "/hi"]) {
      await page.goto(path);
      expect(await page.locator("header").getByRole("button").first().isVisible(), path).toBe(true);
      // Nothing is wider than the screen, so the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(800);
    }
    await page.goto("/");
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("shows the full navigation on wide screens, with Login for visitors and no Admin link", async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto("/");
    const header = page.locator("header");
    for (const name of ["Home", "City", "Buy", "About", "Service", "Login"]) {
      expect(await header.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await header.getByRole("link", { name: /PostProperty/ }).isVisible()).toBe(true);
    expect(await header.getByRole("link", { name: "Admin", exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
    await page.context().close();
  });

  it("shows the Admin link and the profile icon to a signed-in Admin", async () => {
    const page = await site.signedInPage(site.accounts.admin, { viewport: { width: 1280, height: 800 } });
    await page.goto("/");
    const header = page.locator("header");
    expect(await header.getByRole("link", { name: "Admin", exact: true }).isVisible()).toBe(true);
    expect(await header.getByRole("link", { name: /Profile of/ }).getAttribute("href")).toBe("/profile");
    expect(await header.getByRole("link", { name: "Login" }).count()).toBe(0);
    await page.context().close();
  });

  it("keeps the help button off the wizard and the Admin desk, so it never covers Next on a phone", async () => {
    const page = await site.signedInPage(site.accounts.admin, { viewport: { width: 375, height: 812 } });
    for (const path of ["/postproperty", "/admin"]) {
      await page.goto(path);
      expect(await page.getByRole("link", { name: /Help: chat/ }).count(), path).toBe(0);
    }
    await page.goto("/postproperty");
    const next = page.getByRole("button", { name: "Next" });
    await next.scrollIntoViewIfNeeded();
    const box = await next.boundingBox();
    if (!box) throw new Error("Next has no box");
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.textContent, {
      x: box.x + box.width - 4,
      y: box.y + box.height / 2,
    });
    expect(onTop).toBe("Next");
    await page.goto("/");
    expect(await page.getByRole("link", { name: /Help: chat/ }).count()).toBe(1);
    await page.context().close();
  });

  it("has a help button fixed at the bottom right that opens WhatsApp in a new tab", async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto("/");
    const help = page.getByRole("link", { name: /Help/ });
    expect(await help.getAttribute("href")).toBe("https://wa.me/919876543210?text=Hello%20I%20need%20your%20help%20..");
    expect(await help.getAttribute("target")).toBe("_blank");
    const box = await help.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box && box.y + box.height).toBeGreaterThan(800 - 40);
    await page.context().close();
  });

  it("scrolls back to the top after moving to another page", async () => {
    const page = await site.newPage({
      viewport: { width: 1280, height: 800 },
      reducedMotion: "reduce",
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator("footer").getByRole("link", { name: "About us" }).click();
    await page.waitForURL("**/about");
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
    await page.context().close();
  });

  it("hides the footer on the post-property pages", async () => {
    const page = await site.newPage();
    await page.goto("/");
    expect(await page.locator("footer").count()).toBe(1);
    await page.goto("/postproperty");
    expect(await page.locator("footer").count()).toBe(0);
    await page.context().close();
  });

  it("shows a friendly page for an unknown address", async () => {
    const page = await site.newPage();
    const response = await page.goto("/this-does-not-exist");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { name: "Page not found" }).isVisible()).toBe(true);
    await page.context().close();
  });
});
