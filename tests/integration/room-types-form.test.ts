import { describe, expect } from "vitest";
import { logInAs } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { cards, fetchPage, text } from "../support/html";
import type { HttpClient } from "../support/http";
import type { RunningServer } from "../support/server";

/** The owner's 'Rooms and rates' form refused: every problem listed at once, each at its field, with the rule said. */

// A refused room saves nothing, so the run's shared demo server serves.
test.override("serverSetup", { shared: true });

let server: RunningServer;
let owner: HttpClient;
let page: string;
let standardRoom: string;

test.beforeAll(async ({ server: started }) => {
  server = started;
  owner = await logInAs(server.url, demoAccounts(server).owner);
  const hotel = cards((await fetchPage(server.url, "/hotels")).html).find((c) => c.name === "Hotel Awadh Residency");
  if (!hotel) throw new Error("Hotel Awadh Residency is not on /hotels");
  page = `/bookings/rooms/${hotel.href.replace("/property/", "")}`;
  const html = await (await owner.get(page)).text();
  const id = /<h2 id="room-([^"]+)"[^>]*>Standard Room<\/h2>/.exec(html)?.[1];
  if (!id) throw new Error("The hotel has no Standard Room");
  standardRoom = id;
});

const standard = {
  name: "Standard Room",
  beds: "1 queen bed",
  roomCount: "6",
  maxGuests: "2",
  includedGuests: "2",
  nightlyRate: "2800",
  weekendRate: "",
  extraGuestCharge: "500",
  checkInTime: "14:00",
  checkOutTime: "11:00",
  minNights: "1",
  maxNights: "30",
  bookingMode: "instant",
  cancellationPolicy: "moderate",
  houseRules: "",
};

const RATE = "Enter a nightly rate of at least ₹1, in whole rupees.";
const NIGHTS = "Nights must be from 1 to 30, the most at least the fewest.";

/** The summary of a refused room form: its items, each a link to the field at fault. */
function summaryOf(html: string) {
  const summary = /<div role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
  return [...summary.matchAll(/<a href="#([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, target, words]) => ({
    target,
    words,
  }));
}

/** A field's message, found the way a screen reader does: through the control's aria-describedby. */
function messageOf(html: string, id: string) {
  const control = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
  if (!control.includes('aria-invalid="true"')) return undefined;
  const described = /aria-describedby="([^"]+)"/.exec(control)?.[1].split(" ") ?? [];
  return described
    .map((ref) => new RegExp(`<p id="${ref}"[^>]*>([^<]*)</p>`).exec(html)?.[1])
    .find((message) => message !== undefined);
}

describe("a room type refused", () => {
  test("lists every problem at the top, says each at its field and what the rate's rule is", async () => {
    const res = await owner.postForm(`${page}?roomType=${standardRoom}`, {
      ...standard,
      nightlyRate: "0",
      minNights: "5",
      maxNights: "2",
    });
    expect(res.status).toBe(400);
    const html = text(await res.text());
    expect(summaryOf(html)).toEqual([
      { target: `${standardRoom}-nightlyRate`, words: `Nightly rate (₹): ${RATE}` },
      { target: `${standardRoom}-maxNights`, words: `Most nights: ${NIGHTS}` },
    ]);
    // The list comes before the form's fields, where a person starts reading.
    expect(html.indexOf(RATE)).toBeLessThan(html.indexOf(`id="${standardRoom}-name"`));
    expect(messageOf(html, `${standardRoom}-nightlyRate`)).toBe(RATE);
    expect(messageOf(html, `${standardRoom}-maxNights`)).toBe(NIGHTS);
    expect(messageOf(html, `${standardRoom}-minNights`)).toBeUndefined();
  });

  test("lists the nights beside a choice that is not one of the options", async () => {
    const res = await owner.postForm(`${page}?roomType=${standardRoom}`, {
      ...standard,
      bookingMode: "whenever",
      minNights: "5",
      maxNights: "2",
    });
    expect(res.status).toBe(400);
    expect(summaryOf(text(await res.text())).map((item) => item.target)).toEqual([
      `${standardRoom}-maxNights`,
      `${standardRoom}-bookingMode`,
    ]);
  });

  test("keeps the extra guest charge's own rule: 0 is none", async () => {
    const res = await owner.postForm(`${page}?roomType=${standardRoom}`, { ...standard, extraGuestCharge: "-1" });
    expect(res.status).toBe(400);
    expect(messageOf(text(await res.text()), `${standardRoom}-extraGuestCharge`)).toBe(
      "Enter the extra guest charge in whole rupees (0 for none).",
    );
  });
});
