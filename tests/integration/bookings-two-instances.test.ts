import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs } from "../support/accounts";
import { queryDatabase } from "../support/database";
import { demoAccounts } from "../support/demo-accounts";
import { cards, fetchPage, text } from "../support/html";
import { HttpClient } from "../support/http";
import type { TestServer } from "../support/server";
import { istDay, weeknights } from "../support/stay-days";
import { startTwoInstances, type TwoInstances, twoInstancesSkipReason } from "../support/two-instances";

/**
 * No double booking across instances (issue 42, item 4): 50 travellers at once, through HAProxy to two app processes on
 * one PostgreSQL database, reserve the last room of a room type for the same nights, then the last bed of a PG's
 * sharing type. Nothing in either process can see the other's requests: only the database's row lock keeps them apart.
 */
const TRAVELLERS = 50;

let twins: TwoInstances;
let owner: HttpClient;

let addressCount = 0;
/** A new browser from its own address, through HAProxy, so per-address limits count each traveller apart. */
const traveller = () =>
  HttpClient.from(twins.lb.url, `10.52.${Math.floor(++addressCount / 250)}.${addressCount % 250}`);

const guest = (n: number) => ({
  name: `Meera ${n}`,
  mobileNumber: "9876543210",
  email: `meera.${n}.${Date.now()}@example.com`,
});

/** Requests for `path` an instance has answered, from the request lines of its log. */
const served = (server: TestServer, path: string) => server.logs().split(`"url":"${path}"`).length - 1;

/**
 * Posts `body(i)` to `path` for 50 travellers at the same moment, and checks that both instances answered some of them.
 * Resolves to each answer's status and body, in the travellers' order.
 */
async function allAtOnce(path: string, body: (i: number) => unknown) {
  const before = [served(twins.a, path), served(twins.b, path)];
  const answers = await Promise.all(
    Array.from({ length: TRAVELLERS }, async (_, i) => {
      const res = await traveller().postJson(path, body(i));
      const text = await res.text();
      // Anything but JSON (a crash's page) is kept as the error, so a failure shows what was answered.
      const answer = res.headers.get("content-type")?.includes("json")
        ? JSON.parse(text)
        : { error: text.slice(0, 300) };
      return { status: res.status, body: answer as { reference?: string; status?: string; error?: string } };
    }),
  );
  // Each instance writes a request's line as it answers it, a moment after the answer has left.
  await expect
    .poll(() => served(twins.a, path) - before[0] + served(twins.b, path) - before[1], { timeout: 10_000 })
    .toBe(TRAVELLERS);
  expect(served(twins.a, path) - before[0]).toBeGreaterThan(0);
  expect(served(twins.b, path) - before[1]).toBeGreaterThan(0);
  return answers;
}

async function listingOn(page: string, name: string): Promise<string> {
  const card = cards((await fetchPage(twins.lb.url, page)).html).find((c) => c.name === name);
  if (!card) throw new Error(`${name} is not on ${page}`);
  return card.href.replace("/property/", "");
}

describe.skipIf(Boolean(twoInstancesSkipReason))(
  `the last room and the last bed across two instances behind HAProxy ${twoInstancesSkipReason ? `(skipped: ${twoInstancesSkipReason})` : ""}`,
  () => {
    beforeAll(async () => {
      twins = await startTwoInstances();
      owner = await logInAs(twins.lb.url, demoAccounts(twins.a).owner);
    }, 180_000);

    afterAll(async () => {
      await twins?.stop();
    });

    it("books the last room once when 50 travellers reserve it at the same moment, and the owner's calendar shows it taken", async () => {
      const hotel = await listingOn("/hotels", "Hotel Awadh Residency");
      const { checkIn, checkOut } = weeknights(40);
      const offered = await traveller().get(
        `/api/v1/listings/${hotel}/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
      );
      const { roomTypes } = (await offered.json()) as {
        roomTypes: Array<{ id: string; name: string; freeRooms: number }>;
      };
      // The demo hotel's one suite: the last room of its type.
      const suite = roomTypes.find((room) => room.name === "Suite");
      expect(suite?.freeRooms).toBe(1);
      const suiteId = suite?.id as string;

      const answers = await allAtOnce(`/api/v1/listings/${hotel}/bookings`, (i) => ({
        roomTypeId: suiteId,
        checkIn,
        checkOut,
        guests: 2,
        ...guest(i),
      }));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(TRAVELLERS - 1);
      const booked = answers.find((answer) => answer.status === 201)?.body;
      expect(booked?.status).toBe("confirmed");
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect(refused.body.error).toBe(
          "Sorry, this room is no longer available for these dates. Please choose other dates or another room.",
        );
      }

      const rows = await queryDatabase<{ reference: string; status: string }>(
        { databaseUrl: twins.databaseUrl },
        `select reference, status from bookings where room_type_id = '${suiteId}' and check_in = '${checkIn}'`,
      );
      expect(rows).toEqual([{ reference: booked?.reference, status: "confirmed" }]);

      // The owner's calendar from the check-in: both nights have the one room booked, and none free.
      const calendar = text(await (await owner.get(`/bookings/calendar/${suiteId}?from=${checkIn}`)).text());
      const days = [
        ...calendar.matchAll(
          // Booked, Blocked, Other sites, Free.
          /<tr[^>]*><th scope="row"[^>]*>[^<]+<\/th><td[^>]*>(\d+)<\/td><td[^>]*>(\d+)<\/td><td[^>]*>\d+<\/td><td[^>]*>([^<]+)<\/td>/g,
        ),
      ].map(([, bookedRooms, blocked, free]) => ({ booked: bookedRooms, blocked, free }));
      expect(days.slice(0, 3)).toEqual([
        { booked: "1", blocked: "0", free: "Full" },
        { booked: "1", blocked: "0", free: "Full" },
        // Check-out morning: the room is free again that night.
        { booked: "0", blocked: "0", free: "1" },
      ]);
    });

    it("gives the last bed of a sharing type to exactly one of 50 seekers reserving it at the same moment", async () => {
      const pg = await listingOn("/pgs", "Sunrise Boys PG");
      const moveIn = istDay(5);
      const setUp = await owner.postForm(`/bookings/beds/${pg}`, {
        sharing: "Triple",
        bedCount: "1",
        monthlyRent: "6000",
        deposit: "12000",
        tokenAmount: "2000",
        moveInFrom: istDay(0),
      });
      expect(setUp.status).toBe(200);

      const answers = await allAtOnce(`/api/v1/listings/${pg}/beds`, (i) => ({
        sharing: "Triple",
        moveIn,
        ...guest(100 + i),
      }));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(TRAVELLERS - 1);
      // Every reservation of a bed is a request the owner answers: the bed is held for them meanwhile.
      const held = answers.find((answer) => answer.status === 201)?.body;
      expect(held?.status).toBe("requested");
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect(refused.body.error).toBe(
          "Sorry, this bed is no longer available. Please choose another sharing type or another date.",
        );
      }

      const rows = await queryDatabase<{ reference: string }>(
        { databaseUrl: twins.databaseUrl },
        `select b.reference from bookings b join bed_types bt on bt.id = b.bed_type_id
         where bt.listing_id = '${pg}' and bt.sharing = 'Triple'`,
      );
      expect(rows).toEqual([{ reference: held?.reference }]);

      const beds = (await (await traveller().get(`/api/v1/listings/${pg}/beds`)).json()) as {
        beds: Array<{ sharing: string; freeBeds: number }>;
      };
      expect(beds.beds.find((offer) => offer.sharing === "Triple")?.freeBeds).toBe(0);
      // The owner's 'Bookings' has the one request to answer.
      const bookings = text(await (await owner.get("/bookings")).text());
      const requests = bookings.slice(bookings.indexOf("Requests to answer"), bookings.indexOf("Upcoming stays"));
      expect(new Set(requests.match(/GS-[A-Z0-9]{6}/g))).toEqual(new Set([held?.reference]));
    });
  },
);
