import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openDemoSite } from "../support/browser";

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
    await next.getByRole("banner").getByRole("link", { name: "Login", exact: true }).waitFor({ timeout: 5_000 });
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
