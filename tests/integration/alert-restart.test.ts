import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs, signUpAndLogIn } from "../support/accounts";
import { type DatabasePlace, durableDatabase, queryDatabase } from "../support/database";
import { demoAccounts } from "../support/demo-accounts";
import { approveAsShown, submitPendingListing } from "../support/listings";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

const SEARCH_NAME = "PGs in Noida up to ₹10,000";

let smtp: TestSmtpServer;
let place: DatabasePlace;
let removeDatabase: () => Promise<void>;
let server: TestServer | undefined;

const start = () => startTestServer({ demo: true, ...place, env: { SMTP_URL: smtp.url } });

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ place, remove: removeDatabase } = await durableDatabase({ demo: true }));
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await removeDatabase?.();
});

describe("saved-search alerts across a restart", () => {
  it("still alerts an approval made just before the site went down for longer than a few minutes", async () => {
    server = await start();
    const { client: subscriber, user } = await signUpAndLogIn(server.url, { role: "Client" });
    const saved = await subscriber.postForm("/saved-searches", {
      intent: "save",
      name: SEARCH_NAME,
      frequency: "instant",
      query: "?city=Noida&type=pg&maxPrice=10000",
    });
    expect(saved.status).toBe(302);
    const { client: owner } = await signUpAndLogIn(server.url, { role: "Owner" });
    // A PG in Noida at ₹9,500: the search's.
    const listing = await submitPendingListing(owner, "Approved Before The Crash PG");
    const admin = await logInAs(server.url, demoAccounts(server).admin);
    expect((await approveAsShown(admin, listing.id)).status).toBe(200);
    // The site goes down at once, before its next look, and stays down 20 minutes: everything it stored moves back.
    await server.stop();
    server = undefined;
    await queryDatabase(
      place,
      `update listings set updated_at = updated_at - interval '20 minutes', created_at = created_at - interval '20 minutes';
       update saved_searches set created_at = created_at - interval '20 minutes';
       update alert_looks set looked_until = looked_until - interval '20 minutes'`,
    );
    server = await start();
    const mail = await smtp.waitForMail(user.email, `New listing for your search “${SEARCH_NAME}”`, 60_000);
    expect(mail.text).toContain("Approved Before The Crash PG");
  });
});
