import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, logInAs, newUser, signUpAndLogIn } from "../support/accounts";
import { type DatabasePlace, durableDatabase, queryDatabase } from "../support/database";
import { type Credentials, demoAccounts } from "../support/demo-accounts";
import { fetchPage, text } from "../support/html";
import { HttpClient } from "../support/http";
import { startTestServer, type TestServer } from "../support/server";

let place: DatabasePlace;
let removeDatabase: () => Promise<void>;
let server: TestServer;
let owner: Credentials;
let listingId: string;
/** The Client who signed up on the way, later a traveller at the listing. */
let traveller: { client: HttpClient; email: string };

let reference: string;
const BOOKED_CONVERSATION = "00000000-0000-4000-8000-0000000000b0";

const start = (demo: boolean) => startTestServer({ demo, ...place });

beforeAll(async () => {
  ({ place, remove: removeDatabase } = await durableDatabase({ demo: true }));
  server = await start(true);
  owner = demoAccounts(server).owner;
  const { listings } = (await (await (await logInAs(server.url, owner)).get("/api/v1/listings")).json()) as {
    listings: Array<{ id: string; status: string }>;
  };
  const approved = listings.find((listing) => listing.status === "approved");
  if (!approved) throw new Error("The demo Owner has no approved listing.");
  listingId = approved.id;
});

afterAll(async () => {
  await server?.stop();
  await removeDatabase?.();
});

const listingPage = async (client?: HttpClient, path = `/property/${listingId}`) =>
  text(client ? await (await client.get(path)).text() : (await fetchPage(server.url, path)).html);

describe("a visitor's message kept through sign-up or log-in", () => {
  const typed = "Is there a room for two from 1 July? We are students at Lucknow University.";
  /** The 'Contact owner' form's message field, holding what was typed. */
  const inContactOwner = `>${typed}</textarea>`;

  it("is refused when empty, too long, for no listing, or with nowhere to go", async () => {
    const visitor = new HttpClient(server.url);
    const refusals: Array<[string, Record<string, string>, number, string]> = [
      [listingId, { message: "  ", next: "sign" }, 400, "Message cannot be empty."],
      [listingId, { message: "x".repeat(2001), next: "sign" }, 400, "Message must be at most 2000 characters."],
      [listingId, { message: typed }, 400, "Choose whether to sign up or log in."],
      ["no-such-listing", { message: typed, next: "sign" }, 404, "Listing not found."],
    ];
    for (const [id, fields, status, message] of refusals) {
      const res = await visitor.postForm(`/property/${id}/message`, fields);
      expect(res.status, message).toBe(status);
      expect(text(await res.text())).toContain(message);
    }
  });

  it("brings a visitor who signs up back to the listing, signed in, with the message in 'Contact owner'", async () => {
    const visitor = new HttpClient(server.url);
    const kept = await visitor.postForm(`/property/${listingId}/message`, { message: typed, next: "sign" });
    expect(kept.status).toBe(303);
    const signUp = new URL(kept.headers.get("location") ?? "", server.url);
    expect(signUp.pathname).toBe("/sign");
    const back = signUp.searchParams.get("redirectTo") ?? "";
    expect(back).toMatch(new RegExp(`^/property/${listingId}\\?draft=[0-9a-f-]{36}#contact-owner$`));

    // The page a visitor gets (and the page cache keeps) never carries it, whatever the address says.
    expect(await listingPage(undefined, back.replace(/#.*/, ""))).not.toContain(typed);

    const user = newUser({ role: "Client" });
    const signedUp = await visitor.postForm(signUp.pathname + signUp.search, {
      ...user,
      confirmPassword: user.password,
      redirectTo: back,
    });
    expect(signedUp.status).toBe(201);
    expect(text(await signedUp.text())).toContain("User successfully signed up!");
    const page = await listingPage(visitor, back.replace(/#.*/, ""));
    expect(page).toContain(inContactOwner);
    expect(page).toContain(user.email);
    traveller = { client: visitor, email: user.email };
  });

  it("sends one who chose to log in to the log-in page that leads back to it", async () => {
    const visitor = new HttpClient(server.url);
    const kept = await visitor.postForm(`/property/${listingId}/message`, { message: typed, next: "login" });
    expect(kept.status).toBe(303);
    const logIn = new URL(kept.headers.get("location") ?? "", server.url);
    expect(logIn.pathname).toBe("/login");
    const back = logIn.searchParams.get("redirectTo") ?? "";
    const { user } = await signUpAndLogIn(server.url, { role: "Client" });
    const loggedIn = await visitor.postForm("/login", { email: user.email, password: user.password, redirectTo: back });
    expect(text(await loggedIn.text())).toContain("Login successful! Redirecting...");
    expect(await listingPage(visitor, back.replace(/#.*/, ""))).toContain(inContactOwner);
  });
});

describe("an owner's reply figures on their listings", () => {
  it("show nothing below five conversations", async () => {
    const page = await listingPage();
    expect(page).not.toContain("Usually replies");
    expect(page).not.toContain("of conversations");
  });

  it("count the last 30 days' conversations, answered or a day old, and show the median answer time", async () => {
    // Asked this long ago, answered so many minutes later (null: not yet).
    const cases: Array<[string, number | null]> = [
      ["10 days", 90],
      ["5 days", 120],
      ["3 days", 30],
      ["20 days", 180],
      ["2 days", null],
      // Outside the 30 days: not counted.
      ["40 days", 600],
      // Two hours old and unanswered: waiting, not ignored.
      ["2 hours", null],
    ];
    // The Client who signed up books a night at this hotel, and talks with its owner (their conversation is written
    // below with the others).
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const stay = `checkIn=${day(40)}&checkOut=${day(41)}&guests=1`;
    const { roomTypes } = (await (
      await traveller.client.get(`/api/v1/listings/${listingId}/availability?${stay}`)
    ).json()) as { roomTypes: Array<{ id: string }> };
    const booked = await traveller.client.postJson(
      `/api/v1/listings/${listingId}/bookings`,
      {
        roomTypeId: roomTypes[0].id,
        checkIn: day(40),
        checkOut: day(41),
        guests: 1,
        name: "Booking Traveller",
        mobileNumber: "9876543210",
        email: traveller.email,
      },
      { headers: { "Idempotency-Key": "phone-bar-booking" } },
    );
    expect(booked.status, await booked.clone().text()).toBe(201);
    reference = ((await booked.json()) as { reference: string }).reference;
    await server.stop();
    // Only the two messages that went on to sign-up and log-in were kept, none of the refused ones.
    expect(await queryDatabase<{ kept: number }>(place, "select count(*)::int as kept from enquiry_drafts")).toEqual([
      { kept: 2 },
    ]);
    const statements = cases.flatMap(([ago, minutes], index) => {
      const seeker = `phone-seeker-${index}`;
      const conversation = `00000000-0000-4000-8000-00000000000${index}`;
      const asked = `now() - interval '${ago}'`;
      return [
        `insert into users (id, name, email) values ('${seeker}', 'Seeker ${index}', '${seeker}@example.com');`,
        `insert into conversations (id, listing_id, seeker_id, owner_id, created_at, last_message_at)
           select '${conversation}', id, '${seeker}', user_id, ${asked}, ${asked} from listings where id = '${listingId}';`,
        `insert into conversation_messages (conversation_id, sender_id, body, created_at)
           values ('${conversation}', '${seeker}', 'Is it free?', ${asked});`,
        minutes === null
          ? ""
          : `insert into conversation_messages (conversation_id, sender_id, body, created_at)
               select '${conversation}', owner_id, 'Yes.', ${asked} + interval '${minutes} minutes'
               from conversations where id = '${conversation}';`,
      ];
    });
    const travellerConversation = `insert into conversations (id, listing_id, seeker_id, owner_id)
      select '${BOOKED_CONVERSATION}', l.id, u.id, l.user_id from listings l, users u
      where l.id = '${listingId}' and u.email = '${traveller.email}';`;
    await queryDatabase(place, [...statements, travellerConversation].join("\n"));
    server = await start(false);

    // Five counted, four answered (30, 90, 120 and 180 minutes: a median of 105, within 2 hours).
    for (const page of [await listingPage(), await listingPage(await logInAs(server.url, owner))]) {
      expect(page).toContain("Replies to 80% of conversations.");
      expect(page).toContain("Usually replies within 2 hours");
    }
  });
});

/** A link to `href` whose text starts with `words` (no regular-expression characters in either). */
const linkTo = (href: string, words: string) => new RegExp(`<a [^>]*href="${href}"[^>]*>${words}`);

describe("a conversation and a booking", () => {
  it("lead to each other, for the traveller and for the owner", async () => {
    await logIn(traveller.client.at(server.url), traveller.email, "secret-pass-1");
    const travellerBooking = text(await (await traveller.client.at(server.url).get(`/booking/${reference}`)).text());
    expect(travellerBooking).toMatch(linkTo(`/messages/${BOOKED_CONVERSATION}`, "Messages with the owner"));
    const ownerClient = await logInAs(server.url, owner);
    expect(text(await (await ownerClient.get(`/booking/${reference}`)).text())).toMatch(
      linkTo(`/messages/${BOOKED_CONVERSATION}`, "Messages with the guest"),
    );
    const conversation = text(await (await ownerClient.get(`/messages/${BOOKED_CONVERSATION}`)).text());
    expect(conversation).toMatch(linkTo(`/booking/${reference}`, `Booking ${reference}, `));
    // Its days as the site writes days everywhere ('18 Dec 2026'), not as the database keeps them.
    expect(conversation).toMatch(new RegExp(`Booking ${reference}, \\d{1,2} \\w{3} \\d{4} to \\d{1,2} \\w{3} \\d{4}`));
  });
});

describe("an owner's quick replies", () => {
  const conversation = "/messages/00000000-0000-4000-8000-000000000000";

  it("are ours until the owner saves three of their own, each sent with one tap", async () => {
    const ownerClient = await logInAs(server.url, owner);
    expect(text(await (await ownerClient.get(conversation)).text())).toContain(
      "Yes, it is still available. When would you like to come and see it?",
    );
    const mine = {
      reply1: "Yes, the room is free. Come any evening after 6.",
      reply2: "Rent is due on the 5th; two months' deposit.",
      reply3: "Sorry, it is taken.",
    };
    for (const [fields, message] of [
      [{ ...mine, reply2: " " }, "A quick reply cannot be empty."],
      [{ ...mine, reply3: "x".repeat(501) }, "A quick reply must be at most 500 characters."],
    ] as const) {
      const refused = await ownerClient.postForm("/messages/quick-replies", fields);
      expect(refused.status).toBe(400);
      expect(text(await refused.text())).toContain(message);
    }
    const saved = await ownerClient.postForm("/messages/quick-replies", mine);
    expect(saved.status).toBe(200);
    expect(text(await saved.text())).toContain("Your quick replies are saved.");
    const page = text(await (await ownerClient.get(conversation)).text());
    expect(page).toContain(`value="${mine.reply1}"`);
    expect(page).not.toContain("Yes, it is still available.");

    // The button is a plain form's: its text is the message.
    expect((await ownerClient.postForm(conversation, { intent: "send", body: mine.reply1 })).status).toBe(303);
    const { messages } = (await (await ownerClient.get(`/api/v1/me/conversations${conversation.slice(9)}`)).json()) as {
      messages: Array<{ body: string; mine: boolean }>;
    };
    expect(messages.at(-1)).toMatchObject({ body: mine.reply1, mine: true });
  });
});
