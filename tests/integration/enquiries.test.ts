import pg from "pg";
import { describe, expect, it } from "vitest";
import { type NewUser, signUpAndLogIn, signUpVerified } from "../support/accounts";
import { test } from "../support/fixtures";
import { text } from "../support/html";
import { HttpClient } from "../support/http";
import { approveAsShown, submitPendingListing } from "../support/listings";
import { postgresAdminUrl, type RunningServer } from "../support/server";
import { linkIn, type TestSmtpServer } from "../support/smtp";

let smtp: TestSmtpServer;
let server: RunningServer;
let admin: HttpClient;
let owner: { client: HttpClient; user: NewUser };
let seeker: { client: HttpClient; user: NewUser };
let listingId: string;
let pendingId: string;

const LISTING = "Maple Enquiry Residency";
const SENT = "Your enquiry has been sent to the owner.";
const CHECK_EMAIL =
  "Check your e-mail to confirm your enquiry. We send it to the owner once you follow the link in it, within 24 hours.";

let addresses = 0;
/** Each test speaks from an address of its own (TRUST_PROXY), so one test's hourly limit never reaches another. */
const freshAddress = () => {
  addresses += 1;
  return { "x-forwarded-for": `198.51.100.${addresses}` };
};

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: "Ravi Kumar",
  mobileNumber: "9123456780",
  email: "ravi@example.com",
  message: `Is this still available? ${Math.random()}`,
  ...overrides,
});
/** From the signed-in seeker's own verified address: it reaches the owner at once (ADR 030). */
const fromSeeker = (overrides: Record<string, unknown> = {}) => enquiry({ email: seeker.user.email, ...overrides });

type InboxItem = { id: string; name: string; message: string; mobileNumber: string | null; state: string };

async function inbox(client: HttpClient, box: "received" | "sent" = "received") {
  const res = await client.get(`/api/v1/me/enquiries?box=${box}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: InboxItem[] }).items;
}

test.override("serverSetup", { demo: true, mail: true, env: { TRUST_PROXY: "1" } });

test.beforeAll(async ({ server: started, smtp: mailbox, admin: signedIn }) => {
  [server, smtp, admin] = [started, mailbox, signedIn];
  owner = await signUpAndLogIn(server.url, { name: "Meena Owner", role: "Owner", mobileNumber: "9811122233" });
  seeker = await signUpVerified(server.url, smtp, {
    name: "Sunil Seeker",
    role: "Client",
    mobileNumber: "9000011111",
  });
  listingId = (await submitPendingListing(owner.client, LISTING)).id;
  expect((await approveAsShown(admin, listingId)).status).toBeLessThan(400);
  pendingId = (await submitPendingListing(owner.client, "Still Pending House")).id;
});

/**
 * For the races with a deletion below: an approved listing of the owner's, and a transaction of the test's own on the
 * server's PostgreSQL database, begun, and the number of statements there that wait on a lock.
 */
async function raceWithListing(name: string) {
  const id = (await submitPendingListing(owner.client, name)).id;
  expect((await approveAsShown(admin, id)).status).toBeLessThan(400);
  const session = new pg.Client({ connectionString: server.databaseUrl });
  await session.connect();
  await session.query("begin");
  const waiting = async () =>
    (
      await session.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      )
    ).rows[0].n;
  return { id, session, waiting };
}

describe("Contact owner on a listing page", () => {
  it("mails the owner at once and the seeker a copy, from the plain form a browser without JavaScript posts", async () => {
    const message = "I would like to visit on Saturday.";
    const res = await seeker.client.postForm(
      `/property/${listingId}`,
      { ...enquiry({ name: seeker.user.name, email: seeker.user.email, message }), shareMobile: "on" },
      { headers: freshAddress() },
    );
    expect(res.status).toBe(200);
    // The page it returns opens at the word that the enquiry was sent, not at its top.
    expect(await res.text()).toMatch(new RegExp(`<p role="status" tabindex="-1" autofocus=""[^>]*>${SENT}</p>`));

    const toOwner = await smtp.waitForMail(owner.user.email, `New enquiry about ${LISTING}`);
    expect(toOwner.text).toContain(message);
    expect(toOwner.text).toContain("9123456780");
    const copy = await smtp.waitForMail(seeker.user.email, `Your enquiry about ${LISTING}`);
    expect(copy.text).toContain(message);
  });

  it("shows the form filled in for a signed-in user, with the starters and the share checkbox", async () => {
    const html = await (await seeker.client.get(`/property/${listingId}`)).text();
    expect(html).toContain("Contact owner");
    expect(html).toContain(`value="${seeker.user.email}"`);
    for (const label of ["Is this still available?", "I would like to visit", "What is the final price?"]) {
      expect(html).toContain(label);
    }
    expect(html).toContain("Share my mobile number with the owner");
    expect(html).toContain("Send enquiry");
    // The number, and WhatsApp and Call with it, wait for 'Show number' (tests/security/owner-contact.test.ts).
    expect(html).toContain("Show number");
    expect(html).not.toContain("9811122233");
  });

  it("says before sending that an unconfirmed address gets a link first, and not to a confirmed one", async () => {
    const NOTE = "We e-mail you a link first: the owner gets your enquiry once you follow it.";
    const unconfirmed = await signUpAndLogIn(server.url, { role: "Client" });
    for (const reader of [new HttpClient(server.url), unconfirmed.client]) {
      expect(await (await reader.get(`/property/${listingId}`)).text()).toContain(NOTE);
    }
    expect(await (await seeker.client.get(`/property/${listingId}`)).text()).not.toContain(NOTE);
  });

  it("shows a signed-in sender on 'Messages' the enquiry its link still holds, and the conversation once it is followed", async () => {
    const { client, user } = await signUpAndLogIn(server.url, { name: "Asha Unconfirmed", role: "Client" });
    const message = `Can I see it on Sunday? ${Math.random()}`;
    const res = await client.postForm(
      `/property/${listingId}`,
      enquiry({ name: user.name, email: user.email, message }),
      { headers: freshAddress() },
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(CHECK_EMAIL);
    const messages = async () => text(await (await client.get("/messages")).text());
    const held = await messages();
    expect(held).toContain("Waiting for your confirmation");
    expect(held).toMatch(
      new RegExp(`Your enquiry about <a [^>]*href="/property/${listingId}"[^>]*>${LISTING}</a>: the link`),
    );
    expect(held).toContain(`: the link went to ${user.email} and works until `);

    const mail = await smtp.waitForMail(user.email, `Confirm your enquiry about ${LISTING}`);
    expect((await client.postForm(linkIn(mail, `${server.url}/enquiry/confirm?token=`), {})).status).toBe(200);
    const sent = await messages();
    expect(sent).not.toContain("Waiting for your confirmation");
    expect(sent).toContain(`${owner.user.name} · ${LISTING}`);
    expect(sent).toContain(message);
  });

  it("keeps the owner's number and the call buttons behind sign-in", async () => {
    const html = await (await fetch(`${server.url}/property/${listingId}`)).text();
    expect(html).toContain("Send enquiry");
    expect(html).not.toContain("WhatsApp the owner");
    expect(html).not.toContain("9811122233");
  });

  it("refuses bad input with 400 and the messages, on the page and in the API", async () => {
    const page = await new HttpClient(server.url).postForm(
      `/property/${listingId}`,
      { name: "", mobileNumber: "12345", email: "nope", message: " " },
      { headers: freshAddress() },
    );
    expect(page.status).toBe(400);
    const html = await page.text();
    for (const message of [
      "Name cannot be empty.",
      "Invalid mobile number. Enter 10 digits.",
      "Invalid email format.",
      "Message cannot be empty.",
    ]) {
      expect(html).toContain(message);
    }

    const api = await new HttpClient(server.url).postJson(
      `/api/v1/listings/${listingId}/enquiries`,
      enquiry({ mobileNumber: "98765" }),
      { headers: freshAddress() },
    );
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({
      error: "Invalid mobile number. Enter 10 digits.",
      fieldErrors: { mobileNumber: "Invalid mobile number. Enter 10 digits." },
    });

    const notJson = await new HttpClient(server.url).request(`/api/v1/listings/${listingId}/enquiries`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(notJson.status).toBe(415);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const message = `Bot message ${Math.random()}`;
    const res = await new HttpClient(server.url).postJson(
      `/api/v1/listings/${listingId}/enquiries`,
      enquiry({ message, website: "http://spam.example" }),
      { headers: freshAddress() },
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: CHECK_EMAIL, awaitingConfirmation: true });
    expect((await inbox(owner.client)).some((item) => item.message === message)).toBe(false);
  });

  it("stores the same message from the same address once within a minute, answering both as sent", async () => {
    const body = fromSeeker({ message: `Twice ${Math.random()}` });
    const headers = freshAddress();
    const [first, second] = await Promise.all([
      seeker.client.postJson(`/api/v1/listings/${listingId}/enquiries`, body, { headers }),
      seeker.client.postJson(`/api/v1/listings/${listingId}/enquiries`, body, { headers }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await inbox(owner.client)).filter((item) => item.message === body.message)).toHaveLength(1);
  });

  it("refuses a pending listing and the owner's own listing", async () => {
    const pending = await seeker.client.postJson(`/api/v1/listings/${pendingId}/enquiries`, enquiry(), {
      headers: freshAddress(),
    });
    expect(pending.status).toBe(404);
    const ownPage = await (await owner.client.get(`/property/${listingId}`)).text();
    expect(ownPage).not.toContain("Send enquiry");
    expect(ownPage).toContain('href="/messages"');
    const own = await owner.client.postJson(`/api/v1/listings/${listingId}/enquiries`, enquiry(), {
      headers: freshAddress(),
    });
    expect(own.status).toBe(403);
  });

  it.skipIf(!postgresAdminUrl)(
    "refuses an enquiry that waited on its listing's deletion, leaving no conversation behind",
    async () => {
      const { id: closing, session: deletion, waiting } = await raceWithListing("Closing Soon Lodge");
      try {
        // What deleting a listing that others' records refer to does (ADR 067), held open while the enquiry arrives.
        await deletion.query("select id from listings where id = $1 for update", [closing]);
        const sent = seeker.client.postJson(`/api/v1/listings/${closing}/enquiries`, fromSeeker(), {
          headers: freshAddress(),
        });
        await expect.poll(waiting).toBe(1);
        await deletion.query("update listings set status = 'deleted', user_id = null where id = $1", [closing]);
        await deletion.query("commit");
        const res = await sent;
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: "Listing not found." });
      } finally {
        await deletion.end();
      }
      const conversations = (await (await seeker.client.get("/api/v1/me/conversations")).json()) as {
        items: Array<{ listingName: string }>;
      };
      expect(conversations.items.map((item) => item.listingName)).not.toContain("Closing Soon Lodge");
    },
  );

  it.skipIf(!postgresAdminUrl)(
    "keeps a listing whose deletion waited on an enquiry, for the conversation the enquiry opened",
    async () => {
      const { id: closing, session: enquiring, waiting } = await raceWithListing("Waiting Deletion Villa");
      try {
        // What an enquiry's transaction does (holdPublicListing, then the conversation), held open while the owner
        // deletes the listing.
        await enquiring.query("select id from listings where id = $1 for key share", [closing]);
        const { rows } = await enquiring.query(
          `insert into conversations (listing_id, seeker_id, owner_id)
           select l.id, u.id, l.user_id from listings l, users u where l.id = $1 and u.email = $2 returning id`,
          [closing, seeker.user.email],
        );
        await enquiring.query(
          `insert into conversation_members (conversation_id, user_id)
           select $1, id from users where email = $2 union all select $1, user_id from listings where id = $3`,
          [rows[0].id, seeker.user.email, closing],
        );
        const deleting = owner.client.request(`/api/v1/listings/${closing}`, { method: "DELETE" });
        await expect.poll(waiting).toBe(1);
        await enquiring.query("commit");
        expect((await deleting).status).toBe(200);
      } finally {
        await enquiring.end();
      }
      expect((await new HttpClient(server.url).get(`/property/${closing}`)).status).toBe(404);
      const conversations = (await (await seeker.client.get("/api/v1/me/conversations")).json()) as {
        items: Array<{ listingName: string }>;
      };
      expect(conversations.items.map((item) => item.listingName)).toContain("Waiting Deletion Villa");
    },
  );

  it("limits enquiries per address with 429", async () => {
    const headers = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await new HttpClient(server.url).postJson(
        `/api/v1/listings/${listingId}/enquiries`,
        enquiry({ email: `limit${i}@example.com` }),
        { headers },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("limits enquiries per account with 429, whatever the address", async () => {
    const { client, user } = await signUpVerified(server.url, smtp, { role: "Client" });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client.postJson(`/api/v1/listings/${listingId}/enquiries`, enquiry({ email: user.email }), {
        headers: freshAddress(),
      });
      statuses.push(res.status);
    }
    expect(statuses[9]).toBe(201);
    expect(statuses[10]).toBe(429);
  });
});

describe("the owner's inbox", () => {
  it("shows the unread count beside 'Messages' in the header, and opening the conversation reads them", async () => {
    const { client: meena } = await signUpAndLogIn(server.url, { name: "Asha Inbox", role: "Owner" });
    const id = (await submitPendingListing(meena, "Asha Inbox Homes")).id;
    expect((await approveAsShown(admin, id)).status).toBeLessThan(400);
    for (const message of ["Is this still available?", "What is the final price?"]) {
      const res = await seeker.client.postJson(`/api/v1/listings/${id}/enquiries`, fromSeeker({ message }), {
        headers: freshAddress(),
      });
      expect(res.status).toBe(201);
    }
    expect(await (await meena.get("/")).text()).toContain('aria-label="Messages, 2 unread"');

    const tab = await (await meena.get("/profile?tab=enquiries")).text();
    expect(tab).toContain("Asha Inbox Homes");
    expect(tab).toContain("What is the final price?");
    expect(tab).toContain("Reply by e-mail");
    expect(tab).toContain("Mark handled");
    const conversations = (await (await meena.get("/api/v1/me/conversations")).json()) as { items: { id: string }[] };
    expect(conversations.items).toHaveLength(1);
    expect((await meena.get(`/messages/${conversations.items[0].id}`)).status).toBe(200);
    expect(await (await meena.get("/")).text()).toContain('aria-label="Messages"');
  });

  it("shows the seeker's mobile only when they shared it", async () => {
    const hidden = `Hidden mobile ${Math.random()}`;
    const shared = `Shared mobile ${Math.random()}`;
    await seeker.client.postJson(
      `/api/v1/listings/${listingId}/enquiries`,
      fromSeeker({ message: hidden, mobileNumber: "9111111111" }),
      { headers: freshAddress() },
    );
    await seeker.client.postJson(
      `/api/v1/listings/${listingId}/enquiries`,
      fromSeeker({ message: shared, mobileNumber: "9222222222", shareMobile: true }),
      { headers: freshAddress() },
    );
    const html = await (await owner.client.get("/profile?tab=enquiries")).text();
    expect(html).not.toContain("9111111111");
    expect(html).toContain("https://wa.me/919222222222?text=");
    expect(html).toContain('href="tel:9222222222"');
    const items = await inbox(owner.client);
    expect(items.find((item) => item.message === hidden)?.mobileNumber).toBeNull();
    expect(items.find((item) => item.message === shared)?.mobileNumber).toBe("9222222222");
  });

  it("is the owner's alone: another user neither reads it nor marks handled; a seeker sees only their own", async () => {
    const message = `Private ${Math.random()}`;
    await seeker.client.postJson(`/api/v1/listings/${listingId}/enquiries`, fromSeeker({ message }), {
      headers: freshAddress(),
    });
    const [item] = (await inbox(owner.client)).filter((entry) => entry.message === message);
    expect(item).toBeDefined();

    const { client: stranger } = await signUpAndLogIn(server.url, { role: "Client" });
    expect(await inbox(stranger)).toEqual([]);
    expect(await inbox(stranger, "sent")).toEqual([]);
    expect((await stranger.postJson(`/api/v1/me/enquiries/${item.id}/handled`, {})).status).toBe(403);
    expect((await stranger.postForm("/profile", { intent: "enquiry-handled", enquiryId: item.id })).status).toBe(403);
    expect(
      (await stranger.postJson("/api/v1/me/enquiries/00000000-0000-0000-0000-000000000000/handled", {})).status,
    ).toBe(404);
    expect((await new HttpClient(server.url).get("/api/v1/me/enquiries")).status).toBe(401);

    const sent = await inbox(seeker.client, "sent");
    expect(sent.find((entry) => entry.id === item.id)?.state).toBe("Read");
    expect((await owner.client.postForm("/profile", { intent: "enquiry-handled", enquiryId: item.id })).status).toBe(
      200,
    );
    expect((await owner.client.postJson(`/api/v1/me/enquiries/${item.id}/handled`, {})).status).toBe(200);
    expect((await inbox(seeker.client, "sent")).find((entry) => entry.id === item.id)?.state).toBe("Handled");
    const myTab = await (await seeker.client.get("/profile?tab=my-enquiries")).text();
    expect(myTab).toContain("My enquiries");
    expect(myTab).toContain("Handled");
  });
});

/** Today's row of the Admin's 'Leads per day': enquiries, visit requests, WhatsApp clicks, call clicks. */
async function leadsToday() {
  const dashboard = await (await admin.get("/admin")).text();
  expect(dashboard).toContain("Leads per day");
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  const row = dashboard.match(new RegExp(`<th scope="row"[^>]*>${today}</th>(.*?)</tr>`))?.[1] ?? "";
  return [...row.matchAll(/>(\d+)</g)].map((match) => Number(match[1]));
}

describe("WhatsApp and call clicks", () => {
  it("counts a signed-in click on an approved listing and shows it on the Admin's leads per day", async () => {
    for (const kind of ["whatsapp", "call"]) {
      const res = await seeker.client.postJson("/api/v1/leads", { listingId, kind });
      expect(res.status).toBe(201);
    }
    const numbers = await leadsToday();
    // Enquiries, visit requests, WhatsApp clicks, call clicks.
    expect(numbers).toHaveLength(4);
    expect(numbers[0]).toBeGreaterThan(0);
    expect(numbers[2]).toBeGreaterThanOrEqual(1);
    expect(numbers[3]).toBeGreaterThanOrEqual(1);
  });

  it("does not count the owner's own clicks on their listing", async () => {
    const before = await leadsToday();
    for (const kind of ["whatsapp", "call"]) {
      const res = await owner.client.postJson("/api/v1/leads", { listingId, kind });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: "Not counted: it is your own listing." });
    }
    expect(await leadsToday()).toEqual(before);
  });

  it("refuses another site, visitors, pending listings and unknown kinds", async () => {
    const crossSite = await fetch(`${server.url}/api/v1/leads`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ listingId, kind: "call" }),
    });
    expect(crossSite.status).toBe(403);
    expect((await new HttpClient(server.url).postJson("/api/v1/leads", { listingId, kind: "call" })).status).toBe(401);
    expect((await seeker.client.postJson("/api/v1/leads", { listingId: pendingId, kind: "call" })).status).toBe(404);
    expect((await seeker.client.postJson("/api/v1/leads", { listingId, kind: "sms" })).status).toBe(400);
  });
});
