import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, logInAs, newUser } from "../support/accounts";
import { type DatabasePlace, durableDatabase, queryDatabase } from "../support/database";
import { type Credentials, demoAccounts } from "../support/demo-accounts";
import { text } from "../support/html";
import { HttpClient } from "../support/http";
import { startTestServer, type TestServer } from "../support/server";
import { type FakeGateway, lastCode, startGateway } from "../support/sms-gateway";

/** A test that stops and starts its server, several times for some: each start is seconds, more under load. */
const RESTARTING_MS = 300_000;
const SENT = /We have sent a 6-digit code to \d{10}\. It works for 10 minutes\./;
const WAITING =
  /Many codes are being sent right now, so yours may take a few minutes to reach \d{10}\. If it has not come in 5 minutes, ask for a new one\./;

/**
 * One server on a database that outlives it, with an SMS gateway and one trusted proxy hop, so each request may speak
 * from an address of its own. Time passes the way PGlite allows: with the server stopped, the stored timestamps move
 * back, and the server starts again on the same database (which also shows the counts survive a restart).
 */
function smsServer(env: Record<string, string> = {}) {
  const sms = {
    gateway: undefined as unknown as FakeGateway,
    place: undefined as unknown as DatabasePlace,
    server: undefined as unknown as TestServer,
    admin: undefined as unknown as Credentials,
    remove: async () => {},
  };
  const start = () =>
    startTestServer({
      ...sms.place,
      demo: true,
      env: { SMS_WEBHOOK_URL: sms.gateway.url, TRUST_PROXY: "1", ...env },
    });
  beforeAll(async () => {
    sms.gateway = await startGateway();
    ({ place: sms.place, remove: sms.remove } = await durableDatabase({ demo: true }));
    sms.server = await start();
    sms.admin = demoAccounts(sms.server).admin;
  });
  afterAll(async () => {
    await sms.server?.stop();
    sms.gateway?.close();
    await sms.remove();
  });
  return {
    at: sms,
    /** Stops the server, runs `change` on its database, and starts it again; sessions live on in the database. */
    async restartAfter(change: string, ...clients: Array<{ client: HttpClient }>) {
      await sms.server.stop();
      await queryDatabase(sms.place, change);
      sms.server = await start();
      for (const holder of clients) holder.client = holder.client.at(sms.server.url);
    },
  };
}

/** An account signed up from `address`, with `mobileNumber`; its client speaks from `address` too. */
async function accountAt(server: TestServer, address: string, mobileNumber: string) {
  const user = newUser({ mobileNumber });
  const client = new HttpClient(server.url);
  const res = await client.postJson(
    "/api/v1/auth/sign-up",
    { ...user, confirmPassword: user.password },
    { headers: { "x-forwarded-for": address } },
  );
  expect(res.status, await res.clone().text()).toBe(201);
  await logIn(client, user.email, user.password);
  return { client, user, address };
}

async function askForCode(account: { client: HttpClient; address: string }, language: "" | "/hi" = "") {
  const res = await account.client.postForm(
    `${language}/profile/settings?form=phone-code`,
    {},
    { headers: { "x-forwarded-for": account.address } },
  );
  return { status: res.status, retryAfter: Number(res.headers.get("retry-after")), page: text(await res.text()) };
}

describe("codes per number, account and address", () => {
  const { at, restartAfter } = smsServer();

  it("refuses the fourth code in an hour to one number, whichever accounts and addresses ask", async () => {
    const askers = await Promise.all([1, 2, 3, 4, 5].map((n) => accountAt(at.server, `203.0.113.${n}`, "9811100001")));
    for (const asker of askers.slice(0, 3)) {
      const sent = await askForCode(asker);
      expect(sent.status).toBe(200);
      expect(sent.page).toMatch(SENT);
    }
    expect(at.gateway.received.filter((m) => m.to === "+919811100001")).toHaveLength(3);

    const fourth = await askForCode(askers[3]);
    expect(fourth.status).toBe(429);
    expect(fourth.page).toMatch(/Too many codes have been sent to this number\. Please try again in (59|60) minutes\./);
    expect(fourth.retryAfter).toBeGreaterThan(58 * 60);
    expect(fourth.retryAfter).toBeLessThanOrEqual(3600);

    const inHindi = await askForCode(askers[4], "/hi");
    expect(inHindi.status).toBe(429);
    expect(inHindi.page).toMatch(/इस नंबर पर बहुत सारे कोड भेजे जा चुके हैं। कृपया (59|60) मिनट बाद फिर से कोशिश करें।/);
    expect(at.gateway.received.filter((m) => m.to === "+919811100001")).toHaveLength(3);
  });

  it(
    "refuses a number's seventh code in a day, the earlier six spread over the hours before",
    async () => {
      const askers = await Promise.all(
        [1, 2, 3, 4].map((n) => accountAt(at.server, `203.0.113.${20 + n}`, "9811100002")),
      );
      for (const asker of askers.slice(0, 3)) expect((await askForCode(asker)).status).toBe(200);
      await restartAfter("update phone_code_requests set created_at = created_at - interval '2 hours'", ...askers);
      for (const asker of askers.slice(0, 3)) expect((await askForCode(asker)).status).toBe(200);
      const seventh = await askForCode(askers[3]);
      expect(seventh.status).toBe(429);
      expect(seventh.page).toMatch(/Too many codes have been sent to this number\. Please try again in 2[12] hours\./);
    },
    RESTARTING_MS,
  );

  it(
    "refuses an account's second code in a minute and its sixth in an hour, whatever number it gives",
    async () => {
      const account = await accountAt(at.server, "203.0.113.40", "9811100010");
      expect((await askForCode(account)).status).toBe(200);
      const soon = await askForCode(account);
      expect(soon.status).toBe(429);
      expect(soon.page).toContain("Please wait before asking for another code.");
      for (const n of [11, 12, 13, 14, 15]) {
        // A minute passes, and the account gives another number.
        await restartAfter(
          `update phone_code_requests set created_at = created_at - interval '2 minutes';
         update users set mobile_number = '98111000${n}' where email = '${account.user.email}'`,
          account,
        );
        const res = await askForCode(account);
        if (n < 15) {
          expect(res.status).toBe(200);
          continue;
        }
        expect(res.status).toBe(429);
        expect(res.page).toMatch(/You have asked for too many codes\. Please try again in \d+ minutes\./);
        expect(res.retryAfter).toBeGreaterThan(30 * 60);
      }
      expect(at.gateway.received.filter((m) => /^\+91981110001\d$/.test(m.to))).toHaveLength(5);
    },
    RESTARTING_MS,
  );

  it("refuses the eleventh code in an hour from one address, across accounts and numbers", async () => {
    const askers = await Promise.all(
      [...Array(11).keys()].map((n) => accountAt(at.server, "198.51.100.7", `98222000${10 + n}`)),
    );
    for (const asker of askers.slice(0, 10)) expect((await askForCode(asker)).status).toBe(200);
    const eleventh = await askForCode(askers[10]);
    expect(eleventh.status).toBe(429);
    expect(eleventh.page).toMatch(
      /Too many codes have been asked for from your network\. Please try again in (59|60) minutes\./,
    );
    // The same account from another address is not held back by its neighbours.
    expect((await askForCode({ ...askers[10], address: "198.51.100.8" })).status).toBe(200);
  });
});

describe("the hourly SMS limit (SMS_HOURLY_LIMIT=2)", () => {
  const { at, restartAfter } = smsServer({ SMS_HOURLY_LIMIT: "2" });

  let askers: Array<Awaited<ReturnType<typeof accountAt>>> = [];

  async function dashboard(language: "" | "/hi" = "") {
    const admin = await logInAs(at.server.url, at.admin);
    return text(await (await admin.get(`${language}/admin`)).text());
  }

  it("holds the third code of the hour in the outbox, says so to the person and on the Admin dashboard", async () => {
    askers = await Promise.all([1, 2, 3].map((n) => accountAt(at.server, `192.0.2.${n}`, `983330000${n}`)));
    expect((await askForCode(askers[0])).page).toMatch(SENT);
    expect((await askForCode(askers[1])).page).toMatch(SENT);
    const third = await askForCode(askers[2]);
    expect(third.status).toBe(200);
    expect(third.page).toMatch(WAITING);
    expect(at.gateway.received.map((m) => m.to)).toEqual(["+919833300001", "+919833300002"]);

    expect(await dashboard()).toContain("SMS paused: hourly limit of 2 reached; 1 code waiting");
    expect(await dashboard("/hi")).toContain("SMS रुके हुए हैं: एक घंटे की 2 की सीमा पूरी हो गई; 1 कोड इंतज़ार में");
    // Not sent while it waits, not even by the instance's look every few seconds.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(at.gateway.received).toHaveLength(2);
  });

  it(
    "sends the waiting code once the hour allows, and it verifies the number",
    async () => {
      await restartAfter(
        "update outbox set handed_at = handed_at - interval '1 hour' where handed_at is not null",
        ...askers,
      );
      await expect.poll(() => at.gateway.received.length, { timeout: 15_000, interval: 250 }).toBe(3);
      expect(at.gateway.received[2].to).toBe("+919833300003");
      expect(await dashboard()).not.toContain("SMS paused");

      const done = await askers[2].client.postForm("/profile/settings?form=phone-verify", {
        code: lastCode(at.gateway),
      });
      expect(text(await done.text())).toContain("Your mobile number is verified.");
    },
    RESTARTING_MS,
  );

  it(
    "never sends a code that waited past its time",
    async () => {
      const later = await Promise.all([4, 5].map((n) => accountAt(at.server, `192.0.2.${n}`, `983330000${n}`)));
      expect((await askForCode(later[0])).page).toMatch(SENT);
      expect((await askForCode(later[1])).page).toMatch(WAITING);
      expect(at.gateway.received).toHaveLength(4);
      // Six minutes pass for the waiting code, and the hour for those sent.
      await restartAfter(
        `update outbox set send_by = send_by - interval '6 minutes', created_at = created_at - interval '6 minutes'
         where status = 'pending' and handed_at is null;
       update outbox set handed_at = handed_at - interval '1 hour' where handed_at is not null`,
      );
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(at.gateway.received).toHaveLength(4);
      const admin = await logInAs(at.server.url, at.admin);
      expect(text(await (await admin.get("/admin/outbox")).text())).toContain(
        "Not sent: its code would have been stale after waiting for the hourly SMS limit.",
      );
    },
    RESTARTING_MS,
  );
});
