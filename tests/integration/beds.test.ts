import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "~/lib/format";
import { logInAs, signUpAndLogIn } from "../support/accounts";
import { type DatabasePlace, durableDatabase, queryDatabase } from "../support/database";
import { demoAccounts } from "../support/demo-accounts";
import { cards, fetchPage, text } from "../support/html";
import { HttpClient } from "../support/http";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { istDay } from "../support/stay-days";

/** Beds by the month (issue 42 item 1, issue 45, ADR 054), on the demo PG 'Sunrise Boys PG'. */
let server: TestServer;
let smtp: TestSmtpServer;
let place: DatabasePlace;
let removeDatabase: () => Promise<void>;
let owner: HttpClient;
let ownerEmail: string;
let pg: string;

const serverEnv = (stayClockDays = 0) => ({
  SMTP_URL: smtp.url,
  TRUST_PROXY: "1",
  MAIL_RETRY_BASE_MS: "200",
  // Reviews' invitations are looked for every half second, so one sent wrongly shows at once.
  REVIEW_LOOK_MS: "500",
  TEST_STAY_CLOCK_OFFSET_DAYS: String(stayClockDays),
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  const database = await durableDatabase({ demo: true });
  place = database.place;
  removeDatabase = database.remove;
  server = await startTestServer({ demo: true, ...place, env: serverEnv() });
  const accounts = demoAccounts(server);
  owner = await logInAs(server.url, accounts.owner);
  ownerEmail = accounts.owner.email;
  const card = cards((await fetchPage(server.url, "/pgs")).html).find((c) => c.name === "Sunrise Boys PG");
  if (!card) throw new Error("Sunrise Boys PG is not on /pgs");
  pg = card.href.replace("/property/", "");
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await removeDatabase?.();
});

let addressCount = 0;
/** A new browser from its own address, so per-address limits count each seeker apart. */
const seeker = () => HttpClient.from(server.url, `10.47.${Math.floor(++addressCount / 250)}.${addressCount % 250}`);
/** A seeker with an account, who may later review as the resident. */
async function resident() {
  return (await signUpAndLogIn(server.url, { role: "Client" }, seeker())).client;
}

const guest = (n: number | string) => ({
  name: `Ravi ${n}`,
  mobileNumber: "9876543210",
  email: `ravi.${n}@example.com`,
});

type BedOffer = {
  sharing: string;
  bedCount: number;
  freeBeds: number;
  monthlyRent: number;
  tokenAmount: number;
  freeFrom: string | null;
};
const beds = async () =>
  ((await (await seeker().get(`/api/v1/listings/${pg}/beds`)).json()) as { beds: BedOffer[] }).beds;

/** Waits for a message to `to` whose subject starts with `subject` and, when given, whose text says `says`. */
async function mailTo(to: string, subject: string, says = "") {
  await expect
    .poll(
      () =>
        smtp.received.some(
          (m) =>
            m.envelopeTo.includes(to.toLowerCase()) &&
            m.subject?.startsWith(subject) === true &&
            (m.text ?? "").includes(says),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The owner's set-up of one sharing type, posted as the beds page's plain form. */
const setUp = (sharing: string, fields: Record<string, string>) =>
  owner.postForm(`/bookings/beds/${pg}`, {
    sharing,
    bedCount: "4",
    monthlyRent: "7500",
    deposit: "15000",
    tokenAmount: "2000",
    moveInFrom: istDay(0),
    ...fields,
  });

async function reserve(client: HttpClient, sharing: string, moveIn: string, who = guest(Date.now())) {
  const res = await client.postJson(`/api/v1/listings/${pg}/beds`, { sharing, moveIn, ...who });
  return { res, body: (await res.json()) as { reference: string; error?: string; key: string } };
}

describe("beds by the month", () => {
  it("has beds free in the demo PG on a first start, shown by sharing type on its page", async () => {
    const offers = await beds();
    expect(offers.map((offer) => offer.sharing)).toEqual(["Single", "Double", "Triple"]);
    expect(offers.every((offer) => offer.freeBeds > 0)).toBe(true);
    const page = await fetchPage(server.url, `/property/${pg}`);
    const html = text(page.html);
    expect(html).toContain("Beds by the month");
    expect(html).toContain("Double sharing");
    expect(html).toMatch(/Beds free: \d+/);
    expect(page.html).toContain(`action="/property/${pg}/reserve-bed"`);
    expect(page.html).toMatch(/<label for="bed-move-in"[^>]*>Move-in date<\/label>/);
    expect(page.html).toMatch(/<label for="bed-sharing"[^>]*>Sharing<\/label>/);
  });

  it("lets only the owner set up beds, with a clear message for a bad value", async () => {
    const stranger = await resident();
    const refused = await stranger.postForm(`/bookings/beds/${pg}`, { sharing: "Single", bedCount: "9" });
    expect(refused.status).toBe(404);
    const bad = await setUp("Single", { tokenAmount: "9000" });
    expect(bad.status).toBe(400);
    expect(text(await bad.text())).toContain("Enter a token in whole rupees, from 1 up to the monthly rent.");
    const saved = await setUp("Single", { bedCount: "3", monthlyRent: "9900", tokenAmount: "1500" });
    expect(saved.status).toBe(200);
    const single = (await beds()).find((offer) => offer.sharing === "Single");
    expect(single).toMatchObject({ bedCount: 3, freeBeds: 3, monthlyRent: 9900, tokenAmount: 1500 });
    // The listing page follows at once (its cached copy is dropped by the change).
    expect(text((await fetchPage(server.url, `/property/${pg}`)).html)).toContain("Rent ₹9,900 a month");
  });

  it("reserves a bed without JavaScript, prefilled when signed in, and mails both sides", async () => {
    const client = await resident();
    const form = await client.get(`/property/${pg}/reserve-bed?sharing=Double&moveIn=${istDay(3)}`);
    const html = await form.text();
    expect(html).toMatch(/<label for="guest-name"[^>]*>Name<\/label>/);
    expect(html).toMatch(/id="guest-email"[^>]*value="[^"]+@/);
    const key = /name="submissionKey" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const browser = seeker();
    const fields = { sharing: "Double", moveIn: istDay(3), ...guest("form"), submissionKey: key };
    const posted = await browser.postForm(`/property/${pg}/reserve-bed`, fields);
    expect(posted.status).toBe(303);
    const location = posted.headers.get("location") ?? "";
    expect(location).toMatch(/^\/booking\/GS-[A-Z0-9]{6}\?key=/);
    // The same form sent twice (a double click) reserves one bed.
    const again = await browser.postForm(`/property/${pg}/reserve-bed`, fields);
    expect(again.headers.get("location")).toBe(location);
    const page = text(await (await browser.get(location)).text());
    expect(page).toContain("Double sharing");
    expect(page).toContain("Booking request sent");
    expect(page).toContain("The owner has not confirmed this yet: cancelling now costs you nothing.");
    expect(page).not.toContain("If you cancel now you get back");
    await mailTo("ravi.form@example.com", "Booking request sent");
    await mailTo(ownerEmail, "Booking request");

    const past = await reserve(seeker(), "Double", istDay(-1));
    expect(past.res.status).toBe(400);
    expect(past.body.error).toBe("Choose a move-in date from today, up to 180 days ahead.");
  });

  it("gives the last bed to exactly one of 20 seekers reserving it at the same moment", async () => {
    expect((await setUp("Triple", { bedCount: "1", monthlyRent: "6000" })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reserve(seeker(), "Triple", istDay(5), guest(`race-${i}`))),
    );
    const statuses = answers.map((answer) => answer.res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(answers.find((answer) => answer.res.status === 409)?.body.error).toBe(
      "Sorry, this bed is no longer available. Please choose another sharing type or another date.",
    );
    expect((await beds()).find((offer) => offer.sharing === "Triple")?.freeBeds).toBe(0);
  });

  it("answers a retry with the same Idempotency-Key with the first reservation", async () => {
    const client = seeker();
    const body = { sharing: "Double", moveIn: istDay(4), ...guest("retry") };
    const headers = { "Idempotency-Key": `bed-retry-${Date.now()}` };
    const first = await client.postJson(`/api/v1/listings/${pg}/beds`, body, { headers });
    const second = await client.postJson(`/api/v1/listings/${pg}/beds`, body, { headers });
    expect(first.status).toBe(201);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as Array<{ reference: string }>;
    expect(b.reference).toBe(a.reference);
  });
});

/**
 * References of the resident whose move-in the owner confirms, and of one accepted but never moved in, with their
 * accounts' e-mail addresses.
 */
let movedIn: { client: HttpClient; reference: string; email: string; account: string };
let neverMovedIn: { client: HttpClient; reference: string; account: string; email: string };

describe("accepting a reservation and confirming the move-in", () => {
  it("lets the owner accept and confirm the move-in from 'Bookings', e-mailing the resident each time", async () => {
    const { client, user } = await signUpAndLogIn(server.url, { role: "Client" }, seeker());
    const email = `resident.${Date.now()}@example.com`;
    const { res, body } = await reserve(client, "Double", istDay(0), { ...guest("resident"), email });
    expect(res.status).toBe(201);
    const list = text(await (await owner.get("/bookings")).text());
    expect(list).toContain(body.reference);
    // Before the owner accepts, a move-in cannot be confirmed.
    const early = await owner.postJson(`/api/v1/bookings/${body.reference}/move-in`, {});
    expect(early.status).toBe(409);
    // Nobody but the owner confirms it.
    expect((await client.postJson(`/api/v1/bookings/${body.reference}/move-in`, {})).status).toBe(403);
    expect((await owner.postForm(`/booking/${body.reference}/accept`, {})).status).toBe(303);
    await mailTo(email, "Booking confirmed");
    const bookingsPage = await (await owner.get("/bookings")).text();
    expect(text(bookingsPage)).toContain("Confirm move-in");
    const confirmed = await owner.postForm(`/booking/${body.reference}/move-in`, {});
    expect(confirmed.status).toBe(303);
    await mailTo(email, "Move-in confirmed");
    const again = await owner.postJson(`/api/v1/bookings/${body.reference}/move-in`, {});
    expect(again.status).toBe(409);
    // The resident lives there now: neither side cancels it, on its move-in day or after, and its bed stays taken.
    const free = (await beds()).find((offer) => offer.sharing === "Double")?.freeBeds;
    for (const who of [client, owner]) {
      const cancelled = await who.postJson(`/api/v1/bookings/${body.reference}/cancel`, {});
      expect(cancelled.status).toBe(409);
      expect(await error(cancelled)).toBe("This stay has already begun; it can no longer be cancelled here.");
    }
    expect(text(await (await owner.get(`/booking/${body.reference}`)).text())).not.toContain("Cancel booking");
    expect((await beds()).find((offer) => offer.sharing === "Double")?.freeBeds).toBe(free);
    movedIn = { client, reference: body.reference, email, account: user.email };

    const other = await signUpAndLogIn(server.url, { role: "Client" }, seeker());
    const never = guest("never");
    const second = await reserve(other.client, "Double", istDay(0), never);
    expect((await owner.postJson(`/api/v1/bookings/${second.body.reference}/accept`, {})).status).toBe(200);
    neverMovedIn = {
      client: other.client,
      reference: second.body.reference,
      account: other.user.email,
      email: never.email,
    };
  });

  it("declines a reservation, frees its bed and tells the seeker", async () => {
    const before = (await beds()).find((offer) => offer.sharing === "Double")?.freeBeds ?? 0;
    const email = `declined.${Date.now()}@example.com`;
    const { body } = await reserve(seeker(), "Double", istDay(6), { ...guest("declined"), email });
    expect((await beds()).find((offer) => offer.sharing === "Double")?.freeBeds).toBe(before - 1);
    expect((await owner.postJson(`/api/v1/bookings/${body.reference}/decline`, {})).status).toBe(200);
    await mailTo(email, "Booking declined");
    expect((await beds()).find((offer) => offer.sharing === "Double")?.freeBeds).toBe(before);
  });
});

/** The resident of the one Single bed, whose move-out the owner records, changes and withdraws. */
let leaving: { client: HttpClient; reference: string; email: string };
const moveOutApi = () => `/api/v1/bookings/${leaving.reference}/move-out`;
const withdrawMoveOut = (who: HttpClient) => who.request(moveOutApi(), { method: "DELETE" });
const error = async (res: Response) => ((await res.json()) as { error: string }).error;

/** A later move-out day through the API, and then a withdrawal, each refused with 409 and `message`. */
async function refusesChangeAndWithdrawal(who: HttpClient, moveOut: string, message: string) {
  const changed = await who.postJson(moveOutApi(), { moveOut });
  expect(changed.status).toBe(409);
  expect(await error(changed)).toBe(message);
  const withdrawn = await withdrawMoveOut(who);
  expect(withdrawn.status).toBe(409);
  expect(await error(withdrawn)).toBe(message);
}

/** The Single sharing type's beds on a move-in day, as the JSON API counts them. */
async function single(moveIn: string) {
  const res = await seeker().get(`/api/v1/listings/${pg}/beds?moveIn=${moveIn}`);
  return ((await res.json()) as { beds: BedOffer[] }).beds.find((offer) => offer.sharing === "Single");
}
/** The move-out day the resident sees in 'My bookings' and on the booking's page; undefined when there is none. */
async function movedOutShown() {
  const shown = await Promise.all(
    ["/my-bookings", `/booking/${leaving.reference}`].map(async (path) => {
      const page = text(await (await leaving.client.get(path)).text());
      return />Move-out<\/dt><dd>([^<]+)<\/dd>/.exec(page)?.[1];
    }),
  );
  expect(shown[1]).toBe(shown[0]);
  return shown[0];
}

describe("a resident's move-out", () => {
  it("is recorded by the owner only and frees the bed from that day; the resident sees it in 'My bookings'", async () => {
    // One Single bed, which a resident takes and later leaves.
    expect((await setUp("Single", { bedCount: "1" })).status).toBe(200);
    const client = await resident();
    const email = `leaving.${Date.now()}@example.com`;
    const { body } = await reserve(client, "Single", istDay(0), { ...guest("leaving"), email });
    leaving = { client, reference: body.reference, email };
    const tryAs = (who: HttpClient, moveOut: string) => who.postJson(moveOutApi(), { moveOut });

    // Before the owner accepts and confirms the move-in, there is no resident to move out.
    const early = await tryAs(owner, istDay(20));
    expect(early.status).toBe(409);
    expect(await error(early)).toBe("A move-out can be recorded only for a resident whose move-in was confirmed.");
    expect((await owner.postJson(`/api/v1/bookings/${body.reference}/accept`, {})).status).toBe(200);
    expect((await owner.postJson(`/api/v1/bookings/${body.reference}/move-in`, {})).status).toBe(200);
    // The one bed is taken, whatever the move-in.
    expect((await reserve(seeker(), "Single", istDay(20))).res.status).toBe(409);

    // The resident may not record it, another user and a visitor learn nothing of the reservation.
    expect((await tryAs(client, istDay(20))).status).toBe(403);
    expect((await tryAs(await resident(), istDay(20))).status).toBe(404);
    expect((await tryAs(seeker(), istDay(20))).status).toBe(404);

    // Bad dates: a clear message each, and nothing recorded.
    const beforeMoveIn = await tryAs(owner, istDay(-1));
    expect(beforeMoveIn.status).toBe(400);
    expect(await error(beforeMoveIn)).toBe(
      `Choose a move-out date on or after the move-in date, ${formatDate(istDay(0))}.`,
    );
    const notADay = await tryAs(owner, "31/12/2026");
    expect(notADay.status).toBe(400);
    expect(await error(notADay)).toBe("Choose the move-out date.");
    const tooFar = await tryAs(owner, istDay(181));
    expect(tooFar.status).toBe(400);
    expect(await error(tooFar)).toBe("Choose a move-out date up to 180 days ahead.");

    // On the beds page, as its plain form posts it: a refused date is shown by its field and kept.
    const form = `/bookings/beds/${pg}?moveOut=${body.reference}`;
    const withdrawForm = `/bookings/beds/${pg}?withdrawMoveOut=${body.reference}`;
    const before = text(await (await owner.get(`/bookings/beds/${pg}`)).text());
    expect(before).toContain(`action="${form}"`);
    expect(before).toMatch(new RegExp(`<label for="move-out-${body.reference}"[^>]*>Move-out date</label>`));
    expect(before).not.toContain(`action="${withdrawForm}"`);
    const refused = await owner.postForm(form, { moveOut: istDay(-3) });
    expect(refused.status).toBe(400);
    const refusedPage = text(await refused.text());
    expect(refusedPage).toContain("Choose a move-out date on or after the move-in date");
    expect(refusedPage).toContain(`value="${istDay(-3)}"`);
    const recorded = await owner.postForm(form, { moveOut: istDay(20) });
    expect(recorded.status).toBe(200);
    const after = text(await recorded.text());
    expect(after).toContain("Move-out recorded.");
    // The resident's card now offers to change the day (its field holds it) or to withdraw it.
    expect(after).toMatch(new RegExp(`id="move-out-${body.reference}"[^>]*value="${istDay(20)}"`));
    expect(after).toContain("Change move-out");
    expect(after).toContain(`action="${withdrawForm}"`);
    await mailTo(email, "Move-out recorded");
    // The same day again (the form sent twice) changes nothing and tells nobody again: the next test looks for a mail.
    const twice = await owner.postForm(form, { moveOut: istDay(20) });
    expect(twice.status).toBe(200);
    expect(text(await twice.text())).toContain("Move-out recorded.");

    // The resident sees the day in 'My bookings' and on the booking's page.
    expect(await movedOutShown()).toBe(formatDate(istDay(20)));

    // The bed is free for reservations from the move-out day, not before; the listing page says from when.
    expect(await single(istDay(19))).toMatchObject({ freeBeds: 0, freeFrom: istDay(20) });
    expect(await single(istDay(20))).toMatchObject({ freeBeds: 1, freeFrom: istDay(20) });
    expect(text((await fetchPage(server.url, `/property/${pg}`)).html)).toContain(
      `A bed is free from ${formatDate(istDay(20))}`,
    );
    expect((await seeker().get(`/api/v1/listings/${pg}/beds?moveIn=soon`)).status).toBe(400);
    expect((await reserve(seeker(), "Single", istDay(19))).res.status).toBe(409);
  });

  it("is changed to a later or an earlier day, or withdrawn, the bed count following and the resident told", async () => {
    // Later: the bed is free only from the new day, on the listing page too.
    const later = await owner.postJson(moveOutApi(), { moveOut: istDay(30) });
    expect(later.status).toBe(200);
    expect(await later.json()).toMatchObject({
      message: "Move-out changed.",
      booking: { bed: { movedOutOn: istDay(30) } },
    });
    expect(await single(istDay(20))).toMatchObject({ freeBeds: 0, freeFrom: istDay(30) });
    expect(await single(istDay(30))).toMatchObject({ freeBeds: 1 });
    expect(text((await fetchPage(server.url, `/property/${pg}`)).html)).toContain(
      `A bed is free from ${formatDate(istDay(30))}`,
    );
    await mailTo(leaving.email, "Move-out changed", `has changed your move-out to ${formatDate(istDay(30))}`);
    // The outbox sends in order, so a mail for the form sent twice (the day it had) would have come first.
    expect(smtp.received.filter((m) => m.subject?.startsWith("Move-out changed"))).toHaveLength(1);
    expect(await movedOutShown()).toBe(formatDate(istDay(30)));

    // Earlier, from the beds page's plain form.
    const earlier = await owner.postForm(`/bookings/beds/${pg}?moveOut=${leaving.reference}`, { moveOut: istDay(10) });
    expect(earlier.status).toBe(200);
    expect(text(await earlier.text())).toContain("Move-out changed.");
    expect(await single(istDay(10))).toMatchObject({ freeBeds: 1, freeFrom: istDay(10) });
    await mailTo(leaving.email, "Move-out changed", `has changed your move-out to ${formatDate(istDay(10))}`);
    expect(await movedOutShown()).toBe(formatDate(istDay(10)));

    // Withdrawn from the beds page: the resident stays on with no end, so the bed is free on no day.
    const withdrawn = await owner.postForm(`/bookings/beds/${pg}?withdrawMoveOut=${leaving.reference}`, {});
    expect(withdrawn.status).toBe(200);
    const page = text(await withdrawn.text());
    expect(page).toContain("Move-out withdrawn.");
    expect(page).not.toContain(`action="/bookings/beds/${pg}?withdrawMoveOut=${leaving.reference}"`);
    for (const day of [istDay(10), istDay(40)]) {
      expect(await single(day)).toMatchObject({ freeBeds: 0, freeFrom: null });
    }
    expect(text((await fetchPage(server.url, `/property/${pg}`)).html)).not.toContain("A bed is free from");
    await mailTo(leaving.email, "Move-out withdrawn", "the bed stays yours");
    expect(await movedOutShown()).toBeUndefined();
    const nothingLeft = await withdrawMoveOut(owner);
    expect(nothingLeft.status).toBe(409);
    expect(await error(nothingLeft)).toBe("This resident has no move-out recorded to withdraw.");

    // The same POST records one again.
    const again = await owner.postJson(moveOutApi(), { moveOut: istDay(20) });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { message: string }).message).toBe("Move-out recorded.");
    expect(await single(istDay(20))).toMatchObject({ freeBeds: 1, freeFrom: istDay(20) });
  });

  it("is not moved past, nor withdrawn from, the day a new resident has the bed; earlier always", async () => {
    // A new resident reserves the bed from the move-out day.
    expect((await reserve(seeker(), "Single", istDay(20))).res.status).toBe(201);
    expect(await single(istDay(20))).toMatchObject({ freeBeds: 0, freeFrom: null });
    const taken = `A new resident has this bed from ${formatDate(istDay(20))}: choose a move-out date on or before it.`;
    await refusesChangeAndWithdrawal(owner, istDay(25), taken);
    const fromPage = await owner.postForm(`/bookings/beds/${pg}?withdrawMoveOut=${leaving.reference}`, {});
    expect(fromPage.status).toBe(409);
    expect(text(await fromPage.text())).toContain(taken);
    // Nothing changed.
    expect(await movedOutShown()).toBe(formatDate(istDay(20)));
    expect(await single(istDay(20))).toMatchObject({ freeBeds: 0, freeFrom: null });

    // Earlier is always allowed, and later again up to the new resident's move-in, not past it.
    expect((await owner.postJson(moveOutApi(), { moveOut: istDay(18) })).status).toBe(200);
    await mailTo(leaving.email, "Move-out changed", `has changed your move-out to ${formatDate(istDay(18))}`);
    expect((await owner.postJson(moveOutApi(), { moveOut: istDay(20) })).status).toBe(200);
    expect((await owner.postJson(moveOutApi(), { moveOut: istDay(21) })).status).toBe(409);
    expect(await movedOutShown()).toBe(formatDate(istDay(20)));

    // Only the owner: the resident is refused, another user and a visitor learn nothing.
    expect((await leaving.client.postJson(moveOutApi(), { moveOut: istDay(15) })).status).toBe(403);
    expect((await withdrawMoveOut(leaving.client)).status).toBe(403);
    expect((await withdrawMoveOut(await resident())).status).toBe(404);
    expect((await withdrawMoveOut(seeker())).status).toBe(404);
    // Bad dates are refused as when recording.
    const notADay = await owner.postJson(moveOutApi(), { moveOut: "2026-02-30" });
    expect(notADay.status).toBe(400);
    expect(await notADay.json()).toMatchObject({
      error: "Choose the move-out date.",
      fieldErrors: { moveOut: "Choose the move-out date." },
    });
    expect((await owner.postJson(moveOutApi(), { moveOut: istDay(-1) })).status).toBe(400);
    expect((await owner.postJson(moveOutApi(), { moveOut: istDay(181) })).status).toBe(400);
    expect(await movedOutShown()).toBe(formatDate(istDay(20)));
  });
});

const review = {
  rating: 4,
  food: 4,
  safety: 5,
  cleanliness: 4,
  owner: 5,
  value: 4,
  body: "Home-style meals, a safe lane and an owner who fixes things the same day.",
};

describe("a resident's review", () => {
  it("is refused before 30 days of stay", async () => {
    const early = await movedIn.client.postJson(`/api/v1/bookings/${movedIn.reference}/review`, review);
    expect(early.status).toBe(403);
    expect(((await early.json()) as { error: string }).error).toBe("A resident can review after 30 days of stay.");
  });

  it("after 30 days is taken once per reservation with the PG's categories, and never without a confirmed move-in", async () => {
    // The stay clock moves 31 days on (ADR 040); the database and everyone's sessions stay.
    await server.stop();
    server = await startTestServer({ demo: true, ...place, env: serverEnv(31) });
    const at = (client: HttpClient) => client.at(server.url);
    // Invited to review: the resident who moved in, and not the one who never did.
    await mailTo(movedIn.account, "How was your stay at “Sunrise Boys PG”?");
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const invited = (to: string) =>
      smtp.received.some((m) => m.envelopeTo.includes(to.toLowerCase()) && m.subject?.startsWith("How was your stay"));
    expect(invited(neverMovedIn.account)).toBe(false);
    const notMoved = await at(neverMovedIn.client).postJson(
      `/api/v1/bookings/${neverMovedIn.reference}/review`,
      review,
    );
    expect(notMoved.status).toBe(403);
    expect(((await notMoved.json()) as { error: string }).error).toBe(
      "A resident can review once the owner has confirmed the move-in.",
    );
    const written = await at(movedIn.client).postJson(`/api/v1/bookings/${movedIn.reference}/review`, review);
    expect(written.status, await written.clone().text()).toBe(201);
    const twice = await at(movedIn.client).postJson(`/api/v1/bookings/${movedIn.reference}/review`, review);
    expect(twice.status).toBe(409);
    const state = (await (await at(movedIn.client).get(`/api/v1/bookings/${movedIn.reference}/review`)).json()) as {
      mine: { categories: Record<string, number> } | null;
    };
    expect(state.mine?.categories).toEqual({ food: 4, safety: 5, cleanliness: 4, owner: 5, value: 4 });
  });
});

describe("a move-out whose day has passed", () => {
  it("can be neither changed nor withdrawn", async () => {
    // A day cannot pass in a test: PGlite admits one process, so the server stops while the stay moves 40 days back.
    await server.stop();
    await queryDatabase(
      place,
      `update bookings set check_in = check_in - 40, check_out = check_out - 40, moved_out_on = moved_out_on - 40
       where reference = '${leaving.reference}';
       update bookings set check_in = check_in - 40, check_out = check_out - 40
       where reference = '${neverMovedIn.reference}'`,
    );
    server = await startTestServer({ demo: true, ...place, env: serverEnv() });
    const at = owner.at(server.url);
    const passed = "This resident has moved out already: the move-out can no longer be changed.";
    await refusesChangeAndWithdrawal(at, istDay(0), passed);
    // The beds page no longer lists the resident.
    expect(text(await (await at.get(`/bookings/beds/${pg}`)).text())).not.toContain(leaving.reference);
  });
});

describe("a reservation whose resident never moved in", () => {
  it("waits on 'Bookings' past its first month until the owner says so; 'Did not move in' frees its bed and tells them", async () => {
    // Its move-in was 40 days ago (moved back above): its first month is over and its bed still held.
    const at = owner.at(server.url);
    const list = text(await (await at.get("/bookings")).text());
    const moveIns = list.slice(list.indexOf("Move-ins to confirm"), list.indexOf("Upcoming stays"));
    expect(moveIns).toContain(neverMovedIn.reference);
    expect(moveIns).toMatch(
      new RegExp(
        `action="/booking/${neverMovedIn.reference}/not-moved-in"[^>]*>.*?<button[^>]*>Did not move in</button>`,
      ),
    );
    const free = (await beds()).find((offer) => offer.sharing === "Double")?.freeBeds ?? 0;
    // Only the owner says it.
    const byResident = await neverMovedIn.client
      .at(server.url)
      .postJson(`/api/v1/bookings/${neverMovedIn.reference}/not-moved-in`, {});
    expect(byResident.status).toBe(403);
    expect((await at.postForm(`/booking/${neverMovedIn.reference}/not-moved-in`, {})).status).toBe(303);
    await mailTo(neverMovedIn.email, "Not moved in: Sunrise Boys PG", "the bed is no longer held for you");
    expect((await beds()).find((offer) => offer.sharing === "Double")?.freeBeds).toBe(free + 1);
    const again = await at.postJson(`/api/v1/bookings/${neverMovedIn.reference}/not-moved-in`, {});
    expect(again.status).toBe(409);
    expect(await error(again)).toBe(
      "Only a confirmed bed whose move-in date has come, and whose move-in was not confirmed, can be marked as not moved in.",
    );
    // Done with: in the owner's record, saying so, and no longer waiting.
    const after = await (await at.get("/bookings")).text();
    const cut = after.indexOf('id="past-heading"');
    expect(after.slice(0, cut)).not.toContain(`href="/booking/${neverMovedIn.reference}"`);
    expect(after.slice(cut)).toContain(`href="/booking/${neverMovedIn.reference}"`);
    expect(text(await (await at.get(`/booking/${neverMovedIn.reference}`)).text())).toContain("did not move in");
  });

  it("offers 'Mark advance received' beside the move-in on the move-in day, for a token paid at the door", async () => {
    const at = owner.at(server.url);
    const saved = await at.postForm(`/bookings/beds/${pg}?upi=save`, {
      upiId: "sunriseboys@okaxis",
      payeeName: "Sunrise Boys PG",
      advancePercent: "25",
    });
    expect(saved.status).toBe(200);
    const { body } = await reserve(await resident(), "Double", istDay(0), guest("door"));
    expect((await at.postJson(`/api/v1/bookings/${body.reference}/accept`, {})).status).toBe(200);
    const page = await (await at.get(`/booking/${body.reference}`)).text();
    for (const [action, label] of [
      ["move-in", "Confirm move-in"],
      ["not-moved-in", "Did not move in"],
      ["advance-received", "Mark advance received"],
    ]) {
      expect(page).toMatch(new RegExp(`action="/booking/${body.reference}/${action}"[^>]*>.*?${label}</button>`));
    }
  });
});
