import { describe, expect, it } from "vitest";
import { logInAs, signUpVerified } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { text } from "../support/html";
import { HttpClient } from "../support/http";
import { demoHotel } from "../support/listings";
import type { RunningServer } from "../support/server";
import type { TestSmtpServer } from "../support/smtp";
import { weeknights } from "../support/stay-days";

let server: RunningServer;
let smtp: TestSmtpServer;
let owner: HttpClient;
let stranger: HttpClient;
let hotel: string;
let familyRoom: string;

test.override("serverSetup", { demo: true, mail: true, env: { TRUST_PROXY: "1" } });

test.beforeAll(async ({ server: started, smtp: mailbox, client }) => {
  [server, smtp, stranger] = [started, mailbox, client];
  owner = await logInAs(server.url, demoAccounts(server).owner);
  const demo = await demoHotel(server.url);
  hotel = demo.id;
  familyRoom = demo.rooms["Family Room"];
});

let addressCount = 0;
/** A request to book the Family Room, which the owner must answer, from a traveller at an address of their own. */
async function requestFamilyRoom(name: string, offset: number) {
  const traveller = HttpClient.from(server.url, `10.43.0.${++addressCount}`);
  const email = `${name}@example.com`;
  const { checkIn, checkOut } = weeknights(offset);
  const res = await traveller.postJson(`/api/v1/listings/${hotel}/bookings`, {
    roomTypeId: familyRoom,
    checkIn,
    checkOut,
    guests: 4,
    name: `Asha ${name}`,
    mobileNumber: "9876543210",
    email,
  });
  expect(res.status).toBe(201);
  const made = (await res.json()) as { reference: string; key: string; status: string };
  expect(made.status).toBe("requested");
  return { ...made, traveller, email };
}

async function ownerPage(path: string) {
  const res = await owner.get(path);
  return { status: res.status, html: text(await res.text()) };
}

/** A literal piece of text inside a regular expression. */
const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("declining a booking request", () => {
  it("asks the owner first, changes nothing until 'Yes, decline request', then tells the traveller", async () => {
    const made = await requestFamilyRoom("decline-asked", 60);
    const bookingPath = `/booking/${made.reference}`;
    const confirmPath = `/booking/${made.reference}/decline`;

    // 'Decline' opens a confirmation (a GET form), on the booking's page and on 'Bookings', not a form that declines.
    for (const path of [bookingPath, "/bookings"]) {
      const { html } = await ownerPage(path);
      expect(html).toMatch(
        new RegExp(`<form [^>]*action="${escaped(confirmPath)}" method="get"><button[^>]*>Decline</button>`),
      );
      expect(html).not.toContain(`action="${confirmPath}" method="post"`);
    }

    const asked = await ownerPage(confirmPath);
    expect(asked.status).toBe(200);
    expect(asked.html).toMatch(/<h1[^>]*>Decline this booking request\?<\/h1>/);
    expect(asked.html).toContain(made.reference);
    expect(asked.html).toContain("Asha decline-asked");
    expect(asked.html).toContain("The guest is told at once, and the room is freed for other guests.");
    expect(asked.html).toMatch(
      new RegExp(
        `<form [^>]*action="${escaped(confirmPath)}"[^>]*>(?:(?!</form>).)*<button[^>]*>Yes, decline request</button>`,
      ),
    );
    // With it, a message to the guest the owner may leave empty.
    expect(asked.html).toMatch(/<label [^>]*>Message to the guest \(optional\)<\/label><textarea [^>]*maxLength="500"/);
    expect(asked.html).toMatch(new RegExp(`<a [^>]*href="${escaped(bookingPath)}"[^>]*>Keep request</a>`));

    // Asking is not declining: the request still waits for the owner.
    expect((await ownerPage(bookingPath)).html).toContain("Waiting for the owner");
    const list = (await (await owner.get("/api/v1/me/bookings")).json()) as {
      atMyListings: { requests: Array<{ reference: string; status: string }> };
    };
    expect(list.atMyListings.requests).toContainEqual(
      expect.objectContaining({ reference: made.reference, status: "requested" }),
    );

    const declined = await owner.postForm(confirmPath, {});
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(bookingPath);
    expect((await ownerPage(bookingPath)).html).toContain("Declined");
    const mail = await smtp.waitForMail(made.email, /^Booking declined: Hotel Awadh Residency/);
    expect(mail.subject).toContain(made.reference);
    expect(mail.text).toContain("declined your booking request");
  });

  it("shows the confirmation to nobody but the listing's owner", async () => {
    const made = await requestFamilyRoom("decline-others", 70);
    const confirmPath = `/booking/${made.reference}/decline`;
    // Another account and a visitor learn nothing, as with the cancel confirmation.
    for (const other of [stranger, HttpClient.from(server.url, "10.43.1.1")]) {
      const res = await other.get(confirmPath);
      expect(res.status).toBe(404);
      const html = text(await res.text());
      expect(html).toContain("Booking not found.");
      expect(html).not.toContain("Decline this booking request?");
      expect(html).not.toContain("Asha decline-others");
    }
    // The traveller knows the booking but cannot decline it, as its post would say.
    const own = await made.traveller.get(`${confirmPath}?key=${made.key}`);
    expect(own.status).toBe(403);
    const html = text(await own.text());
    expect(html).toContain("Only the listing&#x27;s owner can do this.");
    expect(html).not.toContain("Yes, decline request");
    expect((await ownerPage(`/booking/${made.reference}`)).html).toContain("Waiting for the owner");
  });

  it("carries the owner's message to the guest: on the booking's page, and in the mail where the address is proven", async () => {
    const note = "Sorry, the family room is being painted that week.\nThe Deluxe Room is free if you like.";
    const unproven = await requestFamilyRoom("decline-note", 100);
    const tooLong = await owner.postForm(`/booking/${unproven.reference}/decline`, { note: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(text(await tooLong.text())).toContain("Keep your message to the guest within 500 characters.");
    expect((await ownerPage(`/booking/${unproven.reference}`)).html).toContain("Waiting for the owner");

    expect((await owner.postForm(`/booking/${unproven.reference}/decline`, { note })).status).toBe(303);
    const guestPage = text(
      await (await unproven.traveller.get(`/booking/${unproven.reference}?key=${unproven.key}`)).text(),
    );
    expect(guestPage).toContain("Message from the owner");
    expect(guestPage).toContain("Sorry, the family room is being painted that week.");
    expect((await ownerPage(`/booking/${unproven.reference}`)).html).toContain("Your message to the guest");
    // A guest who typed any address gets no one's words by mail (ADR 030), only that there are some.
    const told = await smtp.waitForMail(unproven.email, /^Booking declined: Hotel Awadh Residency/);
    expect(told.text).toContain("The owner left you a message on the booking's page.");
    expect(told.text).not.toContain("painted");

    // A signed-in traveller with a verified address reads the words in the mail too; the API takes them as JSON.
    const { client, user } = await signUpVerified(server.url, smtp, { role: "Client" });
    const { checkIn, checkOut } = weeknights(105);
    const booked = await client.postJson(`/api/v1/listings/${hotel}/bookings`, {
      roomTypeId: familyRoom,
      checkIn,
      checkOut,
      guests: 4,
      name: user.name,
      mobileNumber: "9876543210",
      email: user.email,
    });
    const { reference } = (await booked.json()) as { reference: string };
    const api = await owner.postJson(`/api/v1/bookings/${reference}/decline`, { note });
    expect(api.status).toBe(200);
    expect(((await api.json()) as { booking: { ownerNote: string } }).booking.ownerNote).toBe(note);
    const mail = await smtp.waitForMail(user.email, /^Booking declined: Hotel Awadh Residency/);
    expect(mail.text).toContain("The owner wrote: “Sorry, the family room is being painted that week.");
  });

  it("counts a line break of the message as the field does: one character, though a form sends two", async () => {
    const made = await requestFamilyRoom("decline-lines", 110);
    // 499 characters in the field, 598 as the form sends them.
    const note = Array.from({ length: 100 }, () => "abcd").join("\r\n");
    expect((await owner.postForm(`/booking/${made.reference}/decline`, { note })).status).toBe(303);
    expect((await ownerPage(`/booking/${made.reference}`)).html).toContain("Your message to the guest");
  });

  it("no longer offers to decline a request already declined or accepted", async () => {
    const declined = await requestFamilyRoom("decline-twice", 80);
    expect((await owner.postForm(`/booking/${declined.reference}/decline`, {})).status).toBe(303);
    const accepted = await requestFamilyRoom("decline-accepted", 90);
    expect((await owner.postForm(`/booking/${accepted.reference}/accept`, {})).status).toBe(303);
    for (const { reference } of [declined, accepted]) {
      const { status, html } = await ownerPage(`/booking/${reference}/decline`);
      expect(status).toBe(200);
      expect(html).not.toContain("Decline this booking request?");
      expect(html).not.toContain("Yes, decline request");
      expect(html).toContain("This booking has changed in the meantime. Please look at it again.");
      expect(html).toMatch(new RegExp(`<a [^>]*href="/booking/${reference}"[^>]*>Back to the booking</a>`));
    }
  });
});
