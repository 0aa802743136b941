import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs, signUpVerified } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { approveAsShown, submitPendingListing } from "../support/listings";
import { postgresAdminUrl, startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

/** Two instances share a PostgreSQL database: a message written on A reaches a listener on B through LISTEN/NOTIFY. */
describe.skipIf(!postgresAdminUrl)("a live message across two instances", () => {
  let smtp: TestSmtpServer;
  let a: TestServer;
  let b: TestServer;
  const secret = "conversations-two-instances-secret-0123456789";

  beforeAll(async () => {
    smtp = await startSmtpServer();
    a = await startTestServer({ demo: true, env: { SMTP_URL: smtp.url, SESSION_SECRET: secret } });
    b = await startTestServer({ databaseUrl: a.databaseUrl, env: { SMTP_URL: smtp.url, SESSION_SECRET: secret } });
  });

  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await smtp?.stop();
  });

  it("carries a reply written on instance A to the seeker's open stream on instance B", async () => {
    const admin = await logInAs(a.url, demoAccounts(a).admin);
    const owner = await signUpVerified(a.url, smtp, { role: "Owner" });
    const seeker = await signUpVerified(a.url, smtp, { role: "Client" });
    const listingId = (await submitPendingListing(owner.client, "Two Instance Talk House")).id;
    expect((await approveAsShown(admin, listingId)).status).toBeLessThan(400);
    const enquiry = await seeker.client.postJson(`/api/v1/listings/${listingId}/enquiries`, {
      name: seeker.user.name,
      mobileNumber: seeker.user.mobileNumber,
      email: seeker.user.email,
      message: "Across instances?",
    });
    expect(enquiry.status).toBe(201);
    const { items } = (await (await seeker.client.get("/api/v1/me/conversations")).json()) as {
      items: Array<{ id: string }>;
    };
    const conversationId = items[0].id;

    const controller = new AbortController();
    const stream = await seeker.client.at(b.url).get(`/api/v1/me/conversations/${conversationId}/events`, {
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = "";
    const next = async () => {
      const { value } = await reader.read();
      received += decoder.decode(value);
    };
    await next();
    expect(received).toContain("retry: 3000");

    const sent = await owner.client.postJson(`/api/v1/me/conversations/${conversationId}/messages`, {
      body: "Yes, written on A.",
    });
    expect(sent.status).toBe(201);
    while (!received.includes("event: message")) await next();
    controller.abort();
    const onB = (await (await seeker.client.at(b.url).get(`/api/v1/me/conversations/${conversationId}`)).json()) as {
      messages: Array<{ body: string }>;
    };
    expect(onB.messages.at(-1)?.body).toBe("Yes, written on A.");
  });
});
