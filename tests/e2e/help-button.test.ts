import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openDemoSite } from "../support/browser";

const site = openDemoSite({ shared: true });

const PHONE = { width: 375, height: 812 };
/**
 * A phone whose sections stand where they end up: with motion, the home page's lower sections wait 24 px lower until
 * seen and then glide up, and a check made while scrolling would see them part-way.
 */
const STILL_PHONE = { viewport: PHONE, reducedMotion: "reduce" } as const;

/** Every page of app/routes.ts a person can open, with demo values for its parameters. */
const STATIC_PATHS = [
  "/",
  "/Home",
  "/login",
  "/sign",
  "/profile",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/about",
  "/ourteams",
  "/privacy-policy",
  "/UsdApp",
  "/service",
  "/city",
  "/Cityhome",
  "/contact",
  "/contact/mathura",
  "/projects/noida",
  "/buy",
  "/explore",
  "/Search",
  "/explore?city=Noida&type=pg",
  "/hotels",
  "/pgs",
  "/rooms",
  "/co-living",
  "/short-stays",
  "/project",
  "/NewlyProject",
  "/NewProject",
  "/NewsProject",
  "/project/lucknow",
  "/NewlyProjectD",
  "/Newprojectdetial",
  "/ExplorecityPropertyD",
  "/services/noida",
  "/services/home",
  "/ProjectService/buy-plots",
  "/Sellrent",
  "/listing-detail",
  "/no-such-page",
];

/**
 * Scrolls from the top to the bottom a screen at a time, collecting the links and fields the help button covers on the
 * way, as short descriptions; null on a page without the button. One call into the page: each scroll position is a
 * layout the browser makes anyway, while a round trip per position from the test was most of the check's CPU.
 */
function coveredWhileScrolling(page: Page): Promise<string[] | null> {
  return page.evaluate((step) => {
    const help = document.querySelector<HTMLElement>('a[aria-label^="Help: chat"]');
    if (!help) return null;
    const covered = new Set<string>();
    const height = document.documentElement.scrollHeight;
    for (let y = 0; ; y += step) {
      window.scrollTo({ top: Math.min(y, height), behavior: "instant" });
      const box = help.getBoundingClientRect();
      const clickable = document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]',
      );
      for (const element of clickable) {
        if (element === help || help.contains(element) || element.contains(help)) continue;
        // Hidden ones (display, visibility, or inside a closed <details>) are not there to be covered.
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        for (const rect of element.getClientRects()) {
          const left = Math.max(rect.left, box.left);
          const right = Math.min(rect.right, box.right);
          const top = Math.max(rect.top, box.top);
          const bottom = Math.min(rect.bottom, box.bottom);
          if (right <= left || bottom <= top) continue;
          // Covered only where the help button is the one on top (a sticky header may pass over it instead).
          const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
          if (onTop && help.contains(onTop)) covered.add(element.outerHTML.slice(0, 120));
        }
      }
      if (y >= height) break;
    }
    return [...covered];
  }, PHONE.height - 100);
}

async function demoPaths(page: Page): Promise<string[]> {
  await page.goto("/explore");
  const listing = await page.locator('a[href^="/property/"]').first().getAttribute("href");
  await page.goto("/project/noida");
  const project = await page.locator('a[href^="/noida/"], a[href^="/NewlyProjectD/"]').first().getAttribute("href");
  if (!listing || !project) throw new Error("The demo content has no listing or project link");
  return [listing, `${listing}/edit`, project, `/explore/${project.split("/").pop()}`];
}

describe("the help button on a 375 px phone", () => {
  // Some 45 pages, each scrolled a screen at a time: beside a second run, more than the journeys' 90 s.
  it("covers no link, button or field on any page, at any scroll position", { timeout: 240_000 }, async () => {
    const page = await site.signedInPage(site.accounts.owner, STILL_PHONE);
    const paths = [...STATIC_PATHS, ...(await demoPaths(page))];
    const problems: Record<string, string[]> = {};
    let pagesWithHelp = 0;
    for (const path of paths) {
      await page.goto(path);
      const covered = await coveredWhileScrolling(page);
      if (covered === null) continue;
      pagesWithHelp += 1;
      if (covered.length > 0) problems[path] = covered;
    }
    expect(problems).toEqual({});
    // The check means something only where the button is shown: everywhere but the wizard and the Admin desk.
    expect(pagesWithHelp).toBeGreaterThan(paths.length - 3);
    await page.context().close();
  });

  it("is still there for a visitor, after the content, and opens WhatsApp", async () => {
    const page = await site.newPage(STILL_PHONE);
    await page.goto("/explore");
    const help = page.getByRole("link", { name: "Help: chat with us on WhatsApp" });
    await help.scrollIntoViewIfNeeded();
    expect(await help.isVisible()).toBe(true);
    expect(await help.getAttribute("href")).toContain("https://wa.me/");
    expect(await coveredWhileScrolling(page)).toEqual([]);
    await page.context().close();
  });
});
