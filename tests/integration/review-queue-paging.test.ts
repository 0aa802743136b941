import { describe, expect } from "vitest";
import { logInAs, signUpAndLogIn } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { cards, fetchPage } from "../support/html";
import { HttpClient } from "../support/http";
import { istDay } from "../support/stay-days";

/** The stay clock runs 20 days ahead (ADR 040): one-night stays from 6 to 16 days ahead have ended, windows open. */
test.override("serverSetup", { demo: true, env: { TRUST_PROXY: "1", TEST_STAY_CLOCK_OFFSET_DAYS: "20" } });

const HELD = "Call me on 98765 43210 for a better rate next time, the room was fine.";

/** The reviews on one page of the queue, by id (each review has two forms carrying its id). */
const reviewIds = (html: string) => [
  ...new Set([...html.matchAll(/name="reviewId" value="([^"]+)"/g)].map((m) => m[1])),
];
/** The queue's own Previous/Next link (the listings' reports have theirs, with ?page=), whatever its attributes' order. */
const reviewLink = (html: string, rel: "prev" | "next") =>
  [...html.matchAll(/<a\s[^>]*>/g)]
    .map((tag) => tag[0])
    .filter((tag) => tag.includes(`rel="${rel}"`) && tag.includes("review-reports-heading"))
    .map((tag) => tag.match(/href="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&"))[0];

describe("the Admin's queue of held and reported reviews", () => {
  test("pages twenty at a time with 'Next' and 'Previous' links that work without JavaScript", {
    timeout: 120_000,
  }, async ({ server, admin }) => {
    const card = cards((await fetchPage(server.url, "/hotels")).html).find((c) => c.name === "Hotel Awadh Residency");
    if (!card) throw new Error("Hotel Awadh Residency is not on /hotels");
    const hotel = card.href.replace("/property/", "");
    const owner = await logInAs(server.url, demoAccounts(server).owner);
    const res = await owner.get(
      `/api/v1/listings/${hotel}/availability?checkIn=${istDay(40)}&checkOut=${istDay(41)}&guests=1`,
    );
    const { roomTypes } = (await res.json()) as { roomTypes: Array<{ id: string; name: string }> };
    const room = roomTypes.find((one) => one.name === "Standard Room")?.id;

    // Eleven ended stays, each reviewed by both sides with a phone number: twenty-two reviews held for the Admin.
    for (let stay = 0; stay < 11; stay++) {
      const { client: traveller, user } = await signUpAndLogIn(
        server.url,
        { role: "Client" },
        HttpClient.from(server.url, `10.46.1.${stay + 1}`),
      );
      const booked = await traveller.postJson(`/api/v1/listings/${hotel}/bookings`, {
        roomTypeId: room,
        checkIn: istDay(6 + stay),
        checkOut: istDay(7 + stay),
        guests: 1,
        name: `Queue Guest ${stay}`,
        mobileNumber: "9876543210",
        email: user.email,
      });
      expect(booked.status, await booked.clone().text()).toBe(201);
      const { reference } = (await booked.json()) as { reference: string };
      const review = `/api/v1/bookings/${reference}/review`;
      const guest = { rating: 4, cleanliness: 4, staff: 4, location: 4, value: 4, body: HELD };
      expect((await traveller.postJson(review, guest)).status).toBe(201);
      expect((await owner.postJson(review, { rating: 4, body: HELD })).status).toBe(201);
    }

    const first = await (await admin.get("/admin/reports")).text();
    const onFirst = reviewIds(first);
    expect(onFirst).toHaveLength(20);
    expect(first).toMatch(/aria-label="Pages of held and reported reviews"/);
    expect(reviewLink(first, "prev")).toBeUndefined();
    const next = reviewLink(first, "next");
    expect(next).toBe("/admin/reports?reviewPage=2#review-reports-heading");

    const second = await (await admin.get(next ?? "")).text();
    const onSecond = reviewIds(second);
    expect(onSecond.length).toBeGreaterThanOrEqual(2);
    expect(onSecond.filter((id) => onFirst.includes(id))).toEqual([]);
    expect(reviewLink(second, "prev")).toBe("/admin/reports#review-reports-heading");

    // A page past the last shows none; a page that is no number is the first.
    expect(reviewIds(await (await admin.get("/admin/reports?reviewPage=999")).text())).toEqual([]);
    expect(reviewIds(await (await admin.get("/admin/reports?reviewPage=abc")).text())).toEqual(onFirst);
  });
});
