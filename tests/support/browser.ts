import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { type NewUser, newUser } from "./accounts";
import { CHROMIUM_LAUNCH } from "./chromium";
import { contextPool } from "./context-pool";
import { type DemoAccounts, demoAccounts } from "./demo-accounts";
import { speakFrom } from "./http";
import { type RunningServer, startTestServer } from "./server";
import { sharedDemoServer } from "./shared-server";
import { sharedMailbox, startSmtpServer, type TestSmtpServer } from "./smtp";

/** The run's Chromium (browser-setup.ts), connected to; a file outside the browser journeys launches its own. */
async function launchBrowser(): Promise<Browser> {
  const endpoint = inject("browserEndpoint");
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM_LAUNCH);
}

/** A phone the width the site is checked at (375 px), with touch and the mobile viewport. */
export const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

export type DemoSite = {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The demo Owner and Admin with this server's passwords. */
  readonly accounts: DemoAccounts;
  /**
   * A browser context with no cookies or storage of any test's, whose relative addresses go to the server: a new one,
   * or one an earlier test of this file closed, reset (context-pool.ts).
   */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** A page in a fresh context of its own. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** Signs a context in through the JSON endpoint the login page uses; its pages share the cookies. */
  logIn: (context: BrowserContext, account: { email: string; password: string }) => Promise<void>;
  /** A page in a fresh context that is already signed in. */
  signedInPage: (account: { email: string; password: string }, options?: BrowserContextOptions) => Promise<Page>;
  /** A fresh context signed in as a new account, made through the sign-up API. */
  signedUpContext: (
    options?: BrowserContextOptions,
    overrides?: Partial<NewUser>,
  ) => Promise<{ context: BrowserContext; user: NewUser }>;
};

export type DemoSiteOptions = {
  /** More environment for the server, worked out when it starts (the address of a test SMTP server started then). */
  env?: () => Promise<Record<string, string>>;
  /**
   * The run's shared demo server (shared-server.ts) instead of one of this file's own; its browser contexts then speak
   * from this file's address.
   */
  shared?: boolean;
};

/** Opens a demo server and Chromium before the file's tests and closes both after them. */
export function openDemoSite(options: DemoSiteOptions = {}): DemoSite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  /** On the shared server, the address this file's contexts speak from (sharedDemoServer). */
  let clientAddress: string | undefined;
  beforeAll(async () => {
    if (options.shared) {
      const shared = sharedDemoServer();
      [server, clientAddress, browser] = [shared, shared.clientAddress, await launchBrowser()];
      return;
    }
    // The process may have run a file on the shared server before this one: this file's server sees its own address.
    speakFrom(undefined);
    const env = await options.env?.();
    [server, browser] = await Promise.all([startTestServer({ demo: true, env }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("The demo site starts in beforeAll; use it inside a test.");
    return value;
  };
  const contexts = contextPool(
    () => site.browser,
    () => site.server.url,
  );
  const site: DemoSite = {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    get accounts() {
      return demoAccounts(site.server);
    },
    newContext: (contextOptions = {}) =>
      contexts.take({
        baseURL: site.server.url,
        ...contextOptions,
        ...(clientAddress
          ? { extraHTTPHeaders: { ...contextOptions.extraHTTPHeaders, "x-forwarded-for": clientAddress } }
          : {}),
      }),
    newPage: async (options = {}) => (await site.newContext(options)).newPage(),
    logIn: async (context, account) => {
      const res = await context.request.post("/api/v1/auth/login", {
        data: account,
        headers: { origin: site.server.url },
      });
      expect(res.status()).toBe(200);
    },
    signedInPage: async (account, options = {}) => {
      const context = await site.newContext(options);
      await site.logIn(context, account);
      return context.newPage();
    },
    signedUpContext: async (options = {}, overrides = {}) => {
      const context = await site.newContext(options);
      const user = newUser(overrides);
      const signUp = await context.request.post("/api/v1/auth/sign-up", {
        headers: { origin: site.server.url },
        data: { ...user, confirmPassword: user.password },
      });
      expect(signUp.status()).toBe(201);
      await site.logIn(context, user);
      return { context, user };
    },
  };
  return site;
}

/**
 * Collects script and console errors (CSP refusals, hydration mismatches) nobody sees but nobody should have.
 * The browser logs every error status it receives, so the one the page answers on purpose is passed in and let through.
 */
export function watchErrors(page: Page, expectedStatus: number): string[] {
  const errors: string[] = [];
  // Each one is also written to the run's output with its page: a journey that fails on it and passes on its retry
  // otherwise leaves only "expected [ Array(1) ] to deeply equal []" to go on.
  const seen = (text: string) => {
    errors.push(text);
    console.warn(`Browser error on ${page.url()}: ${text}`);
  };
  page.on("pageerror", (error) => seen(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes(`status of ${expectedStatus}`)) seen(message.text());
  });
  return errors;
}

/** What axe finds wrong in the page, or in the part of it that `within` selects. */
export async function axeViolations(page: Page, within?: string) {
  // Legacy mode runs axe in the page itself: the default opens a blank page for each check, a renderer process of
  // Chromium's, to combine the results of frames our pages do not have. Only violations are asked for: axe then
  // describes one element of each other kind of result (passes, incomplete), not every one, which on a long page was
  // most of a check's time.
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
  return (await (within ? axe.include(within) : axe).analyze()).violations;
}

/** axe finds nothing wrong in the page's main content. */
export async function expectAccessible(page: Page) {
  expect((await axeViolations(page, "main")).map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** A finger swiping `dx` pixels across the middle of `box`, through the browser's touch input. */
export async function swipe(page: Page, box: { x: number; y: number; width: number; height: number }, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const start = box.x + box.width / 2 - dx / 2;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: start, y }] });
  for (const step of [1, 2, 3, 4]) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: start + (dx * step) / 4, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/**
 * A demo site whose mail goes to a real SMTP server in this test process; `smtp()` is that server. Shared, it is the
 * shared demo server and its mailbox (sharedMailbox).
 */
export function openDemoSiteWithMail(options: Pick<DemoSiteOptions, "shared"> = {}): {
  site: DemoSite;
  smtp: () => TestSmtpServer;
} {
  let server: TestSmtpServer | undefined;
  if (options.shared) {
    beforeAll(() => {
      server = sharedMailbox();
    });
    return { site: openDemoSite({ shared: true }), smtp: () => server as TestSmtpServer };
  }
  const site = openDemoSite({
    env: async () => {
      server = await startSmtpServer();
      return { SMTP_URL: server.url };
    },
  });
  afterAll(async () => {
    await server?.stop();
  });
  const smtp = () => {
    if (!server) throw new Error("The SMTP server starts with the site in beforeAll; use it inside a test.");
    return server;
  };
  return { site, smtp };
}

/** Fills the sign-up form on `page` as a person would, choosing `user`'s role, and sends it with 'Register'. */
export async function registerOnPage(page: Page, user: NewUser): Promise<void> {
  await page.getByLabel("Name").fill(user.name);
  await page.getByLabel("Mobile Number").fill(user.mobileNumber);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm Password").fill(user.password);
  await page.getByLabel("Role").selectOption(user.role);
  await page.getByRole("button", { name: "Register" }).click();
}

/**
 * Focus is on the heading `name` (a wizard's new step), which rests, once any smooth scroll ends, between the site's
 * sticky header and the bottom of the screen: what follows is read from its start, not its end.
 */
export async function expectHeadingFocusedInView(page: Page, name: string) {
  const heading = page.getByRole("heading", { name, exact: true });
  await expect
    .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`))
    .toBe(`H2 ${name}`);
  expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
  const header = await page.getByRole("banner").boundingBox();
  if (!header) throw new Error("The site's header is not drawn");
  const bottom = page.viewportSize()?.height ?? 0;
  const shown = async () => {
    const box = await heading.boundingBox();
    return box !== null && box.y >= header.y + header.height && box.y + box.height <= bottom;
  };
  await expect.poll(shown).toBe(true);
}

/**
 * Opens the listing wizard and waits until React has taken over the page (its heading is one of the elements React
 * hydrated): a click on 'Next' before that is the browser's own and posts the step to the server, which on a loaded
 * machine can happen after the network went quiet.
 */
export async function openWizard(page: Page): Promise<void> {
  await page.goto("/postproperty", { waitUntil: "networkidle" });
  const heading = await page.getByRole("heading", { name: "Post your property" }).elementHandle();
  await page.waitForFunction(
    (element) => Object.keys(element ?? {}).some((key) => key.startsWith("__reactProps$")),
    heading,
  );
}
