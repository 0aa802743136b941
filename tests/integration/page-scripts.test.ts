import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { cards } from "../support/html";
import type { RunningServer } from "../support/server";
import { sharedDemoServer } from "../support/shared-server";

type Budget = { page: string; budget: number };
const { pages } = JSON.parse(readFileSync(path.resolve("scripts/js-budgets.json"), "utf8")) as { pages: Budget[] };

let server: RunningServer;
let listingPath: string;

beforeAll(async () => {
  server = sharedDemoServer();
  const explore = await (await fetch(`${server.url}/explore`)).text();
  listingPath = new URL(cards(explore)[0].href, server.url).pathname;
});

afterAll(async () => {
  await server?.stop();
});

/** Every script a page makes the browser fetch: `<script src>` and module preloads. */
function scriptsOf(html: string): string[] {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return [...sources, ...preloads];
}

async function gzippedBytes(url: string): Promise<number> {
  const res = await fetch(new URL(url, server.url));
  expect(res.status, url).toBe(200);
  return gzipSync(Buffer.from(await res.arrayBuffer())).length;
}

const address = (page: string) => page.replace("/property/:id", listingPath.replace(/^\/hi/, ""));

describe("the scripts a visitor's phone downloads", () => {
  it.each(pages)("$page: only the islands script, within its budget", async ({ page, budget }) => {
    const res = await fetch(`${server.url}${address(page)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("__reactRouterContext");
    const scripts = scriptsOf(html);
    expect(scripts.map((src) => src.replace(/-[\w-]{8}\.js$/, ".js"))).toEqual(["/assets/islands.js"]);
    const bytes = (await Promise.all(scripts.map(gzippedBytes))).reduce((a, b) => a + b, 0);
    expect(bytes / 1024).toBeLessThanOrEqual(budget);
  });

  it("gives a signed-in user the app with React on the same pages", async () => {
    const owner = await logInAs(server.url, demoAccounts(server).owner);
    for (const page of ["/", "/explore", listingPath]) {
      const html = await (await owner.get(page)).text();
      expect(html, page).toContain("__reactRouterContext");
      expect(
        scriptsOf(html).some((src) => /entry\.client-/.test(src)),
        page,
      ).toBe(true);
    }
  });

  it("marks the page being shown in the header's navigation, without React too", async () => {
    const current = async (page: string) => {
      const html = await (await fetch(`${server.url}${page}`)).text();
      expect(html, page).not.toContain("__reactRouterContext");
      const anchors = [...html.matchAll(/<a\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((a) => a.includes('aria-current="page"'));
      return [...new Set(anchors.map((a) => a.match(/href="([^"]*)"/)?.[1]))];
    };
    expect(await current("/")).toEqual(["/"]);
    expect(await current("/city")).toEqual(["/city"]);
    // Addresses are matched in any case, and "Home" is current on the home page only.
    expect(await current("/CITY")).toEqual(["/city"]);
    expect(await current("/hi/city")).toEqual(["/hi/city"]);
    expect(await current("/hi")).toEqual(["/hi"]);
    expect(await current("/explore")).toEqual([]);
    // The same page at another address: "City" is current at its own address and the pages below it only.
    expect(await current("/Cityhome")).toEqual([]);
  });

  it("still hydrates the pages with forms that need React, for visitors too", async () => {
    const html = await (await fetch(`${server.url}/sign`)).text();
    expect(html).toContain("__reactRouterContext");
  });
});
