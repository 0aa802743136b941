import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, openDemoSite, watchErrors } from "../support/browser";

const site = openDemoSite();
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

    await page.getByRole("searchbox").fill("kashi");
    await page.getByRole("searchbox").press("Enter");
    await page.waitForURL(/q=kashi/);
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual(["Kashi Homestay", "Kashi Vihar Residency"]);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("narrows the search to a tab, and a category", async () => {
    const page = await site.newPage();
    await page.goto("/explore");
    await page.getByRole("tab", { name: "Projects" }).click();
    await expect(page.getByRole("tab", { name: "Projects" }).getAttribute("aria-selected")).resolves.toBe("true");
    await page.getByRole("searchbox").fill("kashi");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/type=project/);
    await expect.poll(() => cardNames(page)).toEqual(["Kashi Vihar Residency"]);

    await page.getByRole("tab", { name: "Projects" }).click();
    await page.getByLabel("Category").selectOption({ label: "Rent" });
    await page.getByRole("searchbox").fill("");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("type") === "rent");
    await expect.poll(() => cardNames(page)).toHaveLength(5);
    await page.context().close();
  });

  it("New Launch searches the new-project list", async () => {
    const page = await site.newPage();
    await page.goto("/explore");
    await page.getByRole("tab", { name: "New Launch" }).click();
    await page.getByRole("searchbox").fill("expressway");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/NewlyProject\?name=expressway/);
    await expect
      .poll(async () => (await cardNames(page)).sort())
      .toEqual(["Dwarka Expressway Grand Towers", "Expressway Sky Residences"]);
    await page.context().close();
  });
});

describe("the explore filters", () => {
  it("work before JavaScript loads, as a plain GET form", async () => {
    const context = await site.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/explore");
    const filters = page.getByRole("form", { name: "Filters" });
    await filters.getByLabel("City").selectOption("Lucknow");
    await filters.getByLabel("Type").selectOption({ label: "PGs" });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/city=Lucknow/);
    await expect
      .poll(async () => (await cardNames(page)).sort())
      .toEqual(["Nest Co-Living Gomti Nagar", "Shanti Girls Hostel", "Sunrise Boys PG"]);
    await context.close();
  });

  it("say 'No results' and reset with one link", async () => {
    const page = await site.newPage();
    await page.goto("/explore?q=qwertyzzz&city=Kanpur");
    await expect(page.getByText("No results", { exact: true }).isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Reset filters" }).click();
    await page.waitForURL((url) => url.pathname === "/explore" && url.search === "");
    await expect.poll(() => cardNames(page)).toHaveLength(24);
    await page.context().close();
  });
});

describe("the NewlyProject filters", () => {
  it("apply only when Search is pressed, and clear on Reset", async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, EXPECTED_STATUS);
    await page.goto("/NewlyProject");
    const all = await cardNames(page);
    expect(all).toHaveLength(6);

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
