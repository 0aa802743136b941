import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, logInWithFetch, newUser, signUpAndLogIn } from "../support/accounts";
import { type Credentials, demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { HttpClient } from "../support/http";
import { type RunningServer, startTestServer } from "../support/server";

const SESSION_COOKIE = "gharstay.session_token";
const LOG_IN_FAILED = "Invalid email or password.";
const TOO_MANY_LOG_INS = "Too many failed login attempts. Please try again in 15 minutes.";

let server: RunningServer;
let demoOwner: Credentials;

test.override("serverSetup", { demo: true });

test.beforeAll(({ server: started }) => {
  server = started;
  demoOwner = demoAccounts(server).owner;
});

function signUpForm(user = newUser()): Record<string, string> {
  return { ...user, confirmPassword: user.password };
}

/** Logs in with a bare fetch and returns the session cookie exactly as the browser would keep it. */
async function sessionCookie(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ cookie: string; raw: string }> {
  const setCookies = await logInWithFetch(baseUrl, { email, password });
  const raw = setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  expect(raw).toBeTruthy();
  return { cookie: (raw as string).split(";")[0], raw: raw as string };
}

async function me(baseUrl: string, cookie: string) {
  return fetch(`${baseUrl}/api/v1/me`, { headers: { cookie } });
}

describe("sign-up through the page's form", () => {
  it("creates the account with its role and says so", async () => {
    const client = new HttpClient(server.url);
    const user = newUser({ role: "Agent" });
    const res = await client.postForm("/sign", signUpForm(user));
    expect(res.status).toBe(201);
    expect(await res.text()).toContain("User successfully signed up!");

    const { cookie } = await sessionCookie(server.url, user.email, user.password);
    const body = await (await me(server.url, cookie)).json();
    expect(body.user).toMatchObject({ name: user.name, email: user.email, mobileNumber: "9876543210", role: "Agent" });
  });

  it("answers a request that skipped the browser with the same first message and status 400", async () => {
    const client = new HttpClient(server.url);
    const cases: Array<[Record<string, string>, string]> = [
      [{}, "Name cannot be empty."],
      [{ ...signUpForm(), name: "   " }, "Name cannot be empty."],
      [{ ...signUpForm(), mobileNumber: "12345" }, "Invalid mobile number. Enter 10 digits."],
      [{ ...signUpForm(), email: "not-an-email" }, "Invalid email format."],
      [{ ...signUpForm(), password: "abc", confirmPassword: "abc" }, "Password must be at least 6 characters."],
      [{ ...signUpForm(), confirmPassword: "different", role: "" }, "Passwords do not match."],
      [{ ...signUpForm(), role: "" }, "Please select a role."],
    ];
    for (const [fields, message] of cases) {
      const res = await client.postForm("/sign", fields);
      expect(res.status, message).toBe(400);
      const html = await res.text();
      expect(html).toContain(message);
      expect(html).toMatch(/role="alert"/);
    }
  });

  it("keeps what was typed except the passwords after a refusal", async () => {
    const client = new HttpClient(server.url);
    const user = newUser({ name: "Kavya Rao" });
    const html = await (await client.postForm("/sign", { ...signUpForm(user), role: "" })).text();
    expect(html).toContain('value="Kavya Rao"');
    expect(html).toContain(`value="${user.email}"`);
    expect(html).not.toContain(user.password);
  });

  it("refuses a duplicate e-mail typed in another case, with spaces around it", async () => {
    const client = new HttpClient(server.url);
    const user = newUser();
    expect((await client.postForm("/sign", signUpForm(user))).status).toBe(201);
    const again = await client.postForm("/sign", { ...signUpForm(user), email: `  ${user.email.toUpperCase()} ` });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("Email already in use. Try another one.");
  });
});

describe("sign-up through the JSON API", () => {
  it("creates the account, trimming spaces and lower-casing the e-mail", async () => {
    const client = new HttpClient(server.url);
    const user = newUser({ role: "Client", email: `Mixed.Case.${Date.now()}@Example.COM` });
    const res = await client.postJson("/api/v1/auth/sign-up", {
      ...signUpForm(user),
      name: `  ${user.name}  `,
      email: `  ${user.email} `,
      mobileNumber: " 9876543210 ",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      message: "User successfully signed up!",
      user: { email: user.email.toLowerCase() },
    });
    const { cookie } = await sessionCookie(server.url, ` ${user.email.toUpperCase()} `, user.password);
    expect((await (await me(server.url, cookie)).json()).user).toMatchObject({ name: user.name, role: "Client" });
  });

  it("refuses a duplicate e-mail in another case", async () => {
    const client = new HttpClient(server.url);
    const user = newUser();
    expect((await client.postJson("/api/v1/auth/sign-up", signUpForm(user))).status).toBe(201);
    const res = await client.postJson("/api/v1/auth/sign-up", { ...signUpForm(user), email: user.email.toUpperCase() });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Email already in use. Try another one.", field: "email" });
  });

  it("never makes an Admin, whatever the request asks for", async () => {
    const client = new HttpClient(server.url);
    for (const role of ["Admin", "admin", " Admin"]) {
      const user = newUser();
      const form = await client.postForm("/sign", { ...signUpForm(user), role });
      expect(form.status).toBe(400);
      expect(await form.text()).toContain("Please select a role.");
      const api = await client.postJson("/api/v1/auth/sign-up", { ...signUpForm(user), role });
      expect(api.status).toBe(400);
      expect(await api.json()).toMatchObject({ error: "Please select a role." });
      const login = await client.postJson("/api/v1/auth/login", { email: user.email, password: user.password });
      expect(login.status, "no account was created").toBe(401);
    }
    // Fields better-auth would otherwise accept are not passed through either.
    const user = newUser({ role: "Owner" });
    const res = await client.postJson("/api/v1/auth/sign-up", {
      ...signUpForm(user),
      isAdmin: true,
      emailVerified: true,
      photoUrl: "https://evil.example/x.png",
    });
    expect(res.status).toBe(201);
    const { cookie } = await sessionCookie(server.url, user.email, user.password);
    expect((await (await me(server.url, cookie)).json()).user).toMatchObject({ role: "Owner", photoUrl: null });
  });

  it("keeps out of a name the invisible characters that would make it read as another", async () => {
    const client = new HttpClient(server.url);
    // U+202E reverses what follows it: shown as it came, this name reads "Ravi exe.png".
    const user = newUser({ name: "Ravi \u202Egnp.exe" });
    const res = await client.postJson("/api/v1/auth/sign-up", signUpForm(user));
    expect(res.status).toBe(201);
    const { cookie } = await sessionCookie(server.url, user.email, user.password);
    expect((await (await me(server.url, cookie)).json()).user).toMatchObject({ name: "Ravi gnp.exe" });
    const onlyMarks = await client.postJson("/api/v1/auth/sign-up", {
      ...signUpForm(newUser()),
      name: "\u202E\u2066 ",
    });
    expect(onlyMarks.status).toBe(400);
    expect(await onlyMarks.json()).toMatchObject({ error: "Name cannot be empty." });
  });

  it("answers over-long fields with a clear message", async () => {
    const client = new HttpClient(server.url);
    const long = "p".repeat(129);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...signUpForm(), name: "n".repeat(101) }, "Name must be at most 100 characters."],
      [{ ...signUpForm(), email: `${"e".repeat(250)}@x.in` }, "Email must be at most 254 characters."],
      [{ ...signUpForm(), password: long, confirmPassword: long }, "Password must be at most 128 characters."],
    ];
    for (const [fields, message] of cases) {
      const api = await client.postJson("/api/v1/auth/sign-up", fields);
      expect(api.status).toBe(400);
      expect((await api.json()).error).toBe(message);
      const form = await client.postForm("/sign", fields);
      expect(form.status).toBe(400);
      expect(await form.text()).toContain(message);
    }
    const login = await client.postJson("/api/v1/auth/login", { email: "a@b.in", password: long });
    expect(login.status).toBe(400);
    expect((await login.json()).error).toBe("Password must be at most 128 characters.");
  });

  it("stores Unicode and markup in a name as plain text and shows it escaped", async () => {
    const name = "अंजलि <b>Sharma</b> '; drop table users; --";
    const { client } = await signUpAndLogIn(server.url, { name });
    expect((await (await client.get("/api/v1/me")).json()).user.name).toBe(name);
    const html = await (await client.get("/profile")).text();
    expect(html).toContain("अंजलि &lt;b&gt;Sharma&lt;/b&gt; &#x27;; drop table users; --");
    expect(html).not.toContain("<b>Sharma</b>");
  });

  it("never answers odd requests with a 500", async () => {
    const client = new HttpClient(server.url);
    const post = (path: string, body: string, type: string) =>
      client.request(path, { method: "POST", body, headers: { "content-type": type } });
    const expectations: Array<[Promise<Response>, number, string]> = [
      [post("/api/v1/auth/login", "{not json", "application/json"), 400, "The request body must be a JSON object."],
      [post("/api/v1/auth/login", "[1,2]", "application/json"), 400, "The request body must be a JSON object."],
      [post("/api/v1/auth/sign-up", "null", "application/json"), 400, "The request body must be a JSON object."],
      [post("/api/v1/auth/login", '{"email":"a@b.in"}', "text/plain"), 415, "Content-Type: application/json"],
      [post("/api/v1/auth/sign-up", "name=x", "application/x-www-form-urlencoded"), 415, "application/json"],
      [post("/api/v1/auth/sign-up", JSON.stringify({ bio: "x".repeat(20_000) }), "application/json"), 413, "large"],
      [post("/api/v1/auth/sign-up", "{}", "application/json"), 400, "Name cannot be empty."],
      [post("/api/v1/auth/login", "{}", "application/json"), 400, "Email is required."],
      [post("/api/v1/auth/login", '{"email":"a@b.in","password":5}', "application/json"), 400, "Password is required."],
      [post("/api/v1/auth/whatever", "{}", "application/json"), 404, "Not found."],
      [client.get("/api/v1/auth/login"), 405, "Use POST."],
      [post("/sign", '{"name":"x"}', "application/json"), 400, "Name cannot be empty."],
      [post("/login", "%%%", "multipart/form-data; boundary=x"), 400, "Email is required."],
    ];
    for (const [pending, status, text] of expectations) {
      const res = await pending;
      expect(res.status, `${res.url}: ${text}`).toBe(status);
      expect(await res.text()).toContain(text);
    }
  });
});

describe("login", () => {
  it("sets an HttpOnly, SameSite=Lax session cookie and a fresh session id each time", async () => {
    const { raw, cookie } = await sessionCookie(server.url, demoOwner.email, demoOwner.password);
    expect(raw).toMatch(/;\s*HttpOnly/i);
    expect(raw).toMatch(/;\s*SameSite=Lax/i);
    expect(raw).toMatch(/;\s*Path=\//i);
    expect(raw).not.toMatch(/;\s*Secure/i);
    const second = await sessionCookie(server.url, demoOwner.email, demoOwner.password);
    expect(second.cookie).not.toBe(cookie);
  });

  it("works through the page's form, carrying the cookie on the action's response", async () => {
    const client = new HttpClient(server.url);
    const res = await client.postForm("/login", { ...demoOwner, redirectTo: "/postproperty" });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    const html = await res.text();
    expect(html).toContain("Login successful! Redirecting...");
    expect(html).toContain('content="1;url=/postproperty"');
    expect((await client.get("/api/v1/me")).status).toBe(200);
  });

  it("follows only a redirect on this site, else goes to /Home", async () => {
    for (const redirectTo of ["https://evil.example/", "//evil.example", "/\\evil.example"]) {
      const html = await (await new HttpClient(server.url).postForm("/login", { ...demoOwner, redirectTo })).text();
      expect(html).toContain('content="1;url=/Home"');
      expect(html).not.toContain("evil.example");
    }
  });

  it("gives one message for a wrong password and an unknown e-mail alike, in an alert", async () => {
    const client = new HttpClient(server.url);
    const wrong = await client.postForm("/login", { email: demoOwner.email, password: "wrong-password" });
    const unknown = await client.postForm("/login", { email: "nobody@example.com", password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    for (const html of [await wrong.text(), await unknown.text()]) {
      expect(html).toMatch(new RegExp(`role="alert"[^>]*>${LOG_IN_FAILED}`));
    }
    expect(client.hasCookies()).toBe(false);

    const api = await client.postJson("/api/v1/auth/login", { email: "nobody@example.com", password: "x" });
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ error: LOG_IN_FAILED });
  });

  it("sends a logged-in user from /login and /sign to /", async () => {
    const { client } = await signUpAndLogIn(server.url);
    for (const path of ["/login", "/sign"]) {
      const res = await client.get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    }
  });
});

describe("logout", () => {
  it("ends the session on the server, so the old cookie no longer works", async () => {
    const user = newUser();
    expect((await new HttpClient(server.url).postJson("/api/v1/auth/sign-up", signUpForm(user))).status).toBe(201);
    const { cookie } = await sessionCookie(server.url, user.email, user.password);
    expect((await me(server.url, cookie)).status).toBe(200);

    const res = await fetch(`${server.url}/logout`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login");
    expect(res.headers.getSetCookie().join("\n")).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`, "i"));

    expect((await me(server.url, cookie)).status).toBe(401);
    const profile = await fetch(`${server.url}/profile`, { headers: { cookie }, redirect: "manual" });
    expect(profile.status).toBe(302);
    expect(profile.headers.get("location")).toBe("/login?redirectTo=%2Fprofile");
  });

  it("ends the session through the JSON API too", async () => {
    const { cookie } = await sessionCookie(server.url, demoOwner.email, demoOwner.password);
    const res = await fetch(`${server.url}/api/v1/auth/logout`, {
      method: "POST",
      headers: { cookie, origin: server.url },
    });
    expect(res.status).toBe(200);
    expect((await me(server.url, cookie)).status).toBe(401);
  });

  it("does nothing on a plain visit", async () => {
    const { client } = await signUpAndLogIn(server.url);
    const res = await client.get("/logout");
    expect(res.status).toBe(302);
    expect((await client.get("/api/v1/me")).status).toBe(200);
  });
});

describe("profile", () => {
  it("sends a visitor to /login", async () => {
    const res = await new HttpClient(server.url).get("/profile");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?redirectTo=%2Fprofile");
  });

  it("shows a new user's details, initials for the avatar and both empty states", async () => {
    const { client, user } = await signUpAndLogIn(server.url, { role: "Client", name: "Meera Joshi" });
    const res = await client.get("/profile");
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of [
      "Meera Joshi",
      user.email,
      user.mobileNumber,
      ">Client<",
      ">MJ<",
      "No approved listings.",
      "No pending listings.",
      ">Logout</button>",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("lists the owner's own approved listings with View Details links", async () => {
    const client = await logIn(new HttpClient(server.url), demoOwner.email, demoOwner.password);
    const html = await (await client.get("/profile")).text();
    expect(html).toContain("Approved Listings");
    expect(html).toContain("No pending listings.");
    expect(html).not.toContain("No approved listings.");
    const details = [...html.matchAll(/<a[^>]*href="\/property\/([\w-]+)"[^>]*>View Details<\/a>/g)];
    expect(details.length).toBe(12);
    const next = await (await client.get("/profile?approvedPage=2")).text();
    expect(next).toContain(">View Details</a>");
    expect(next).toContain("Newer approved listings");
  });
});

describe("the JSON API's current user", () => {
  it("answers 401 to a visitor and the user's details to a signed-in user", async () => {
    expect((await fetch(`${server.url}/api/v1/me`)).status).toBe(401);
    const { client, user } = await signUpAndLogIn(server.url, { role: "Agent" });
    const res = await client.get("/api/v1/me");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect((await res.json()).user).toMatchObject({ email: user.email, role: "Agent", mobileNumber: "9876543210" });
  });
});

describe("requests from another site", () => {
  it("cannot log a visitor in, sign up or log out", async () => {
    const evil = { origin: "https://evil.example" };
    const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
      method: "POST",
      headers: { ...evil, ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual" as const,
    });
    const refused = [400, 403];

    const login = await fetch(`${server.url}/login`, form(demoOwner));
    expect(refused).toContain(login.status);
    expect(login.headers.getSetCookie()).toEqual([]);

    const user = newUser();
    expect(refused).toContain((await fetch(`${server.url}/sign`, form(signUpForm(user)))).status);
    const probe = await new HttpClient(server.url).postJson("/api/v1/auth/login", user);
    expect(probe.status, "no account was created").toBe(401);

    const { cookie } = await sessionCookie(server.url, demoOwner.email, demoOwner.password);
    expect(refused).toContain((await fetch(`${server.url}/logout`, form({}, { cookie }))).status);
    expect((await me(server.url, cookie)).status, "the session is still alive").toBe(200);

    const api = await fetch(`${server.url}/api/v1/auth/login`, {
      method: "POST",
      headers: { ...evil, "content-type": "application/json" },
      body: JSON.stringify(demoOwner),
    });
    expect(refused).toContain(api.status);
    expect(api.headers.getSetCookie()).toEqual([]);
  });
});

describe("better-auth's own endpoints", () => {
  it("are not reachable, so its looser checks cannot be used instead of ours", async () => {
    const client = new HttpClient(server.url);
    const user = newUser();
    for (const path of ["/api/auth/sign-up/email", "/api/auth/sign-in/email", "/api/auth/update-user"]) {
      const res = await client.postJson(path, { ...signUpForm(user), role: "Admin" });
      expect([404, 405], path).toContain(res.status);
    }
    const login = await client.postJson("/api/v1/auth/login", { email: user.email, password: user.password });
    expect(login.status).toBe(401);
  });
});

describe("brute-force limits", () => {
  let limited: RunningServer;

  beforeAll(async () => {
    limited = await startTestServer();
  });

  afterAll(async () => {
    await limited?.stop();
  });

  it("allows 10 wrong passwords per account, then refuses even the right one", async () => {
    const { user } = await signUpAndLogIn(limited.url);
    const client = new HttpClient(limited.url);
    for (let i = 0; i < 10; i += 1) {
      const res = await client.postJson("/api/v1/auth/login", { email: user.email, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await client.postJson("/api/v1/auth/login", { email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ error: TOO_MANY_LOG_INS });

    const page = await client.postForm("/login", { email: user.email.toUpperCase(), password: user.password });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain(TOO_MANY_LOG_INS);
  });

  it("stops 30 failed logins from one address across accounts, whatever forwarding header is sent", async () => {
    const client = new HttpClient(limited.url);
    // The previous test already spent 10 of this address's failures.
    for (let account = 0; account < 2; account += 1) {
      for (let i = 0; i < 10; i += 1) {
        const res = await client.postJson("/api/v1/auth/login", {
          email: `spray${account}@example.com`,
          password: "x",
        });
        expect(res.status).toBe(401);
      }
    }
    const user = newUser();
    const spoofs: Record<string, string>[] = [
      {},
      { "x-forwarded-for": "203.0.113.7" },
      { "x-client-ip": "203.0.113.8" },
    ];
    for (const headers of spoofs) {
      const res = await client.postJson("/api/v1/auth/login", { email: user.email, password: "x" }, { headers });
      expect(res.status).toBe(429);
    }
  });

  it("allows 50 sign-up attempts an hour from one address", async () => {
    const client = new HttpClient(limited.url);
    const taken = newUser();
    expect((await client.postJson("/api/v1/auth/sign-up", signUpForm(taken))).status).toBe(201);
    // The test above signed up one more account from this address.
    for (let i = 0; i < 48; i += 1) {
      const res = await client.postJson("/api/v1/auth/sign-up", signUpForm(taken));
      expect(res.status).toBe(400);
    }
    const res = await client.postJson("/api/v1/auth/sign-up", signUpForm());
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: "Too many sign-ups from your network. Please try again in an hour." });
    const page = await client.postForm("/sign", signUpForm());
    expect(page.status).toBe(429);
    expect(await page.text()).toContain("Too many sign-ups from your network. Please try again in an hour.");
  });
});
