import { describe, expect, it } from "vitest";
import { logInWithFetch, newUser, signUpAndLogIn } from "../support/accounts";
import { test } from "../support/fixtures";
import type { HttpClient } from "../support/http";
import type { RunningServer } from "../support/server";

let server: RunningServer;
let admin: HttpClient;

test.override("serverSetup", { demo: true });

test.beforeAll(({ server: started, admin: signedIn }) => {
  server = started;
  admin = signedIn;
});

const EVIL = "https://evil.example";
const CROSS_SITE = "This request did not come from our site.";

const enquiry = (name: string) => ({
  name,
  mobileNumber: "9876543210",
  email: "visitor@example.com",
  message: "Is the room still free?",
});

/** The Admin's inbox, where every stored enquiry shows. */
async function inbox(): Promise<string> {
  const res = await admin.get("/admin/contacts");
  expect(res.status).toBe(200);
  return res.text();
}

/** A session cookie header for a new user, for requests made outside HttpClient (which always sends our Origin). */
async function sessionCookie(): Promise<string> {
  const { user } = await signUpAndLogIn(server.url);
  return (await logInWithFetch(server.url, user)).map((line) => line.split(";")[0]).join("; ");
}

describe("a cross-site enquiry", () => {
  it("to the JSON API as text/plain is refused and nothing is stored", async () => {
    const fromEvil = await fetch(`${server.url}/api/v1/contact`, {
      method: "POST",
      headers: { origin: EVIL, "content-type": "text/plain" },
      body: JSON.stringify(enquiry("Forged Plain Visitor")),
    });
    expect(fromEvil.status).toBe(403);
    expect(await fromEvil.json()).toEqual({ error: CROSS_SITE });

    // Without an Origin it is no browser, but text/plain is still not JSON.
    const noOrigin = await fetch(`${server.url}/api/v1/contact`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify(enquiry("Plain Text Visitor")),
    });
    expect(noOrigin.status).toBe(415);
    expect(await noOrigin.json()).toEqual({
      error: "Send the request body as JSON (Content-Type: application/json).",
    });

    const page = await inbox();
    expect(page).not.toContain("Forged Plain Visitor");
    expect(page).not.toContain("Plain Text Visitor");
  });

  it("to the contact page from another site gets a 403 and nothing is stored", async () => {
    for (const path of ["/contact", "/contact/lucknow-faizabad-road"]) {
      const res = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { origin: EVIL, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(enquiry("Forged Page Visitor")),
      });
      expect(res.status, path).toBe(403);
      expect(await res.text()).toBe(CROSS_SITE);
    }
    expect(await inbox()).not.toContain("Forged Page Visitor");
  });

  it("from our own page, and from an app that sends no Origin, is stored", async () => {
    const { client } = await signUpAndLogIn(server.url);
    expect((await client.postForm("/contact", enquiry("Own Page Visitor"))).status).toBe(200);
    const app = await fetch(`${server.url}/api/v1/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(enquiry("Mobile App Visitor")),
    });
    expect(app.status).toBe(201);
    const page = await inbox();
    expect(page).toContain("Own Page Visitor");
    expect(page).toContain("Mobile App Visitor");
  });
});

describe("a cross-site listing post", () => {
  it("is refused with 403 and no listing is created", async () => {
    const cookie = await sessionCookie();
    const res = await fetch(`${server.url}/api/v1/listings`, {
      method: "POST",
      headers: { cookie, origin: EVIL, "content-type": "application/json" },
      body: JSON.stringify({ listingType: "PG", projectBuildingName: "Forged PG" }),
    });
    expect(res.status).toBe(403);
    const own = await fetch(`${server.url}/api/v1/listings`, { headers: { cookie } });
    expect(await own.json()).toMatchObject({ listings: [] });
  });
});

describe("every state-changing address", () => {
  it("refuses a browser request from another site the same way, before any route runs", async () => {
    const cookie = await sessionCookie();
    const unsafe: Array<[string, string]> = [
      ["POST", "/login"],
      ["POST", "/sign"],
      ["POST", "/logout"],
      ["POST", "/contact"],
      ["POST", "/property/some-id/edit"],
      ["POST", "/admin/Buys"],
      ["POST", "/admin/Postproject"],
      ["POST", "/api/v1/auth/login"],
      ["POST", "/api/v1/auth/logout"],
      ["POST", "/api/v1/favourites"],
      ["POST", "/api/v1/uploads"],
      ["DELETE", "/api/v1/uploads/some-id"],
      ["POST", "/api/v1/listings"],
      ["PUT", "/api/v1/listings/some-id"],
      ["DELETE", "/api/v1/listings/some-id"],
      ["PATCH", "/api/v1/listings/some-id"],
    ];
    for (const [method, path] of unsafe) {
      const crossSite: Array<Record<string, string>> = [
        { origin: EVIL },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
      ];
      for (const headers of crossSite) {
        const res = await fetch(`${server.url}${path}`, {
          method,
          headers: { cookie, ...headers, "content-type": "application/json" },
          body: "{}",
          redirect: "manual",
        });
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        const text = await res.text();
        expect(text).toContain(CROSS_SITE);
      }
    }
    expect((await fetch(`${server.url}/api/v1/me`, { headers: { cookie } })).status, "still logged in").toBe(200);
  });

  it("still lets a non-browser client without Origin sign up and log in", async () => {
    const user = newUser();
    const json = (body: unknown) => ({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const signUp = await fetch(`${server.url}/api/v1/auth/sign-up`, json({ ...user, confirmPassword: user.password }));
    expect(signUp.status).toBe(201);
    const logIn = await fetch(`${server.url}/api/v1/auth/login`, json({ email: user.email, password: user.password }));
    expect(logIn.status).toBe(200);
  });
});

describe("the JSON API", () => {
  it("takes only application/json bodies, even from our own site", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const asForm = { slug: "ganga-view-haveli", favourite: "true", listingType: "PG" };
    for (const path of ["/api/v1/listings", "/api/v1/favourites", "/api/v1/contact", "/api/v1/auth/login"]) {
      const res = await client.postForm(path, asForm);
      expect(res.status, path).toBe(415);
      expect(await res.json()).toEqual({ error: "Send the request body as JSON (Content-Type: application/json)." });
    }
    const put = await client.request("/api/v1/listings/some-id", {
      method: "PUT",
      headers: { "content-type": "text/plain" },
      body: "{}",
    });
    expect(put.status).toBe(415);
  });
});
