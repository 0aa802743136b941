import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs, type NewUser, signUpAndLogIn, signUpVerified } from "../support/accounts";
import { type DatabasePlace, durableDatabase, queryDatabase } from "../support/database";
import { demoAccounts } from "../support/demo-accounts";
import { HttpClient } from "../support/http";
import { approveAsShown, submitPendingListing } from "../support/listings";
import { startTestServer, type TestServer } from "../support/server";
import { linkIn, type ReceivedMail, startSmtpServer, type TestSmtpServer } from "../support/smtp";

/**
 * Issue 40, item 3: an anonymous enquiry typed with someone else's address made GharStay mail them the
 * attacker's name and message, links included. Nothing we send to an address not proven to be the sender's
 * may carry what the sender wrote (ADR 030).
 */

const LISTING = "Saffron Court Rooms";
const ATTACKER = "Cheap Pills Co";
const LINK = "https://spam.example/win";
const ATTACK_MESSAGE = `You won a prize! Claim it at ${LINK} today`;
const ATTACKER_MOBILE = "9000000001";
const CHECK_EMAIL =
  "Check your e-mail to confirm your enquiry. We send it to the owner once you follow the link in it, within 24 hours.";
const CONFIRM_SUBJECT = `Confirm your enquiry about ${LISTING}`;
const OWNER_SUBJECT = `New enquiry about ${LISTING}`;

let smtp: TestSmtpServer;
let server: TestServer;
let place: DatabasePlace;
let removeDatabase: () => Promise<void>;
let owner: { client: HttpClient; user: NewUser };
let listingId: string;

let addresses = 0;
/** Each request from an address of its own (TRUST_PROXY), so the hourly limit per address never interferes. */
const freshAddress = () => {
  addresses += 1;
  return { "x-forwarded-for": `203.0.113.${addresses}` };
};

const attack = (victim: string) => ({
  name: ATTACKER,
  mobileNumber: ATTACKER_MOBILE,
  email: victim,
  message: `${ATTACK_MESSAGE} ${Math.random()}`,
});

/** One session secret across the restart: on PostgreSQL the data folder, where a generated one lives, is new each start. */
const SESSION_SECRET = "mail-to-typed-address-test-session-secret";

const start = (demo: boolean) =>
  startTestServer({
    demo,
    ...place,
    env: { SMTP_URL: smtp.url, TRUST_PROXY: "1", MAIL_RETRY_BASE_MS: "200", SESSION_SECRET },
  });

/** Every part of every message that reached `to`: subject, text, HTML and attachments. */
const everythingSentTo = (to: string) =>
  smtp.received
    .filter((mail) => mail.envelopeTo.includes(to.toLowerCase()))
    .map((mail) =>
      [mail.subject, mail.text, mail.html, ...mail.attachments.map((file) => file.content.toString("utf8"))].join("\n"),
    )
    .join("\n");

/** Asserts that nothing the attacker typed (but the address itself) reached `to`. */
function expectNoneOfTheirWords(to: string, words: string[]) {
  const sent = everythingSentTo(to);
  expect(sent).not.toBe("");
  for (const word of words) expect(sent).not.toContain(word);
}

const mailsTo = (to: string, subject: string) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(to.toLowerCase()) && mail.subject === subject);

/** The owner's received enquiries through the API. */
async function ownerInbox(): Promise<Array<{ message: string }>> {
  const res = await owner.client.at(server.url).get("/api/v1/me/enquiries?box=received");
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Array<{ message: string }> }).items;
}

/** Waits long enough for a message queued in the same transaction as the one that arrived to arrive too. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

/** Where the confirmation page's button posts, read from the page as a browser would. */
const buttonTarget = (html: string) => {
  const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
  if (!action) throw new Error(`No form on the confirmation page:\n${html}`);
  return action.replace(/&amp;/g, "&");
};

const tokenOf = (mail: ReceivedMail) =>
  new URL(linkIn(mail, `${server.url}/enquiry/confirm?token=`)).searchParams.get("token") as string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const database = await durableDatabase({ demo: true });
  place = database.place;
  removeDatabase = database.remove;
  server = await start(true);
  const admin = await logInAs(server.url, demoAccounts(server).admin);
  owner = await signUpAndLogIn(server.url, { name: "Kavita Owner", role: "Owner" });
  listingId = (await submitPendingListing(owner.client, LISTING)).id;
  expect((await approveAsShown(admin, listingId)).status).toBeLessThan(400);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await removeDatabase?.();
});

describe("an enquiry typed with someone else's address", () => {
  it("mails that address only our words; the owner gets nothing until the link is followed, then gets it once", async () => {
    const victim = `victim.${Date.now()}@example.com`;
    const body = attack(victim);
    const res = await new HttpClient(server.url).postJson(`/api/v1/listings/${listingId}/enquiries`, body, {
      headers: freshAddress(),
    });
    expect(res.status, await res.clone().text()).toBe(202);
    expect(await res.json()).toEqual({ message: CHECK_EMAIL, awaitingConfirmation: true });

    const confirmation = await smtp.waitForMail(victim, CONFIRM_SUBJECT);
    await settle();
    expectNoneOfTheirWords(victim, [ATTACKER, ATTACK_MESSAGE, "spam.example", ATTACKER_MOBILE]);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(victim))).toHaveLength(1);
    expect(confirmation.text).toContain(`${server.url}/property/${listingId}`);

    // The owner has no mail, no enquiry in the inbox and no unread badge.
    expect(mailsTo(owner.user.email, OWNER_SUBJECT)).toEqual([]);
    expect((await ownerInbox()).some((item) => item.message === body.message)).toBe(false);
    expect(await (await owner.client.at(server.url).get("/")).text()).toContain(
      `aria-label="Profile of ${owner.user.name}"`,
    );

    // Opening the link (as a mail scanner does) only asks.
    const link = linkIn(confirmation, `${server.url}/enquiry/confirm?token=`);
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(page).toContain(`Send your enquiry about ${LISTING} to its owner?`);
    expect(page).not.toContain(ATTACKER);
    await settle();
    expect(mailsTo(owner.user.email, OWNER_SUBJECT)).toEqual([]);

    // The button's POST delivers it.
    const target = buttonTarget(page);
    const confirmed = await new HttpClient(server.url).postForm(target, {});
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(`Thank you. Your enquiry about ${LISTING} has been sent to the owner.`);
    const toOwner = await smtp.waitForMail(owner.user.email, OWNER_SUBJECT);
    expect(toOwner.text).toContain(body.message);
    expect((await ownerInbox()).filter((item) => item.message === body.message)).toHaveLength(1);

    // A second click delivers nothing more.
    const again = await new HttpClient(server.url).postForm(target, {});
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This enquiry has already been confirmed and sent to the owner.");
    await settle();
    expect(mailsTo(owner.user.email, OWNER_SUBJECT).filter((mail) => mail.text?.includes(body.message))).toHaveLength(
      1,
    );
    expect(everythingSentTo(victim)).not.toContain(ATTACK_MESSAGE);
  });

  it("the same from the listing page's form: the page says to check the e-mail", async () => {
    const victim = `victim.form.${Date.now()}@example.com`;
    const res = await new HttpClient(server.url).postForm(`/property/${listingId}`, attack(victim), {
      headers: freshAddress(),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(CHECK_EMAIL);
    await smtp.waitForMail(victim, CONFIRM_SUBJECT);
    await settle();
    expectNoneOfTheirWords(victim, [ATTACKER, ATTACK_MESSAGE, "spam.example", ATTACKER_MOBILE]);
  });

  it("a client posting to the e-mail's link itself, without the page's button, is told the enquiry was sent", async () => {
    const victim = `victim.bare.${Date.now()}@example.com`;
    const body = attack(victim);
    const res = await new HttpClient(server.url).postJson(`/api/v1/listings/${listingId}/enquiries`, body, {
      headers: freshAddress(),
    });
    expect(res.status).toBe(202);
    const link = linkIn(await smtp.waitForMail(victim, CONFIRM_SUBJECT), `${server.url}/enquiry/confirm?token=`);
    const posted = await new HttpClient(server.url).postForm(link, {});
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain(`Thank you. Your enquiry about ${LISTING} has been sent to the owner.`);
    await expect
      .poll(() => mailsTo(owner.user.email, OWNER_SUBJECT).some((mail) => mail.text?.includes(body.message)))
      .toBe(true);
  });

  it("a link followed after 24 hours delivers nothing, and the unconfirmed enquiry is dropped, across a restart", async () => {
    const victim = `victim.late.${Date.now()}@example.com`;
    const body = attack(victim);
    const res = await new HttpClient(server.url).postJson(`/api/v1/listings/${listingId}/enquiries`, body, {
      headers: freshAddress(),
    });
    expect(res.status).toBe(202);
    const token = tokenOf(await smtp.waitForMail(victim, CONFIRM_SUBJECT));

    await server.stop();
    await queryDatabase(
      place,
      `update enquiries set created_at = now() - interval '25 hours' where email = '${victim}'`,
    );
    server = await start(false);
    const path = `/enquiry/confirm?token=${encodeURIComponent(token)}`;
    const expired =
      "This link has expired: enquiries not confirmed within 24 hours are deleted. Please send your enquiry again from the listing.";
    const opened = await fetch(`${server.url}${path}`);
    expect(opened.status).toBe(410);
    expect(await opened.text()).toContain(expired);
    const posted = await new HttpClient(server.url).postForm(`${path}&confirmed`, {});
    expect(posted.status).toBe(410);
    expect(await posted.text()).toContain(expired);

    // The look a few seconds after start drops it; a link to it is then simply unknown.
    await expect.poll(() => server.logs().includes("unconfirmed enquiries dropped"), { timeout: 20_000 }).toBe(true);
    const gone = await fetch(`${server.url}${path}`);
    expect(gone.status).toBe(404);
    await settle();
    expect(mailsTo(owner.user.email, OWNER_SUBJECT).some((mail) => mail.text?.includes(body.message))).toBe(false);
    expect((await ownerInbox()).some((item) => item.message === body.message)).toBe(false);
  }, 300_000);

  it("a signed-in user with a verified e-mail sends at once and gets the copy", async () => {
    const { client, user } = await signUpVerified(server.url, smtp, { name: "Rohan Verified", role: "Client" });
    const message = `Is the room still free? ${Math.random()}`;
    const res = await client.postJson(
      `/api/v1/listings/${listingId}/enquiries`,
      { name: user.name, mobileNumber: "9123456700", email: user.email.toUpperCase(), message },
      { headers: freshAddress() },
    );
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toEqual({
      message: "Your enquiry has been sent to the owner.",
      awaitingConfirmation: false,
    });
    expect((await smtp.waitForMail(owner.user.email, OWNER_SUBJECT)).text).toBeDefined();
    expect((await smtp.waitForMail(user.email, `Your enquiry about ${LISTING}`)).text).toContain(message);
  });

  it("a verified user typing another address, or an unverified user their own, confirms it first", async () => {
    const { client: verified } = await signUpVerified(server.url, smtp, { role: "Client" });
    const { client: unverified, user } = await signUpAndLogIn(server.url, { role: "Client", name: ATTACKER });
    const victim = `victim.signed.${Date.now()}@example.com`;
    for (const [client, email] of [
      [verified, victim],
      [unverified, user.email],
    ] as const) {
      const res = await client.postJson(`/api/v1/listings/${listingId}/enquiries`, attack(email), {
        headers: freshAddress(),
      });
      expect(res.status).toBe(202);
      await smtp.waitForMail(email, CONFIRM_SUBJECT);
    }
    await settle();
    expectNoneOfTheirWords(victim, [ATTACKER, ATTACK_MESSAGE, "spam.example"]);
    expect(everythingSentTo(user.email)).not.toContain(ATTACK_MESSAGE);
  });

  it("one address gets at most three confirmations an hour, whoever types it", async () => {
    const victim = `victim.flood.${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await new HttpClient(server.url).postJson(`/api/v1/listings/${listingId}/enquiries`, attack(victim), {
        headers: freshAddress(),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

describe("other forms that take an address", () => {
  it("the contact form mails the company, never the typed address", async () => {
    const victim = `victim.contact.${Date.now()}@example.com`;
    const message = `${ATTACK_MESSAGE} ${Math.random()}`;
    const res = await new HttpClient(server.url).postJson(
      "/api/v1/contact",
      { name: ATTACKER, mobileNumber: ATTACKER_MOBILE, email: victim, message },
      { headers: { ...freshAddress(), "Idempotency-Key": crypto.randomUUID() } },
    );
    expect(res.status).toBe(201);
    await expect.poll(() => smtp.received.some((mail) => mail.text?.includes(message)), { timeout: 20_000 }).toBe(true);
    await settle();
    expect(everythingSentTo(victim)).toBe("");
  });

  it("a visit request from an account whose address is not proven mails that address none of its words", async () => {
    const victim = `victim.visit.${Date.now()}@example.com`;
    const note = `Bring cash, details at ${LINK}`;
    const { client } = await signUpAndLogIn(server.url, { role: "Client", name: ATTACKER, email: victim });
    const date = new Date(Date.now() + 330 * 60_000 + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await client.postJson(`/api/v1/listings/${listingId}/visits`, { date, time: "11:00", note });
    expect(res.status, await res.clone().text()).toBe(201);
    const { visit } = (await res.json()) as { visit: { id: string } };
    await smtp.waitForMail(victim, `Your visit request for ${LISTING}`);
    // The owner's copy still names the visitor and carries the note.
    const toOwner = await smtp.waitForMail(owner.user.email, `Visit request for ${LISTING}`);
    expect(toOwner.text).toContain(note);

    const accepted = await owner.client.at(server.url).postJson(`/api/v1/me/visits/${visit.id}/accept`, {});
    expect(accepted.status).toBe(200);
    await smtp.waitForMail(victim, /^Visit confirmed: /);
    await settle();
    expectNoneOfTheirWords(victim, [ATTACKER, note, "spam.example"]);
  });
});
