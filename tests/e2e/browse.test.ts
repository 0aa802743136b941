import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, openDemoSite, PHONE, watchErrors } from "../support/browser";
import { hindi } from "../support/hindi";

const site = openDemoSite({ shared: true });
// An unknown service key answers 404 on purpose.
const EXPECTED_STATUS = 404;

const cardNames = (page: Page) => page.locator("main article h3").allInnerTexts();

describe("the top search bar", () => {
  it("finds a listing by a word of its name, from the home page and from /explore", async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, EXPECTED_STATUS);
    await page.goto("/");
    await page.getByRole("searchbox").first().fill("Nawab");
    await page.getByRole("button", { name: "Search", exact: true }).first().click();
    await page.waitForURL(/\/explore\?.*q=Nawab/);
    await expect.poll(() => cardNames(page)).toEqual(["The Nawab Grand"]);
    await expect(page.getByRole("heading", { name: "1 result" }).isVisible()).resolves.toBe(true);

    // Not 'kashi': that is another name of Varanasi and finds the whole city.
    await page.getByRole("searchbox").fill("ganga");
    await page.getByRole("searchbox").press("Enter");
    await page.waitForURL(/q=ganga/);
    await expect
      .poll(async () => (await cardNames(page)).sort())
      .toEqual(["Ganga Darshan Apartments", "Ganga View Hotel"]);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("narrows the search to a tab, and a category", async () => {
    const page = await site.newPage();
    await page.goto("/");
    await page.getByRole("tab", { name: "Projects" }).click();
    await expect(page.getByRole("tab", { name: "Projects" }).getAttribute("aria-selected")).resolves.toBe("true");
    await page.getByRole("searchbox").fill("ganga");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/type=project/);
    await expect.poll(() => cardNames(page)).toEqual(["Ganga Darshan Apartments"]);

    await page.goto("/");
    await page.getByLabel("Category").selectOption({ label: "Rent" });
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("type") === "rent");
    await expect.poll(() => cardNames(page)).toHaveLength(5);
    await page.context().close();
  });

  it("New Launch searches the new-project list", async () => {
    const page = await site.newPage();
    await page.goto("/");
    await page.getByRole("tab", { name: "New Launch" }).click();
    await page.getByRole("searchbox").fill("expressway");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/NewlyProject\?name=expressway/);
    await expect
      .poll(async () => (await cardNames(page)).sort())
      .toEqual(["Dwarka Expressway Grand Towers", "Expressway Sky Residences"]);
    await page.context().close();
  });

  it("moves between the tabs with the arrow keys, Home and End, and a tab chosen again is let go", async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, EXPECTED_STATUS);
    await page.goto("/");
    const tab = (name: string) => page.getByRole("tab", { name, exact: true });
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await tab("Buy").focus();
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toBe("Projects");
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("Rent");
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("Buy");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    expect(await tab("Rent").getAttribute("aria-selected")).toBe("true");
    // Rent is a category too: the select says so.
    expect(await page.getByLabel("Category").locator("option:checked").textContent()).toBe("Rent");
    // The chosen tab is the one Tab comes back to.
    expect(await tab("Rent").getAttribute("tabindex")).toBe("0");
    expect(await tab("Buy").getAttribute("tabindex")).toBe("-1");
    await page.keyboard.press("Space");
    expect(await tab("Rent").getAttribute("aria-selected")).toBe("false");

    // A category picked after a tab lets the tab go and searches the category.
    await tab("Commercial").click();
    await page.getByLabel("Category").selectOption({ label: "Buy" });
    expect(await tab("Commercial").getAttribute("aria-selected")).toBe("false");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/explore" && url.searchParams.get("type") === "sell");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("searches the chosen tab on a Hindi page, and for a signed-in user", async () => {
    const visitor = await site.newPage();
    await visitor.goto("/hi");
    await visitor.getByRole("tab", { name: hindi("New Launch") }).click();
    await visitor.getByRole("searchbox").fill("expressway");
    await visitor.getByRole("button", { name: hindi("Search"), exact: true }).click();
    await visitor.waitForURL((url) => url.pathname === "/hi/NewlyProject" && url.search === "?name=expressway");
    await visitor.context().close();

    // A signed-in user's page runs React too; the same tabs search the same way.
    const page = await site.signedInPage(site.accounts.owner);
    const errors = watchErrors(page, EXPECTED_STATUS);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("tab", { name: "PG / Co-living" }).click();
    await page.getByRole("searchbox").fill("noida");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    // The typed city becomes the city filter, shown as a chip (ADR 039).
    await page.waitForURL((url) => url.pathname === "/explore" && url.search === "?city=Noida&type=pg");
    await expect.poll(() => page.getByRole("link", { name: "Remove Noida", exact: true }).isVisible()).toBe(true);
    await expect.poll(() => cardNames(page).then((names) => names.length)).toBeGreaterThan(0);
    await page.getByRole("link", { name: "GharStay", exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("tab", { name: "New Launch" }).click();
    await page.getByRole("searchbox").fill("expressway");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/NewlyProject" && url.search === "?name=expressway");
    await expect
      .poll(async () => (await cardNames(page)).sort())
      .toEqual(["Dwarka Expressway Grand Towers", "Expressway Sky Residences"]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the explore filters", () => {
  it("work before JavaScript loads, as a plain GET form behind a 'Filters' button", async () => {
    const context = await site.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/explore");
    const form = page.getByRole("search", { name: "Search and filters" });
    await expect(form.getByLabel("City").isVisible()).resolves.toBe(false);
    await form.locator("summary", { hasText: "Filters" }).click();
    await form.getByLabel("City").selectOption("Lucknow");
    await form.getByLabel("Type").selectOption({ label: "PGs" });
    await form.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/city=Lucknow/);
    await expect
      .poll(async () => (await cardNames(page)).sort())
      .toEqual(["Nest Co-Living Gomti Nagar", "Shanti Girls Hostel", "Sunrise Boys PG"]);
    await expect(form.getByText("Filters (2)").isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("stand open beside the results on a wide screen once scripts run", async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto("/pgs?city=Noida");
    await expect.poll(() => page.getByLabel("PG for").isVisible()).toBe(true);
    await page.context().close();
  });

  it("say 'No results', offer the nearest searches and reset with one link", async () => {
    const page = await site.newPage();
    await page.goto("/pgs?city=Noida&pgGender=Girls&food=Yes&maxPrice=5000");
    await expect(page.getByText("No results", { exact: true }).isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Remove the maximum price filter: 2 results" }).click();
    await page.waitForURL((url) => url.pathname === "/pgs" && !url.searchParams.has("maxPrice"));
    await expect
      .poll(async () => (await cardNames(page)).sort())
      .toEqual(["Metro Nest PG", "Tribe Co-Living Sector 135"]);

    await page.goto("/explore?q=qwertyzzz&city=Kanpur");
    await page.getByRole("link", { name: "Reset filters" }).click();
    await page.waitForURL((url) => url.pathname === "/explore" && url.search === "");
    await expect.poll(() => cardNames(page)).toHaveLength(24);
    await page.context().close();
  });
});

describe("a seeker on a phone (375×812)", () => {
  it("sees the first result of a filtered stay page on the first screen, the filters one tap away", async () => {
    const page = await site.newPage(PHONE);
    await page.goto("/pgs?city=Noida&pgGender=Girls&food=Yes&maxPrice=10000");
    const first = page.locator("main article").first();
    await expect.poll(() => first.locator("h3").textContent()).toBe("Metro Nest PG");
    expect((await first.boundingBox())?.y).toBeLessThan(812);
    // Nothing is wider than the phone, so the page never scrolls sideways.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
    await expect(page.getByLabel("PG for").isVisible()).resolves.toBe(false);
    const filters = page.getByText("Filters (4)");
    await filters.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("PG for").inputValue()).resolves.toBe("Girls");
    await expect(page.getByLabel("Maximum price").locator("option:checked").textContent()).resolves.toBe(
      "₹10,000 / month",
    );
    await page.context().close();
  });
});

describe("a visitor's explore filters, which work without React", () => {
  it("open on a phone, show the chosen type's fields and prices, and apply", async () => {
    const page = await site.newPage(PHONE);
    const errors = watchErrors(page, EXPECTED_STATUS);
    await page.goto("/explore");
    const form = page.getByRole("search", { name: "Search and filters" });
    await expect(form.getByLabel("City").isVisible()).resolves.toBe(false);
    await form.locator("summary", { hasText: "Filters" }).click();
    await expect.poll(() => form.getByLabel("City").isVisible()).toBe(true);

    await form.getByLabel("Type").selectOption({ label: "For sale" });
    await expect.poll(() => form.getByLabel("BHK").isVisible()).toBe(true);
    await expect(form.getByLabel("PG for").isVisible()).resolves.toBe(false);
    await form.getByLabel("Maximum price").selectOption({ label: "₹50 L" });

    await form.getByLabel("Type").selectOption({ label: "PGs" });
    await expect.poll(() => form.getByLabel("PG for").isVisible()).toBe(true);
    await expect(form.getByLabel("BHK").isVisible()).resolves.toBe(false);
    // A sale's price has no place among a PG's monthly rents.
    await expect(form.getByLabel("Maximum price").inputValue()).resolves.toBe("");
    await form.getByLabel("City").selectOption("Noida");
    await form.getByLabel("PG for").selectOption("Girls");
    await form.getByLabel("Maximum price").selectOption({ label: "₹10,000 / month" });
    await form.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.searchParams.get("type") === "pg");
    const url = new URL(page.url());
    expect(url.searchParams.get("pgGender")).toBe("Girls");
    expect(url.searchParams.get("maxPrice")).toBe("10000");
    // Hidden fields are not sent, so a field of another type cannot narrow the search.
    expect(url.searchParams.has("bhk")).toBe(false);
    await expect.poll(() => cardNames(page)).toContain("Metro Nest PG");
    await expect(form.getByText("Filters (4)").isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("stand open beside the results on a wide screen", async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto("/explore?type=pg");
    await expect.poll(() => page.getByLabel("PG for").isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("the NewlyProject filters", () => {
  it("apply only when Search is pressed, and clear on Reset", async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, EXPECTED_STATUS);
    await page.goto("/NewlyProject");
    const all = await cardNames(page);
    expect(all).toHaveLength(7);

    await page.getByLabel("City").selectOption("Lucknow");
    await page.getByLabel("Listing type").selectOption("Sell");
    await page.getByLabel("Project name").fill("plots");
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe("");
    await expect.poll(() => cardNames(page)).toEqual(all);

    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/city=Lucknow/);
    await expect.poll(() => cardNames(page)).toEqual(["Sultanpur Road Plots Phase II"]);
    await expect(page.getByLabel("Project name").inputValue()).resolves.toBe("plots");

    await page.getByRole("button", { name: "Reset" }).click();
    await page.waitForURL((url) => url.pathname === "/NewlyProject" && url.search === "");
    await expect.poll(() => cardNames(page)).toEqual(all);
    await expect(page.getByLabel("City").inputValue()).resolves.toBe("");
    await expect(page.getByLabel("Project name").inputValue()).resolves.toBe("");
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a project's page", () => {
  it("slides through its photos with the buttons, wrapping around", async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, EXPECTED_STATUS);
    await page.goto("/NewlyProject");
    await page.getByRole("link", { name: "Kalyanpur Smart Homes" }).last().click();
    await page.waitForURL(/\/NewlyProjectD\//);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Kalyanpur Smart Homes");
    const status = page.getByText(/^Photo \d of 2$/);
    await expect(status.textContent()).resolves.toBe("Photo 1 of 2");
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(status.textContent()).resolves.toBe("Photo 2 of 2");
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(status.textContent()).resolves.toBe("Photo 1 of 2");
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(status.textContent()).resolves.toBe("Photo 2 of 2");
    await page.getByRole("button", { name: "Show photo 1" }).click();
    await expect(status.textContent()).resolves.toBe("Photo 1 of 2");
    await expect(page.getByRole("button", { name: "Show photo 1" }).getAttribute("aria-current")).resolves.toBe("true");
    // A dot is small to look at, not to hit: its button is 24 px a side at least.
    const dot = await page.getByRole("button", { name: "Show photo 2" }).boundingBox();
    expect(Math.min(dot?.width ?? 0, dot?.height ?? 0)).toBeGreaterThanOrEqual(24);
    const drawn = await page.getByRole("button", { name: "Show photo 1" }).evaluate((button) => {
      const style = getComputedStyle(button, "::before");
      return { width: style.width, colour: style.backgroundColor };
    });
    expect(drawn.width).toBe("12px");
    expect(drawn.colour).not.toBe("rgba(0, 0, 0, 0)");
    await expect(page.getByRole("img", { name: "Kalyanpur Smart Homes, photo 1 of 2" }).isVisible()).resolves.toBe(
      true,
    );
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("is reached from the redirect page by its city", async () => {
    const page = await site.newPage();
    await page.goto("/explore?type=project&city=Varanasi");
    const href = await page.getByRole("link", { name: "Ganga Darshan Apartments" }).last().getAttribute("href");
    const id = href?.split("/").pop();
    await page.goto(`/explore/${id}`);
    expect(new URL(page.url()).pathname).toBe(`/varanasi/${id}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Ganga Darshan Apartments");
    await page.context().close();
  });
});

describe("service pages", () => {
  it("say 'Service not found!' for an unknown key", async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, EXPECTED_STATUS);
    const response = await page.goto("/services/no-such-service");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Service not found!" }).isVisible()).resolves.toBe(true);
    const other = await page.goto("/ProjectService/no-such-service");
    expect(other?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Service not found!" }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("show a city with six sub-projects, reachable from the footer's links too", async () => {
    const page = await site.newPage();
    await page.goto("/services/varanasi");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Varanasi");
    expect(await page.locator("main li h3").count()).toBe(6);
    await expectAccessible(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Find a PG" }).click();
    await page.waitForURL(/\/services\/commercial$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Find a PG");
    await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThan(0);
    await page.context().close();
  });
});
