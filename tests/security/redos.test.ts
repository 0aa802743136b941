import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUser } from "../support/accounts";
import { HttpClient } from "../support/http";
import type { RunningServer } from "../support/server";
import { sharedDemoServer } from "../support/shared-server";

/**
 * The shape that made `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` backtrack: its time grows with the square of
 * the dots, most of a second a request at this size, well inside a 64 KB form.
 */
const BACKTRACKING_EMAIL = `a@${".".repeat(30_000)}@`;
/** As long, but the old pattern gave up on it at once: what any over-long value costs. */
const ORDINARY_LONG_EMAIL = "x".repeat(BACKTRACKING_EMAIL.length);
/**
 * How much longer /healthz may take while the attack runs than while ordinary requests do. One check with the
 * backtracking pattern takes over a second here, so a stall of that kind is far above this; below it is the noise
 * of a machine running other test files at once (a CI run once saw 320 ms against 150 ms).
 */
const STALL_BUDGET_MS = 400;

let server: RunningServer;

beforeAll(async () => {
  server = sharedDemoServer();
});

afterAll(async () => {
  await server?.stop();
});

type Endpoint = {
  path: string;
  send: (client: HttpClient, email: string) => Promise<Response>;
  /** The answers a request may get: the e-mail's own message, or the address's limit. */
  messages: string[];
};

const contactFields = (email: string) => ({
  name: "Asha Verma",
  mobileNumber: "9876543210",
  email,
  message: "Is the room free?",
});

const endpoints: Endpoint[] = [
  {
    path: "POST /sign",
    send: (client, email) => {
      const user = newUser();
      return client.postForm("/sign", { ...user, email, confirmPassword: user.password });
    },
    messages: [
      "Email must be at most 254 characters.",
      "Too many sign-ups from your network. Please try again in an hour.",
    ],
  },
  {
    path: "POST /contact",
    send: (client, email) => client.postForm("/contact", contactFields(email)),
    messages: ["❌ Email must be at most 254 characters.", "❌ You have sent several messages in a short time."],
  },
  {
    path: "POST /api/v1/contact",
    send: (client, email) => client.postJson("/api/v1/contact", contactFields(email)),
    messages: ["❌ Email must be at most 254 characters.", "❌ You have sent several messages in a short time."],
  },
];

/**
 * Sends ten posts with `email` at once, spread over the three endpoints, while polling /healthz one
 * request after another; returns the slowest health answer and checks every post was refused clearly.
 */
async function slowestHealthCheckDuring(email: string): Promise<number> {
  const client = new HttpClient(server.url);
  let done = false;
  const posts = Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const endpoint = endpoints[i % endpoints.length];
      const res = await endpoint.send(client, email);
      return { endpoint, status: res.status, body: await res.text() };
    }),
  ).finally(() => {
    done = true;
  });
  let slowest = 0;
  while (!done) {
    const started = performance.now();
    const health = await fetch(`${server.url}/healthz`);
    await health.arrayBuffer();
    expect(health.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
  }
  for (const { endpoint, status, body } of await posts) {
    expect([400, 429], endpoint.path).toContain(status);
    expect(
      endpoint.messages.some((message) => body.includes(message)),
      `${endpoint.path} answered ${status} without the e-mail message`,
    ).toBe(true);
  }
  return slowest;
}

describe("an e-mail shaped to make the pattern backtrack", () => {
  it("stalls /healthz no longer than ordinary over-long posts do", async () => {
    // Warm-up: the first render of each page does one-off work that is no stall.
    await slowestHealthCheckDuring(ORDINARY_LONG_EMAIL);
    // The machine may be busy with other work: compare with ordinary posts just before and after.
    const before = await slowestHealthCheckDuring(ORDINARY_LONG_EMAIL);
    const attack = await slowestHealthCheckDuring(BACKTRACKING_EMAIL);
    const after = await slowestHealthCheckDuring(ORDINARY_LONG_EMAIL);
    const ordinary = Math.max(before, after);
    expect(
      attack,
      `slowest /healthz: ${Math.round(attack)} ms during the attack, ${Math.round(ordinary)} ms during ordinary posts`,
    ).toBeLessThan(ordinary + STALL_BUDGET_MS);
  });
});

describe("the shared e-mail check", () => {
  it("answers an address the form accepts but the account library refuses with the e-mail message, not a 500", async () => {
    const client = new HttpClient(server.url);
    const user = newUser({ email: `x${Date.now()}@b.c` });
    const res = await client.postJson("/api/v1/auth/sign-up", { ...user, confirmPassword: user.password });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Invalid email format.", field: "email" });
  });
});
