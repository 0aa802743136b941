import { createTransport } from "nodemailer";
import { beforeAll, describe, expect, it } from "vitest";
import { logInAs, type NewUser, signUpAndLogIn, signUpVerified } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { cards, fetchPage } from "../support/html";
import { HttpClient } from "../support/http";
import { approveAsShown, submitPendingListing } from "../support/listings";
import { freePort, type RunningServer } from "../support/server";
import type { ReceivedMail, TestSmtpServer } from "../support/smtp";

/** Short enough for a test, long enough that a reader who opens the conversation at once is never mailed. */
const MAIL_DELAY_MS = 3_000;
/** Long past the delay and several of the mailer's looks: what has not been mailed by then never is. */
const WELL_PAST_THE_DELAY_MS = MAIL_DELAY_MS * 3;

let smtp: TestSmtpServer;
let server: RunningServer;
let admin: HttpClient;
let owner: { client: HttpClient; user: NewUser };
let seeker: { client: HttpClient; user: NewUser };
let listingId: string;
let conversationId: string;
let inboundPort: number;
const REPLY_DOMAIN = "reply.gharstay.test";

const LISTING = "Banyan Talk Residency";
let addresses = 0;
/** Each enquiry from an address of its own (TRUST_PROXY), so the enquiry limit never gets in the way. */
const freshAddress = () => {
  addresses += 1;
  return { "x-forwarded-for": `198.51.100.${addresses}` };
};

type Conversation = {
  id: string;
  side: string;
  messages: Array<{ id: string; body: string; mine: boolean }>;
  listing: { id: string; name: string };
  blockedByMe: boolean;
  blockedByOther: boolean;
};

async function conversation(client: HttpClient, id = conversationId) {
  const res = await client.get(`/api/v1/me/conversations/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Conversation;
}

const unread = async (client: HttpClient) =>
  ((await (await client.get("/api/v1/me/unread")).json()) as { messages: number }).messages;

/** A reply on the site the way a browser without JavaScript sends it: the plain form, then the page it leads to. */
async function reply(client: HttpClient, body: string, id = conversationId) {
  const res = await client.postForm(`/messages/${id}`, { intent: "send", body });
  return res;
}

const header = (mail: ReceivedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, " ");
/** The reply address of the newest message mail to `email`. */
/** The reply address of the last message mail to `email` about conversation `id`; "" when there is none. */
const replyToOf = (email: string, id = conversationId) => {
  const mail = smtp.received.findLast(
    (received) =>
      received.envelopeTo.includes(email.toLowerCase()) && header(received, "reply-to")?.includes(`reply+${id}.`),
  );
  return (header(mail as ReceivedMail, "reply-to") ?? "").replace(/^Reply-To: /, "");
};
/** 'Contact owner' from a listing page's plain form, sent by a signed-in person with their own details. */
const enquire = (person: { client: HttpClient; user: NewUser }, listing: string, message: string) =>
  person.client.postForm(
    `/property/${listing}`,
    { name: person.user.name, mobileNumber: person.user.mobileNumber, email: person.user.email, message },
    { headers: freshAddress() },
  );
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mailsTo = (email: string) =>
  smtp.received.filter(
    (mail) => mail.envelopeTo.includes(email.toLowerCase()) && mail.subject === `New message about ${LISTING}`,
  );

test.override("serverSetup", { scope: "file" }, async () => {
  inboundPort = await freePort();
  return {
    demo: true,
    mail: true,
    env: {
      TRUST_PROXY: "1",
      MESSAGE_MAIL_DELAY_MS: String(MAIL_DELAY_MS),
      MAIL_REPLY_DOMAIN: REPLY_DOMAIN,
      INBOUND_SMTP_PORT: String(inboundPort),
    },
  };
});

test.beforeAll(async ({ server: started, smtp: mailbox, admin: signedIn }) => {
  [server, smtp, admin] = [started, mailbox, signedIn];
  owner = await signUpVerified(server.url, smtp, { name: "Kavita Owner", role: "Owner", mobileNumber: "9811100011" });
  seeker = await signUpVerified(server.url, smtp, { name: "Rohan Seeker", role: "Client", mobileNumber: "9000022222" });
  listingId = (await submitPendingListing(owner.client, LISTING)).id;
  expect((await approveAsShown(admin, listingId)).status).toBeLessThan(400);
});

describe("a conversation opened by an enquiry", () => {
  it("starts when a signed-in seeker sends 'Contact owner', and the owner's header counts it beside 'Messages'", async () => {
    const res = await enquire(seeker, listingId, "Is this still available for June?");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Your enquiry has been sent to the owner.");

    const home = await (await owner.client.get("/")).text();
    expect(home).toContain('aria-label="Messages, 1 unread"');
    const inbox = await (await owner.client.get("/messages")).text();
    expect(inbox).toContain(LISTING);
    expect(inbox).toContain("Rohan Seeker");
    expect(inbox).toMatch(/font-bold[^"]*">\s*<span[^>]*>Rohan Seeker/);

    const list = (await (await seeker.client.get("/api/v1/me/conversations")).json()) as {
      items: Array<{ id: string; listingName: string; lastMessage: string }>;
    };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ listingName: LISTING, lastMessage: "Is this still available for June?" });
    conversationId = list.items[0].id;
  });

  it("shows the owner the listing pinned at the top and the message, and reading it clears the count", async () => {
    const html = await (await owner.client.get(`/messages/${conversationId}`)).text();
    expect(html).toContain(LISTING);
    expect(html).toContain("₹");
    expect(html).toContain("Is this still available for June?");
    expect(html).toContain("Your message");
    expect(html).toContain(">Send<");
    expect(await unread(owner.client)).toBe(0);
    expect(await (await owner.client.get("/")).text()).toContain('aria-label="Messages"');
  });

  it("takes the owner's reply from the plain form, and the seeker reads it in the same conversation", async () => {
    const res = await reply(owner.client, "Yes, it is. Come on Saturday.");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/messages/${conversationId}#latest`);
    expect(await unread(seeker.client)).toBe(1);
    const seen = await conversation(seeker.client);
    expect(seen.messages.map(({ body, mine }) => ({ body, mine }))).toEqual([
      { body: "Is this still available for June?", mine: true },
      { body: "Yes, it is. Come on Saturday.", mine: false },
    ]);
    expect(await unread(seeker.client)).toBe(0);
  });

  it("refuses an empty or too long message with 400 and says why, storing nothing", async () => {
    const empty = await reply(seeker.client, "   ");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Message cannot be empty.");
    const long = "a".repeat(2001);
    const tooLong = await reply(seeker.client, long);
    expect(tooLong.status).toBe(400);
    const page = await tooLong.text();
    expect(page).toContain("Message must be at most 2000 characters.");
    // What was typed comes back in the composer.
    expect(page).toContain(long);
    const api = await seeker.client.postJson(`/api/v1/me/conversations/${conversationId}/messages`, { body: "" });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: "Message cannot be empty." });
    expect((await conversation(seeker.client)).messages).toHaveLength(2);
  });

  it("stores a message once when its page's form is sent twice, as a double tap on 'Send' does", async () => {
    const page = await (await seeker.client.get(`/messages/${conversationId}`)).text();
    const key = /name="submissionKey" value="([0-9a-f]+)"/.exec(page)?.[1];
    expect(key).toBeDefined();
    const before = (await conversation(seeker.client)).messages.length;
    for (let tap = 0; tap < 2; tap++) {
      const res = await seeker.client.postForm(`/messages/${conversationId}`, {
        intent: "send",
        body: "See you on Saturday.",
        submissionKey: key as string,
      });
      expect(res.status).toBe(303);
    }
    const after = (await conversation(seeker.client)).messages;
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.body).toBe("See you on Saturday.");
  });

  it("makes only our own site's addresses clickable and shows markup as text", async () => {
    const ours = `${server.url}/property/${listingId}`;
    const body = `Compare ${ours} with https://gharstay-deals.example/pay <b>now</b>`;
    expect((await reply(owner.client, body)).status).toBe(303);
    const html = await (await seeker.client.get(`/messages/${conversationId}`)).text();
    expect(html).toContain(`<a href="${ours}"`);
    expect(html).not.toContain('href="https://gharstay-deals.example/pay"');
    expect(html).toContain("https://gharstay-deals.example/pay");
    expect(html).toContain("&lt;b&gt;now&lt;/b&gt;");
  });

  it("keeps a message once when the app retries it with the same Idempotency-Key", async () => {
    const headers = { "Idempotency-Key": `retry-${Date.now()}` };
    const body = { body: "Sent twice by a shaky connection" };
    const path = `/api/v1/me/conversations/${conversationId}/messages`;
    const first = await seeker.client.postJson(path, body, { headers });
    const second = await seeker.client.postJson(path, body, { headers });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(((await second.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    const bodies = (await conversation(owner.client)).messages.map((message) => message.body);
    expect(bodies.filter((text) => text === body.body)).toHaveLength(1);
  });
});

describe("live updates", () => {
  it("tells a reader's open stream of each new message, and refuses the stream to anyone else", async () => {
    const { client: stranger } = await signUpAndLogIn(server.url, { role: "Client" });
    const events = `/api/v1/me/conversations/${conversationId}/events`;
    expect((await stranger.get(events)).status).toBe(403);
    expect((await new HttpClient(server.url).get(events)).status).toBe(401);

    const controller = new AbortController();
    const stream = await seeker.client.get(events, { signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = "";
    const next = async () => {
      const { value } = await reader.read();
      received += decoder.decode(value);
    };
    await next();
    expect(received).toContain("retry: 3000");
    expect((await reply(owner.client, "Live: are you there?")).status).toBe(303);
    while (!received.includes("event: message")) await next();
    controller.abort();
    await seeker.client.get(`/messages/${conversationId}`);
  });
});

describe("who may read a conversation", () => {
  it("refuses everyone but its two participants, on the page, the form and the API", async () => {
    const { client: stranger } = await signUpAndLogIn(server.url, { role: "Client" });
    for (const client of [stranger, admin]) {
      expect((await client.get(`/messages/${conversationId}`)).status).toBe(403);
      expect((await client.get(`/api/v1/me/conversations/${conversationId}`)).status).toBe(403);
      expect((await reply(client, "Let me in")).status).toBe(403);
      const api = await client.postJson(`/api/v1/me/conversations/${conversationId}/messages`, { body: "Let me in" });
      expect(api.status).toBe(403);
      expect((await client.postJson(`/api/v1/me/conversations/${conversationId}/block`, {})).status).toBe(403);
      const list = (await (await client.get("/api/v1/me/conversations")).json()) as { items: unknown[] };
      expect(list.items).toEqual([]);
    }
    const page = await (await stranger.get(`/messages/${conversationId}`)).text();
    expect(page).toContain("Only the two people in a conversation can read it.");
    expect(page).not.toContain("Yes, it is. Come on Saturday.");

    const visitor = new HttpClient(server.url);
    const signIn = await visitor.get(`/messages/${conversationId}`);
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toContain("/login?redirectTo=");
    expect((await visitor.get(`/api/v1/me/conversations/${conversationId}`)).status).toBe(401);
    expect((await stranger.get("/messages/00000000-0000-0000-0000-000000000000")).status).toBe(404);
    expect((await conversation(owner.client)).messages.map((message) => message.body)).not.toContain("Let me in");
  });
});

describe("mail about new messages", () => {
  it("mails a message still unread after the delay, with the text, a link to it and one-click unsubscribe", async () => {
    const before = mailsTo(seeker.user.email).length;
    expect((await reply(owner.client, "The room on the first floor is free too.")).status).toBe(303);
    const mail = await smtp.waitForMail(seeker.user.email, `New message about ${LISTING}`);
    expect(mailsTo(seeker.user.email)).toHaveLength(before + 1);
    expect(mail.text).toContain("The room on the first floor is free too.");
    expect(mail.text).toContain(`${server.url}/messages/${conversationId}`);
    expect(header(mail, "list-unsubscribe")).toMatch(/^List-Unsubscribe: <.+\/messages\/unsubscribe\?token=.+>$/);
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    // Nobody is mailed about their own message.
    expect(mailsTo(owner.user.email)).toHaveLength(0);

    // A second message within the hour waits for the hour to pass, whatever the delay.
    expect((await reply(owner.client, "And there is parking.")).status).toBe(303);
    await wait(WELL_PAST_THE_DELAY_MS);
    expect(mailsTo(seeker.user.email)).toHaveLength(before + 1);
    await seeker.client.get(`/messages/${conversationId}`);
  });

  it("sends nothing about a message read before the delay", async () => {
    expect((await reply(seeker.client, "Great, see you then.")).status).toBe(303);
    expect((await owner.client.get(`/messages/${conversationId}`)).status).toBe(200);
    await wait(WELL_PAST_THE_DELAY_MS);
    expect(mailsTo(owner.user.email)).toHaveLength(0);
  });

  it("stops the conversation's mails with the one-click unsubscribe, a POST without a session", async () => {
    const mail = await smtp.waitForMail(seeker.user.email, `New message about ${LISTING}`);
    const address = (header(mail, "list-unsubscribe") ?? "").replace(/^List-Unsubscribe: <(.*)>$/, "$1");
    const ask = await fetch(address);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain(`Stop e-mails about your conversation on “${LISTING}”?`);
    const forged = await fetch(
      address.replace(/.$/, (last) => (last === "0" ? "1" : "0")),
      { method: "POST" },
    );
    expect(forged.status).toBe(404);
    const oneClick = await fetch(address, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(`You will get no more e-mails about your conversation on “${LISTING}”.`);

    const before = mailsTo(seeker.user.email).length;
    // Another conversation mails normally, so the mailer is known to be at work while this one stays quiet.
    const { client: other, user: otherUser } = await signUpVerified(server.url, smtp, { role: "Client" });
    const enquiry = await other.postJson(
      `/api/v1/listings/${listingId}/enquiries`,
      { name: otherUser.name, mobileNumber: "9000033333", email: otherUser.email, message: "Hello" },
      { headers: freshAddress() },
    );
    expect(enquiry.status).toBe(201);
    const otherId = ((await (await other.get("/api/v1/me/conversations")).json()) as { items: { id: string }[] })
      .items[0].id;
    expect((await reply(owner.client, "Unsubscribed, yet still in Messages.")).status).toBe(303);
    expect((await reply(owner.client, "Welcome!", otherId)).status).toBe(303);
    await smtp.waitForMail(otherUser.email, `New message about ${LISTING}`);
    await wait(WELL_PAST_THE_DELAY_MS);
    expect(mailsTo(seeker.user.email)).toHaveLength(before);
    expect(await unread(seeker.client)).toBeGreaterThan(0);
  });
});

/** A reply sent the way a person's mail server delivers it: over SMTP to GharStay's own listener. */
function sendReply(from: string, to: string, text: string) {
  return createTransport({ host: "127.0.0.1", port: inboundPort, secure: false, ignoreTLS: true }).sendMail({
    from,
    to,
    subject: `Re: New message about ${LISTING}`,
    text,
  });
}

describe("replies by e-mail", () => {
  let replyTo: string;
  const bodies = async () => (await conversation(owner.client)).messages.map((message) => message.body);

  beforeAll(() => {
    replyTo = replyToOf(seeker.user.email);
  });

  it("gives each message mail a signed reply address of the conversation", () => {
    expect(replyTo).toMatch(new RegExp(`^reply\\+${conversationId}\\.s\\.[0-9a-f]{16}@${REPLY_DOMAIN}$`));
  });

  it("posts a plain reply from the participant as their message", async () => {
    await sendReply(seeker.user.email, replyTo, "Plain reply: I will bring my documents.\n");
    expect((await bodies()).at(-1)).toBe("Plain reply: I will bring my documents.");
  });

  it("posts only the new words of a reply quoting the mail in Gmail's style", async () => {
    await sendReply(
      seeker.user.email,
      replyTo,
      "Gmail reply: 11 am suits me.\n\nOn Sat, 28 Nov 2026 at 10:00, GharStay <no-reply@gharstay.in> wrote:\n> You have a new message about Banyan.\n> The room on the first floor is free too.\n",
    );
    expect((await bodies()).at(-1)).toBe("Gmail reply: 11 am suits me.");
  });

  it("posts only the new words of a reply quoting the mail in Outlook's style, without the signature", async () => {
    await sendReply(
      seeker.user.email,
      replyTo,
      "Outlook reply: see you.\n-- \nRohan\n\n-----Original Message-----\nFrom: GharStay <no-reply@gharstay.in>\nSent: Saturday\nSubject: New message\n\nThe room on the first floor is free too.",
    );
    expect((await bodies()).at(-1)).toBe("Outlook reply: see you.");
  });

  it("refuses a reply from anyone but the participant, and a forged address, storing nothing", async () => {
    await expect(sendReply("stranger@example.com", replyTo, "Stranger here")).rejects.toThrow(
      /only from the address the message was sent to/,
    );
    const forged = replyTo.replace(/[0-9a-f]@/, (last) => (last[0] === "0" ? "1@" : "0@"));
    await expect(sendReply(seeker.user.email, forged, "Forged token")).rejects.toThrow(/No such mailbox/);
    await expect(sendReply(seeker.user.email, `someone@${REPLY_DOMAIN}`, "Anyone there")).rejects.toThrow(
      /No such mailbox/,
    );
    const stored = await bodies();
    expect(stored).not.toContain("Stranger here");
    expect(stored).not.toContain("Forged token");
    expect(stored).not.toContain("Anyone there");
  });

  it("posts a reply to two conversations' addresses in each of them", async () => {
    const card = cards((await fetchPage(server.url, "/hotels")).html).find((c) => c.name === "Hotel Awadh Residency");
    if (!card) throw new Error("Hotel Awadh Residency is not on /hotels");
    const hotel = card.href.replace("/property/", "");
    expect((await enquire(seeker, hotel, "Is there parking?")).status).toBe(200);
    const list = (await (await seeker.client.get("/api/v1/me/conversations")).json()) as {
      items: Array<{ id: string; listingName: string }>;
    };
    const other = list.items.find((item) => item.listingName === "Hotel Awadh Residency")?.id as string;
    const hotelOwner = await logInAs(server.url, demoAccounts(server).owner);
    expect((await reply(hotelOwner, "Yes, two cars.", other)).status).toBe(303);
    await expect.poll(() => replyToOf(seeker.user.email, other)).not.toBe("");

    await sendReply(seeker.user.email, `${replyTo}, ${replyToOf(seeker.user.email, other)}`, "Thank you both.");
    expect((await bodies()).at(-1)).toBe("Thank you both.");
    expect((await conversation(seeker.client, other)).messages.at(-1)?.body).toBe("Thank you both.");
  });
});

describe("blocking", () => {
  it("stops messages both ways until the one who blocked lifts it", async () => {
    const blocked = await seeker.client.postForm(`/messages/${conversationId}`, { intent: "block" });
    expect(blocked.status).toBe(303);
    const page = await (await seeker.client.get(`/messages/${conversationId}`)).text();
    expect(page).toContain("You blocked Kavita Owner. Neither of you can send messages here.");
    expect(page).toContain("Unblock Kavita Owner");

    await expect(sendReply(seeker.user.email, replyToOf(seeker.user.email), "By mail while blocked")).rejects.toThrow(
      /Messages are blocked in this conversation/,
    );
    const refused = await reply(owner.client, "Are you still there?");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Messages are blocked in this conversation.");
    const api = await owner.client.postJson(`/api/v1/me/conversations/${conversationId}/messages`, { body: "Hello?" });
    expect(api.status).toBe(403);
    expect((await conversation(owner.client)).blockedByOther).toBe(true);
    // Only the one who blocked can lift it: the owner's DELETE lifts only the owner's own (absent) block.
    expect(
      (await owner.client.request(`/api/v1/me/conversations/${conversationId}/block`, { method: "DELETE" })).status,
    ).toBe(200);
    expect((await reply(owner.client, "Still blocked?")).status).toBe(403);

    const lifted = await seeker.client.request(`/api/v1/me/conversations/${conversationId}/block`, {
      method: "DELETE",
    });
    expect(lifted.status).toBe(200);
    expect((await reply(owner.client, "Welcome back.")).status).toBe(303);
    expect((await conversation(seeker.client)).messages.at(-1)?.body).toBe("Welcome back.");
  });

  it("keeps a blocked seeker's 'Contact owner' enquiry from the owner too", async () => {
    expect((await owner.client.postForm(`/messages/${conversationId}`, { intent: "block" })).status).toBe(303);
    const before = (await conversation(owner.client)).messages.length;
    const enquiryMails = () => smtp.received.filter((mail) => mail.subject === `New enquiry about ${LISTING}`).length;
    const mailed = enquiryMails();
    const refused = await enquire(seeker, listingId, "Blocked, so I try the enquiry form instead");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Messages are blocked in this conversation.");
    await wait(WELL_PAST_THE_DELAY_MS);
    expect((await conversation(owner.client)).messages).toHaveLength(before);
    expect(enquiryMails()).toBe(mailed);
    expect(
      (await owner.client.request(`/api/v1/me/conversations/${conversationId}/block`, { method: "DELETE" })).status,
    ).toBe(200);
  });
});

describe("reporting a message", () => {
  it("goes to the Admin's queue, and the Admin reads the conversation, without writing, until the report is closed", async () => {
    const messages = (await conversation(seeker.client)).messages;
    const theirs = messages.findLast((message) => !message.mine);
    const mine = messages.findLast((message) => message.mine);
    if (!theirs || !mine) throw new Error("Both sides have written by now.");
    const path = `/messages/${conversationId}`;
    const empty = await seeker.client.postForm(path, { intent: "report", messageId: theirs.id, reason: " " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Say what is wrong with this message.");
    const own = await seeker.client.postJson(`/api/v1/me/conversations/${conversationId}/reports`, {
      messageId: mine.id,
      reason: "My own",
    });
    expect(own.status).toBe(404);
    const reported = await seeker.client.postForm(path, {
      intent: "report",
      messageId: theirs.id,
      reason: "Asks me to pay a deposit before any visit.",
    });
    expect(reported.status).toBe(200);
    expect(await reported.text()).toContain("Thank you. The message was reported to GharStay&#x27;s team.");

    const queue = await (await admin.get("/admin/reports")).text();
    expect(queue).toContain("Reported messages");
    expect(queue).toContain("Asks me to pay a deposit before any visit.");
    expect(queue).toContain(theirs.body);
    const page = await admin.get(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("You are reading this conversation because one of its messages was reported.");
    expect(html).toContain(theirs.body);
    expect(html).not.toContain("Your message");
    expect((await reply(admin, "Admin writing")).status).toBe(403);
    expect(((await (await admin.get(`/api/v1/me/conversations/${conversationId}`)).json()) as Conversation).side).toBe(
      null,
    );
    // An Admin reading it reads nothing for the participants.
    const { client: stranger } = await signUpAndLogIn(server.url, { role: "Client" });
    expect((await stranger.get(path)).status).toBe(403);

    const reportId = /action="\/admin\/message-reports\/([^/"]+)\/close"/.exec(queue)?.[1] ?? "";
    expect((await stranger.postForm(`/admin/message-reports/${reportId}/close`, {})).status).toBe(403);
    const closed = await admin.postForm(`/admin/message-reports/${reportId}/close`, {});
    expect(closed.status).toBe(303);
    expect(await (await admin.get("/admin/reports")).text()).not.toContain(
      "Asks me to pay a deposit before any visit.",
    );
    expect((await admin.get(path)).status).toBe(403);
  });
});

describe("the inbox", () => {
  it("puts the newest activity first and lets an owner keep to one listing", async () => {
    const second = (await submitPendingListing(owner.client, "Second Talk House")).id;
    expect((await approveAsShown(admin, second)).status).toBeLessThan(400);
    const res = await seeker.client.postJson(
      `/api/v1/listings/${second}/enquiries`,
      {
        name: seeker.user.name,
        mobileNumber: seeker.user.mobileNumber,
        email: seeker.user.email,
        message: "And this one?",
      },
      { headers: freshAddress() },
    );
    expect(res.status).toBe(201);
    const all = (await (await owner.client.get("/api/v1/me/conversations")).json()) as {
      items: Array<{ listingName: string }>;
    };
    expect(all.items[0].listingName).toBe("Second Talk House");
    const page = await (await owner.client.get(`/messages?listing=${listingId}`)).text();
    expect(page).toContain('name="listing"');
    expect(page).not.toContain("And this one?");
    expect(page).toContain(LISTING);
    // The old tabs lead here.
    expect(await (await owner.client.get("/profile")).text()).toContain('href="/messages"');
  });

  it("keeps a conversation, for both sides, when the owner deletes its listing", async () => {
    const inbox = async (client: HttpClient) =>
      (
        (await (await client.get("/api/v1/me/conversations")).json()) as {
          items: Array<{ id: string; listingName: string }>;
        }
      ).items;
    const talk = (await inbox(seeker.client)).find((item) => item.listingName === "Second Talk House");
    expect(talk).toBeDefined();
    const secondId = (await conversation(seeker.client, talk?.id)).listing.id;
    expect((await owner.client.request(`/api/v1/listings/${secondId}`, { method: "DELETE" })).status).toBe(200);
    expect((await new HttpClient(server.url).get(`/property/${secondId}`)).status).toBe(404);
    for (const side of [seeker.client, owner.client]) {
      expect((await inbox(side)).map((item) => item.listingName)).toContain("Second Talk House");
      const kept = await conversation(side, talk?.id);
      expect(kept.messages.map((message) => message.body)).toContain("And this one?");
      // Named at the top, without a link to the page that is gone.
      const page = await (await side.get(`/messages/${talk?.id}`)).text();
      expect(page).toContain("Second Talk House");
      expect(page).not.toContain(`href="/property/${secondId}"`);
    }
  });

  it("keeps a conversation for the one left when the other deletes their account, to read and not to answer", async () => {
    type Inbox = { items: Array<{ id: string; otherName: string; lastMessage: string }> };
    const inbox = async (client: HttpClient) =>
      ((await (await client.get("/api/v1/me/conversations")).json()) as Inbox).items;
    const leaveWith = (person: { client: HttpClient; user: NewUser }) =>
      person.client.postForm("/profile/settings?form=delete", {
        confirmation: "DELETE",
        currentPassword: person.user.password,
      });
    const GONE = "The other person has deleted their account. You can read this conversation but no longer reply.";

    // A seeker asks, the owner answers, and the seeker deletes their account.
    const leaving = await signUpVerified(server.url, smtp, {
      name: "Neha Leaving",
      role: "Client",
      mobileNumber: "9000033333",
    });
    const asked = await enquire(leaving, listingId, "Is parking included?");
    expect(asked.status).toBe(200);
    const [talk] = await inbox(leaving.client);
    // The owner's app sends its answer; its retry with the same key comes only after the seeker has left.
    const retried = { headers: { "Idempotency-Key": `gone-${Date.now()}` } };
    const answer = () =>
      owner.client.postJson(
        `/api/v1/me/conversations/${talk.id}/messages`,
        { body: "Yes, one covered space." },
        retried,
      );
    const answered = await answer();
    expect(answered.status).toBe(201);
    // The seeker's last words, still unread by the owner when the seeker leaves.
    const lastWords = await leaving.client.postJson(`/api/v1/me/conversations/${talk.id}/messages`, {
      body: "Is there a lift too?",
    });
    expect(lastWords.status).toBe(201);
    expect((await leaveWith(leaving)).status).toBe(302);
    const retry = await answer();
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await answered.json());

    // Their mail to the owner quotes them, and offers no reply by e-mail: it would bounce.
    const quoting = () =>
      smtp.received.findLast(
        (mail) =>
          mail.envelopeTo.includes(owner.user.email.toLowerCase()) && mail.text?.includes("Is there a lift too?"),
      );
    await expect.poll(() => quoting() !== undefined, { timeout: WELL_PAST_THE_DELAY_MS * 2 }).toBe(true);
    const mail = quoting() as ReceivedMail;
    expect(mail.text).toContain("Deleted account: Is there a lift too?");
    expect(mail.text).not.toContain("Reply to this e-mail");
    expect(header(mail, "reply-to")).toBeUndefined();

    const kept = (await inbox(owner.client)).find((item) => item.id === talk.id);
    expect(kept).toMatchObject({ otherName: "Deleted account", lastMessage: "Is there a lift too?" });
    const read = await conversation(owner.client, talk.id);
    expect(read.messages.map((message) => [message.body, message.mine])).toEqual([
      ["Is parking included?", false],
      ["Yes, one covered space.", true],
      ["Is there a lift too?", false],
    ]);
    const page = await (await owner.client.get(`/messages/${talk.id}`)).text();
    expect(page).toContain(GONE);
    expect(page).not.toContain(">Send<");
    const refused = await reply(owner.client, "Are you still looking?", talk.id);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(GONE);
    const byApi = await owner.client.postJson(`/api/v1/me/conversations/${talk.id}/messages`, { body: "Hello?" });
    expect(byApi.status).toBe(403);
    expect(await byApi.json()).toEqual({ error: GONE });
    expect((await conversation(owner.client, talk.id)).messages).toHaveLength(3);

    // An owner who deletes their account leaves their seekers the conversation too, about a listing no longer shown.
    const closing = await signUpVerified(server.url, smtp, {
      name: "Suresh Closing",
      role: "Owner",
      mobileNumber: "9811100099",
    });
    const closingListing = (await submitPendingListing(closing.client, "Closing Lane Rooms")).id;
    expect((await approveAsShown(admin, closingListing)).status).toBeLessThan(400);
    const enquired = await enquire(seeker, closingListing, "Any lift?");
    expect(enquired.status).toBe(200);
    const ownerTalk = (await inbox(closing.client))[0];
    expect((await leaveWith(closing)).status).toBe(302);
    expect((await new HttpClient(server.url).get(`/property/${closingListing}`)).status).toBe(404);
    expect((await inbox(seeker.client)).find((item) => item.id === ownerTalk.id)).toMatchObject({
      otherName: "Deleted account",
      lastMessage: "Any lift?",
    });
    const seekerPage = await (await seeker.client.get(`/messages/${ownerTalk.id}`)).text();
    expect(seekerPage).toContain("Closing Lane Rooms");
    expect(seekerPage).toContain(GONE);
    expect(seekerPage).not.toContain(`href="/property/${closingListing}"`);
  });
});
