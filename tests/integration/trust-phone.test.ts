import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, logInAs, newUser, signUpAndLogIn } from "../support/accounts";
import { type DatabasePlace, durableDatabase, queryDatabase } from "../support/database";
import { demoAccounts } from "../support/demo-accounts";
import { text } from "../support/html";
import { HttpClient } from "../support/http";
import { startTestServer, type TestServer } from "../support/server";
import { type FakeGateway, lastCode, startGateway } from "../support/sms-gateway";

/** A test that stops and starts its server: each start is seconds, more under CI's load. */
const RESTARTING_MS = 180_000;

async function settingsForm(client: HttpClient, form: string, fields: Record<string, string> = {}) {
  const res = await client.postForm(`/profile/settings?form=${form}`, fields);
  return { status: res.status, page: text(await res.text()) };
}

describe("'Verify phone' with an SMS gateway", () => {
  let gateway: FakeGateway;
  let place: DatabasePlace;
  let remove: () => Promise<void>;
  let server: TestServer;
  const user = newUser({ mobileNumber: "9812345678" });
  let client: HttpClient;

  beforeAll(async () => {
    gateway = await startGateway();
    ({ place, remove } = await durableDatabase());
    server = await startTestServer({ ...place, env: { SMS_WEBHOOK_URL: gateway.url } });
    ({ client } = await signUpAndLogIn(server.url, user));
  });

  afterAll(async () => {
    await server?.stop();
    gateway?.close();
    await remove?.();
  });

  /** Lets time pass the way PGlite allows, with the server stopped: `change` runs on its database. */
  async function restartAfter(change: string) {
    await server.stop();
    await queryDatabase(place, change);
    // The minute between two codes is over too.
    await queryDatabase(place, "update phone_code_requests set created_at = created_at - interval '2 minutes'");
    server = await startTestServer({ ...place, env: { SMS_WEBHOOK_URL: gateway.url } });
    client = await logIn(new HttpClient(server.url), user.email, user.password);
  }

  it("texts a 6-digit code to the account's number, and asks to wait before sending another", async () => {
    const sent = await settingsForm(client, "phone-code");
    expect(sent.status).toBe(200);
    expect(sent.page).toContain("We have sent a 6-digit code to 9812345678. It works for 10 minutes.");
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0].to).toBe("+919812345678");
    expect(gateway.received[0].message).toMatch(/^\d{6} is your GharStay code/);

    const again = await settingsForm(client, "phone-code");
    expect(again.status).toBe(429);
    expect(again.page).toContain("Please wait before asking for another code.");
    expect(gateway.received).toHaveLength(1);
  });

  it("allows five wrong codes, then wants a new code even for the right one", async () => {
    const code = lastCode(gateway);
    const wrong = code === "000000" ? "111111" : "000000";
    for (const left of [4, 3, 2, 1]) {
      const res = await settingsForm(client, "phone-verify", { code: wrong });
      expect(res.status).toBe(400);
      expect(res.page).toContain(`That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`);
    }
    const fifth = await settingsForm(client, "phone-verify", { code: wrong });
    expect(fifth.page).toContain("Too many wrong codes. Ask for a new code.");
    const right = await settingsForm(client, "phone-verify", { code });
    expect(right.status).toBe(400);
    expect(right.page).toContain("Too many wrong codes. Ask for a new code.");

    const malformed = await settingsForm(client, "phone-verify", { code: "12ab" });
    expect(malformed.status).toBe(400);
    expect(malformed.page).toContain("Enter the 6-digit code from the text message.");
  });

  it(
    "refuses a code once its 10 minutes are over",
    async () => {
      await restartAfter("select 1");
      expect((await settingsForm(client, "phone-code")).status).toBe(200);
      const code = lastCode(gateway);
      await restartAfter("update phone_codes set expires_at = now() - interval '1 second' where used_at is null");
      const late = await settingsForm(client, "phone-verify", { code });
      expect(late.status).toBe(400);
      expect(late.page).toContain("This code has expired. Ask for a new code.");
    },
    RESTARTING_MS,
  );

  it(
    "verifies the number with a fresh code, and says since when",
    async () => {
      await restartAfter("select 1");
      expect((await settingsForm(client, "phone-code")).status).toBe(200);
      const done = await settingsForm(client, "phone-verify", { code: ` ${lastCode(gateway)} ` });
      expect(done.status).toBe(200);
      expect(done.page).toContain("Your mobile number is verified.");
      const settings = text(await (await client.get("/profile/settings")).text());
      expect(settings).toMatch(/Your mobile number 9812345678 was verified on \d{1,2} \w{3} \d{4}\./);
    },
    RESTARTING_MS,
  );

  it("says so when the gateway does not take the message", async () => {
    const { client: other } = await signUpAndLogIn(server.url);
    gateway.failing = true;
    const res = await settingsForm(other, "phone-code");
    gateway.failing = false;
    expect(res.status).toBe(503);
    expect(res.page).toContain("The text message could not be sent. Please try again in a few minutes.");
  });
});

describe("'Verify phone' without an SMS gateway", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ demo: true });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("keeps the text message in the Admin's outbox, where the code can be read", async () => {
    const { client } = await signUpAndLogIn(server.url, { mobileNumber: "9898989898" });
    const sent = await settingsForm(client, "phone-code");
    expect(sent.status).toBe(200);

    const admin = await logInAs(server.url, demoAccounts(server).admin);
    const outbox = text(await (await admin.get("/admin/outbox")).text());
    expect(outbox).toContain("+919898989898");
    expect(outbox).toContain("Not sent: no SMS gateway is set");
    const messageId = /href="\/admin\/outbox\/([\w-]+)"[^>]*>Text message: GharStay phone verification code</.exec(
      outbox,
    )?.[1];
    const message = text(await (await admin.get(`/admin/outbox/${messageId}`)).text());
    const code = /(\d{6}) is your GharStay code/.exec(message)?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);

    const done = await settingsForm(client, "phone-verify", { code });
    expect(done.page).toContain("Your mobile number is verified.");
  });
});
