import { describe, expect } from "vitest";
import { logInAs, signUpAndLogIn } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { cards, fetchPage, text } from "../support/html";
import { HttpClient } from "../support/http";
import { demoHotel } from "../support/listings";
import { linkIn } from "../support/smtp";
import { istDay } from "../support/stay-days";

/**
 * The invitation to review at check-out (issue 45): the stay clock runs 20 days ahead (ADR 040), so a stay booked for
 * ten days from now has ended by it; the look runs every half second, so a second e-mail would show at once.
 */
test.override("serverSetup", {
  demo: true,
  mail: true,
  env: { TRUST_PROXY: "1", TEST_STAY_CLOCK_OFFSET_DAYS: "20", REVIEW_LOOK_MS: "500", MAIL_RETRY_BASE_MS: "200" },
});

describe("the invitation to review, at check-out", () => {
  test("e-mails the guest and the owner once each, with a link to write it; 'My bookings' shows it while it is open", {
    timeout: 90_000,
  }, async ({ server, smtp }) => {
    const card = cards((await fetchPage(server.url, "/hotels")).html).find((c) => c.name === "Hotel Awadh Residency");
    if (!card) throw new Error("Hotel Awadh Residency is not on /hotels");
    const hotel = card.href.replace("/property/", "");
    const ownerAccount = demoAccounts(server).owner;
    const owner = await logInAs(server.url, ownerAccount);
    const { client: traveller, user } = await signUpAndLogIn(
      server.url,
      { role: "Client" },
      HttpClient.from(server.url, "10.45.200.1"),
    );
    const res = await owner.get(
      `/api/v1/listings/${hotel}/availability?checkIn=${istDay(40)}&checkOut=${istDay(42)}&guests=2`,
    );
    const { roomTypes } = (await res.json()) as { roomTypes: Array<{ id: string; name: string }> };
    const room = roomTypes.find((one) => one.name === "Standard Room")?.id;

    /** Two nights from `offset` days ahead (the real calendar), booked by the signed-in traveller. */
    const book = async (offset: number, name: string) => {
      const booked = await traveller.postJson(`/api/v1/listings/${hotel}/bookings`, {
        roomTypeId: room,
        checkIn: istDay(offset),
        checkOut: istDay(offset + 2),
        guests: 2,
        name,
        mobileNumber: "9876543210",
        email: user.email,
      });
      expect(booked.status, await booked.clone().text()).toBe(201);
      return ((await booked.json()) as { reference: string }).reference;
    };
    // Ended 8 days ago by the stay clock: invited. Ended 16 days ago: its window closed, nobody is asked.
    const ended = await book(10, "Invited Guest");
    const closed = await book(2, "Late Guest");

    const guestMail = await smtp.waitForMail(
      user.email.toLowerCase(),
      "How was your stay at “Hotel Awadh Residency”?",
      30_000,
    );
    const link = linkIn(guestMail, `${server.url}/booking/`);
    expect(link).toBe(`${server.url}/booking/${ended}/review`);
    expect(guestMail.text).toContain("Write a review");
    const form = await traveller.get(new URL(link).pathname);
    expect(form.status).toBe(200);
    expect(text(await form.text())).toContain("Hotel Awadh Residency");

    const ownerMail = await smtp.waitForMail(
      ownerAccount.email.toLowerCase(),
      "How was your guest Invited Guest?",
      30_000,
    );
    expect(linkIn(ownerMail, `${server.url}/booking/`)).toBe(`${server.url}/booking/${ended}/review`);

    // Many looks later, still one of each, and none for the stay whose window closed.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const invitations = smtp.received.filter((mail) =>
      /^How was your (stay at “Hotel Awadh Residency”\?|guest (Invited|Late) Guest\?)$/.test(mail.subject ?? ""),
    );
    expect(invitations.map((mail) => mail.subject).sort()).toEqual([
      "How was your guest Invited Guest?",
      "How was your stay at “Hotel Awadh Residency”?",
    ]);
    expect(smtp.received.some((mail) => mail.text?.includes(`/booking/${closed}/review`))).toBe(false);

    // 'My bookings' offers the same invitation, until its window closes.
    const mine = text(await (await traveller.get("/my-bookings")).text());
    expect(mine).toContain("Stays to review");
    expect(mine).toContain(`You can review this stay until`);
    const page = await (await traveller.get("/my-bookings")).text();
    expect(page).toContain(`/booking/${ended}/review`);
    expect(page).not.toContain(`/booking/${closed}/review`);
  });

  test("e-mails a guest who booked without an account at that address, by their booking's link, and takes their review by it", {
    timeout: 90_000,
  }, async ({ server, smtp }) => {
    const { id: hotel, rooms } = await demoHotel(server.url);
    const email = `meera.keyless.${Date.now()}@example.com`;
    const guest = HttpClient.from(server.url, "10.45.200.2");
    // Ended 6 days before the stay clock's today.
    const booked = await guest.postJson(`/api/v1/listings/${hotel}/bookings`, {
      roomTypeId: rooms["Standard Room"],
      checkIn: istDay(12),
      checkOut: istDay(14),
      guests: 2,
      name: "Meera Keyless",
      mobileNumber: "9876543210",
      email,
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };

    const invitation = await smtp.waitForMail(email, "How was your stay at “Hotel Awadh Residency”?", 30_000);
    expect(invitation.text).toContain("Hello Meera Keyless,");
    const link = new URL(linkIn(invitation, `${server.url}/booking/${reference}/review?key=`));
    const here = `${link.pathname}${link.search}`;
    // Without the link's key, or with another, nobody writes it.
    const stranger = new HttpClient(server.url);
    expect((await stranger.get(`/booking/${reference}/review`)).status).toBe(302);
    expect((await stranger.get(`/booking/${reference}/review?key=not-the-key`)).status).toBe(404);
    const form = await stranger.get(here);
    expect(form.status).toBe(200);
    expect(text(await form.text())).toContain("Review your stay at Hotel Awadh Residency");

    const written = await stranger.postForm(here, {
      rating: "5",
      cleanliness: "5",
      staff: "5",
      location: "4",
      value: "5",
      body: "Clean rooms, kind staff and a short walk to the market in Hazratganj.",
    });
    expect(written.status).toBe(303);
    expect(written.headers.get("location")).toBe(`/booking/${reference}${link.search}#stay-reviews-heading`);
    // Named as they booked, by their first name; written once.
    const state = (await (await stranger.get(`/api/v1/bookings/${reference}/review${link.search}`)).json()) as {
      mine: { authorName: string; rating: number } | null;
      refusal: string | null;
    };
    expect(state.mine).toMatchObject({ authorName: "Meera", rating: 5 });
    expect(state.refusal).toBe("You have already reviewed this stay.");
  });
});
