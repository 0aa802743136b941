import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openDemoSite } from "../support/browser";
import { PLAYWRIGHT_DISABLED_FEATURES } from "../support/chromium";

// The journeys' contexts are used again (ADR 063): a test must find nothing an earlier test of its file left.
const site = openDemoSite({ shared: true });

// What the first test leaves; the app keeps keys of its own in local storage (the hearts), which are not this test's.
const leftOver = (page: Page) =>
  page.evaluate(() => ({
    local: localStorage.getItem("left"),
    session: sessionStorage.getItem("left"),
    cookie: document.cookie.includes("left="),
  }));

describe("a browser context handed to the next test", () => {
  it("is the same tab, with no storage or cookies of the test before", async () => {
    const first = await site.signedInPage(site.accounts.owner);
    await first.goto("/");
    await first.evaluate(() => {
      localStorage.setItem("left", "1");
      sessionStorage.setItem("left", "1");
    });
    await first.context().addCookies([{ name: "left", value: "1", url: site.server.url }]);
    await first.context().close();

    const next = await site.newPage();
    expect(next).toBe(first);
    expect(await next.context().cookies()).toEqual([]);
    await next.goto("/");
    expect(await leftOver(next)).toEqual({ local: null, session: null, cookie: false });
    // Signed out: the owner's session cookie went with the reset.
    await next.getByRole("banner").getByRole("link", { name: "Login", exact: true }).waitFor();
    await next.context().close();
  });

  it("is a new one when the test before changed what a reset cannot undo", async () => {
    const offline = await site.newPage();
    await offline.context().setOffline(true);
    await offline.context().close();

    const next = await site.newPage();
    expect(next).not.toBe(offline);
    await next.goto("/");
    await expect(next.getByRole("heading", { level: 1 }).first().isVisible()).resolves.toBe(true);
    await next.context().close();
  });
});

describe("the run's Chromium", () => {
  it("opens a test's page without an address bar popup in a process of its own", async () => {
    const page = await site.newPage();
    await page.goto("/");
    const cdp = await site.browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send("Target.getTargets");
    await cdp.detach();
    expect(targetInfos.filter((target) => target.type === "browser_ui").map((target) => target.url)).toEqual([]);
    expect(targetInfos.some((target) => target.type === "page" && target.url === `${site.server.url}/`)).toBe(true);
    await page.context().close();
  });

  it("still turns off every feature Playwright turns off", () => {
    // Playwright keeps its list inside its bundle; our launch repeats it (tests/support/chromium.ts).
    const bundle = path.join(
      path.dirname(createRequire(import.meta.url).resolve("playwright-core/package.json")),
      "lib/coreBundle.js",
    );
    const list = /disabledFeatures = \[([^\]]*)\]/.exec(readFileSync(bundle, "utf8"))?.[1] ?? "";
    const playwrights = [...list.matchAll(/"(\w+)"/g)].map((match) => match[1]);
    expect(playwrights.length).toBeGreaterThan(5);
    expect(playwrights.filter((feature) => !PLAYWRIGHT_DISABLED_FEATURES.includes(feature))).toEqual([]);
  });
});
