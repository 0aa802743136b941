import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { logInAs, newUser } from "../support/accounts";
import { expectAccessible, openDemoSite, PHONE, watchErrors } from "../support/browser";
import { hindi } from "../support/hindi";
import { submitPendingListing } from "../support/listings";

const site = openDemoSite({ shared: true });

/** The page's main content is written in Devanagari. */
async function readsHindi(page: Page, selector = "main") {
  const text = (await page.locator(selector).first().textContent()) ?? "";
  expect(text).toMatch(/\p{Script=Devanagari}/u);
}

describe("the site in Hindi, in a browser", () => {
  it("home, a search with filters and a listing on a 375 px phone", async () => {
    const context = await site.newContext(PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page, 0);
    await page.goto("/hi");
    await page.waitForLoadState("networkidle");
    expect(await page.locator("html").getAttribute("lang")).toBe("hi-IN");
    await readsHindi(page);
    // The text is set in the site's own Devanagari font, not in whatever the phone happens to have.
    const used = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some(
        (face) => face.family.includes("GharStay Devanagari") && face.status === "loaded",
      );
    });
    expect(used).toBe(true);
    await expectAccessible(page);

    await page.getByRole("searchbox").first().fill("नोएडा पीजी");
    await page
      .getByRole("button", { name: hindi("Search"), exact: true })
      .first()
      .tap();
    await page.waitForURL(/\/hi\/explore\?/);
    const cards = page.locator("main article");
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await readsHindi(page);
    await expectAccessible(page);

    const form = page.getByRole("search", { name: hindi("Search and filters") });
    await form.locator("summary").first().tap();
    await form.getByLabel(hindi("City")).selectOption("Lucknow");
    await form.getByRole("button", { name: hindi("Apply filters") }).tap();
    await page.waitForURL(/\/hi\/explore\?.*city=Lucknow/);
    await expect.poll(() => cards.count()).toBeGreaterThan(0);

    await cards.first().locator("h3 a, a h3").first().tap();
    await page.waitForURL(/\/hi\/property\//);
    await page.waitForLoadState("networkidle");
    await readsHindi(page);
    // The price in the Hindi way: a unit (महीना, रात) or the short लाख / करोड़ of a sale.
    const price = page.getByText(/₹[\d,.]+ (\/ (महीना|रात)|लाख|करोड़)/).first();
    await expect.poll(() => price.isVisible()).toBe(true);
    await expectAccessible(page);

    // The switch leads to the same page in English, and the choice is kept.
    const here = new URL(page.url()).pathname;
    await page.getByRole("button", { name: hindi("Menu") }).tap();
    await page.getByRole("link", { name: "English" }).last().tap();
    await page.waitForURL((url) => url.pathname === here.replace(/^\/hi/, ""));
    expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a search page stays where it is drawn on a phone while its fonts arrive", async () => {
    const page = await (await site.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })).newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/hi/explore");
    await page.waitForLoadState("networkidle");
    const shifted = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0);
    });
    // Under 0.1 is what Lighthouse and Core Web Vitals call good; a heading that rewraps once the bold face arrives
    // moves the whole page, about 0.3.
    expect(shifted).toBeLessThan(0.1);
    await page.context().close();
  });

  it("after 'हिन्दी' in the menu, the links a visitor follows open in Hindi", async () => {
    const context = await site.newContext(PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page, 0);
    await page.goto("/login");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Menu" }).tap();
    await page.getByRole("link", { name: "हिन्दी" }).last().tap();
    await page.waitForURL(/\/hi\/login$/);
    await page.waitForLoadState("networkidle");
    // Followed in the page (the router asks the server for the routes of the links it shows), not loaded afresh.
    await page.locator('main a[href="/hi/sign"]').tap();
    await page.waitForURL(/\/hi\/sign$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(hindi("Create an Account"));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sign-up tells each mistake in Hindi", async () => {
    const page = await site.newPage();
    const user = newUser({ name: "प्रिया सिंह", mobileNumber: "9123456781" });
    await page.goto("/hi/sign");
    await page.waitForLoadState("networkidle");
    await expectAccessible(page);
    const register = page.getByRole("button", { name: hindi("Register") });
    const alert = page.getByRole("alert");
    const says = (english: string) => expect.poll(() => alert.textContent()).toBe(hindi(english));

    await register.click();
    await says("Name cannot be empty.");
    await page.getByLabel(hindi("Name")).fill(user.name);
    await page.getByLabel(hindi("Mobile Number")).fill("12345");
    await register.click();
    await says("Invalid mobile number. Enter 10 digits.");
    await page.getByLabel(hindi("Mobile Number")).fill(user.mobileNumber);
    await page.getByLabel(hindi("Email")).fill("priya@");
    await register.click();
    await says("Invalid email format.");
    await page.getByLabel(hindi("Email")).fill(user.email);
    await page.getByLabel(hindi("Password"), { exact: true }).fill("abc");
    await register.click();
    await says("Password must be at least 6 characters.");
    await page.getByLabel(hindi("Password"), { exact: true }).fill(user.password);
    await page.getByLabel(hindi("Confirm Password")).fill(`${user.password}x`);
    await register.click();
    await says("Passwords do not match.");
    await page.getByLabel(hindi("Confirm Password")).fill(user.password);
    await register.click();
    await says("Please select a role.");
    await page.getByLabel(hindi("Role")).selectOption("Owner");
    await register.click();
    await page
      .getByRole("status")
      .filter({ hasText: hindi("User successfully signed up!") })
      .waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/hi\//);
    await page.context().close();
  });

  it("the wizard asks in Hindi and says what is missing in Hindi", async () => {
    const context = await site.newContext();
    await site.logIn(context, site.accounts.owner);
    const page = await context.newPage();
    await page.goto("/hi/postproperty", { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: hindi("Post your property") }).waitFor();
    await expectAccessible(page);
    for (const step of ["Details", "Amenities", "Upload Photos"]) {
      await page.getByRole("button", { name: hindi("Next") }).click();
      await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toContain(hindi(step));
    }
    await page.getByRole("button", { name: hindi("Submit") }).click();
    await page.getByText(hindi("Please fix the following before submitting:")).waitFor();
    await readsHindi(page);
    await context.close();
  });

  it("the admin queue approves in Hindi", async () => {
    const name = `Hindi Queue PG ${Date.now()}`;
    const listing = await submitPendingListing(await logInAs(site.server.url, site.accounts.owner), name);
    const admin = await site.signedInPage(site.accounts.admin);
    await admin.goto("/hi/admin");
    await admin.waitForLoadState("networkidle");
    await readsHindi(admin);
    await expectAccessible(admin);
    const queue = admin.getByRole("region", { name: new RegExp(hindi("Pending listings")) });
    const row = queue.getByRole("listitem").filter({ hasText: name });
    expect(await row.getByRole("link", { name: hindi("View"), exact: true }).getAttribute("href")).toBe(
      `/hi/property/${listing.id}`,
    );
    // Exact: "नामंज़ूर करें" (Reject) contains "मंज़ूर करें" (Approve).
    await row.getByRole("button", { name: hindi("Approve"), exact: true }).click();
    await admin
      .getByRole("status")
      .filter({ hasText: hindi("Approved “{name}”: it is now public.", { name }) })
      .waitFor();
    await admin.context().close();
  });
});
