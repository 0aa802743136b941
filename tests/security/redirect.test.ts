import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUser } from "../support/accounts";
import { HttpClient } from "../support/http";
import { startTestServer, type TestServer } from "../support/server";

let server: TestServer;
const owner = newUser();

beforeAll(async () => {
  server = await startTestServer();
  const res = await new HttpClient(server.url).postJson("/api/v1/auth/sign-up", {
    ...owner,
    confirmPassword: owner.password,
  });
  expect(res.status).toBe(201);
});

afterAll(async () => {
  await server?.stop();
});

/** Each becomes `//evil.example` (another site) once a browser normalises or a proxy decodes it. */
const LEAVING_TARGETS = [
  "/.//evil.example",
  "/%2e//evil.example",
  "/a/..//evil.example",
  "//evil.example",
  "/\\evil.example",
  "/%2F/evil.example",
  "/%5C/evil.example",
  "%2F%2Fevil.example",
  "/\t/evil.example",
  "https://evil.example/",
];

/** Where the page sends the browser: the <noscript> refresh, the same target the script navigates to. */
function refreshTarget(html: string): string | undefined {
  return /<meta http-equiv="refresh" content="\d+;url=([^"]*)"/.exec(html)?.[1];
}

describe("redirectTo after logging in through the form", () => {
  it.each(LEAVING_TARGETS)("stays on this site for %j", async (target) => {
    const client = new HttpClient(server.url);
    const page = await client.get(`/login?redirectTo=${encodeURIComponent(target)}`);
    const form = await page.text();
    expect(form).toContain('name="redirectTo" value="/Home"');

    const res = await client.postForm("/login", { email: owner.email, password: owner.password, redirectTo: target });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Login successful! Redirecting...");
    expect(refreshTarget(html)).toBe("/Home");
    // The script's navigation reads the same action data: no trace of the other site anywhere.
    expect(html).not.toContain("evil.example");
  });

  it("follows a path on this site, query included", async () => {
    const client = new HttpClient(server.url);
    const res = await client.postForm("/login", {
      email: owner.email,
      password: owner.password,
      redirectTo: "/explore?city=Noida&page=2",
    });
    expect(refreshTarget(await res.text())).toBe("/explore?city=Noida&amp;page=2");
  });
});
