import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, newUser, signUpAndLogIn } from "../support/accounts";
import { type DatabasePlace, durableDatabase, queryDatabase } from "../support/database";
import { text } from "../support/html";
import { HttpClient } from "../support/http";
import { startTestServer, type TestServer } from "../support/server";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../support/smtp";

const SENT = "If an account exists for that e-mail, we have sent a link to reset the password.";
const LINK_INVALID = "This reset link has expired or has already been used. Ask for a new one.";
const TOO_MANY = "Too many reset requests. Please wait an hour before asking again.";
const RESET_DONE = "Your password has been reset. Log in with your new password.";
const RESET_SUBJECT = "Reset your GharStay password";
const NOTICE_SUBJECT = "Your GharStay password was changed";

let smtp: TestSmtpServer;
let server: TestServer;
let place: DatabasePlace;
let removeDatabase: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const database = await durableDatabase();
  place = database.place;
  removeDatabase = database.remove;
  server = await startTestServer({ demo: true, ...place, env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await removeDatabase?.();
});

/** Asks for a reset link through the JSON API and returns the token from the mail that arrives. */
async function resetTokenFor(email: string): Promise<string> {
  const before = smtp.received.length;
  const res = await new HttpClient(server.url).postJson("/api/v1/auth/forgot-password", { email });
  expect(res.status, await res.clone().text()).toBe(200);
  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBeGreaterThan(before);
  const mail = await smtp.waitForMail(email, RESET_SUBJECT);
  return new URL(linkIn(mail, `${server.url}/reset-password?token=`)).searchParams.get("token") as string;
}

describe("forgot password", () => {
  it("is linked from the login page", async () => {
    const html = text(await (await fetch(`${server.url}/login`)).text());
    expect(html).toMatch(/<a[^>]*href="\/forgot-password"[^>]*>Forgot password\?<\/a>/);
    const page = text(await (await fetch(`${server.url}/forgot-password`)).text());
    expect(page).toContain("E-mail");
    expect(page).toContain("Send reset link");
  });

  it("answers a known and an unknown e-mail alike, and mails only the account that exists", async () => {
    const { user } = await signUpAndLogIn(server.url);
    const unknown = `nobody.${Date.now()}@example.com`;
    const client = new HttpClient(server.url);

    const answers = [];
    for (const email of [user.email, unknown]) {
      const res = await client.postJson("/api/v1/auth/forgot-password", { email });
      answers.push({ status: res.status, body: await res.text() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({ status: 200, body: JSON.stringify({ message: SENT }) });

    for (const email of [user.email.toUpperCase(), unknown]) {
      const res = await client.postForm("/forgot-password", { email });
      expect(res.status).toBe(200);
      expect(text(await res.text())).toContain(SENT);
    }

    const mail = await smtp.waitForMail(user.email, RESET_SUBJECT);
    expect(mail.html).toContain("GharStay");
    expect(linkIn(mail, `${server.url}/reset-password?token=`)).toMatch(/token=[\w-]{40,}$/);
    // The known address's two reset mails have arrived (beside its sign-up's verification mail), so the
    // unknown one's would have by now.
    const resets = () => smtp.received.filter((m) => m.envelopeTo.includes(user.email) && m.subject === RESET_SUBJECT);
    await expect.poll(() => resets().length, { timeout: 20_000 }).toBe(2);
    expect(smtp.received.some((m) => m.envelopeTo.includes(unknown))).toBe(false);
  });

  it("checks the e-mail's format and never answers odd bodies with a 500", async () => {
    const client = new HttpClient(server.url);
    const page = await client.postForm("/forgot-password", { email: "not-an-email" });
    expect(page.status).toBe(400);
    expect(text(await page.text())).toContain("Invalid email format.");

    const api = await client.postJson("/api/v1/auth/forgot-password", { email: 42 });
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ error: "Invalid email format." });
    for (const body of ["[]", "null", "{", '"x"']) {
      const res = await client.request("/api/v1/auth/forgot-password", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(res.status, body).toBe(400);
    }
    expect((await client.get("/api/v1/auth/forgot-password")).status).toBe(405);
  });

  it("allows three requests an hour for one e-mail, then answers 429 whether or not it has an account", async () => {
    const client = new HttpClient(server.url);
    const email = `flooded.${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) {
      expect((await client.postJson("/api/v1/auth/forgot-password", { email })).status).toBe(200);
    }
    const api = await client.postJson("/api/v1/auth/forgot-password", { email: email.toUpperCase() });
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await api.json()).toMatchObject({ error: TOO_MANY });

    const page = await client.postForm("/forgot-password", { email });
    expect(page.status).toBe(429);
    expect(text(await page.text())).toContain(TOO_MANY);
  });
});

describe("reset password", () => {
  it("works once: sets the password, ends every session, sends a notice and leads to the login page", async () => {
    const { client: firstDevice, user } = await signUpAndLogIn(server.url);
    const secondDevice = await logIn(new HttpClient(server.url), user.email, user.password);
    const token = await resetTokenFor(user.email);
    const resetPage = `/reset-password?token=${token}`;

    const form = text(await (await fetch(`${server.url}${resetPage}`)).text());
    expect(form).toContain("New password");
    expect(form).toContain("Confirm password");
    expect(form).toContain("Reset password");

    const newPassword = "a-new-secret-9";
    const res = await new HttpClient(server.url).postForm(resetPage, {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?reset=done");
    expect(text(await (await fetch(`${server.url}/login?reset=done`)).text())).toContain(RESET_DONE);

    for (const device of [firstDevice, secondDevice]) expect((await device.get("/api/v1/me")).status).toBe(401);
    const oldPassword = await new HttpClient(server.url).postJson("/api/v1/auth/login", {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.status).toBe(401);
    expect(await oldPassword.json()).toMatchObject({ error: "Invalid email or password." });
    await logIn(new HttpClient(server.url), user.email, newPassword);

    const notice = await smtp.waitForMail(user.email, NOTICE_SUBJECT);
    expect(notice.text).toContain("every device that was logged in has been logged out");

    const again = await fetch(`${server.url}${resetPage}`);
    expect(again.status).toBe(400);
    const againHtml = text(await again.text());
    expect(againHtml).toContain(LINK_INVALID);
    expect(againHtml).toContain('href="/forgot-password"');
    const reused = await new HttpClient(server.url).postForm(resetPage, {
      token,
      password: "third-secret-1",
      confirmPassword: "third-secret-1",
    });
    expect(reused.status).toBe(400);
    expect(text(await reused.text())).toContain(LINK_INVALID);
    await logIn(new HttpClient(server.url), user.email, newPassword);
  });

  it("checks the specification's password rules without using up the link", async () => {
    const { user } = await signUpAndLogIn(server.url);
    const token = await resetTokenFor(user.email);
    const client = new HttpClient(server.url);
    const cases: Array<[Record<string, string>, string]> = [
      [{ token, password: "abc", confirmPassword: "abc" }, "Password must be at least 6 characters."],
      [{ token, password: "secret-1", confirmPassword: "secret-2" }, "Passwords do not match."],
      [{ password: "secret-1", confirmPassword: "secret-1" }, LINK_INVALID],
      [{ token: "x".repeat(5000), password: "secret-1", confirmPassword: "secret-1" }, LINK_INVALID],
    ];
    for (const [fields, message] of cases) {
      // The page's form posts to its own address, token included.
      const res = await client.postForm(`/reset-password?token=${encodeURIComponent(fields.token ?? "")}`, fields);
      expect(res.status, message).toBe(400);
      expect(text(await res.text())).toContain(message);
    }
    const api = await client.postJson("/api/v1/auth/reset-password", { token, password: "secret-1" });
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ error: "Passwords do not match.", field: "confirmPassword" });

    const page = await fetch(`${server.url}/reset-password?token=${token}`);
    expect(page.status).toBe(200);
    expect(text(await page.text())).toContain("New password");
  });

  it("works through the JSON API, once", async () => {
    const { client, user } = await signUpAndLogIn(server.url);
    const token = await resetTokenFor(user.email);
    const body = { token, password: "api-secret-7", confirmPassword: "api-secret-7" };
    const res = await new HttpClient(server.url).postJson("/api/v1/auth/reset-password", body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: RESET_DONE });
    expect((await client.get("/api/v1/me")).status).toBe(401);
    await logIn(new HttpClient(server.url), user.email, "api-secret-7");

    const again = await new HttpClient(server.url).postJson("/api/v1/auth/reset-password", body);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: LINK_INVALID });
  });

  it("refuses a link after its hour is over", async () => {
    const user = newUser();
    await signUpAndLogIn(server.url, user);
    const token = await resetTokenFor(user.email);
    // PGlite admits one process at a time: stop the server, move the link's expiry into the past, start again.
    await server.stop();
    await queryDatabase(
      place,
      "update account_tokens set expires_at = now() - interval '1 second' where purpose = 'reset-password' and used_at is null",
    );
    server = await startTestServer({ ...place, env: { SMTP_URL: smtp.url } });

    const page = await fetch(`${server.url}/reset-password?token=${token}`);
    expect(page.status).toBe(400);
    expect(text(await page.text())).toContain(LINK_INVALID);
    const res = await new HttpClient(server.url).postJson("/api/v1/auth/reset-password", {
      token,
      password: "too-late-1",
      confirmPassword: "too-late-1",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: LINK_INVALID });
    await logIn(new HttpClient(server.url), user.email, user.password);
  });
});

describe("requests from one network address", () => {
  it("are limited to 20 an hour across e-mails, with the same 429 answer", async () => {
    // Behind one load balancer the address is the forwarded one: a fresh address starts with all 20 of its hour, so
    // the count does not hang on what earlier tests (or a restart) left in the window.
    await server.stop();
    server = await startTestServer({ ...place, env: { SMTP_URL: smtp.url, TRUST_PROXY: "1" } });
    const address = `203.0.113.${Math.floor(Math.random() * 254) + 1}`;
    const client = new HttpClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i <= 20; i++) {
      const res = await client.postJson(
        "/api/v1/auth/forgot-password",
        { email: `many.${i}.${Date.now()}@example.com` },
        { headers: { "x-forwarded-for": address } },
      );
      statuses.push(res.status);
      if (res.status === 429) expect(await res.json()).toMatchObject({ error: TOO_MANY });
    }
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
    const elsewhere = await client.postJson(
      "/api/v1/auth/forgot-password",
      { email: `other.${Date.now()}@example.com` },
      { headers: { "x-forwarded-for": "198.51.100.7" } },
    );
    expect(elsewhere.status).toBe(200);
  });
});
