import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInWithFetch, newUser } from "../support/accounts";
import type { RunningServer } from "../support/server";
import { sharedDemoServer } from "../support/shared-server";

/**
 * The attack: a signed-in person reads pages, logs out in Hindi (or the session ends some other way), and the next
 * person with the phone opens those pages offline, with the previous person's name and the owner's e-mail. The worker
 * (public/sw.js) can keep pages apart by session only if the server tells it whose each answer is; this is that
 * contract, over HTTP. The journeys in Chromium are tests/e2e/offline-privacy.test.ts.
 */
let server: RunningServer;
beforeAll(async () => {
  server = sharedDemoServer();
});
afterAll(async () => {
  await server?.stop();
});

const PARTITION = "x-cache-partition";

type Account = { email: string; password: string };

async function signUp(): Promise<Account> {
  const user = newUser();
  const res = await fetch(`${server.url}/api/v1/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ ...user, confirmPassword: user.password }),
  });
  expect(res.status).toBe(201);
  return user;
}

/** A new session's cookie header, and the session token inside it. */
async function session(account: Account): Promise<{ cookie: string; token: string }> {
  const cookie = (await logInWithFetch(server.url, account)).map((line) => line.split(";")[0]).join("; ");
  const token = decodeURIComponent(/session_token=([^;.]+)/.exec(cookie)?.[1] ?? "");
  expect(token).not.toBe("");
  return { cookie, token };
}

async function get(path: string, cookie?: string): Promise<Response> {
  const res = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  await res.arrayBuffer();
  return res;
}

async function send(method: string, path: string, cookie: string, json?: object): Promise<Response> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      cookie,
      origin: server.url,
      "content-type": json ? "application/json" : "application/x-www-form-urlencoded",
    },
    body: json ? JSON.stringify(json) : "",
    redirect: "manual",
  });
  await res.arrayBuffer();
  return res;
}

describe("whose answer it is, for the offline app", () => {
  it("says a visitor's pages belong to no session, page-cache hits included", async () => {
    for (const path of ["/about", "/about", "/hi/about", "/offline"]) {
      expect((await get(path)).headers.get(PARTITION), path).toBe("none");
    }
  });

  it("names a signed-in person's pages and answers by their session, without revealing it, and keeps them private", async () => {
    const account = await signUp();
    const first = await session(account);
    const partitions = new Set<string | null>();
    for (const path of ["/about", "/hi/profile", "/profile/settings", "/api/v1/me", "/api/v1/me/settings"]) {
      const res = await get(path, first.cookie);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      partitions.add(res.headers.get(PARTITION));
    }
    expect(partitions.size).toBe(1);
    const [partition] = partitions;
    expect(partition).toMatch(/^[\w-]{40,}$/);
    expect(partition).not.toContain(first.token);
    // The same person in a new session reads none of the first session's pages: they are kept under another name.
    const second = await session(account);
    expect((await get("/about", second.cookie)).headers.get(PARTITION)).not.toBe(partition);
  });

  it("says no session once it ended: log-out in either language, deletion, a password change elsewhere", async () => {
    const ended: { road: string; end: (account: Account, cookie: string) => Promise<Response> }[] = [
      { road: "log-out", end: (_, cookie) => send("POST", "/logout", cookie) },
      { road: "Hindi log-out", end: (_, cookie) => send("POST", "/hi/logout", cookie) },
      {
        road: "account deletion",
        end: (account, cookie) =>
          send("DELETE", "/api/v1/me/settings/account", cookie, {
            confirmation: "DELETE",
            currentPassword: account.password,
          }),
      },
      {
        road: "password change on another device",
        end: async (account) =>
          send("POST", "/api/v1/me/settings/change-password", (await session(account)).cookie, {
            currentPassword: account.password,
            newPassword: "new-pass-2",
            confirmPassword: "new-pass-2",
          }),
      },
    ];
    for (const { road, end } of ended) {
      const account = await signUp();
      const { cookie } = await session(account);
      expect((await get("/about", cookie)).headers.get(PARTITION), road).not.toBe("none");
      expect((await end(account, cookie)).status, road).toBeLessThan(400);
      // The browser may still send the old cookie (a session ended elsewhere, or expired on the server).
      for (const path of ["/about", "/hi/profile", "/api/v1/me"]) {
        expect((await get(path, cookie)).headers.get(PARTITION), `${road}: ${path}`).toBe("none");
      }
    }
  });
});
