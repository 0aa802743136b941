import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { logInAs } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { cards, fetchPage, text } from "../support/html";
import type { HttpClient } from "../support/http";
import { freshPostgresDatabase, postgresAdminUrl, startTestServer, type TestServer } from "../support/server";
import { istDay } from "../support/stay-days";

/**
 * Other sites' calendar feeds, polled (issue 42, ADR 055): a local HTTP server plays Airbnb, serving an .ics whose
 * stays change between polls, an error, a feed too slow and one too large.
 */

const HOTEL = "Hotel Awadh Residency";
const POLL_MS = 1_000;

test.override("serverSetup", {
  demo: true,
  env: {
    FEED_POLL_MS: String(POLL_MS),
    FEED_TIMEOUT_MS: "1500",
    FEED_MAX_BYTES: "20000",
    TEST_FEEDS_FROM_PRIVATE_ADDRESSES: "1",
  },
});

const compact = (day: string) => day.replace(/-/g, "");

/** An iCalendar as Airbnb exports one, with one reserved event per stay. */
const calendarOf = (stays: Array<[string, string]>) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN",
    ...stays.flatMap(([first, after], index) => [
      "BEGIN:VEVENT",
      `DTSTART;VALUE=DATE:${compact(first)}`,
      `DTEND;VALUE=DATE:${compact(after)}`,
      `UID:stay-${index}@airbnb.com`,
      "SUMMARY:Reserved",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/** The other site: what each path answers, and how many times and how many at once each was asked. */
type OtherSite = {
  url: string;
  served: Record<string, { status: number; body: string; delayMs?: number }>;
  asked: Record<string, number>;
  /** The most requests for one path answered at the same time. */
  mostAtOnce: Record<string, number>;
  close: () => Promise<void>;
};

async function startOtherSite(): Promise<OtherSite> {
  const inFlight: Record<string, number> = {};
  const site: Omit<OtherSite, "url" | "close"> = { served: {}, asked: {}, mostAtOnce: {} };
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/";
    site.asked[path] = (site.asked[path] ?? 0) + 1;
    inFlight[path] = (inFlight[path] ?? 0) + 1;
    site.mostAtOnce[path] = Math.max(site.mostAtOnce[path] ?? 0, inFlight[path]);
    const answer = site.served[path] ?? { status: 404, body: "Not Found" };
    const timer = setTimeout(() => {
      res.writeHead(answer.status, { "content-type": "text/calendar; charset=utf-8" });
      res.end(answer.body);
    }, answer.delayMs ?? 0);
    res.on("close", () => {
      clearTimeout(timer);
      inFlight[path] -= 1;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(site, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

let site: OtherSite;
beforeAll(async () => {
  site = await startOtherSite();
});
afterAll(async () => {
  await site?.close();
});

async function theHotel(url: string) {
  const card = cards((await fetchPage(url, "/hotels")).html).find((c) => c.name === HOTEL);
  if (!card) throw new Error(`${HOTEL} is not on /hotels`);
  return card.href.replace("/property/", "");
}

/** The Standard Room's id and how many of its rooms are free on every night from `first` to the day before `after`. */
async function standardRoom(owner: HttpClient, hotel: string, first: string, after: string) {
  const res = await owner.get(`/api/v1/listings/${hotel}/availability?checkIn=${first}&checkOut=${after}&guests=1`);
  const { roomTypes } = (await res.json()) as { roomTypes: Array<{ id: string; name: string; freeRooms: number }> };
  const standard = roomTypes.find((room) => room.name === "Standard Room");
  return { id: standard?.id ?? "", free: standard?.freeRooms ?? -1 };
}

/** Asks `check` every 200 ms until it is true, for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("not within the time");
}

describe("another site's calendar feed, polled", () => {
  test("blocks the nights of its stays, frees those that vanish, and tells the owner how each read went", {
    timeout: 90_000,
  }, async ({ server, client }) => {
    const owner = await logInAs(server.url, demoAccounts(server).owner);
    const hotel = await theHotel(server.url);
    const [first, after] = [istDay(160), istDay(162)];
    const before = await standardRoom(owner, hotel, first, after);
    expect(before.free).toBeGreaterThan(0);
    const rooms = `/bookings/rooms/${hotel}`;
    site.served["/airbnb.ics"] = { status: 200, body: calendarOf([[first, after]]) };

    // The address is checked on the server; only the room type's owner may add one.
    const refused = await owner.postForm(`${rooms}?addFeed=${before.id}`, { url: "ftp://example.com/a.ics" });
    expect(refused.status).toBe(400);
    expect(text(await refused.text())).toContain("Enter a web address starting with https://.");
    // GharStay's own calendar read back in would keep every booked night taken for good.
    const own = await owner.postForm(`${rooms}?addFeed=${before.id}`, {
      url: `${server.url}/calendars/${before.id}/anything.ics`,
    });
    expect(own.status).toBe(400);
    expect(text(await own.text())).toContain(
      "That is GharStay&#x27;s own calendar. Enter the calendar address the other site gives.",
    );
    const stranger = await client.postForm(`${rooms}?addFeed=${before.id}`, { url: `${site.url}/airbnb.ics` });
    expect(stranger.status).toBe(404);

    const added = await owner.postForm(`${rooms}?addFeed=${before.id}`, { url: `${site.url}/airbnb.ics` });
    expect(added.status).toBe(200);
    expect(text(await added.text())).toContain("Calendar address added. It is read now and every 15 minutes.");
    const again = await owner.postForm(`${rooms}?addFeed=${before.id}`, { url: `${site.url}/airbnb.ics` });
    expect(again.status).toBe(409);
    expect(text(await again.text())).toContain("This calendar address is already added.");

    // Read at once: its stay takes a room on each of its nights, and the owner sees when it was read.
    await eventually(async () => (await standardRoom(owner, hotel, first, after)).free === before.free - 1);
    expect((await standardRoom(owner, hotel, after, istDay(163))).free).toBe(before.free);
    // The owner's calendar of the room type counts it, as availability does.
    const calendar = (await (await owner.get(`/api/v1/room-types/${before.id}/calendar?from=${first}`)).json()) as {
      days: Array<{ day: string; elsewhere: number; free: number }>;
    };
    expect(calendar.days.find((day) => day.day === first)).toMatchObject({ elsewhere: 1, free: before.free - 1 });
    const page = text(await (await owner.get(rooms)).text());
    expect(page).toContain(`${site.url}/airbnb.ics`);
    expect(page).toMatch(/Read at .+: 1 stay blocks its nights\./);

    // Read again and again, each time as the other site's calendar now stands.
    const reads = site.asked["/airbnb.ics"];
    site.served["/airbnb.ics"] = { status: 200, body: calendarOf([[after, istDay(163)]]) };
    await eventually(async () => (await standardRoom(owner, hotel, first, after)).free === before.free);
    expect((await standardRoom(owner, hotel, after, istDay(163))).free).toBe(before.free - 1);
    expect(site.asked["/airbnb.ics"]).toBeGreaterThan(reads);

    // The other site fails: the owner is told, and the nights it last gave stay blocked.
    site.served["/airbnb.ics"] = { status: 500, body: "Internal Server Error" };
    await eventually(async () =>
      text(await (await owner.get(rooms)).text()).includes("the other site answered with error 500."),
    );
    expect((await standardRoom(owner, hotel, after, istDay(163))).free).toBe(before.free - 1);

    // Removed, the feed frees what it blocked.
    const feedId = (await (await owner.get(rooms)).text()).match(/removeFeed=([0-9a-f-]{36})/)?.[1];
    expect(feedId).toBeDefined();
    const removed = await owner.postForm(`${rooms}?removeFeed=${feedId}`, {});
    expect(removed.status).toBe(200);
    expect(text(await removed.text())).toContain("Calendar address removed; the nights it blocked are free again.");
    expect((await standardRoom(owner, hotel, after, istDay(163))).free).toBe(before.free);
    expect(text(await (await owner.get(rooms)).text())).not.toContain(`${site.url}/airbnb.ics`);
  });

  test("gives up on a feed too slow or too large, and says so", { timeout: 60_000 }, async ({ server }) => {
    const owner = await logInAs(server.url, demoAccounts(server).owner);
    const hotel = await theHotel(server.url);
    const { id } = await standardRoom(owner, hotel, istDay(170), istDay(171));
    const rooms = `/bookings/rooms/${hotel}`;
    site.served["/slow.ics"] = { status: 200, body: calendarOf([]), delayMs: 5_000 };
    site.served["/large.ics"] = {
      status: 200,
      body: calendarOf(Array.from({ length: 400 }, () => [istDay(170), istDay(171)] as [string, string])),
    };
    for (const path of ["/slow.ics", "/large.ics"]) {
      expect((await owner.postForm(`${rooms}?addFeed=${id}`, { url: `${site.url}${path}` })).status).toBe(200);
    }
    await eventually(async () => {
      const page = text(await (await owner.get(rooms)).text());
      return page.includes("the other site took too long to answer.") && page.includes("the calendar is too large.");
    });
    // Four hundred stays on one night were never taken: the room is still free.
    expect((await standardRoom(owner, hotel, istDay(170), istDay(171))).free).toBeGreaterThan(0);
  });
});

describe.skipIf(!postgresAdminUrl)("two instances on one PostgreSQL database", () => {
  let database: { url: string; drop: () => Promise<void> };
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const env = { FEED_POLL_MS: "2000", TEST_FEEDS_FROM_PRIVATE_ADDRESSES: "1" };
    a = await startTestServer({ demo: true, databaseUrl: database.url, env });
    b = await startTestServer({ databaseUrl: database.url, env });
  }, 180_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  test("never read one feed together: each read is one instance's", { timeout: 60_000 }, async () => {
    const owner = await logInAs(a.url, demoAccounts(a).owner);
    const hotel = await theHotel(a.url);
    const { id } = await standardRoom(owner, hotel, istDay(180), istDay(181));
    // Each read takes 600 ms, so two instances reading it together would be seen at once.
    site.served["/twins.ics"] = { status: 200, body: calendarOf([[istDay(180), istDay(181)]]), delayMs: 600 };
    expect(
      (await owner.postForm(`/bookings/rooms/${hotel}?addFeed=${id}`, { url: `${site.url}/twins.ics` })).status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    // Every 2 s for 9 s, read by whichever instance claimed it: about five reads, never ten, never two at once.
    expect(site.asked["/twins.ics"]).toBeGreaterThanOrEqual(3);
    expect(site.asked["/twins.ics"]).toBeLessThanOrEqual(6);
    expect(site.mostAtOnce["/twins.ics"]).toBe(1);
  });
});
