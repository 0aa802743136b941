import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { cards, fetchPage, text } from "../support/html";
import { HttpClient } from "../support/http";
import type { RunningServer } from "../support/server";
import { sharedDemoServer } from "../support/shared-server";
import { istDay, weeknights } from "../support/stay-days";

let server: RunningServer;
let owner: HttpClient;
let hotel: string;

const HOTEL = "Hotel Awadh Residency";

beforeAll(async () => {
  server = sharedDemoServer();
  owner = await logInAs(server.url, demoAccounts(server).owner);
  const card = cards((await fetchPage(server.url, "/hotels")).html).find((c) => c.name === HOTEL);
  if (!card) throw new Error(`${HOTEL} is not on /hotels`);
  hotel = card.href.replace("/property/", "");
});

afterAll(async () => {
  await server?.stop();
});

/** The listings a search page shows, by name, with where each card leads. */
async function found(path: string) {
  const page = await fetchPage(server.url, path);
  expect(page.status, path).toBe(200);
  return { page, cards: cards(page.html) };
}

/** The text of the card of the listing named `name` on a search page. */
function cardOf(html: string, name: string): string {
  return html.split("<article").find((part) => part.includes(`>${name}</a>`)) ?? "";
}

/** Blocks every room of each of the hotel's room types on the night `offset` days ahead (or frees them with 0). */
async function blockNight(offset: number, blocked: "all" | 0) {
  const day = istDay(offset);
  const res = await owner.get(
    `/api/v1/listings/${hotel}/availability?checkIn=${day}&checkOut=${istDay(offset + 1)}&guests=1`,
  );
  const { roomTypes } = (await res.json()) as { roomTypes: Array<{ id: string }> };
  for (const { id } of roomTypes) {
    const calendar = `/api/v1/room-types/${id}/calendar`;
    const month = (await (await owner.get(`${calendar}?from=${day}`)).json()) as {
      days: Array<{ free: number; blocked: number }>;
    };
    const rooms = month.days[0].free + month.days[0].blocked;
    const change = await owner.postJson(calendar, { from: day, to: day, blockedRooms: blocked === "all" ? rooms : 0 });
    expect(change.status).toBe(200);
  }
}

describe("searching stays by dates and guests", () => {
  it("shows check-in, check-out and guests on the stay pages and /explore", async () => {
    for (const path of ["/hotels", "/short-stays", "/explore"]) {
      const { html } = await fetchPage(server.url, path);
      expect(html, path).toMatch(/<label for="filter-checkIn"[^>]*>Check-in<\/label>/);
      expect(html, path).toMatch(/<label for="filter-checkOut"[^>]*>Check-out<\/label>/);
      expect(html, path).toMatch(/<label for="filter-guests"[^>]*>Guests<\/label>/);
      // The calendars start today in India, check-out the day after: no past stay can be picked.
      expect(html, path).toMatch(new RegExp(`id="filter-checkIn"[^>]*min="${istDay(0)}"`));
      expect(html, path).toMatch(new RegExp(`id="filter-checkOut"[^>]*min="${istDay(1)}"`));
    }
  });

  it("finds only listings with a room free on every night, and carries the dates to the listing's booking form", async () => {
    const { start: first, checkIn, checkOut } = weeknights(60);
    const stay = `checkIn=${checkIn}&checkOut=${checkOut}&guests=2`;
    const free = await found(`/hotels?${stay}`);
    const card = free.cards.find((c) => c.name === HOTEL);
    expect(card?.href).toBe(`/property/${hotel}?${stay}`);
    // Its card says what the stay costs, taxes included: the cheapest room type free for it, as the booking prices it.
    const offers = (await (await owner.get(`/api/v1/listings/${hotel}/availability?${stay}`)).json()) as {
      roomTypes: Array<{ unavailable: string | null; quote: { totalPaise: number } }>;
    };
    const cheapest = Math.min(...offers.roomTypes.filter((o) => o.unavailable === null).map((o) => o.quote.totalPaise));
    const rupees = `₹${Math.round(cheapest / 100).toLocaleString("en-IN")}`;
    expect(text(cardOf(free.page.html, HOTEL))).toContain(`${rupees} for 2 nights, taxes included`);
    expect(text(cardOf((await fetchPage(server.url, "/hotels")).html, HOTEL))).not.toContain("taxes included");

    // Its picker starts from the searched stay, and 'Check availability' prices it.
    const listing = await fetchPage(server.url, card?.href ?? "");
    expect(listing.html).toMatch(new RegExp(`id="stay-check-in"[^>]*value="${checkIn}"`));
    expect(listing.html).toMatch(new RegExp(`id="stay-check-out"[^>]*value="${checkOut}"`));
    const priced = text((await fetchPage(server.url, `/property/${hotel}/book?${stay}`)).html);
    expect(priced).toContain("2 nights × ₹3,200");

    // Every room blocked on the second night: the hotel drops out of the search for these dates, on each page.
    await blockNight(first + 1, "all");
    expect((await found(`/hotels?${stay}`)).cards.map((c) => c.name)).not.toContain(HOTEL);
    expect((await found(`/explore?${stay}&city=Lucknow`)).cards.map((c) => c.name)).not.toContain(HOTEL);
    // The first night alone is still free, and the search shows it at once.
    const firstNight = await found(`/hotels?checkIn=${checkIn}&checkOut=${istDay(first + 1)}&guests=2`);
    expect(firstNight.cards.map((c) => c.name)).toContain(HOTEL);
    await blockNight(first + 1, 0);
    expect((await found(`/hotels?${stay}`)).cards.map((c) => c.name)).toContain(HOTEL);
  });

  it("leaves out rooms too small for the guests, and says what the search was", async () => {
    const big = await found(`/hotels?checkIn=${istDay(70)}&checkOut=${istDay(72)}&guests=20`);
    expect(big.cards.map((c) => c.name)).not.toContain(HOTEL);
    expect(text(big.page.html)).toContain("20 guests");
    expect(big.page.html).toContain('aria-label="Remove 20 guests"');
  });

  it("ignores dates no one could book (past, reversed, over 30 nights) and says why beside the fields, as booking does", async () => {
    const checkInMessage = "Choose a check-in date from today onwards.";
    for (const [query, field, message, shown] of [
      // A past stay: listed without a price for it, as its booking page refuses it.
      [`checkIn=${istDay(-11)}&checkOut=${istDay(-9)}&guests=2`, "checkIn", checkInMessage, istDay(-11)],
      [`checkIn=${istDay(-1)}&checkOut=${istDay(1)}&guests=2`, "checkIn", checkInMessage, istDay(-1)],
      [
        `checkIn=${istDay(80)}&checkOut=${istDay(79)}`,
        "checkOut",
        "Choose a check-out date after the check-in date.",
        istDay(79),
      ],
      [`checkIn=${istDay(80)}&checkOut=${istDay(120)}`, "checkOut", "A stay can be at most 30 nights.", istDay(120)],
      [
        `checkIn=${istDay(400)}&checkOut=${istDay(402)}`,
        "checkIn",
        "Stays can be booked up to a year ahead.",
        istDay(400),
      ],
      ["checkIn=2026-02-30&checkOut=2026-03-02", "checkIn", checkInMessage, null],
      ["checkIn=tomorrow&checkOut=later&guests=999", "checkIn", checkInMessage, null],
    ] as const) {
      for (const path of ["/hotels?", "/explore?type=hotel&"]) {
        const { page, cards: listed } = await found(`${path}${query}`);
        expect(text(page.html), `${path}${query}`).not.toMatch(/for \d+ nights?|taxes included/);
        // Still listed, leading to the listing without the refused dates.
        expect(listed.find((c) => c.name === HOTEL)?.href, `${path}${query}`).toBe(`/property/${hotel}`);
        // The message the booking page gives, tied to the field it is about, which shows the day asked.
        expect(page.html, `${path}${query}`).toMatch(
          new RegExp(`id="filter-${field}"[^>]*aria-invalid="true"[^>]*aria-describedby="filter-${field}-error"`),
        );
        expect(page.html, `${path}${query}`).toContain(`<p id="filter-${field}-error"`);
        expect(page.html.match(new RegExp(`id="filter-${field}-error"[^>]*>([^<]*)<`))?.[1], query).toBe(message);
        if (shown === null) expect(page.html, query).not.toMatch(new RegExp(`id="filter-${field}"[^>]*value=`));
        else expect(page.html, query).toMatch(new RegExp(`id="filter-${field}"[^>]*value="${shown}"`));
      }
    }
    // Dates that can be booked are judged so too: no message.
    const { checkIn, checkOut } = weeknights(60);
    const fine = await found(`/hotels?checkIn=${checkIn}&checkOut=${checkOut}`);
    expect(fine.page.html).not.toContain('aria-invalid="true"');
  });

  it("is the same search as JSON at /api/v1/search for the apps, each listing with its stay's total, and refuses what it cannot read", async () => {
    const { start: first, checkIn, checkOut } = weeknights(90);
    const stay = `checkIn=${checkIn}&checkOut=${checkOut}&guests=2`;
    const search = async (query: string) => {
      const res = await new HttpClient(server.url).get(`/api/v1/search?${query}`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    type Item = { kind: string; id: string; projectBuildingName: string; url: string; stay?: { totalPaise: number } };
    const answer = await search(`type=hotel&${stay}`);
    expect(answer.status).toBe(200);
    const items = answer.body.items as Item[];
    // The page's cards, in its order, and the page's count.
    const page = await found(`/hotels?${stay}`);
    expect(items.map((item) => item.projectBuildingName)).toEqual(page.cards.map((c) => c.name));
    expect(text(page.page.html)).toContain(`${answer.body.total} result`);
    const ours = items.find((item) => item.projectBuildingName === HOTEL);
    expect(ours?.url).toBe(`/property/${hotel}?${stay}`);
    const offers = (await (await owner.get(`/api/v1/listings/${hotel}/availability?${stay}`)).json()) as {
      roomTypes: Array<{ unavailable: string | null; quote: { totalPaise: number } }>;
    };
    const cheapest = Math.min(...offers.roomTypes.filter((o) => o.unavailable === null).map((o) => o.quote.totalPaise));
    expect(ours?.stay?.totalPaise).toBe(cheapest);

    // A night with no room free takes the hotel out, at once.
    await blockNight(first, "all");
    const full = await search(`type=hotel&${stay}`);
    expect((full.body.items as Item[]).map((item) => item.id)).not.toContain(hotel);
    await blockNight(first, 0);

    for (const [query, words] of [
      [`type=hotel&checkIn=${checkIn}`, "Give a check-in and a check-out date, 1 to 30 nights apart."],
      // Dates a booking refuses, with the booking's message: no stay is quoted for a past night.
      [
        `type=hotel&checkIn=${istDay(-11)}&checkOut=${istDay(-9)}&guests=2`,
        "Choose a check-in date from today onwards.",
      ],
      [`checkIn=${istDay(400)}&checkOut=${istDay(402)}`, "Stays can be booked up to a year ahead."],
      [`checkIn=${istDay(80)}&checkOut=${istDay(120)}`, "Give a check-in and a check-out date, 1 to 30 nights apart."],
      ["checkIn=2026-02-30&checkOut=2026-03-02", "The search cannot read “checkIn”."],
      [`${stay.replace("guests=2", "guests=999")}`, "The search cannot read “guests”."],
      ["type=castle", "The search cannot read “type”."],
      ["colour=blue", "The search cannot read “colour”."],
      [`q=${"x".repeat(2_100)}`, "This search is too long."],
    ]) {
      const refused = await search(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error, query).toBe(words);
    }
    const hindi = await fetch(`${server.url}/api/v1/search?colour=blue`, {
      headers: { "accept-language": "hi-IN,hi" },
    });
    expect(await hindi.json()).toMatchObject({ error: "खोज “colour” को नहीं पढ़ सकती।" });
  });
});

let addressCount = 0;
/** A traveller from an address of their own, so the per-address booking limit counts each apart. */
const traveller = () => HttpClient.from(server.url, `10.45.0.${++addressCount}`);

/** Books the Standard Room for two weeknights as a guest; its reference and the key of its link. */
async function bookStandard(offset: number) {
  const { checkIn, checkOut } = weeknights(offset);
  const res = await owner.get(
    `/api/v1/listings/${hotel}/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
  );
  const { roomTypes } = (await res.json()) as { roomTypes: Array<{ id: string; name: string }> };
  const standard = roomTypes.find((room) => room.name === "Standard Room");
  const booked = await traveller().postJson(`/api/v1/listings/${hotel}/bookings`, {
    roomTypeId: standard?.id,
    checkIn,
    checkOut,
    guests: 2,
    name: "Ravi",
    mobileNumber: "9876543210",
    email: `ravi.${offset}@example.com`,
  });
  expect(booked.status).toBe(201);
  return (await booked.json()) as { reference: string; key: string };
}

describe("an advance by UPI", () => {
  const rooms = () => `/bookings/rooms/${hotel}`;

  it("is paid at the property until the owner gives a UPI ID, which is checked", async () => {
    const before = await bookStandard(90);
    const page = text(await (await traveller().get(`/booking/${before.reference}?key=${before.key}`)).text());
    expect(page).not.toContain("Pay the advance by UPI");
    const notAsked = await owner.postJson(`/api/v1/bookings/${before.reference}/advance-received`, {});
    expect(notAsked.status).toBe(409);

    for (const [fields, message] of [
      [
        { upiId: "hotel awadh", payeeName: "Hotel Awadh", advancePercent: "25" },
        "Enter a UPI ID such as yourname@okaxis.",
      ],
      [{ upiId: "hotelawadh@okaxis", payeeName: "<b>", advancePercent: "25" }, "Enter the name the payment shows"],
      [
        { upiId: "hotelawadh@okaxis", payeeName: "Hotel Awadh", advancePercent: "0" },
        "The advance must be a whole percent",
      ],
    ] as const) {
      const refused = await owner.postForm(`${rooms()}?upi=save`, fields);
      expect(refused.status).toBe(400);
      expect(text(await refused.text())).toContain(message);
    }
    // Only the listing's owner sets it.
    const stranger = await traveller().postForm(`${rooms()}?upi=save`, {
      upiId: "thief@okaxis",
      payeeName: "Thief",
      advancePercent: "100",
    });
    expect(stranger.status).not.toBe(200);
    const saved = await owner.postForm(`${rooms()}?upi=save`, {
      upiId: "hotelawadh@okaxis",
      payeeName: "Hotel Awadh",
      advancePercent: "25",
    });
    expect(saved.status).toBe(200);
    expect(text(await saved.text())).toContain("UPI details saved.");
  });

  it("shows the traveller a upi://pay link and a QR code for the exact advance, which only the owner marks received, once", async () => {
    const { reference, key } = await bookStandard(100);
    const html = await (await traveller().get(`/booking/${reference}?key=${key}`)).text();
    expect(text(html)).toContain("Pay the advance by UPI");
    // 25 % of ₹6,720: the payee, the name, the exact amount, INR and the reference as the note.
    const link = `upi://pay?pa=hotelawadh%40okaxis&amp;pn=Hotel%20Awadh&amp;am=1680.00&amp;cu=INR&amp;tn=${reference}`;
    expect(html).toContain(`href="${link}"`);
    expect(html).toMatch(
      /<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"[^>]*alt="UPI QR code to pay ₹1,680 to Hotel Awadh"/,
    );
    expect(text(html)).toContain("Pay ₹1,680 by UPI");

    // The traveller's word is not enough: only the owner marks it.
    const byTraveller = await traveller().postJson(`/api/v1/bookings/${reference}/advance-received`, { key });
    expect(byTraveller.status).toBe(403);
    const ownerPage = text(await (await owner.get(`/booking/${reference}`)).text());
    expect(ownerPage).toContain("₹1,680 · not received yet");
    const marked = await owner.postForm(`/booking/${reference}/advance-received`, {});
    expect(marked.status).toBe(303);
    const again = await owner.postJson(`/api/v1/bookings/${reference}/advance-received`, {});
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe(
      "Only a confirmed booking's advance by UPI, not yet marked, can be marked received.",
    );
    const after = text(await (await traveller().get(`/booking/${reference}?key=${key}`)).text());
    expect(after).not.toContain("Pay the advance by UPI");
    expect(after).toContain("₹1,680 · received on");
  });

  it("asks nothing of a cancelled booking, and no advance can be marked on it", async () => {
    const { reference, key } = await bookStandard(110);
    expect((await owner.postJson(`/api/v1/bookings/${reference}/cancel`, {})).status).toBe(200);
    const page = text(await (await traveller().get(`/booking/${reference}?key=${key}`)).text());
    expect(page).not.toContain("Pay the advance by UPI");
    expect((await owner.postJson(`/api/v1/bookings/${reference}/advance-received`, {})).status).toBe(409);
  });
});

/** The checks RFC 5545 makes of a file: CRLF lines of at most 75 octets, properties, required ones once per event. */
function expectValidCalendar(ics: string) {
  expect(ics.endsWith("\r\n")).toBe(true);
  for (const line of ics.slice(0, -2).split("\r\n")) {
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
  const lines = ics.replace(/\r\n /g, "").slice(0, -2).split("\r\n");
  for (const line of lines) expect(line).toMatch(/^[A-Z-]+(;[A-Z-]+=[^:;]+)*:/);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
  expect(lines).toContain("VERSION:2.0");
  expect(lines.filter((line) => line.startsWith("PRODID:"))).toHaveLength(1);
  const events = ics.replace(/\r\n /g, "").split("BEGIN:VEVENT\r\n").slice(1);
  expect(events.length).toBe(lines.filter((line) => line === "END:VEVENT").length);
  for (const event of events) {
    const body = event.slice(0, event.indexOf("END:VEVENT")).split("\r\n");
    for (const name of ["UID:", "DTSTAMP:", "DTSTART;VALUE=DATE:", "DTEND;VALUE=DATE:"]) {
      expect(
        body.filter((line) => line.startsWith(name)),
        name,
      ).toHaveLength(1);
    }
    const day = (name: string) => body.find((line) => line.startsWith(name))?.split(":")[1] ?? "";
    expect(day("DTEND").localeCompare(day("DTSTART"))).toBe(1);
  }
}

const compact = (day: string) => day.replace(/-/g, "");

describe("a room type's calendar feed", () => {
  it("is an RFC 5545 calendar at an unguessable address, with each run of nights no room is free as one event", async () => {
    const page = await (await owner.get(`/bookings/rooms/${hotel}`)).text();
    const feeds = [...page.matchAll(/value="(https?:[^"]+\/calendars\/[^"]+\.ics)"/g)].map((match) => match[1]);
    expect(feeds.length).toBeGreaterThan(0);
    const feed = new URL(feeds[0]).pathname;
    await blockNight(140, "all");
    await blockNight(141, "all");

    const res = await fetch(`${server.url}${feed}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await res.text();
    expectValidCalendar(ics);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(istDay(140))}\r\nDTEND;VALUE=DATE:${compact(istDay(142))}\r\n`);
    expect(ics).toContain("METHOD:PUBLISH");

    // Freed, the nights leave the feed; a token that is not the room type's finds nothing.
    await blockNight(140, 0);
    await blockNight(141, 0);
    expect(await (await fetch(`${server.url}${feed}`)).text()).not.toContain(
      `DTSTART;VALUE=DATE:${compact(istDay(140))}`,
    );
    const guessed = feed.replace(/\/[^/]+\.ics$/, `/${"A".repeat(32)}.ics`);
    expect((await fetch(`${server.url}${guessed}`)).status).toBe(404);
    if (feeds[1]) {
      const [otherType] = new URL(feeds[1]).pathname.split("/").slice(2, 3);
      expect(
        (await fetch(`${server.url}${feed.replace(/\/calendars\/[^/]+\//, `/calendars/${otherType}/`)}`)).status,
      ).toBe(404);
    }
  });
});

describe("another site's calendar, uploaded", () => {
  /** The Standard Room's id and how many of its rooms are free on every night of a stay. */
  async function standardRoom(checkIn: string, checkOut: string) {
    const res = await owner.get(
      `/api/v1/listings/${hotel}/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=1`,
    );
    const { roomTypes } = (await res.json()) as { roomTypes: Array<{ id: string; name: string; freeRooms: number }> };
    const standard = roomTypes.find((room) => room.name === "Standard Room");
    return { id: standard?.id ?? "", free: standard?.freeRooms ?? -1 };
  }

  const upload = (roomTypeId: string, content: string) => {
    const form = new FormData();
    form.set("calendar", new Blob([content], { type: "text/calendar" }), "airbnb.ics");
    return owner.request(`/bookings/rooms/${hotel}?import=${roomTypeId}`, { method: "POST", body: form });
  };

  it("takes a room of the type on each night of its stays, and refuses a file that is no calendar", async () => {
    const [first, after] = [istDay(150), istDay(152)];
    const before = await standardRoom(first, after);
    const calendar = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN",
      "BEGIN:VEVENT",
      `DTSTART;VALUE=DATE:${compact(first)}`,
      `DTEND;VALUE=DATE:${compact(after)}`,
      "UID:1418fb94e984-4c8bd0d0f3a6@airbnb.com",
      "SUMMARY:Reserved",
      "END:VEVENT",
      "BEGIN:VEVENT",
      `DTSTART;VALUE=DATE:${compact(first)}`,
      `DTEND;VALUE=DATE:${compact(after)}`,
      "UID:cancelled@airbnb.com",
      "STATUS:CANCELLED",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const imported = await upload(before.id, calendar);
    expect(imported.status).toBe(200);
    expect(text(await imported.text())).toContain("Imported 1 stay from the calendar file.");
    expect((await standardRoom(first, after)).free).toBe(before.free - 1);
    expect((await standardRoom(istDay(152), istDay(153))).free).toBe(before.free);

    const refused = await upload(before.id, "<html>not a calendar</html>");
    expect(refused.status).toBe(400);
    expect(text(await refused.text())).toContain("Choose an iCalendar (.ics) file exported by the other site.");
    expect(
      (await traveller().request(`/bookings/rooms/${hotel}?import=${before.id}`, { method: "POST" })).status,
    ).not.toBe(200);

    // The next upload is the other site's calendar as it now stands: its stay gone, the night is free again.
    const emptied = await upload(before.id, "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n");
    expect(text(await emptied.text())).toContain("Imported 0 stays from the calendar file.");
    expect((await standardRoom(first, after)).free).toBe(before.free);
  });
});
