import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "~/features/contact/contact-schema";
// The contact messages are read in the language being served: outside a request, English.
import "~/lib/i18n.server";
import { newUser } from "../support/accounts";
import { axeViolations, openDemoSite, watchErrors } from "../support/browser";

const site = openDemoSite({ shared: true });

async function open(pathname: string, width = 1280, options: { reducedMotion?: "reduce" } = {}): Promise<Page> {
  const page = await site.newPage({ viewport: { width, height: 900 }, ...options });
  await page.goto(pathname);
  // Wait for hydration: the scripts are modules, so this is after React has taken over the page.
  await page.waitForFunction(() => document.readyState === "complete");
  await page.waitForLoadState("networkidle");
  return page;
}

/** Scrolls down the page step by step, as a reader would, so every section has been in view. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
}

/**
 * Brings the home page's counters into view, as a reader scrolling down would, and waits for their final figures.
 * They count up once seen, after the page's scripts start: on two shared cores, busy with other tests, that can take
 * longer than Playwright's usual wait. A section scrolled past before the script ran was never seen, so it is
 * brought back first.
 */
async function countersFinished(page: Page) {
  await page.getByRole("region", { name: "Hotels, PGs & Rooms AVAILABLE near you" }).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("section[aria-labelledby='available-title'] dd")]
        .map((dd) => dd.textContent)
        .join(" ") === "800+ 500+ 1000+",
    null,
    { timeout: 15_000 },
  );
}

/** Titles of the carousel's cards that lie wholly inside its visible window, once its slide has ended. */
async function cardsInView(carousel: Locator): Promise<string[]> {
  return carousel.evaluate(async (region) => {
    // The slide is the track's CSS transition, started by the last move: asking for the animations applies the new
    // position first, so a move just made is waited for, however long the page took.
    await Promise.all(region.getAnimations({ subtree: true }).map((slide) => slide.finished.catch(() => undefined)));
    const window = region.firstElementChild?.getBoundingClientRect();
    if (!window) return [];
    return [...region.querySelectorAll("article")]
      .filter((card) => {
        const box = card.getBoundingClientRect();
        return box.left >= window.left - 2 && box.right <= window.right + 2;
      })
      .map((card) => card.querySelector("h3")?.textContent ?? "");
  });
}

describe("the home page", () => {
  it("shows every section and counts up to the final figures", async () => {
    const page = await open("/");
    await expect(page.getByRole("heading", { name: "Stay Your Way: Hotels, PGs & Rooms" }).isVisible()).resolves.toBe(
      true,
    );
    const stats = page.getByRole("region", { name: "Hotels, PGs & Rooms AVAILABLE near you" });
    await stats.scrollIntoViewIfNeeded();
    const hotels = stats.locator("dd").first();
    // Mid-way through the 2.5 s run the figure is between the two ends; at the end it is the final one.
    await page.waitForTimeout(900);
    const midway = Number.parseInt((await hotels.textContent()) ?? "", 10);
    expect(midway).toBeGreaterThanOrEqual(500);
    expect(midway).toBeLessThan(800);
    await countersFinished(page);
    await scrollThrough(page);
    for (const name of ["Recommended Properties", "Projects in Our Cities", "Stays in Your City", "OUR SERVICES"]) {
      expect(await page.getByRole("heading", { name, level: 2 }).isVisible()).toBe(true);
    }
    expect(await stats.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toContain("wa.me/919876543210");
    expect(await page.getByRole("link", { name: /Google Play/ }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /App Store/ }).isVisible()).toBe(true);
    await page
      .getByRole("region", { name: "OUR SERVICES" })
      .getByRole("link", { name: /Find a PG/ })
      .click();
    await page.waitForURL("**/pgs");
    await page.context().close();
  });

  it("shows the final figures at once to people who prefer less motion", async () => {
    const page = await open("/", 1280, { reducedMotion: "reduce" });
    const stats = page.getByRole("region", { name: "Hotels, PGs & Rooms AVAILABLE near you" });
    await stats.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    expect(await stats.locator("dd").allTextContents()).toEqual(["800+", "500+", "1000+"]);
    await page.context().close();
  });

  for (const [width, visible] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    it(`shows ${visible} recommended card(s) at ${width} px, and its arrows wrap around both ways`, async () => {
      const page = await open("/", width);
      const carousel = page.getByRole("region", { name: "Recommended Properties" });
      await carousel.scrollIntoViewIfNeeded();
      const titles = await carousel.locator("article h3").allTextContents();
      expect(titles).toHaveLength(12);
      expect(await cardsInView(carousel)).toEqual(titles.slice(0, visible));
      // Its arrows stay inside the page's margin, so the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

      const next = carousel.getByRole("button", { name: "Next" });
      const previous = carousel.getByRole("button", { name: "Previous" });
      await next.click();
      expect(await cardsInView(carousel)).toEqual(titles.slice(1, 1 + visible));
      await previous.click();
      await previous.click();
      // Previous from the first position goes to the last: the last cards are in view.
      expect(await cardsInView(carousel)).toEqual(titles.slice(12 - visible));
      await next.click();
      expect(await cardsInView(carousel)).toEqual(titles.slice(0, visible));

      // The arrow keys move it too, from anywhere inside it.
      await carousel.getByRole("link", { name: "Learn More" }).first().focus();
      await page.keyboard.press("ArrowRight");
      expect(await cardsInView(carousel)).toEqual(titles.slice(1, 1 + visible));
      // Focus stays in the carousel when its card slides away, so the next key still works.
      expect(await carousel.evaluate((region) => region.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("ArrowLeft");
      expect(await cardsInView(carousel)).toEqual(titles.slice(0, visible));

      await carousel.getByRole("link", { name: "Learn More" }).first().click();
      await page.waitForURL(/\/property\/[\w-]+$/);
      await page.context().close();
    });
  }

  it("moves the carousel and counts up for a signed-in user, whose page React runs", async () => {
    const page = await site.signedInPage(site.accounts.owner, { viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page, 0);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const carousel = page.getByRole("region", { name: "Recommended Properties" });
    await carousel.scrollIntoViewIfNeeded();
    const titles = await carousel.locator("article h3").allTextContents();
    await carousel.getByRole("button", { name: "Next" }).click();
    expect(await cardsInView(carousel)).toEqual(titles.slice(1, 4));
    await countersFinished(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("moves the carousel with a swipe on a touch screen", async () => {
    const context = await site.newContext({
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const carousel = page.getByRole("region", { name: "Recommended Properties" });
    await carousel.scrollIntoViewIfNeeded();
    const titles = await carousel.locator("article h3").allTextContents();
    await carousel.evaluate((region) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: region, clientX: x, clientY: 100 });
      region.dispatchEvent(
        new TouchEvent("touchstart", { bubbles: true, touches: [touch(300)], changedTouches: [touch(300)] }),
      );
      region.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(120)] }));
    });
    expect(await cardsInView(carousel)).toEqual([titles[1]]);
    await context.close();
  });

  it("says an account was deleted only when the address asks, though the page's HTML is the same", async () => {
    const page = await open("/?account=deleted", 375);
    const note = page.getByRole("status", { name: "Account deleted" });
    await expect.poll(() => note.isVisible()).toBe(true);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // The note is in the HTML, hidden.
    expect(await page.getByRole("status", { name: "Account deleted", includeHidden: true }).count()).toBe(1);
    expect(await note.isVisible()).toBe(false);
    await page.context().close();
  });

  it("cuts long project names on the city carousel and leads to the city's projects", async () => {
    const page = await open("/");
    const carousel = page.getByRole("region", { name: "Projects in Our Cities" });
    await carousel.scrollIntoViewIfNeeded();
    const names = await carousel.locator("article h3").allTextContents();
    expect(names).toHaveLength(5);
    for (const name of names) expect(name.replace("…", "").split(/\s+/).length).toBeLessThanOrEqual(5);
    await carousel.getByRole("link", { name: "Learn More" }).first().click();
    await page.waitForURL("**/project/lucknow");
    await page.context().close();
  });
});

describe("the contact form", () => {
  it("shows the specification's messages in order, 'Submitting...', the success, then goes home", async () => {
    const page = await open("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    const submit = form.getByRole("button", { name: "Submit" });
    const expectMessage = async (message: string) => {
      await page.getByText(message).waitFor();
      expect(await page.getByText(/^❌/).allTextContents()).toEqual([message]);
    };

    await submit.click();
    await expectMessage(CONTACT_MESSAGES.name);
    await form.getByLabel("Name").fill("Asha Verma");
    await submit.click();
    await expectMessage(CONTACT_MESSAGES.mobile);
    await form.getByLabel("Mobile Number").fill("98765");
    await submit.click();
    await expectMessage(CONTACT_MESSAGES.mobile);
    await form.getByLabel("Mobile Number").fill("9876543210");
    await submit.click();
    await expectMessage(CONTACT_MESSAGES.email);
    await form.getByLabel("Email").fill("asha@example");
    await submit.click();
    await expectMessage(CONTACT_MESSAGES.email);
    await form.getByLabel("Email").fill("asha@example.com");
    await submit.click();
    await expectMessage(CONTACT_MESSAGES.message);
    await form.getByLabel("Message").fill("Looking for a girls' PG near Hazratganj from next month.");

    // Record every label the button shows, to see 'Submitting...' however quickly the server answers.
    await page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>("form[aria-label='Contact form'] button[type=submit]");
      const seen: string[] = [];
      (window as unknown as { buttonLabels: string[] }).buttonLabels = seen;
      if (button)
        new MutationObserver(() => seen.push(button.textContent ?? "")).observe(button, {
          subtree: true,
          childList: true,
          characterData: true,
        });
    });
    await submit.click();
    await page.getByText(CONTACT_MESSAGES.sent).waitFor();
    expect(await page.evaluate(() => (window as unknown as { buttonLabels: string[] }).buttonLabels)).toContain(
      "Submitting...",
    );
    const sentAt = Date.now();
    await page.waitForURL(`${site.server.url}/`);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1500);
    await page.context().close();
  });

  it("sends from a city's contact page too", async () => {
    const page = await open("/contact/mathura");
    expect(await page.getByRole("heading", { name: /Mathura/, level: 1 }).isVisible()).toBe(true);
    await page.getByLabel("Name").fill("Ravi");
    await page.getByLabel("Mobile Number").fill("9123456780");
    await page.getByLabel("Email").fill("ravi@example.com");
    await page.getByLabel("Message").fill("Tell me when Vrindavan listings open.");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText(CONTACT_MESSAGES.sent).waitFor();
    await page.context().close();
  });

  it("loads no map from Google until asked", async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(site.server.url)) thirdParty.push(request.url());
    });
    await page.route(/google\.com/, (route) => route.abort());
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
    await page.getByRole("button", { name: "Show map" }).click();
    expect(await page.locator("iframe[title^='Map of']").getAttribute("src")).toContain("https://www.google.com/maps");
    await page.context().close();
  });
});

describe("the Luxury Real Estate gallery", () => {
  it("filters the cards as you type", async () => {
    const page = await open("/buy");
    const gallery = page.getByRole("region", { name: "Luxury Real Estate" });
    const cardTitles = () => gallery.locator("article h2").allTextContents();
    expect(await cardTitles()).toHaveLength(8);
    await page.getByLabel("Search by title or location").pressSequentially("gurugram");
    expect(await cardTitles()).toEqual(["Golf Course Extension Villa", "Cyber City Sky Loft"]);
    await page.getByLabel("Search by title or location").fill("haveli");
    expect(await cardTitles()).toEqual(["Ganga View Haveli"]);
    await page.getByLabel("Search by title or location").fill("atlantis");
    expect(await cardTitles()).toEqual([]);
    expect(await page.getByText("No properties match “atlantis”.").isVisible()).toBe(true);
    await page.getByLabel("Search by title or location").fill("");
    expect(await cardTitles()).toHaveLength(8);
    await page.context().close();
  });

  it("keeps a visitor's favourites in the browser", async () => {
    const page = await open("/buy");
    const favourite = page.getByRole("button", { name: "Favourite: Ganga View Haveli" });
    expect(await favourite.getAttribute("aria-pressed")).toBe("false");
    await favourite.click();
    expect(await favourite.getAttribute("aria-pressed")).toBe("true");
    await page.reload();
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(
      () =>
        document.querySelector("[aria-label='Favourite: Ganga View Haveli']")?.getAttribute("aria-pressed") === "true",
    );
    await favourite.click();
    expect(await favourite.getAttribute("aria-pressed")).toBe("false");
    await page.context().close();
  });

  it("saves a signed-in user's favourites to the account", async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    const user = newUser();
    const request = page.context().request;
    const signUp = await request.post("/api/v1/auth/sign-up", {
      headers: { origin: site.server.url },
      data: { ...user, confirmPassword: user.password },
    });
    expect(signUp.status()).toBe(201);
    await site.logIn(page.context(), { email: user.email, password: user.password });
    await page.goto("/buy");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Favourite: Sarnath Garden Estate" }).click();
    await expect
      .poll(async () => (await (await request.get("/api/v1/favourites")).json()).favourites)
      .toEqual(["sarnath-garden-estate"]);
    await page.context().close();
  });

  it("opens a lightbox whose previous and next wrap around, with arrow keys and Escape", async () => {
    const page = await open("/buy");
    const opener = page.getByRole("button", { name: "View photos of Ganga View Haveli" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Photos of Ganga View Haveli" });
    const caption = dialog.locator("figcaption");
    expect(await dialog.isVisible()).toBe(true);
    expect(await caption.textContent()).toBe("Ganga View Haveli — photo 1 of 3");
    await dialog.getByRole("button", { name: "Previous" }).click();
    expect(await caption.textContent()).toBe("Ganga View Haveli — photo 3 of 3");
    await dialog.getByRole("button", { name: "Next" }).click();
    expect(await caption.textContent()).toBe("Ganga View Haveli — photo 1 of 3");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await caption.textContent()).toBe("Ganga View Haveli — photo 3 of 3");
    await page.keyboard.press("ArrowRight");
    expect(await caption.textContent()).toBe("Ganga View Haveli — photo 1 of 3");
    await page.keyboard.press("ArrowLeft");
    expect(await caption.textContent()).toBe("Ganga View Haveli — photo 3 of 3");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe("accessibility", () => {
  for (const pathname of ["/", "/contact", "/buy", "/about", "/privacy-policy"]) {
    it(`axe finds no violations on ${pathname}`, async () => {
      const page = await open(pathname);
      await scrollThrough(page);
      await page.waitForTimeout(800);
      const violations = await axeViolations(page);
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await page.context().close();
    });
  }
});
