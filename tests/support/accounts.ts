import { expect } from "vitest";
import type { Credentials } from "./demo-accounts";
import { HttpClient } from "./http";
import { linkIn, type ReceivedMail, type TestSmtpServer } from "./smtp";

let counter = 0;

export type NewUser = {
  name: string;
  mobileNumber: string;
  email: string;
  password: string;
  role: "Owner" | "Client" | "Agent";
};

export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  counter += 1;
  return {
    name: `Test User ${counter}`,
    mobileNumber: "9876543210",
    email: `user${counter}.${process.pid}.${Date.now()}@example.com`,
    password: "secret-pass-1",
    role: "Owner",
    ...overrides,
  };
}

/** Signs up through the JSON API and returns a client logged in as that user (a fresh one, unless given). */
export async function signUpAndLogIn(
  baseUrl: string,
  overrides: Partial<NewUser> = {},
  client = new HttpClient(baseUrl),
): Promise<{ client: HttpClient; user: NewUser }> {
  const user = newUser(overrides);
  const res = await client.postJson("/api/v1/auth/sign-up", { ...user, confirmPassword: user.password });
  expect(res.status, await res.clone().text()).toBe(201);
  await logIn(client, user.email, user.password);
  return { client, user };
}

/** Signs up, then follows the verification link mailed to the new account: an address proven to be its user's. */
export async function signUpVerified(
  baseUrl: string,
  smtp: TestSmtpServer,
  overrides: Partial<NewUser> = {},
): Promise<{ client: HttpClient; user: NewUser }> {
  const account = await signUpAndLogIn(baseUrl, overrides);
  const to = account.user.email.toLowerCase();
  // Polled by hand rather than with waitForMail, whose expect.poll works only inside a test, not in beforeAll.
  const deadline = Date.now() + 30_000;
  const sent = () =>
    smtp.received.find(
      (mail) => mail.envelopeTo.includes(to) && mail.subject === "Confirm your GharStay e-mail address",
    );
  for (; !sent(); await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (Date.now() > deadline) throw new Error(`No verification mail reached ${to}`);
  }
  const mail = sent() as ReceivedMail;
  const verified = await fetch(linkIn(mail, `${baseUrl}/verify-email?token=`));
  expect(verified.status).toBe(200);
  return account;
}

export async function logIn(client: HttpClient, email: string, password: string): Promise<HttpClient> {
  const res = await client.postJson("/api/v1/auth/login", { email, password });
  expect(res.status, await res.clone().text()).toBe(200);
  return client;
}

export async function logInAs(baseUrl: string, account: Credentials): Promise<HttpClient> {
  return logIn(new HttpClient(baseUrl), account.email, account.password);
}

/** Logs in with a bare fetch, outside any cookie jar, and returns the Set-Cookie lines exactly as the server sent them. */
export async function logInWithFetch(baseUrl: string, account: Credentials): Promise<string[]> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(account),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie();
}

/**
 * Signs up from `address` (through a trusted proxy: the server needs TRUST_PROXY=1) and follows the verification link
 * the sign-up mailed to `smtp`, as a person who reads their mail does.
 */
export async function verifiedAccount(
  baseUrl: string,
  smtp: TestSmtpServer,
  address: string,
  overrides: Partial<NewUser> = {},
): Promise<{ client: HttpClient; email: string }> {
  const { client, user } = await signUpAndLogIn(baseUrl, overrides, HttpClient.from(baseUrl, address));
  // Polled by hand, not with smtp.waitForMail: this runs in a beforeAll, where expect.poll is not allowed.
  const isLink = (mail: ReceivedMail) =>
    mail.envelopeTo.includes(user.email.toLowerCase()) && mail.subject === "Confirm your GharStay e-mail address";
  const deadline = Date.now() + 60_000;
  while (!smtp.received.some(isLink) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const mail = smtp.received.find(isLink);
  if (!mail) throw new Error(`No verification e-mail reached ${user.email}.`);
  const token = new URL(linkIn(mail, `${baseUrl}/verify-email?token=`)).searchParams.get("token");
  const verified = await client.postJson("/api/v1/auth/verify-email", { token });
  expect(verified.status, await verified.clone().text()).toBe(200);
  return { client, email: user.email };
}

/** SQL that makes accounts as old as a day and an hour: reports count only from accounts older than a day (ADR 029). */
export const olderThanADay = (emails: string[]) =>
  `update users set created_at = now() - interval '25 hours' where email in (${emails.map((email) => `'${email}'`).join()})`;
