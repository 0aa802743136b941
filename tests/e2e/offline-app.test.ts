import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { openDemoSite, PHONE, watchErrors } from "../support/browser";

const site = openDemoSite({ shared: true });
const LISTING = "Metro Nest PG";

describe("the installable app", () => {
  it("links a valid manifest named GharStay with 192 and 512 px icons and the theme colour", async () => {
    const page = await site.newPage(PHONE);
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const response = await page.request.get(href as string);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: "GharStay", start_url: "/", display: "standalone", theme_color: "#9a3412" });
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === `${size}x${size}`);
      const image = await sharp(await (await page.request.get(icon.src)).body()).metadata();
      expect([image.format, image.width, image.height]).toEqual(["png", size, size]);
    }
  });

  it("offers 'Install' only once the browser says the app can be installed", async () => {
    const page = await site.newPage(PHONE);
    await page.goto("/");
    const install = page.getByRole("button", { name: "Install", exact: true });
    expect(await install.count()).toBe(0);
    // Headless Chromium never decides a site is installable, so the test plays the browser's part.
    await page.evaluate(() => {
      const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {
          document.body.dataset.prompted = "yes";
        },
      });
      window.dispatchEvent(event);
    });
    await install.click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.prompted)).toBe("yes");
    expect(await install.count()).toBe(0);
  });
});

describe("reading offline", () => {
  it("opens a listing viewed online without a network, and shows the offline page for one never opened", async () => {
    const context = await site.newContext(PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page, 0);
    await page.goto("/pgs");
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(worker).toMatch(/\/sw\.js$/);
    await page.getByRole("link", { name: LISTING, exact: true }).last().click();
    await page.waitForURL(/\/property\//);
    await page.getByRole("heading", { level: 1, name: LISTING }).waitFor();
    const listingUrl = new URL(page.url()).pathname;

    await context.setOffline(true);
    await page.goto("/about");
    await page.getByRole("heading", { level: 1, name: "You are offline" }).waitFor();
    const saved = page.getByRole("link", { name: new RegExp(LISTING) });
    await saved.waitFor();
    await saved.click();
    await page.waitForURL(`**${listingUrl}`);
    await page.getByRole("heading", { level: 1, name: LISTING }).waitFor();

    await page.goto(listingUrl);
    expect(await page.getByRole("heading", { level: 1, name: LISTING }).isVisible()).toBe(true);
    await context.setOffline(false);
    // Offline, React Router cannot ask for the routes of the links on a kept page and says so in the console;
    // the links still load their pages (the islands' pwa.ts makes them full page loads).
    const offlineNoise = /ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches/;
    expect(errors.filter((e) => !offlineNoise.test(e))).toEqual([]);
  });
});

describe("Save-Data", () => {
  /**
   * Waits for every image on the screen: a lazy one is asked for only once the page is laid out, which on a busy
   * machine can come after the network has been quiet for the half second `networkidle` waits.
   */
  const imagesOnScreen = (page: Page) =>
    page.waitForFunction(() =>
      [...document.images]
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
        })
        .every((img) => img.complete),
    );

  /** The bytes of each picture the home page and /pgs sent, by its name without the width of the variant. */
  async function imagesOf(saveData: boolean) {
    const context = await site.newContext({
      ...PHONE,
      deviceScaleFactor: 3,
      serviceWorkers: "block",
      extraHTTPHeaders: saveData ? { "Save-Data": "on" } : {},
    });
    const page = await context.newPage();
    const sizes = new Map<string, Promise<number>>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "image") return;
      const picture = new URL(response.url()).pathname.replace(/-\d+\.webp$/, "");
      sizes.set(
        picture,
        response.body().then((body) => body.length),
      );
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await imagesOnScreen(page);
    const heroSrc = await page
      .locator("section[aria-labelledby='hero-title'] img")
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    await page.goto("/pgs", { waitUntil: "networkidle" });
    await imagesOnScreen(page);
    const bytes = new Map(await Promise.all([...sizes].map(async ([picture, size]) => [picture, await size] as const)));
    await context.close();
    return { heroSrc, bytes };
  }

  it("sends the smallest image variants to a visitor who asks to save data", async () => {
    const full = await imagesOf(false);
    const light = await imagesOf(true);
    expect(light.heroSrc).toMatch(/hero-640\.webp$/);
    expect(full.heroSrc).not.toMatch(/hero-640\.webp$/);
    // The same pictures in both: lazy ones below the screen, and listings other files add to the shared server, may
    // differ between the two visits.
    const both = [...light.bytes.keys()].filter((picture) => full.bytes.has(picture));
    expect(both.length).toBeGreaterThanOrEqual(5);
    const total = (run: { bytes: Map<string, number> }) =>
      both.reduce((sum, picture) => sum + (run.bytes.get(picture) ?? 0), 0);
    expect(total(light)).toBeLessThan(total(full) / 2);
  });
});
