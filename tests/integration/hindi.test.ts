import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hindi } from "../support/hindi";
import { canonical, fetchPage, names } from "../support/html";
import { HttpClient } from "../support/http";
import type { RunningServer } from "../support/server";
import { sharedDemoServer } from "../support/shared-server";

let server: RunningServer;

beforeAll(async () => {
  server = sharedDemoServer();
});

afterAll(async () => {
  await server?.stop();
});

const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );

async function allNames(path: string): Promise<string[]> {
  const found: string[] = [];
  for (let n = 1; n <= 10; n++) {
    const asked = await fetchPage(server.url, `${path}${path.includes("?") ? "&" : "?"}page=${n}`);
    // A search sentence leads to the filters it names (ADR 039), in the page's language.
    const { html } = asked.location ? await fetchPage(server.url, asked.location) : asked;
    found.push(...names(html));
    if (!html.includes('rel="next"')) break;
  }
  return found.sort();
}

describe("the site in two languages", () => {
  it("serves every page at its English address and under /hi/, each naming the other", async () => {
    const english = await fetchPage(server.url, "/explore?city=Noida");
    const hindi = await fetchPage(server.url, "/hi/explore?city=Noida");
    expect(english.html).toContain('<html lang="en-IN"');
    expect(hindi.html).toContain('<html lang="hi-IN"');
    const expected = {
      "en-IN": `${server.url}/explore?city=Noida`,
      "hi-IN": `${server.url}/hi/explore?city=Noida`,
      "x-default": `${server.url}/explore?city=Noida`,
    };
    expect(alternates(english.html)).toEqual(expected);
    expect(alternates(hindi.html)).toEqual(expected);
    expect(canonical(hindi.html)).toBe(`${server.url}/hi/explore?city=Noida`);
    expect(canonical(english.html)).toBe(`${server.url}/explore?city=Noida`);
  });

  it("preloads the Devanagari font on Hindi pages only, from this site", async () => {
    const preload = /<link rel="preload" href="(\/assets\/noto-sans-devanagari-400-[\w-]+\.woff2)" as="font"/;
    const { html } = await fetchPage(server.url, "/hi/explore");
    const font = preload.exec(html)?.[1];
    expect(font).toBeDefined();
    const response = await fetch(`${server.url}${font}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("font/woff2");
    expect((await fetchPage(server.url, "/explore")).html).not.toMatch(preload);
  });

  it("keeps Hindi links, forms and the home address in Hindi", async () => {
    const { html } = await fetchPage(server.url, "/hi");
    expect(html).toMatch(/href="\/hi\/explore/);
    expect(html).not.toMatch(/href="\/explore/);
    expect(html).toContain('hrefLang="en-IN" lang="en"');
  });

  it("shares a listing's Hindi address from its Hindi page, and the English one from the English page", async () => {
    const { html: list } = await fetchPage(server.url, "/hi/explore?city=Noida");
    const path = /href="\/hi(\/property\/[\w-]+)"/.exec(list)?.[1];
    expect(path).toBeDefined();
    const shared = async (address: string) =>
      /data-share="([^"]+)"/.exec((await fetchPage(server.url, address)).html)?.[1];
    expect(await shared(`/hi${path}`)).toBe(`${server.url}/hi${path}`);
    expect(await shared(`${path}`)).toBe(`${server.url}${path}`);
  });

  it("lists both languages in the sitemap, each with its twin", async () => {
    const { html: xml } = await fetchPage(server.url, "/sitemap.xml");
    expect(xml).toContain(`<loc>${server.url}/hi/explore</loc>`);
    expect(xml).toContain(`<loc>${server.url}/explore</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${server.url}/hi/about"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${server.url}/about"/>`);
  });

  it("the switch keeps the page and is remembered; English addresses then open in Hindi", async () => {
    const visitor = new HttpClient(server.url);
    const chose = await visitor.get(`/language?to=hi&next=${encodeURIComponent("/explore?city=Noida")}`);
    expect(chose.status).toBe(302);
    expect(chose.headers.get("location")).toBe("/hi/explore?city=Noida");
    const later = await visitor.get("/about", { headers: { accept: "text/html" } });
    expect(later.status).toBe(302);
    expect(later.headers.get("location")).toBe("/hi/about");
    const back = await visitor.get(`/language?to=en&next=${encodeURIComponent("/hi/about")}`);
    expect(back.headers.get("location")).toBe("/about");
    expect((await visitor.get("/about", { headers: { accept: "text/html" } })).status).toBe(200);
  });

  it("offers Hindi to a browser that prefers it, without sending it away", async () => {
    const hindiBrowser = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.6", accept: "text/html" };
    const response = await fetch(`${server.url}/explore`, { headers: hindiBrowser, redirect: "manual" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en-IN"');
    expect(html).toContain("हिन्दी में पढ़ें");
    expect(html).toContain(`href="/language?to=hi&amp;next=%2Fexplore"`);
    const englishBrowser = await (await fetch(`${server.url}/explore`, { headers: { accept: "text/html" } })).text();
    expect(englishBrowser).not.toContain("हिन्दी में पढ़ें");
  });

  it("finds the same listings for लखनऊ and Lucknow, Gurgaon and Gurugram, in either language", async () => {
    const lucknow = await allNames("/explore?q=Lucknow");
    expect(lucknow.length).toBeGreaterThan(0);
    expect(await allNames(`/hi/explore?q=${encodeURIComponent("लखनऊ")}`)).toEqual(lucknow);
    expect(await allNames(`/explore?q=${encodeURIComponent("लखनऊ")}`)).toEqual(lucknow);
    const gurugram = await allNames("/explore?q=Gurugram");
    expect(gurugram.length).toBeGreaterThan(0);
    expect(await allNames("/hi/explore?q=Gurgaon")).toEqual(gurugram);
    expect((await fetchPage(server.url, "/hi/explore?q=Gurgaon")).location).toBe("/hi/explore?city=Gurugram");
  });

  it("writes prices the Hindi way on Hindi pages", async () => {
    const { html } = await fetchPage(server.url, "/hi/explore?type=plot");
    expect(html).toMatch(/₹[\d.]+ (लाख|करोड़)/);
    expect(html).not.toMatch(/₹[\d.]+ (L|Cr)\b/);
  });

  it("answers the JSON API in the language the caller's Accept-Language prefers", async () => {
    const send = (acceptLanguage?: string) =>
      fetch(`${server.url}/api/v1/auth/sign-up`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: server.url,
          ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}),
        },
        body: JSON.stringify({ name: "", email: "a@b.in", password: "secret1", confirmPassword: "secret1" }),
      });
    const english = await send();
    expect(english.status).toBe(400);
    expect(await english.json()).toMatchObject({ error: "Name cannot be empty.", field: "name" });
    const inHindi = await send("hi-IN,hi;q=0.9,en;q=0.8");
    expect(inHindi.status).toBe(400);
    expect(await inHindi.json()).toMatchObject({ error: hindi("Name cannot be empty."), field: "name" });
  });
});
