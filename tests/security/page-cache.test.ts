import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";

/** Whether the page cache answered: it says so in X-Page-Cache. */
async function cacheState(server: TestServer, path: string): Promise<string | null> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  await res.arrayBuffer();
  return res.headers.get("x-page-cache");
}

/** Query strings a flooder might send: unknown parameters and values the filters refuse. */
const junk = (i: number) =>
  [
    `zz=${i}`,
    `utm_source=${i}`,
    `city=Atlantis${i}`,
    `page=${-i}`,
    `sort=cheapest${i}`,
    `minPrice=${i}rupees`,
    `amenities=Moat${i}`,
    `type=castle${i}`,
  ][i % 8];

/** A server of its own per part: each counts its own searches against the per-address limit (search-limits.test.ts). */
function withServer() {
  const running: { server?: TestServer } = {};
  beforeAll(async () => {
    running.server = await startTestServer();
  });
  afterAll(async () => {
    await running.server?.stop();
  });
  return () => running.server as TestServer;
}

describe("the page cache under a flood of junk addresses", () => {
  const server = withServer();

  it("keeps serving the real page: junk parameters map to it and create no entries", async () => {
    expect(await cacheState(server(), "/explore?city=Noida")).toBe("miss");
    for (let i = 1; i <= 400; i++) {
      expect(await cacheState(server(), `/explore?city=Noida&${junk(i)}`)).toBe("hit");
    }
    expect(await cacheState(server(), "/explore?city=Noida")).toBe("hit");

    // Junk on a page nobody asked for yet renders the page at its own address: one entry, for everyone.
    expect(await cacheState(server(), `/pgs?${junk(1)}`)).toBe("miss");
    for (let i = 2; i <= 16; i++) expect(await cacheState(server(), `/pgs?${junk(i)}`)).toBe("hit");
    expect(await cacheState(server(), "/pgs")).toBe("hit");
    expect(await cacheState(server(), "/explore?city=Noida&type=pg")).toBe("miss");
    expect(await cacheState(server(), "/explore?type=pg&city=Noida")).toBe("hit");
  });

  it("serves the sitemap from the cache on the second request", async () => {
    const first = await fetch(`${server().url}/sitemap.xml`);
    const firstBody = await first.text();
    const second = await fetch(`${server().url}/sitemap.xml?junk=1`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-type")).toContain("application/xml");
    expect(second.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    expect(await second.text()).toBe(firstBody);
  });
});

describe("the page cache under a flood of new searches", () => {
  const server = withServer();

  it("keeps the pages visitors come back to", async () => {
    expect(await cacheState(server(), "/explore?city=Kanpur")).toBe("miss");
    expect(await cacheState(server(), "/explore?city=Kanpur")).toBe("hit");
    for (let i = 0; i < 105; i++) expect(await cacheState(server(), `/explore?q=flood${i}`)).toBe("miss");
    expect(await cacheState(server(), "/explore?city=Kanpur")).toBe("hit");
  });
});
