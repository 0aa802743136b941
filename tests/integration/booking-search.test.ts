import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { cards, fetchPage, text } from "../support/html";
import type { HttpClient } from "../support/http";
import { startTestServer, type TestServer } from "../support/server";

let server: TestServer;
let owner: HttpClient;
let hotel: string;

const IST_MS = 330 * 60 * 1000;
const DAY_MS = 86_400_000;
/** A day in India's calendar, `offset` days from today. */
const istDay = (offset: number) => new Date(Date.now() + IST_MS + offset * DAY_MS).toISOString().slice(0, 10);

const HOTEL = "Hotel Awadh Residency";

beforeAll(async () => {
  server = await startTestServer({ demo: true });
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
    }
  });

  it("finds only listings with a room free on every night, and carries the dates to the listing's booking form", async () => {
    const [checkIn, checkOut] = [istDay(60), istDay(62)];
    const stay = `checkIn=${checkIn}&checkOut=${checkOut}&guests=2`;
    const free = await found(`/hotels?${stay}`);
    const card = free.cards.find((c) => c.name === HOTEL);
    expect(card?.href).toBe(`/property/${hotel}?${stay}`);

    // Its picker starts from the searched stay, and 'Check availability' prices it.
    const listing = await fetchPage(server.url, card?.href ?? "");
    expect(listing.html).toMatch(new RegExp(`id="stay-check-in"[^>]*value="${checkIn}"`));
    expect(listing.html).toMatch(new RegExp(`id="stay-check-out"[^>]*value="${checkOut}"`));
    const priced = text((await fetchPage(server.url, `/property/${hotel}/book?${stay}`)).html);
    expect(priced).toContain("2 nights × ₹3,200");

    // Every room blocked on the second night: the hotel drops out of the search for these dates, on each page.
    await blockNight(61, "all");
    expect((await found(`/hotels?${stay}`)).cards.map((c) => c.name)).not.toContain(HOTEL);
    expect((await found(`/explore?${stay}&city=Lucknow`)).cards.map((c) => c.name)).not.toContain(HOTEL);
    // The first night alone is still free, and the search shows it at once.
    const firstNight = await found(`/hotels?checkIn=${checkIn}&checkOut=${istDay(61)}&guests=2`);
    expect(firstNight.cards.map((c) => c.name)).toContain(HOTEL);
    await blockNight(61, 0);
    expect((await found(`/hotels?${stay}`)).cards.map((c) => c.name)).toContain(HOTEL);
  });

  it("leaves out rooms too small for the guests, and says what the search was", async () => {
    const big = await found(`/hotels?checkIn=${istDay(70)}&checkOut=${istDay(72)}&guests=20`);
    expect(big.cards.map((c) => c.name)).not.toContain(HOTEL);
    expect(text(big.page.html)).toContain("20 guests");
    expect(big.page.html).toContain('aria-label="Remove 20 guests"');
  });

  it("ignores dates that make no stay: check-out before check-in, or more than 30 nights", async () => {
    for (const query of [
      `checkIn=${istDay(80)}&checkOut=${istDay(79)}`,
      `checkIn=${istDay(80)}&checkOut=${istDay(120)}`,
      "checkIn=2026-02-30&checkOut=2026-03-02",
      "checkIn=tomorrow&checkOut=later&guests=999",
    ]) {
      const { page, cards: shown } = await found(`/hotels?${query}`);
      expect(
        shown.map((c) => c.name),
        query,
      ).toContain(HOTEL);
      expect(page.html, query).not.toMatch(/id="filter-checkIn"[^>]*value=/);
    }
  });
});
