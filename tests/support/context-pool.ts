import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from "playwright-core";

/**
 * Methods that change a page or context in ways a reset does not undo (routes, scripts, emulation, network state,
 * permissions, listeners on the context). A context whose test called one is closed for real, not handed out again.
 */
const CHANGES = [
  "route",
  "routeFromHAR",
  "routeWebSocket",
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "setExtraHTTPHeaders",
  "setDefaultTimeout",
  "setDefaultNavigationTimeout",
];
const PAGE_CHANGES = [...CHANGES, "emulateMedia", "setViewportSize"];
const CONTEXT_CHANGES = [
  ...CHANGES,
  "setGeolocation",
  "grantPermissions",
  "setOffline",
  "setHTTPCredentials",
  "on",
  "once",
  "addListener",
];

/** Calls `onCall` before each of `methods` on `target`; the object stays Playwright's own. */
function watch(target: object, methods: readonly string[], onCall: () => void) {
  const record = target as Record<string, unknown>;
  for (const name of methods) {
    const original = record[name];
    if (typeof original !== "function") continue;
    record[name] = (...args: unknown[]) => {
      onCall();
      return original.apply(target, args);
    };
  }
}

type Kept = {
  context: BrowserContext;
  /** The context's first page: the one handed out again, as a new page is most of a context's cost. */
  page?: Page;
  pageInUse: boolean;
  changed: boolean;
  free: boolean;
  cdp?: CDPSession;
};

/**
 * Browser contexts that a test file's tests close, reset and handed out again to its next test asking for the same
 * options (ADR 063). Opening a context and its first page costs Chromium about 1 s of CPU (a renderer process, a tab of
 * the headless browser, Playwright's set-up in both); resetting one costs about a third of that. A reset context has
 * no cookies, local or session storage, IndexedDB, service workers, caches or listeners of the last test's, and its page
 * is on the site's robots.txt; anything a reset cannot undo makes the context close for real.
 */
export function contextPool(browser: () => Browser, origin: () => string) {
  const free = new Map<string, Kept[]>();

  async function reset(kept: Kept, page: Page) {
    const { context } = kept;
    for (const other of context.pages()) if (other !== page) await other.close();
    page.removeAllListeners();
    // A plain page of the same origin, not about:blank: Chromium starts a new renderer for about:blank and again for
    // the next test's first page. Session storage belongs to the tab, so it is cleared from a page of the origin.
    await page.goto(new URL("/robots.txt", origin()).href);
    await page.evaluate(() => sessionStorage.clear());
    kept.cdp ??= await context.newCDPSession(page);
    await kept.cdp.send("Storage.clearDataForOrigin", { origin: origin(), storageTypes: "all" });
    await kept.cdp.send("Network.clearBrowserCache");
    await context.clearCookies();
  }

  async function open(options: BrowserContextOptions, key: string): Promise<BrowserContext> {
    const context = await browser().newContext(options);
    const kept: Kept = { context, pageInUse: false, changed: false, free: false };
    const close = context.close.bind(context);
    const newPage = context.newPage.bind(context);
    const changed = () => {
      kept.changed = true;
    };
    watch(context, CONTEXT_CHANGES, changed);
    context.newPage = async () => {
      if (kept.page && !kept.pageInUse && !kept.page.isClosed()) {
        kept.pageInUse = true;
        return kept.page;
      }
      const page = await newPage();
      watch(page, PAGE_CHANGES, changed);
      if (!kept.page) [kept.page, kept.pageInUse] = [page, true];
      return page;
    };
    context.close = async (closeOptions) => {
      if (kept.free) return;
      const { page } = kept;
      if (kept.changed || !page || page.isClosed()) return close(closeOptions);
      try {
        await reset(kept, page);
      } catch {
        // A page that crashed or a context Chromium already closed: the next test gets a new one.
        return close(closeOptions).catch(() => {});
      }
      Object.assign(kept, { pageInUse: false, free: true });
      free.set(key, [...(free.get(key) ?? []), kept]);
    };
    return context;
  }

  return {
    /** A context with these options: one a test of this file closed, reset, or a new one. */
    take: async (options: BrowserContextOptions): Promise<BrowserContext> => {
      const key = JSON.stringify(options);
      const kept = free.get(key)?.pop();
      if (!kept) return open(options, key);
      kept.free = false;
      return kept.context;
    },
  };
}
