import { describe, expect, it } from "vitest";
import { logInAs, signUpAndLogIn, signUpVerified } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { cards, fetchPage } from "../support/html";
import type { HttpClient } from "../support/http";
import type { RunningServer } from "../support/server";
import { linkIn, type TestSmtpServer } from "../support/smtp";

let server: RunningServer;
let smtp: TestSmtpServer;
let metroNest: string;
let awadh: string;

test.override("serverSetup", { mail: true, demo: true, env: { MAIL_RETRY_BASE_MS: "200" } });

test.beforeAll(async ({ server: started, smtp: mailbox }) => {
  server = started;
  smtp = mailbox;
  // Mail goes out, so the seeker can prove their address: only then does an enquiry go straight to the owner and may
  // they see an owner's number (ADR 030, 033).
  const card = cards((await fetchPage(server.url, "/pgs")).html).find((c) => c.name === "Metro Nest PG");
  if (!card) throw new Error("Metro Nest PG is not on /pgs");
  metroNest = card.href.replace("/property/", "");
  const hotel = cards((await fetchPage(server.url, "/hotels")).html).find((c) => c.name === "Hotel Awadh Residency");
  if (!hotel) throw new Error("Hotel Awadh Residency is not on /hotels");
  awadh = hotel.href.replace("/property/", "");
});

const IST_MS = 330 * 60 * 1000;
const istDay = (offset: number) => new Date(Date.now() + IST_MS + offset * 86_400_000).toISOString().slice(0, 10);

type Export = Record<string, unknown> & { account: Record<string, unknown> };

async function exported(client: HttpClient): Promise<Export> {
  const res = await client.get("/api/v1/me/settings/export");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-disposition")).toBe('attachment; filename="gharstay-my-data.json"');
  return (await res.json()) as Export;
}

const entries = (data: Export, section: string) => data[section] as Array<Record<string, unknown>>;

describe("'Download my data'", () => {
  it("holds everything about the person, on both sides of each exchange", async () => {
    const { client: seeker, user } = await signUpVerified(server.url, smtp, { role: "Client" });
    const done = async (request: Promise<Response>) => {
      const res = await request;
      expect(res.status, await res.clone().text()).toBeLessThan(400);
    };
    await done(seeker.postJson("/api/v1/saved-listings", { listingId: metroNest, saved: true }));
    await done(seeker.postJson("/api/v1/favourites", { slug: "ganga-view-haveli", favourite: true }));
    await done(
      seeker.postForm("/saved-searches", {
        intent: "save",
        name: "Noida PGs",
        frequency: "daily",
        query: "?city=Noida&type=pg",
      }),
    );
    const message = `Is it still available? ${Math.random()}`;
    await done(
      seeker.postJson(`/api/v1/listings/${metroNest}/enquiries`, {
        name: user.name,
        mobileNumber: user.mobileNumber,
        email: user.email,
        message,
      }),
    );
    await done(seeker.postJson(`/api/v1/listings/${metroNest}/visits`, { date: istDay(3), time: "11:00" }));
    await done(seeker.postJson(`/api/v1/listings/${metroNest}/reports`, { reason: "Duplicate" }));
    await done(seeker.postJson("/api/v1/compare", { id: metroNest, compared: true }));
    await done(seeker.postJson(`/api/v1/listings/${metroNest}/contact`, {}));
    const stay = { checkIn: istDay(20), checkOut: istDay(22), guests: 2 };
    const free = await seeker.get(
      `/api/v1/listings/${awadh}/availability?${new URLSearchParams({ ...stay, guests: "2" })}`,
    );
    const { roomTypes } = (await free.json()) as { roomTypes: Array<{ id: string }> };
    const booked = await seeker.postJson(`/api/v1/listings/${awadh}/bookings`, {
      roomTypeId: roomTypes[0]?.id,
      ...stay,
      name: user.name,
      mobileNumber: user.mobileNumber,
      email: user.email,
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };

    const mine = await exported(seeker);
    expect(mine.account).toMatchObject({ email: user.email, name: user.name, locale: "en" });
    expect(mine.account).not.toHaveProperty("password");
    expect(entries(mine, "savedListings")).toEqual([metroNest]);
    expect(mine.favourites).toEqual(["ganga-view-haveli"]);
    expect(entries(mine, "savedSearches")).toEqual([
      expect.objectContaining({ name: "Noida PGs", query: "?city=Noida&type=pg", frequency: "daily" }),
    ]);
    expect(entries(mine, "savedSearches")[0]).not.toHaveProperty("unsubscribeTokenHash");
    expect(entries(mine, "enquiriesSent")).toEqual([
      expect.objectContaining({ listingId: metroNest, message, mobileNumber: user.mobileNumber }),
    ]);
    expect(entries(mine, "enquiriesReceived")).toEqual([]);
    expect(entries(mine, "conversations")).toEqual([
      expect.objectContaining({
        listingId: metroNest,
        as: "seeker",
        messages: [expect.objectContaining({ fromMe: true, body: message })],
      }),
    ]);
    expect(entries(mine, "bookingsMade")).toEqual([
      expect.objectContaining({ reference, listingId: awadh, checkIn: stay.checkIn, guestEmail: user.email }),
    ]);
    expect(entries(mine, "bookingsReceived")).toEqual([]);
    expect(entries(mine, "visits")).toEqual([expect.objectContaining({ listingId: metroNest, asked: true })]);
    expect(entries(mine, "reports")).toEqual([expect.objectContaining({ listingId: metroNest, reason: "Duplicate" })]);
    expect(entries(mine, "compared")).toEqual([expect.objectContaining({ itemId: metroNest })]);
    expect(entries(mine, "contacts").map((c) => c.kind)).toEqual(expect.arrayContaining(["enquiry", "visit"]));
    expect(entries(mine, "contactsRevealed")).toEqual([
      expect.objectContaining({ listingId: metroNest, ownerName: expect.any(String) }),
    ]);
    expect(entries(mine, "contactViews")).toEqual([]);
    expect(entries(mine, "sessions").length).toBeGreaterThan(0);
    expect(entries(mine, "messages").map((m) => m.toAddress)).toContain(user.email);
    expect(JSON.stringify(mine)).not.toMatch(/token_hash|tokenHash|codeHash|<html/i);

    // The owner's side: the listing, the enquiry received (without the mobile the seeker did not share), the visit.
    const owner = await logInAs(server.url, demoAccounts(server).owner);
    const theirs = await exported(owner);
    expect(entries(theirs, "listings").map((l) => l.id)).toContain(metroNest);
    expect(entries(theirs, "enquiriesReceived")).toContainEqual(
      expect.objectContaining({ listingId: metroNest, message, mobileNumber: null }),
    );
    expect(entries(theirs, "visits")).toContainEqual(expect.objectContaining({ listingId: metroNest, asked: false }));
    expect(entries(theirs, "conversations")).toContainEqual(
      expect.objectContaining({
        listingId: metroNest,
        as: "owner",
        messages: [expect.objectContaining({ fromMe: false, body: message })],
      }),
    );
    // The owner's file names the guest, and holds none of the guest's contact details (the booking's e-mail had them).
    const received = entries(theirs, "bookingsReceived").find((booking) => booking.reference === reference);
    expect(received).toMatchObject({ listingId: awadh, guestName: user.name });
    expect(received).not.toHaveProperty("guestEmail");
    expect(entries(theirs, "contactViews")).toContainEqual(
      expect.objectContaining({ listingId: metroNest, viewer: user.name.split(" ")[0] }),
    );
    expect(entries(theirs, "contactViews")[0]).not.toHaveProperty("name");
    // Another person's reports, searches and favourites are not the owner's.
    expect(entries(theirs, "reports")).toEqual([]);
    expect(entries(theirs, "savedSearches")).toEqual([]);
  });

  it("lists no e-mail sent to the account's address until the person has proved the address is theirs", async () => {
    const { client, user } = await signUpAndLogIn(server.url, { role: "Client" });
    const mailed = (data: Export) => entries(data, "messages").filter((m) => m.toAddress === user.email);
    // Anyone may sign up with any address: what went to it (a guest's bookings, an earlier account's links) is not
    // theirs until they show they hold the inbox.
    const mail = await smtp.waitForMail(user.email, "Confirm your GharStay e-mail address");
    expect(mailed(await exported(client))).toEqual([]);
    expect((await fetch(linkIn(mail, `${server.url}/verify-email?token=`))).status).toBe(200);
    expect(mailed(await exported(client)).map((m) => m.subject)).toContain("Confirm your GharStay e-mail address");
  });

  it("lists no text sent to the account's mobile number until the person has proved the number is theirs", async () => {
    const mobileNumber = "9811177766";
    const first = await signUpAndLogIn(server.url, { role: "Client", mobileNumber });
    expect((await first.client.postForm("/profile/settings?form=phone-code", {})).status).toBe(200);
    const texted = (data: Export) => entries(data, "messages").filter((m) => m.toAddress === "+919811177766");
    expect(texted(await exported(first.client))).toEqual([]);
    // Someone else types the same number: the code texted for the first account is none of theirs.
    const second = await signUpAndLogIn(server.url, { role: "Client", mobileNumber });
    expect(texted(await exported(second.client))).toEqual([]);
  });
});
