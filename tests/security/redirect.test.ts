import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { newUser } from "../support/accounts";
import { test } from "../support/fixtures";
import { HttpClient } from "../support/http";
import type { RunningServer } from "../support/server";

let server: RunningServer;
const owner = newUser();

test.override("serverSetup", { demo: false, env: { TRUST_PROXY: "1" } });

test.beforeAll(async ({ server: started }) => {
  server = started;
  // Each sign-up below comes from an address of its own, so the sign-up limit per address never answers first.
  const res = await new HttpClient(server.url).postJson("/api/v1/auth/sign-up", {
    ...owner,
    confirmPassword: owner.password,
  });
  expect(res.status).toBe(201);
});

/**
 * Each becomes another site (`//evil.example`, or a scheme of its own) once a browser normalises it, a proxy decodes
 * it, once or twice, or the language switch takes its `/hi` away.
 */
const LEAVING_TARGETS = [
  "//evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/%5C/evil.example",
  "/%5Cevil.example",
  "%2F%2Fevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%09/evil.example",
  "/.//evil.example",
  "/%2e//evil.example",
  "/a/..//evil.example",
  "https://evil.example/",
  "https:evil.example",
  "javascript:alert(document.domain)",
  "/hi//evil.example",
  "/hi/\\evil.example",
  "/hi/%2F%2Fevil.example",
  "/hi/%5C%5Cevil.example",
  "/hi/.//evil.example",
  "/hi/\t/evil.example",
  "/%68i//evil.example",
  "/%252F%252Fevil.example",
  "/hi/%252F%252Fevil.example",
  "/%255C%255Cevil.example",
];

const LANGUAGES = [
  { locale: "en", prefix: "", home: "/" },
  { locale: "hi", prefix: "/hi", home: "/hi" },
] as const;

/** Where the page sends the browser: the <noscript> refresh, the same target the script navigates to. */
function refreshTarget(html: string): string | undefined {
  return /<meta http-equiv="refresh" content="\d+;url=([^"]*)"/.exec(html)?.[1];
}

let address = 0;
/** A client of its own address (behind TRUST_PROXY=1). */
function freshVisitor(): HttpClient {
  address += 1;
  const client = new HttpClient(server.url);
  const request = client.request.bind(client);
  client.request = (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", `198.51.100.${address % 250}`);
    return request(path, { ...init, headers });
  };
  return client;
}

describe.each(LANGUAGES)("in $locale", ({ locale, prefix, home }) => {
  it("the language switch stays on this site for every trick", async () => {
    const visitor = new HttpClient(server.url);
    for (const target of LEAVING_TARGETS) {
      const res = await visitor.get(`/language?to=${locale}&next=${encodeURIComponent(target)}`);
      expect(res.status, JSON.stringify(target)).toBe(302);
      expect(res.headers.get("location"), JSON.stringify(target)).toBe(home);
    }
  });

  it("the language switch keeps a page of this site, in the language chosen", async () => {
    const visitor = new HttpClient(server.url);
    for (const from of ["/explore?city=Noida", "/hi/explore?city=Noida"]) {
      const res = await visitor.get(`/language?to=${locale}&next=${encodeURIComponent(from)}`);
      expect(res.headers.get("location")).toBe(`${prefix}/explore?city=Noida`);
    }
  });

  it.each(LEAVING_TARGETS)("log-in's form and its answer stay on this site for %j", async (target) => {
    const client = new HttpClient(server.url);
    const page = await client.get(`${prefix}/login?redirectTo=${encodeURIComponent(target)}`);
    // (The page's own address, query and all, is in its language switch: a link to this site.)
    expect(await page.text()).toContain('name="redirectTo" value="/Home"');

    const res = await client.postForm(`${prefix}/login`, {
      email: owner.email,
      password: owner.password,
      redirectTo: target,
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(refreshTarget(html)).toBe(`${prefix}/Home`);
    // The script's navigation reads the same action data: no trace of the other site anywhere.
    expect(html).not.toContain("evil.example");
    // Signed in now: the log-in page sends the user home, whatever it is given.
    const again = await client.get(`${prefix}/login?redirectTo=${encodeURIComponent(target)}`);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe(home);
  });

  it("log-in follows a path on this site, query included, in the page's language", async () => {
    const client = new HttpClient(server.url);
    const res = await client.postForm(`${prefix}/login`, {
      email: owner.email,
      password: owner.password,
      redirectTo: "/hi/explore?city=Noida&page=2",
    });
    expect(refreshTarget(await res.text())).toBe(`${prefix}/explore?city=Noida&amp;page=2`);
  });

  it.each(LEAVING_TARGETS)("sign-up's form and its answer stay on this site for %j", async (target) => {
    const visitor = freshVisitor();
    const page = await (await visitor.get(`${prefix}/sign?redirectTo=${encodeURIComponent(target)}`)).text();
    expect(page).toContain('name="redirectTo" value="/Home"');
    expect(page).toContain(`href="${prefix}/login"`);

    const person = newUser();
    const res = await visitor.postForm(`${prefix}/sign`, {
      ...person,
      confirmPassword: person.password,
      redirectTo: target,
    });
    expect(res.status).toBe(201);
    const html = await res.text();
    expect(refreshTarget(html)).toBe(`${prefix}/login`);
    expect(html).not.toContain("evil.example");
  });

  it("sign-up on the way to a page of this site signs the person in and leads straight there", async () => {
    const visitor = freshVisitor();
    const page = await (
      await visitor.get(`${prefix}/sign?redirectTo=${encodeURIComponent("/hi/property/abc")}`)
    ).text();
    expect(page).toContain('name="redirectTo" value="/property/abc"');
    const person = newUser();
    const res = await visitor.postForm(`${prefix}/sign`, {
      ...person,
      confirmPassword: person.password,
      redirectTo: "/hi/property/abc",
    });
    expect(res.status).toBe(201);
    expect(refreshTarget(await res.text())).toBe(`${prefix}/property/abc`);
    const me = await visitor.get("/api/v1/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: person.email } });
  });

  it("unsubscribe sends nobody anywhere, whatever it is given", async () => {
    const visitor = new HttpClient(server.url);
    const query = `token=not-a-token&next=${encodeURIComponent("/hi//evil.example")}&redirectTo=%2F%2Fevil.example`;
    for (const res of [
      await visitor.get(`${prefix}/unsubscribe?${query}`),
      await visitor.postForm(`${prefix}/unsubscribe?${query}`, {}),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers.get("location")).toBeNull();
      expect(refreshTarget(await res.text())).toBeUndefined();
    }
  });
});

/** A GET of `path` exactly as written, with the Hindi choice's cookie: fetch would normalise the path first. */
function getRawWithHindi(path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, headers: { cookie: "lang=hi" } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    })
      .on("error", reject)
      .end();
  });
}

describe("a reader who chose Hindi, sent to an English address", () => {
  it("is taken to the same page in Hindi, and never to another site by the address itself", async () => {
    expect(await getRawWithHindi("/explore?city=Noida")).toEqual({ status: 302, location: "/hi/explore?city=Noida" });
    const paths = [
      "//evil%2eexample/path",
      "//2130706433/x",
      "//evil",
      ...LEAVING_TARGETS.filter((target) => target.startsWith("/") && !/[\t\r\n]/.test(target)),
    ];
    for (const path of paths) {
      const { location } = await getRawWithHindi(path);
      if (location !== undefined) expect(location, path).toMatch(/^\/(?![/\\])/);
    }
  });
});
