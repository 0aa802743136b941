import { describe, expect, it } from "vitest";
import { newUser, signUpAndLogIn } from "../support/accounts";
import { test } from "../support/fixtures";
import { HttpClient } from "../support/http";
import type { RunningServer } from "../support/server";

const LOG_IN_FAILED = "Invalid email or password.";
const TOO_MANY_LOG_INS = "Too many failed login attempts. Please try again in 15 minutes.";
/** Failures allowed per 15 minutes from one address on one account, and from one address across accounts. */
const PER_ACCOUNT_AT_ADDRESS = 10;
const PER_ADDRESS = 30;

let server: RunningServer;

test.override("serverSetup", { demo: false, env: { TRUST_PROXY: "1" } });

test.beforeAll(({ server: started }) => {
  server = started;
  // One trusted hop, so each test can speak from addresses of its own through X-Forwarded-For.
});

function logInFrom(address: string, email: string, password: string): Promise<Response> {
  return new HttpClient(server.url).postJson(
    "/api/v1/auth/login",
    { email, password },
    { headers: { "x-forwarded-for": address } },
  );
}

/** Sends all attempts at once and sorts the answers into checked (a wrong-password 401) and refused (429). */
async function inParallel(attempts: Array<() => Promise<Response>>): Promise<{ checked: number; refused: number }> {
  const answers = await Promise.all(
    attempts.map(async (attempt) => {
      const res = await attempt();
      return { status: res.status, body: (await res.json()) as { error?: string } };
    }),
  );
  for (const { status, body } of answers) {
    expect([401, 429]).toContain(status);
    expect(body.error).toBe(status === 401 ? LOG_IN_FAILED : TOO_MANY_LOG_INS);
  }
  return {
    checked: answers.filter((a) => a.status === 401).length,
    refused: answers.filter((a) => a.status === 429).length,
  };
}

/** Sends `count` requests at once and counts the answers by status. */
async function statusCounts(count: number, send: (i: number) => Promise<Response>): Promise<Record<number, number>> {
  const statuses = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await send(i);
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe("100 wrong log-ins sent at once from one address", () => {
  it("checks at most the per-account allowance against one account's password", async () => {
    const { user } = await signUpAndLogIn(server.url);
    const { checked, refused } = await inParallel(
      Array.from({ length: 100 }, (_, i) => () => logInFrom("198.51.100.10", user.email, `wrong-${i}`)),
    );
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(PER_ACCOUNT_AT_ADDRESS);
    expect(refused).toBe(100 - checked);
  });

  it("checks at most the per-address allowance when each guess names another account", async () => {
    const { checked } = await inParallel(
      Array.from({ length: 100 }, (_, i) => () => logInFrom("198.51.100.11", `spray${i}@example.com`, "wrong")),
    );
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(PER_ADDRESS);
  });
});

describe("an account strangers are guessing at", () => {
  it("still lets its owner in from their own address with the right password", async () => {
    const { user } = await signUpAndLogIn(server.url);
    const strangers = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4", "203.0.113.5"];
    const { checked } = await inParallel(
      strangers.flatMap((address) =>
        Array.from({ length: PER_ACCOUNT_AT_ADDRESS }, (_, i) => () => logInFrom(address, user.email, `guess-${i}`)),
      ),
    );
    expect(checked).toBe(50);

    // A stranger who used up their allowance is refused, even when the guess is right.
    const stranger = await logInFrom(strangers[0], user.email, user.password);
    expect(stranger.status).toBe(429);

    // The owner waits a little (each attempt on the account is slowed) but is let in.
    const started = performance.now();
    const owner = await logInFrom("198.51.100.99", user.email, user.password);
    expect(owner.status, await owner.clone().text()).toBe(200);
    expect(performance.now() - started).toBeGreaterThan(1_000);
  }, 120_000);
});

describe("the other per-address counters under a burst", () => {
  it("stores exactly five contact messages an hour from one address", async () => {
    const client = new HttpClient(server.url);
    const counts = await statusCounts(20, (i) =>
      client.postJson(
        "/api/v1/contact",
        { name: `Visitor ${i}`, mobileNumber: "9876543210", email: "asha@example.com", message: "Is it free?" },
        { headers: { "x-forwarded-for": "198.51.100.12" } },
      ),
    );
    expect(counts).toEqual({ 201: 5, 429: 15 });
  });

  it("answers at most 50 sign-up attempts an hour from one address", async () => {
    const taken = newUser();
    const client = new HttpClient(server.url);
    const first = await client.postJson(
      "/api/v1/auth/sign-up",
      { ...taken, confirmPassword: taken.password },
      { headers: { "x-forwarded-for": "198.51.100.13" } },
    );
    expect(first.status).toBe(201);
    const counts = await statusCounts(60, () =>
      client.postJson(
        "/api/v1/auth/sign-up",
        { ...taken, confirmPassword: taken.password },
        { headers: { "x-forwarded-for": "198.51.100.13" } },
      ),
    );
    expect(counts).toEqual({ 400: 49, 429: 11 });
  });

  it("takes at most 120 uploads an hour from one user", async () => {
    const { client } = await signUpAndLogIn(server.url);
    // An empty body is refused right after the counter, so the burst costs no image work.
    const counts = await statusCounts(125, () =>
      client.request("/api/v1/uploads", { method: "POST", headers: { "content-type": "image/jpeg" }, body: "" }),
    );
    expect(counts).toEqual({ 400: 120, 429: 5 });
  });
});
