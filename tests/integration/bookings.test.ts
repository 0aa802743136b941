import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs } from "../support/accounts";
import { type DatabasePlace, durableDatabase, queryDatabase } from "../support/database";
import { demoAccounts } from "../support/demo-accounts";
import { cards, fetchPage, text } from "../support/html";
import { HttpClient } from "../support/http";
import { approveAsShown, demoHotel } from "../support/listings";
import { startTestServer, type TestServer } from "../support/server";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { daysAfter, istDay, weeknights } from "../support/stay-days";

let server: TestServer;
let smtp: TestSmtpServer;
let place: DatabasePlace;
let removeDatabase: () => Promise<void>;
let owner: HttpClient;
let ownerEmail: string;
let hotel: string;
let rooms: Record<string, string>;

const serverEnv = () => ({ SMTP_URL: smtp.url, TRUST_PROXY: "1" });

beforeAll(async () => {
  smtp = await startSmtpServer();
  const database = await durableDatabase({ demo: true });
  place = database.place;
  removeDatabase = database.remove;
  server = await startTestServer({ demo: true, ...place, env: serverEnv() });
  const accounts = demoAccounts(server);
  owner = await logInAs(server.url, accounts.owner);
  ownerEmail = accounts.owner.email;
  ({ id: hotel, rooms } = await demoHotel(server.url));
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await removeDatabase?.();
});

let addressCount = 0;
/** A new browser from its own address, so per-address limits count each traveller apart. */
const traveller = () => HttpClient.from(server.url, `10.42.${Math.floor(++addressCount / 250)}.${addressCount % 250}`);

const guest = (n: number | string) => ({
  name: `Asha ${n}`,
  mobileNumber: "9876543210",
  email: `asha.${n}@example.com`,
});

async function mailTo(to: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = smtp.received.find((m) => m.envelopeTo.includes(to.toLowerCase()) && m.subject?.startsWith(subject));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** A literal piece of text inside a regular expression. */
const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const calendarOf = (mail: ReceivedMail) =>
  mail.attachments.find((a) => a.contentType.startsWith("text/calendar"))?.content.toString("utf8") ?? "";

describe("booking a stay", () => {
  it("offers dates on the hotel's page and prices each room for them: nights × rate, GST and the total", async () => {
    const listing = await fetchPage(server.url, `/property/${hotel}`);
    expect(listing.html).toContain(`action="/property/${hotel}/book"`);
    expect(listing.html).toMatch(/<label for="stay-check-in"[^>]*>Check-in<\/label>/);
    expect(listing.html).toMatch(/<label for="stay-check-out"[^>]*>Check-out<\/label>/);
    expect(listing.html).toMatch(/<label for="stay-guests"[^>]*>Guests<\/label>/);

    const { checkIn, checkOut } = weeknights(30);
    const page = await fetchPage(
      server.url,
      `/property/${hotel}/book?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
    );
    expect(page.status).toBe(200);
    const html = text(page.html);
    expect(html).toContain("2 nights × ₹3,200");
    expect(html).toContain("GST (5%)");
    expect(html).toContain("₹6,720");
    // The suite: ₹7,000 a night, still in the 5 % band.
    expect(html).toContain("2 nights × ₹7,000");
    expect(html).toContain("₹14,700");
    expect(html).toContain("Full refund if you cancel at least 5 days before check-in.");
    expect(html).toMatch(/>Reserve<\/button>/);
  });

  it("charges Friday and Saturday nights the weekend rate", async () => {
    const { checkIn } = weeknights(50);
    // From Thursday to Sunday.
    const thursday = daysAfter(checkIn, 3);
    const sunday = daysAfter(checkIn, 6);
    const res = await owner.get(
      `/api/v1/listings/${hotel}/quote?roomTypeId=${rooms["Standard Room"]}&checkIn=${thursday}&checkOut=${sunday}&guests=2`,
    );
    const { quote } = (await res.json()) as { quote: { rateLines: unknown[]; totalPaise: number } };
    expect(quote.rateLines).toEqual([
      { nights: 1, rate: 3200, weekend: false },
      { nights: 2, rate: 3700, weekend: true },
    ]);
    expect(quote.totalPaise).toBe((3200 + 2 * 3700) * 105);
  });

  it("refuses dates in the past, check-out before check-in and too many guests with clear messages", async () => {
    const past = await fetchPage(
      server.url,
      `/property/${hotel}/book?checkIn=${istDay(-1)}&checkOut=${istDay(1)}&guests=2`,
    );
    expect(text(past.html)).toContain("Choose a check-in date from today onwards.");
    const api = traveller();
    const backwards = await api.get(
      `/api/v1/listings/${hotel}/availability?checkIn=${istDay(10)}&checkOut=${istDay(9)}&guests=2`,
    );
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { error: string }).error).toBe(
      "Choose a check-out date after the check-in date.",
    );
    const { checkIn, checkOut } = weeknights(60);
    const crowd = await api.postJson(`/api/v1/listings/${hotel}/bookings`, {
      roomTypeId: rooms.Suite,
      checkIn,
      checkOut,
      guests: 9,
      ...guest("crowd"),
    });
    expect(crowd.status).toBe(400);
    expect(((await crowd.json()) as { error: string }).error).toBe("Up to 4 guests.");
    // On the booking page a group larger than every room is told so, not sent to try other dates.
    const group = await fetchPage(
      server.url,
      `/property/${hotel}/book?checkIn=${checkIn}&checkOut=${checkOut}&guests=9`,
    );
    expect(text(group.html)).toContain(
      "No single room here takes 9 guests; the largest takes 5. Book one room for part of your group, then another for the rest.",
    );
    expect(text(group.html)).not.toContain("Try other dates.");
  });

  it("books the last room once when 50 travellers reserve it at the same moment", async () => {
    const { checkIn, checkOut } = weeknights(70);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        traveller().postJson(`/api/v1/listings/${hotel}/bookings`, {
          roomTypeId: rooms.Suite,
          checkIn,
          checkOut,
          guests: 2,
          ...guest(`race-${i}`),
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refusal = (await answers[statuses.indexOf(409)].json()) as { error: string };
    expect(refusal.error).toContain("no longer available");
    const after = await traveller().get(
      `/api/v1/listings/${hotel}/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
    );
    const suite = ((await after.json()) as { roomTypes: Array<{ name: string; freeRooms: number }> }).roomTypes.find(
      (room) => room.name === "Suite",
    );
    expect(suite?.freeRooms).toBe(0);
  });

  it("books as a guest without JavaScript, shows the reference and mails both sides, the traveller with an .ics", async () => {
    const { checkIn, checkOut } = weeknights(80);
    const browser = traveller();
    const details = guest("form");
    const res = await browser.postForm(
      `/property/${hotel}/book?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&room=${rooms.Suite}`,
      { checkIn, checkOut, guests: "2", roomTypeId: rooms.Suite, submissionKey: "form-key-0001", ...details },
    );
    expect(res.status).toBe(303);
    const location = res.headers.get("location") ?? "";
    const reference = location.match(/\/booking\/(GS-[A-Z0-9]{6})\?key=/)?.[1];
    expect(reference).toBeDefined();
    const page = await browser.get(location);
    const html = text(await page.text());
    expect(html).toContain("Booking confirmed");
    expect(html).toContain(reference);
    expect(html).toContain("If you cancel now you get back ₹7,350 of ₹14,700.");
    // Without the key the booking is nobody's business.
    expect((await traveller().get(`/booking/${reference}`)).status).toBe(404);

    const mail = await mailTo(details.email, "Booking confirmed: Hotel Awadh Residency");
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain("Hazratganj, Lucknow");
    expect(mail.text).toContain("₹14,700");
    // The address was typed by a visitor: its mail carries none of their words (ADR 030).
    expect(mail.text).not.toContain(details.name);
    const ics = calendarOf(mail);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${checkIn.replace(/-/g, "")}\r\n`);
    expect(unfolded).toContain(`DTEND;VALUE=DATE:${checkOut.replace(/-/g, "")}\r\n`);
    expect(unfolded).toMatch(/\r\nUID:booking-[^\r\n]+@localhost\r\n/);
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain("LOCATION:Hotel Awadh Residency\\, Hazratganj\\, Lucknow");

    const ownerMail = await mailTo(ownerEmail, `New booking ${reference}`);
    expect(ownerMail.text).toContain(details.name);
    expect(ownerMail.text).toContain(details.mobileNumber);
    expect(calendarOf(ownerMail)).toContain("BEGIN:VEVENT");
  });

  it("answers a retried booking with its first answer and books once", async () => {
    const { checkIn, checkOut } = weeknights(90);
    const api = traveller();
    const body = { roomTypeId: rooms["Standard Room"], checkIn, checkOut, guests: 2, ...guest("retry") };
    const headers = { "Idempotency-Key": "retry-key-000001" };
    const first = await api.postJson(`/api/v1/listings/${hotel}/bookings`, body, { headers });
    const second = await api.postJson(`/api/v1/listings/${hotel}/bookings`, body, { headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as Array<{ reference: string }>;
    expect(b.reference).toBe(a.reference);
    await mailTo("asha.retry@example.com", "Booking confirmed");
    expect(smtp.received.filter((m) => m.envelopeTo.includes("asha.retry@example.com"))).toHaveLength(1);
  });

  it("lets the owner accept and decline requests, and each side hears of every change", async () => {
    const { checkIn, checkOut } = weeknights(100);
    const api = traveller();
    const ask = (n: string) =>
      api.postJson(`/api/v1/listings/${hotel}/bookings`, {
        roomTypeId: rooms["Family Room"],
        checkIn,
        checkOut,
        guests: 4,
        ...guest(n),
      });
    const first = (await (await ask("req-1")).json()) as { reference: string; status: string; message: string };
    expect(first.status).toBe("requested");
    expect(first.message).toContain("24 hours");
    await mailTo(ownerEmail, `Booking request ${first.reference}`);
    const second = (await (await ask("req-2")).json()) as { reference: string };
    // Both family rooms are held while the requests wait.
    const third = await ask("req-3");
    expect(third.status).toBe(409);

    const list = (await (await owner.get("/api/v1/me/bookings")).json()) as {
      atMyListings: { requests: Array<{ reference: string }> };
    };
    expect(list.atMyListings.requests.map((b) => b.reference)).toEqual(
      expect.arrayContaining([first.reference, second.reference]),
    );
    // Only the owner answers.
    expect((await api.postJson(`/api/v1/bookings/${first.reference}/accept`, {})).status).toBe(404);

    expect((await owner.postJson(`/api/v1/bookings/${first.reference}/accept`, {})).status).toBe(200);
    const accepted = await mailTo("asha.req-1@example.com", "Booking confirmed");
    expect(calendarOf(accepted)).toContain("METHOD:PUBLISH");
    expect((await owner.postJson(`/api/v1/bookings/${second.reference}/decline`, {})).status).toBe(200);
    await mailTo("asha.req-2@example.com", "Booking declined");
    // Declined, it holds nothing: a new request gets the room.
    expect((await ask("req-4")).status).toBe(201);
    // Answered once, a request cannot be answered again.
    expect((await owner.postJson(`/api/v1/bookings/${first.reference}/decline`, {})).status).toBe(409);
  });

  it("shows the refund before a guest cancels, refunds by the policy and tells the owner", async () => {
    const { checkIn, checkOut } = weeknights(110);
    const api = traveller();
    const made = (await (
      await api.postJson(`/api/v1/listings/${hotel}/bookings`, {
        roomTypeId: rooms["Deluxe Room"],
        checkIn,
        checkOut,
        guests: 2,
        ...guest("cancel"),
      })
    ).json()) as { reference: string; key: string };
    const bookingPage = `/booking/${made.reference}?key=${made.key}`;
    const page = text(await (await api.get(bookingPage)).text());
    expect(page).toContain("Full refund if you cancel at least 24 hours before check-in.");
    expect(page).toMatch(/If you cancel now you get back (₹[\d,]+) of \1\./);
    // 'Cancel booking' opens a confirmation (a GET form carrying the key), not a form that cancels at once.
    const confirmPath = `/booking/${made.reference}/cancel?key=${made.key}`;
    expect(page).toMatch(
      new RegExp(
        `<form [^>]*action="/booking/${made.reference}/cancel" method="get"><input type="hidden" name="key" value="${made.key}"/><button[^>]*>Cancel booking</button>`,
      ),
    );
    expect(page).not.toContain(`action="/booking/${made.reference}/cancel" method="post"`);
    const confirmation = await api.get(confirmPath);
    expect(confirmation.status).toBe(200);
    const asked = text(await confirmation.text());
    expect(asked).toContain("Cancel this booking?");
    expect(asked).toContain(made.reference);
    expect(asked).toMatch(/If you cancel now you get back (₹[\d,]+) of \1\./);
    expect(asked).toMatch(
      new RegExp(
        `<form [^>]*action="/booking/${made.reference}/cancel"[^>]*><input type="hidden" name="key" value="${made.key}"/><button[^>]*>Yes, cancel booking</button>`,
      ),
    );
    expect(asked).toMatch(new RegExp(`<a [^>]*href="${escaped(bookingPage)}"[^>]*>Keep booking</a>`));
    // Without the key the confirmation shows nothing of the booking.
    const stranger = await traveller().get(`/booking/${made.reference}/cancel`);
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).not.toContain("Cancel this booking?");
    // Asking is not cancelling: the booking is still confirmed.
    expect(text(await (await api.get(bookingPage)).text())).toContain("Booking confirmed");
    const cancel = await api.postForm(`/booking/${made.reference}/cancel`, { key: made.key });
    expect(cancel.status).toBe(303);
    const after = text(await (await api.get(`/booking/${made.reference}?key=${made.key}`)).text());
    expect(after).toContain("Booking cancelled");
    const ownerMail = await mailTo(ownerEmail, `Booking cancelled: Hotel Awadh Residency, ${made.reference}`);
    expect(ownerMail.text).toContain("The traveller cancelled");
    expect(calendarOf(ownerMail)).toContain("METHOD:CANCEL");
    // A wrong key cancels nothing.
    expect((await traveller().postForm(`/booking/${made.reference}/cancel`, { key: "x".repeat(32) })).status).toBe(404);
    // Once cancelled, the confirmation no longer offers to cancel.
    const again = text(await (await api.get(confirmPath)).text());
    expect(again).not.toContain("Yes, cancel booking");
    expect(again).toContain("This booking has changed in the meantime.");
  });

  it("asks the owner to confirm a cancellation from 'Bookings', saying the guest is refunded in full", async () => {
    const { checkIn, checkOut } = weeknights(115);
    const made = (await (
      await traveller().postJson(`/api/v1/listings/${hotel}/bookings`, {
        roomTypeId: rooms["Deluxe Room"],
        checkIn,
        checkOut,
        guests: 2,
        ...guest("owner-cancel"),
      })
    ).json()) as { reference: string; key: string };
    const list = text(await (await owner.get("/bookings")).text());
    const confirmPath = `/booking/${made.reference}/cancel`;
    expect(list).toMatch(
      new RegExp(`<form [^>]*action="${escaped(confirmPath)}" method="get"><button[^>]*>Cancel booking</button>`),
    );
    expect(list).not.toContain(`action="${confirmPath}" method="post"`);
    const asked = text(await (await owner.get(confirmPath)).text());
    expect(asked).toContain("Cancel this booking?");
    expect(asked).toMatch(/The guest is refunded in full: ₹[\d,]+\./);
    expect(asked).toContain("Asha owner-cancel");
    expect(asked).toMatch(
      new RegExp(`<form [^>]*action="${confirmPath}"[^>]*>(?:(?!</form>).)*<button[^>]*>Yes, cancel booking</button>`),
    );
    expect(asked).toContain("Message to the guest (optional)");
    expect(asked).toMatch(new RegExp(`<a [^>]*href="/booking/${made.reference}"[^>]*>Keep booking</a>`));
    // Asking is not cancelling. The owner reads the booking's reference, not 'your' one.
    const before = text(await (await owner.get(`/booking/${made.reference}`)).text());
    expect(before).toContain("Booking confirmed");
    expect(before).toMatch(new RegExp(`The booking(&#x27;|')s reference is <strong[^>]*>${made.reference}</strong>`));
    expect(before).not.toContain("Your booking reference is");
    const cancel = await owner.postForm(confirmPath, { note: "A water pipe burst: we are closed that week." });
    expect(cancel.status).toBe(303);
    const after = text(await (await owner.get(`/booking/${made.reference}`)).text());
    expect(after).toContain("Booking cancelled");
    const guestPage = text(await (await traveller().get(`/booking/${made.reference}?key=${made.key}`)).text());
    expect(guestPage).toContain("Message from the owner");
    expect(guestPage).toContain("A water pipe burst: we are closed that week.");
    // It leaves the stays to come for the owner's record of those done with.
    const bookingsPage = await (await owner.get("/bookings")).text();
    const cut = bookingsPage.indexOf('id="past-heading"');
    expect(text(bookingsPage.slice(cut))).toContain("Past and cancelled bookings");
    expect(bookingsPage.slice(cut)).toContain(`href="/booking/${made.reference}"`);
    expect(bookingsPage.slice(0, cut)).not.toContain(`href="/booking/${made.reference}"`);
  });

  it("lists today's arrivals for the owner", async () => {
    const today = istDay(0);
    const api = traveller();
    const made = (await (
      await api.postJson(`/api/v1/listings/${hotel}/bookings`, {
        roomTypeId: rooms["Standard Room"],
        checkIn: today,
        checkOut: istDay(1),
        guests: 2,
        ...guest("today"),
      })
    ).json()) as { reference: string };
    const page = text(await (await owner.get("/bookings")).text());
    const arrivals = page.slice(page.indexOf("Arriving today"), page.indexOf("Leaving today"));
    expect(arrivals).toContain(made.reference);
    expect(arrivals).toContain("Asha today");
  });

  it("lets the owner block, free and re-price days, and shows them in the room type's calendar", async () => {
    const { checkIn, checkOut } = weeknights(130);
    const calendar = `/api/v1/room-types/${rooms["Standard Room"]}/calendar`;
    const standardOn = async (guests = 2) => {
      const res = await traveller().get(
        `/api/v1/listings/${hotel}/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}`,
      );
      const body = (await res.json()) as {
        roomTypes: Array<{
          name: string;
          freeRooms: number;
          unavailable: string | null;
          quote: { totalPaise: number };
        }>;
      };
      return body.roomTypes.find((room) => room.name === "Standard Room");
    };
    const before = await standardOn();
    expect(before?.unavailable).toBeNull();

    // Too many rooms to block, and a visitor or another account, are refused.
    const tooMany = await owner.postJson(calendar, { from: checkIn, to: checkIn, blockedRooms: 999 });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: string }).error).toBe(
      "Rooms to block must be a whole number from 0 to the number of rooms.",
    );
    expect((await traveller().postJson(calendar, { from: checkIn, to: checkIn, blockedRooms: 1 })).status).toBe(401);

    const rooms28 = before?.freeRooms ?? 0;
    const block = await owner.postJson(calendar, { from: checkIn, to: checkIn, blockedRooms: rooms28, rate: 4000 });
    expect(block.status).toBe(200);
    expect(((await block.json()) as { changed: number }).changed).toBe(1);
    expect((await standardOn())?.unavailable).toBe("Not available for these dates.");
    const month = (await (await owner.get(`${calendar}?from=${checkIn}`)).json()) as {
      days: Array<{ day: string; free: number; blocked: number; rate: number | null }>;
    };
    expect(month.days[0]).toEqual({ day: checkIn, booked: 0, blocked: rooms28, elsewhere: 0, free: 0, rate: 4000 });
    const page = text(await (await owner.get(`/bookings/calendar/${rooms["Standard Room"]}?from=${checkIn}`)).text());
    expect(page).toContain("Full");

    // A first day years away, or past what a date holds, shows today's month; 'Later days' ends a year ahead.
    for (const far of ["9999-12-31", daysAfter(istDay(0), 400)]) {
      const answer = await owner.get(`${calendar}?from=${far}`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { days: Array<{ day: string }> }).days[0].day).toBe(istDay(0));
      expect((await owner.get(`/bookings/calendar/${rooms["Standard Room"]}?from=${far}`)).status).toBe(200);
    }
    const lastMonth = await owner.get(`/bookings/calendar/${rooms["Standard Room"]}?from=${istDay(350)}`);
    expect(text(await lastMonth.text())).not.toContain("Later days");
    // 'Later days' starts the day after the last one shown; each night shows what it sells at, weekends included.
    const thisMonth = await (await owner.get(`/bookings/calendar/${rooms["Standard Room"]}`)).text();
    expect(thisMonth).toContain(`?from=${istDay(31)}"`);
    const { roomType } = (await (await owner.get(calendar)).json()) as { roomType: { weekendRate: number } };
    expect(text(thisMonth)).toContain(`₹${roomType.weekendRate.toLocaleString("en-IN")}`);
    // Saved by the page's own form, the owner is told so, on the month the change begins in.
    const saved = await owner.postForm(`/bookings/calendar/${rooms["Standard Room"]}`, {
      from: checkIn,
      to: checkIn,
      blockedRooms: String(rooms28),
      rate: "4000",
    });
    expect(saved.status).toBe(303);
    const savedPage = await owner.get(saved.headers.get("location") ?? "");
    expect(text(await savedPage.text())).toContain("Days saved.");
    expect(text(await (await owner.get(`/bookings/calendar/${rooms["Standard Room"]}`)).text())).toContain(
      "Later days",
    );

    // Freed again, the day sells at its own rate: ₹4,000 and ₹3,200, with 5 % GST.
    expect((await owner.postJson(calendar, { from: checkIn, to: checkIn, blockedRooms: 0, rate: 4000 })).status).toBe(
      200,
    );
    const freed = await standardOn();
    expect(freed?.unavailable).toBeNull();
    expect(freed?.quote.totalPaise).toBe((4000 + 3200) * 105);
  });

  it("lets an owner set up a room type for a short stay, with a message for each wrong field", async () => {
    const homestay = cards((await fetchPage(server.url, "/short-stays")).html).find((c) => c.name === "Kashi Homestay");
    const listingId = homestay?.href.replace("/property/", "") ?? "";
    const page = `/bookings/rooms/${listingId}`;
    expect((await owner.get(page)).status).toBe(200);
    const room = {
      name: "Ganga View Room",
      beds: "2 single beds",
      roomCount: "3",
      maxGuests: "2",
      includedGuests: "2",
      nightlyRate: "2400",
      weekendRate: "",
      extraGuestCharge: "0",
      checkInTime: "13:00",
      checkOutTime: "10:00",
      minNights: "2",
      maxNights: "10",
      bookingMode: "instant",
      cancellationPolicy: "strict",
      houseRules: "",
    };
    const wrong = await owner.postForm(page, { ...room, name: "", maxNights: "1", checkInTime: "25:00" });
    expect(wrong.status).toBe(400);
    const refused = text(await wrong.text());
    expect(refused).toContain("Enter the room&#x27;s name, up to 80 characters.");
    expect(refused).toContain("Nights must be from 1 to 30, the most at least the fewest.");
    expect(refused).toContain("Enter a time as HH:MM.");
    // Nobody else sets up the owner's rooms.
    expect((await traveller().postForm(page, room)).status).toBe(302);

    expect((await owner.postForm(page, room)).status).toBe(303);
    const { checkIn } = weeknights(140);
    const roomFor = async (nights: number) => {
      const checkOut = daysAfter(checkIn, nights);
      const res = await traveller().get(
        `/api/v1/listings/${listingId}/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
      );
      const body = (await res.json()) as { roomTypes: Array<{ name: string; unavailable: string | null }> };
      return body.roomTypes.find((r) => r.name === "Ganga View Room");
    };
    expect((await roomFor(5))?.unavailable).toBeNull();
    const tooShort = await roomFor(1);
    expect(tooShort?.unavailable).toBe("At least 2 nights.");
  });

  it("frees the room of a request left unanswered for 24 hours and tells both sides, and reminds tomorrow's arrivals", async () => {
    const { checkIn, checkOut } = weeknights(120);
    const ask = (n: string) =>
      traveller().postJson(`/api/v1/listings/${hotel}/bookings`, {
        roomTypeId: rooms["Family Room"],
        checkIn,
        checkOut,
        guests: 4,
        ...guest(n),
      });
    const held = (await (await ask("late-1")).json()) as { reference: string };
    const tomorrow = await traveller().postJson(`/api/v1/listings/${hotel}/bookings`, {
      roomTypeId: rooms["Standard Room"],
      checkIn: istDay(1),
      checkOut: istDay(2),
      guests: 2,
      ...guest("tomorrow"),
    });
    expect(tomorrow.status).toBe(201);
    expect((await ask("late-2")).status).toBe(201);
    expect((await ask("late-3")).status).toBe(409);
    await server.stop();
    await queryDatabase(
      place,
      `update bookings set hold_until = now() - interval '1 minute' where reference = '${held.reference}'`,
    );
    server = await startTestServer({ ...place, env: serverEnv() });
    // The hold has passed: the room is free at once, before the look marks the request expired.
    expect((await ask("late-4")).status).toBe(201);
    await mailTo("asha.late-1@example.com", "Booking request expired");
    const ownerMail = await mailTo(ownerEmail, `Booking request expired: Hotel Awadh Residency, ${held.reference}`);
    expect(ownerMail.text).toContain("expired unanswered after 24 hours");
    // The stay that begins tomorrow got its reminder once, whichever look sent it, the old process's or the new one's.
    const reminder = await mailTo("asha.tomorrow@example.com", "Tomorrow: your stay at Hotel Awadh Residency");
    expect(reminder.text).toContain("Hazratganj, Lucknow");
    const reminders = () =>
      smtp.received.filter(
        (m) => m.envelopeTo.includes("asha.tomorrow@example.com") && m.subject?.startsWith("Tomorrow:"),
      );
    expect(reminders()).toHaveLength(1);
  });
});

describe("an owner with many stays booked ahead", () => {
  it("still sees today's arrivals and the requests to answer on 'Bookings', the soonest first", async () => {
    const ownerHere = owner.at(server.url);
    const book = async (roomTypeId: string, checkIn: string, checkOut: string, guests: number, who: string) =>
      (await (
        await traveller().postJson(`/api/v1/listings/${hotel}/bookings`, {
          roomTypeId,
          checkIn,
          checkOut,
          guests,
          ...guest(who),
        })
      ).json()) as { reference: string; status: string };
    const arriving = await book(rooms["Deluxe Room"], istDay(0), istDay(1), 2, "busy-today");
    expect(arriving.status).toBe("confirmed");
    const { checkIn, checkOut } = weeknights(20);
    const asking = await book(rooms["Family Room"], checkIn, checkOut, 4, "busy-ask");
    expect(asking.status).toBe("requested");
    // 300 more of the owner's stays confirmed two years ahead, at another of their listings: more than the page lists.
    await server.stop();
    await queryDatabase(
      place,
      `insert into bookings (reference, listing_id, room_type_id, owner_id, guest_name, guest_mobile, guest_email,
         guests, check_in, check_out, status, quote, total_paise, cancellation_policy)
       select 'GS-F' || lpad(n::text, 5, '0'), other.listing_id, other.id, b.owner_id, 'Far Guest ' || n,
         b.guest_mobile, 'far' || n || '@example.com', b.guests, b.check_in + 700 + n, b.check_out + 700 + n,
         'confirmed', b.quote, b.total_paise, b.cancellation_policy
       from bookings b
       cross join generate_series(1, 300) n
       cross join lateral (
         select rt.id, rt.listing_id from room_types rt join listings l on l.id = rt.listing_id
         where l.user_id = b.owner_id and l.id <> b.listing_id order by rt.id limit 1
       ) other
       where b.reference = '${arriving.reference}'`,
    );
    server = await startTestServer({ ...place, env: serverEnv() });
    const page = text(await (await ownerHere.at(server.url).get("/bookings")).text());
    const section = (from: string, to: string) => page.slice(page.indexOf(from), page.indexOf(to));
    expect(section("Arriving today", "Leaving today")).toContain(arriving.reference);
    expect(section("Requests to answer", "Upcoming stays")).toContain(asking.reference);
    // The stays ahead start with the nearest: the far ones come after every stay of the coming weeks.
    const upcoming = section("Upcoming stays", 'id="past-heading"');
    expect(upcoming).toMatch(/Far Guest 1(?!\d)/);
    expect(upcoming).not.toMatch(/Far Guest 300(?!\d)/);
  });
});

describe("a listing whose guests count on their bookings", () => {
  let kept: { reference: string; key: string };

  it("is not deleted by its owner, with its owner's account, or by an Admin's rejection, and its booking stays", async () => {
    // The server was restarted above at a new address; the owner's session lives in the database.
    const ownerHere = owner.at(server.url);
    const { checkIn, checkOut } = weeknights(150);
    const booked = await traveller().postJson(`/api/v1/listings/${hotel}/bookings`, {
      roomTypeId: rooms["Standard Room"],
      checkIn,
      checkOut,
      guests: 2,
      ...guest("kept"),
    });
    expect(booked.status).toBe(201);
    const { reference, key } = (await booked.json()) as { reference: string; key: string };

    const byApi = await ownerHere.request(`/api/v1/listings/${hotel}`, { method: "DELETE" });
    expect(byApi.status).toBe(409);
    expect(((await byApi.json()) as { error: string }).error).toBe(
      "This listing has bookings still to come. Cancel them in Bookings first (each guest is refunded in full), then delete it.",
    );
    const byForm = await ownerHere.postForm(`/property/${hotel}/edit`, { intent: "delete" });
    expect(byForm.status).toBe(409);
    const formPage = text(await byForm.text());
    expect(formPage).toContain("This listing has bookings still to come.");
    expect(formPage).toContain("Go to Bookings");

    const account = await ownerHere.request("/api/v1/me/settings/account", {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ confirmation: "DELETE", currentPassword: demoAccounts(server).owner.password }),
    });
    expect(account.status).toBe(409);
    expect(((await account.json()) as { error: string }).error).toContain("Your listings have bookings still to come.");
    expect((await ownerHere.get("/api/v1/me")).status).toBe(200);

    const admin = await logInAs(server.url, demoAccounts(server).admin);
    const reject = () =>
      admin.postForm("/admin?index", { intent: "reject", listingId: hotel, reason: "Duplicate listing" });
    // Public, it waits for no decision: a Reject posted from a stale page leaves it as it is.
    const stale = await reject();
    expect(stale.status).toBe(404);
    expect(text(await stale.text())).toContain("That listing is no longer waiting for a decision.");
    // The owner's edit sends it back for approval; rejecting it then would delete the guests' bookings.
    const shown = (await (await ownerHere.get(`/api/v1/listings/${hotel}`)).json()) as {
      listing: Record<string, unknown>;
      photos: Array<{ id: string }>;
    };
    const edited = await ownerHere.request(`/api/v1/listings/${hotel}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...shown.listing, imageIds: shown.photos.map((photo) => photo.id) }),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const rejected = await reject();
    expect(rejected.status).toBe(409);
    expect(text(await rejected.text())).toContain(
      "This listing has bookings still to come, so rejecting it would delete them",
    );
    expect((await approveAsShown(admin, hotel)).status).toBeLessThan(400);

    expect((await fetchPage(server.url, `/property/${hotel}`)).status).toBe(200);
    expect((await traveller().get(`/booking/${reference}?key=${encodeURIComponent(key)}`)).status).toBe(200);
    kept = { reference, key };
  });

  it("once none is still to come, goes from the site and its owner's lists, and every booking stays readable", async () => {
    const ownerHere = owner.at(server.url);
    const list = (await (await ownerHere.get("/api/v1/me/bookings")).json()) as {
      atMyListings: Record<"requests" | "upcoming" | "arrivals", Array<{ reference: string; listingId: string }>>;
    };
    const ofHotel = (bookings: Array<{ reference: string; listingId: string }>) =>
      bookings.filter((b) => b.listingId === hotel).map((b) => b.reference);
    const requests = ofHotel(list.atMyListings.requests);
    const stays = ofHotel([...list.atMyListings.upcoming, ...list.atMyListings.arrivals]);
    for (const ref of requests) {
      expect((await ownerHere.postJson(`/api/v1/bookings/${ref}/decline`, {})).status).toBe(200);
    }
    for (const ref of stays) {
      expect((await ownerHere.postJson(`/api/v1/bookings/${ref}/cancel`, {})).status).toBe(200);
    }
    expect(stays).toContain(kept.reference);
    const roomsPage = await (await ownerHere.get(`/bookings/rooms/${hotel}`)).text();
    const feed = new URL(roomsPage.match(/value="(https?:[^"]+\/calendars\/[^"]+\.ics)"/)?.[1] ?? "").pathname;
    expect((await fetch(`${server.url}${feed}`)).status).toBe(200);

    const deleted = await ownerHere.request(`/api/v1/listings/${hotel}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    // Other sites no longer read its rooms as for sale.
    expect((await fetch(`${server.url}${feed}`)).status).toBe(404);
    expect((await fetchPage(server.url, `/property/${hotel}`)).status).toBe(404);
    expect((await ownerHere.get(`/property/${hotel}/edit`)).status).toBe(404);
    expect(await (await ownerHere.get("/profile")).text()).not.toContain(hotel);
    const bookingsPage = await (await ownerHere.get("/bookings")).text();
    expect(bookingsPage).not.toContain(`/bookings/rooms/${hotel}`);
    for (const room of Object.values(rooms)) expect(bookingsPage).not.toContain(`/bookings/calendar/${room}`);
    // Its bookings stay in the owner's record.
    const record = bookingsPage.slice(bookingsPage.indexOf('id="past-heading"'));
    expect(record).toContain(`href="/booking/${kept.reference}"`);
    expect((await ownerHere.get(`/bookings/rooms/${hotel}`)).status).toBe(404);
    expect((await ownerHere.request(`/api/v1/listings/${hotel}`, { method: "DELETE" })).status).toBe(404);

    // The guest's booking, its refund and the owner's copy of it are as they were, every row kept.
    const guestPage = text(await (await traveller().get(`/booking/${kept.reference}?key=${kept.key}`)).text());
    expect(guestPage).toContain("Hotel Awadh Residency");
    expect(guestPage).toContain("Booking cancelled");
    // Named, not linked: its page is gone.
    expect(guestPage).not.toContain(`href="/property/${hotel}"`);
    for (const ref of [...requests, ...stays]) {
      const page = await ownerHere.get(`/booking/${ref}`);
      expect(page.status).toBe(200);
      expect(text(await page.text())).toContain("Hotel Awadh Residency");
    }

    const admin = await logInAs(server.url, demoAccounts(server).admin);
    const desk = text(await (await admin.get("/admin/properties?status=deleted")).text());
    expect(desk).toContain("Hotel Awadh Residency");
    expect(desk).toContain("Deleted; its bookings, messages and reviews kept");
  });
});
