import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { expectAccessible, openDemoSite, PHONE, watchErrors } from "../support/browser";

/**
 * The map's tiles in these tests: a local stand-in for the tile server (MAP_TILE_URL), so nothing reaches the
 * internet. It answers every tile with one grey PNG and counts what it served.
 */
let tileServer: Server | undefined;
const tilesServed: string[] = [];
async function startTileServer(): Promise<string> {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#dddddd" } })
    .png()
    .toBuffer();
  tileServer = createServer((req, res) => {
    tilesServed.push(req.url ?? "");
    res.writeHead(200, { "Content-Type": "image/png", "Access-Control-Allow-Origin": "*" });
    res.end(tile);
  });
  await new Promise<void>((resolve) => tileServer?.listen(0, "127.0.0.1", resolve));
  const { port } = tileServer.address() as AddressInfo;
  return `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`;
}
afterAll(async () => {
  await new Promise((resolve) => tileServer?.close(resolve));
});

const site = openDemoSite({ env: async () => ({ MAP_TILE_URL: await startTileServer() }) });

const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** The scripts a page fetched, by file name. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const resultNames = (page: Page) => page.locator("#results-list article h3").allInnerTexts();
/** The results with a point: listings and projects (ADR 042, 056). */
const pinnedItems = (page: Page) => page.locator("#results-list > li[data-pin]");

/** How many things the pins of a map stand for: one each, or a cluster's count ('3 results here'). */
async function pinned(page: Page, map = "#results-map"): Promise<number> {
  const labels = await page
    .locator(`${map} .leaflet-marker-icon`)
    .evaluateAll((elements) => elements.map((e) => e.getAttribute("aria-label") ?? ""));
  return labels.reduce((sum, label) => sum + Number(/^(\d+) (results|places) here$/.exec(label)?.[1] ?? 1), 0);
}

async function mapJourney(page: Page) {
  const errors = watchErrors(page, 404);
  const scripts = scriptsFetched(page);
  await page.goto("/explore?city=Lucknow");
  const before = await resultNames(page);
  expect(before).toContain("Shanti Girls Hostel");

  // The page's own scripts hold its budget: the map's script and Leaflet come only with the 'Map' button.
  expect(scripts.some((path) => path.includes("map-script"))).toBe(false);
  await page.getByRole("button", { name: "Map", exact: true }).click();
  await page.locator("#results-map[data-map-ready]").waitFor();
  // As a person would, the map is scrolled to the middle of the screen, clear of the sticky header.
  await page.locator("#results-map section").evaluate((map) => map.scrollIntoView({ block: "center" }));
  expect(scripts.filter((path) => path.includes("map-script"))).toHaveLength(1);
  await expect.poll(() => tilesServed.length).toBeGreaterThan(0);

  // Every listing of the page is on the map, one pin each or in a cluster; several share their locality's point.
  const listingsBefore = await pinnedItems(page).count();
  expect(listingsBefore).toBeGreaterThan(2);
  expect(await pinned(page)).toBe(listingsBefore);
  const cluster = page.getByRole("button", { name: /^\d+ results here$/ }).first();
  const clustered = Number((await cluster.getAttribute("aria-label"))?.split(" ")[0]);
  expect(clustered).toBeGreaterThan(1);
  await cluster.click();
  const popup = page.locator(".leaflet-popup-content");
  await expect.poll(() => popup.locator("article h3").count()).toBe(clustered);
  // By keyboard: on a phone the popup's photos load into it for a while, and the map moves it as they do, so a pointer
  // waits for a still target that a busy machine may not give within the limit.
  const closePopup = async () => {
    await page.getByRole("button", { name: "Close popup" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => popup.count()).toBe(0);
  };
  await closePopup();

  // A pin opens its card, which leads where the card in the list does.
  const shanti = page.getByRole("button", { name: /^Shanti Girls Hostel, / });
  await shanti.click();
  await expect.poll(() => popup.locator("article h3").allInnerTexts()).toEqual(["Shanti Girls Hostel"]);
  const listed = page.locator("#results-list article", { hasText: "Shanti Girls Hostel" }).getByRole("link").first();
  expect(await popup.getByRole("link").first().getAttribute("href")).toBe(await listed.getAttribute("href"));
  await closePopup();

  // Zooming in on one pin offers 'Search this area', which narrows the list to what the map shows.
  const searchArea = page.getByRole("button", { name: "Search this area" });
  expect(await searchArea.isVisible()).toBe(false);
  // A pin stands on its point: the middle of its foot, which a wheel's zoom keeps under the pointer. The map may still
  // be panning back from the popup on a busy machine, so each turn looks for the pin where it is now, once it is still.
  const stillAt = async () => {
    const first = await shanti.boundingBox();
    await page.waitForTimeout(200);
    const second = await shanti.boundingBox();
    return first && second && first.x === second.x && first.y === second.y ? second : null;
  };
  await expect
    .poll(async () => {
      const box = await stillAt();
      if (!box) return false;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height - 1);
      await page.mouse.wheel(0, -240);
      return searchArea.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
    })
    .toBe(true);
  await searchArea.click();
  await page.waitForURL((url) => url.searchParams.has("area"));
  const url = new URL(page.url());
  expect(url.searchParams.get("view")).toBe("map");
  const after = await resultNames(page);
  expect(after).toContain("Shanti Girls Hostel");
  expect(after.length).toBeLessThan(listingsBefore);
  const [south, west, north, east] = (url.searchParams.get("area") ?? "").split(",").map(Number);
  const points = await pinnedItems(page).evaluateAll((items) =>
    items.map((li) => [Number(li.dataset.lat), Number(li.dataset.lng)]),
  );
  expect(points).toHaveLength(after.length);
  for (const [lat, lng] of points) {
    expect(lat >= south && lat <= north && lng >= west && lng <= east).toBe(true);
  }
  // The search says what it is about, and the map opens again on its area by itself.
  await expect.poll(() => page.getByRole("link", { name: "Remove In this map area" }).count()).toBe(1);
  await page.locator("#results-map[data-map-ready]").waitFor();
  expect(await pinned(page)).toBe(after.length);
  await expectAccessible(page);
  expect(errors).toEqual([]);
}

describe("the map view", () => {
  it("at 1280 px: pins for the results, a pin opens its card, 'Search this area' narrows the list", async () => {
    const page = await site.newPage(DESKTOP);
    await mapJourney(page);
    await page.context().close();
  });

  it("at 375 px: the same, on a phone", async () => {
    const page = await site.newPage(PHONE);
    await mapJourney(page);
    await page.context().close();
  });

  it("on a listing's page: a small map of the listing and what is near it, each near place with its distance", async () => {
    const page = await site.newPage(PHONE);
    const scripts = scriptsFetched(page);
    await page.goto("/explore?city=Lucknow&type=pg");
    await page.locator("#results-list article", { hasText: "Sunrise Boys PG" }).getByRole("link").first().click();
    await page.waitForURL(/\/property\//);
    const near = page.locator('section[aria-labelledby="listing-nearby"]');
    const places = await near.locator("li").allInnerTexts();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toMatch(/\d+\.\d km in a straight line$/);
    expect(scripts.some((path) => path.includes("map-script"))).toBe(false);

    await near.getByRole("button", { name: "Map", exact: true }).click();
    await page.locator("#listing-map[data-map-ready]").waitFor();
    expect(await pinned(page, "#listing-map")).toBe(places.length + 1);
    await page.getByRole("button", { name: "This listing, Aliganj" }).click();
    const popup = page.locator(".leaflet-popup-content");
    await expect.poll(() => popup.textContent()).toContain("Aliganj");
    await page.getByRole("button", { name: "Close popup" }).click();
    const nearest = places[0].split(" (")[0];
    await page.getByRole("button", { name: new RegExp(`^${nearest}, \\d`) }).click();
    await expect.poll(() => popup.textContent()).toContain(nearest);
    await expect.poll(() => page.locator(".leaflet-control-attribution").textContent()).toContain("OpenStreetMap");
    await page.context().close();
  });
});
