import { describe, expect, it } from "vitest";
import { logInAs, logInWithFetch, signUpAndLogIn } from "../support/accounts";
import { durableDatabase, queryDatabase } from "../support/database";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { cards, fetchPage } from "../support/html";
import type { HttpClient } from "../support/http";
import { submitPendingListing } from "../support/listings";
import { type RunningServer, startTestServer } from "../support/server";
import type { ReceivedMail, TestSmtpServer } from "../support/smtp";

let server: RunningServer;
let smtp: TestSmtpServer;
let owner: HttpClient;
let ownerEmail: string;
let metroNest: string;

test.override("serverSetup", { demo: true, mail: true });

test.beforeAll(async ({ smtp: mailbox, server: started }) => {
  smtp = mailbox;
  server = started;
  const accounts = demoAccounts(server);
  owner = await logInAs(server.url, accounts.owner);
  ownerEmail = accounts.owner.email;
  const card = cards((await fetchPage(server.url, "/pgs")).html).find((c) => c.name === "Metro Nest PG");
  if (!card) throw new Error("Metro Nest PG is not on /pgs");
  metroNest = card.href.replace("/property/", "");
});

const IST_MS = 330 * 60 * 1000;
/** A day in India's calendar, `offset` days from today. */
const istDay = (offset: number) => new Date(Date.now() + IST_MS + offset * 86_400_000).toISOString().slice(0, 10);
/** The UTC form an .ics gives a date and a time in India. */
const utcStamp = (date: string, time: string) =>
  new Date(`${date}T${time}:00+05:30`)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The calendar file a message carries, as text with its long lines unfolded. */
function calendarOf(mail: ReceivedMail): string {
  const ics = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  expect(ics, `no .ics in "${mail.subject}"`).toBeDefined();
  expect(ics?.filename).toMatch(/\.ics$/);
  return (ics?.content.toString("utf8") ?? "").replace(/\r\n /g, "");
}

/** The confirmation of one visit to `to`: its subject names the time, so earlier visits' mail is not taken for it. */
async function confirmationOf(to: string, date: string, time: string): Promise<string> {
  const dtstart = `DTSTART:${utcStamp(date, time)}`;
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = smtp.received.find(
          (mail) =>
            mail.envelopeTo.includes(to.toLowerCase()) &&
            mail.subject?.startsWith("Visit confirmed: Metro Nest PG") &&
            lineOf(calendarOf(mail), "DTSTART") === dtstart,
        );
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return calendarOf(found as ReceivedMail);
}

const lineOf = (ics: string, name: string) => ics.split("\r\n").find((line) => line.startsWith(`${name}:`));

type Visits = { received: Array<{ id: string; status: string; startsAt: string; proposedAt: string | null }> };

async function requestVisit(client: HttpClient, listingId: string, body: unknown) {
  return client.postJson(`/api/v1/listings/${listingId}/visits`, body);
}

async function requestedId(client: HttpClient, listingId: string, date: string, time: string): Promise<string> {
  const res = await requestVisit(client, listingId, { date, time });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { visit: { id: string } }).visit.id;
}

describe("visits", () => {
  it("a request reaches the owner with an .ics; accepting sends both sides the entry again, one sequence on", async () => {
    const { client: seeker, user } = await signUpAndLogIn(server.url, { role: "Client", name: "Asha Verma" });
    const date = istDay(2);
    const res = await requestVisit(seeker, metroNest, { date, time: "10:30", note: "Coming with my father" });
    expect(res.status, await res.clone().text()).toBe(201);
    const { visit } = (await res.json()) as { visit: { id: string } };

    const request = await smtp.waitForMail(ownerEmail, "Visit request for Metro Nest PG");
    expect(request.text).toContain("Asha Verma would like to visit Metro Nest PG");
    expect(request.text).toContain("Coming with my father");
    const ics = calendarOf(request);
    expect(lineOf(ics, "METHOD")).toBe("METHOD:REQUEST");
    expect(lineOf(ics, "DTSTART")).toBe(`DTSTART:${utcStamp(date, "10:30")}`);
    expect(lineOf(ics, "DTEND")).toBe(`DTEND:${utcStamp(date, "11:00")}`);
    expect(lineOf(ics, "SUMMARY")).toBe("SUMMARY:Visit: Metro Nest PG");
    expect(lineOf(ics, "LOCATION")).toBe("LOCATION:Sector 62\\, Noida");
    expect(lineOf(ics, "SEQUENCE")).toBe("SEQUENCE:0");
    expect(ics).toContain(`mailto:${ownerEmail}`);
    expect(ics).toContain(`mailto:${user.email}`);
    const uid = lineOf(ics, "UID");
    calendarOf(await smtp.waitForMail(user.email, "Your visit request for Metro Nest PG"));

    // Both see it upcoming: the owner as received, the seeker as requested.
    const mine = (await (await seeker.get("/api/v1/me/visits")).json()) as { requested: Array<{ id: string }> };
    expect(mine.requested.map((v) => v.id)).toEqual([visit.id]);
    const received = (await (await owner.get("/api/v1/me/visits")).json()) as Visits;
    expect(received.received.find((v) => v.id === visit.id)?.status).toBe("requested");
    const tab = await (await owner.get("/profile?tab=visits")).text();
    expect(tab).toContain("Asha Verma");
    expect(tab).toContain("Metro Nest PG");

    // The seeker cannot accept their own request.
    expect((await seeker.postJson(`/api/v1/me/visits/${visit.id}/accept`, {})).status).toBe(403);

    const accepted = await owner.postJson(`/api/v1/me/visits/${visit.id}/accept`, {});
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    for (const to of [ownerEmail, user.email]) {
      const confirmed = await confirmationOf(to, date, "10:30");
      expect(lineOf(confirmed, "UID")).toBe(uid);
      expect(lineOf(confirmed, "SEQUENCE")).toBe("SEQUENCE:1");
      expect(lineOf(confirmed, "DTSTART")).toBe(`DTSTART:${utcStamp(date, "10:30")}`);
    }
    // Accepting twice is refused: it was answered already.
    expect((await owner.postJson(`/api/v1/me/visits/${visit.id}/accept`, {})).status).toBe(409);

    // Declining an accepted visit sends the seeker a cancellation of the calendar entry.
    expect((await owner.postJson(`/api/v1/me/visits/${visit.id}/decline`, {})).status).toBe(200);
    const declined = calendarOf(await smtp.waitForMail(user.email, "Visit declined: Metro Nest PG"));
    expect(lineOf(declined, "METHOD")).toBe("METHOD:CANCEL");
    expect(lineOf(declined, "UID")).toBe(uid);
  });

  it("the owner proposes another time, and the seeker accepts it", async () => {
    const { client: seeker, user } = await signUpAndLogIn(server.url, { role: "Client", name: "Ravi Kumar" });
    const id = await requestedId(seeker, metroNest, istDay(3), "12:00");
    const newDay = istDay(4);

    const bad = await owner.postJson(`/api/v1/me/visits/${id}/propose`, { date: newDay, time: "21:00" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Choose a time between 09:00 and 20:00 India time." });

    const proposed = await owner.postJson(`/api/v1/me/visits/${id}/propose`, { date: newDay, time: "17:30" });
    expect(proposed.status, await proposed.clone().text()).toBe(200);
    const mail = await smtp.waitForMail(user.email, "New time proposed for your visit to Metro Nest PG");
    expect(mail.text).toContain("proposes");
    const tab = await (await seeker.get("/profile?tab=visits")).text();
    expect(tab).toContain("Accept new time");
    expect(tab).toContain("Cancel visit");

    // Only the seeker accepts a proposal.
    expect((await owner.postJson(`/api/v1/me/visits/${id}/accept-proposal`, {})).status).toBe(403);
    const accepted = await seeker.postJson(`/api/v1/me/visits/${id}/accept-proposal`, {});
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    for (const to of [ownerEmail, user.email]) {
      const ics = await confirmationOf(to, newDay, "17:30");
      expect(lineOf(ics, "DTSTART")).toBe(`DTSTART:${utcStamp(newDay, "17:30")}`);
      expect(lineOf(ics, "SEQUENCE")).toBe("SEQUENCE:2");
    }
    const visits = (await (await owner.get("/api/v1/me/visits")).json()) as Visits;
    const visit = visits.received.find((v) => v.id === id);
    expect(visit).toMatchObject({ status: "accepted", startsAt: new Date(`${newDay}T17:30:00+05:30`).toISOString() });

    // The seeker cancels; the owner hears of it.
    expect((await seeker.postJson(`/api/v1/me/visits/${id}/cancel`, {})).status).toBe(200);
    await smtp.waitForMail(ownerEmail, "Visit cancelled: Metro Nest PG");
  });

  it("a visit moved to a new time after it was accepted, then cancelled, comes off both calendars", async () => {
    const { client: seeker, user } = await signUpAndLogIn(server.url, { role: "Client", name: "Meera Joshi" });
    const id = await requestedId(seeker, metroNest, istDay(3), "15:00");
    expect((await owner.postJson(`/api/v1/me/visits/${id}/accept`, {})).status).toBe(200);
    const uid = lineOf(await confirmationOf(user.email, istDay(3), "15:00"), "UID");
    const moved = await owner.postJson(`/api/v1/me/visits/${id}/propose`, { date: istDay(4), time: "16:00" });
    expect(moved.status).toBe(200);
    expect((await seeker.postJson(`/api/v1/me/visits/${id}/cancel`, {})).status).toBe(200);
    const cancelled = calendarOf(await smtp.waitForMail(user.email, "Visit cancelled: Metro Nest PG"));
    expect(lineOf(cancelled, "METHOD")).toBe("METHOD:CANCEL");
    expect(lineOf(cancelled, "UID")).toBe(uid);
  });

  it("only the two sides see a visit, and each decides only their part", async () => {
    const { client: seeker } = await signUpAndLogIn(server.url, { role: "Client" });
    const id = await requestedId(seeker, metroNest, istDay(5), "09:00");
    const { client: stranger } = await signUpAndLogIn(server.url, { role: "Owner" });
    for (const decision of ["accept", "decline", "cancel", "accept-proposal"]) {
      expect((await stranger.postJson(`/api/v1/me/visits/${id}/${decision}`, {})).status).toBe(404);
    }
    expect((await stranger.postJson("/api/v1/me/visits/not-a-visit/accept", {})).status).toBe(404);
    expect((await stranger.postJson(`/api/v1/me/visits/${id}/sell`, {})).status).toBe(404);
    const theirs = (await (await stranger.get("/api/v1/me/visits")).json()) as Visits & { requested: unknown[] };
    expect(theirs).toEqual({ received: [], requested: [] });
    // The seeker decides nothing that belongs to the owner.
    expect((await seeker.postJson(`/api/v1/me/visits/${id}/decline`, {})).status).toBe(403);
    expect((await seeker.postJson(`/api/v1/me/visits/${id}/propose`, { date: istDay(6), time: "10:00" })).status).toBe(
      403,
    );
    // The page form refuses the same way.
    const page = await stranger.postForm(`/profile/visits/${id}/accept`, {});
    expect(page.status).toBe(404);
  });

  it("refuses bad input with clear messages, duplicates, visitors, other sites, pending listings and the owner's own", async () => {
    const { client: seeker, user: seekerUser } = await signUpAndLogIn(server.url, { role: "Client" });
    const refused = async (body: unknown, status = 400) => {
      const res = await requestVisit(seeker, metroNest, body);
      expect(res.status, await res.clone().text()).toBe(status);
      return ((await res.json()) as { error: string }).error;
    };
    expect(await refused({ date: istDay(1), time: "08:30" })).toBe("Choose a time between 09:00 and 20:00 India time.");
    expect(await refused({ date: istDay(1), time: "20:30" })).toBe("Choose a time between 09:00 and 20:00 India time.");
    expect(await refused({ date: istDay(15), time: "10:00" })).toBe("Choose a date within the next 14 days.");
    expect(await refused({ date: istDay(-1), time: "10:00" })).toBe("Choose a date within the next 14 days.");
    expect(await refused({ date: "tomorrow", time: "10:00" })).toBe("Choose a date within the next 14 days.");
    expect(await refused({})).toBe("Choose a date within the next 14 days.");
    expect(await refused({ date: istDay(1), time: "10:00", note: "x".repeat(501) })).toBe(
      "Note must be at most 500 characters.",
    );
    expect(await refused([1, 2])).toBeTruthy();
    const notJson = await seeker.request(`/api/v1/listings/${metroNest}/visits`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "date=1",
    });
    expect(notJson.status).toBe(415);
    const huge = await requestVisit(seeker, metroNest, { date: istDay(1), time: "10:00", note: "x".repeat(2_000_000) });
    expect(huge.status).toBe(413);

    // 20:00 is the last slot; asking for it twice is one request.
    await requestedId(seeker, metroNest, istDay(1), "20:00");
    expect(await refused({ date: istDay(1), time: "20:00" }, 409)).toBe(
      "You have already requested a visit at this time.",
    );

    // A pending listing is not there for anyone but its owner, and an owner does not visit their own listing.
    const { client: newOwner } = await signUpAndLogIn(server.url, { role: "Owner" });
    const pending = await submitPendingListing(newOwner, "Visits Pending PG");
    expect((await requestVisit(seeker, pending.id, { date: istDay(1), time: "10:00" })).status).toBe(404);
    expect((await requestVisit(newOwner, pending.id, { date: istDay(1), time: "10:00" })).status).toBe(404);
    expect((await requestVisit(owner, metroNest, { date: istDay(1), time: "10:00" })).status).toBe(403);
    expect((await requestVisit(seeker, "no-such-listing", { date: istDay(1), time: "10:00" })).status).toBe(404);

    // Visitors are asked to log in, and the listing page tells them so.
    const visitor = await fetch(`${server.url}/api/v1/listings/${metroNest}/visits`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ date: istDay(1), time: "10:00" }),
    });
    expect(visitor.status).toBe(401);
    // Another site cannot ride a signed-in seeker's session.
    const cookie = (await logInWithFetch(server.url, seekerUser)).map((line) => line.split(";")[0]).join("; ");
    const crossSite = await fetch(`${server.url}/api/v1/listings/${metroNest}/visits`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", cookie },
      body: JSON.stringify({ date: istDay(2), time: "10:00" }),
    });
    expect(crossSite.status).toBe(403);
    expect((await fetchPage(server.url, `/property/${metroNest}`)).html).toContain("Log in to schedule a visit");
    const signedInPage = await (await seeker.get(`/property/${metroNest}`)).text();
    expect(signedInPage).toContain("Request visit");
    expect(await (await owner.get(`/property/${metroNest}`)).text()).not.toContain("Request visit");
  });

  it("takes the same request sent several times at once, as a double tap sends it, once", async () => {
    const { client: seeker } = await signUpAndLogIn(server.url, { role: "Client" });
    const body = { date: istDay(9), time: "15:00" };
    const answers = await Promise.all(Array.from({ length: 4 }, () => requestVisit(seeker, metroNest, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const mine = (await (await seeker.get("/api/v1/me/visits")).json()) as { requested: Array<{ id: string }> };
    expect(mine.requested).toHaveLength(1);
  });

  it("limits how many visits one account requests in an hour", async () => {
    const { client: seeker } = await signUpAndLogIn(server.url, { role: "Client" });
    const slots = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30"];
    for (const time of slots) await requestedId(seeker, metroNest, istDay(7), time);
    const res = await requestVisit(seeker, metroNest, { date: istDay(7), time: "14:00" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({
      error: "You have requested several visits in a short time. Please try again in an hour.",
    });
  });

  it("the page form works without JavaScript and answers bad input with 400", async () => {
    const { client: seeker } = await signUpAndLogIn(server.url, { role: "Client" });
    const bad = await seeker.postForm(`/property/${metroNest}/visit`, { date: istDay(1), time: "08:30" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Choose a time between 09:00 and 20:00 India time.");
    const ok = await seeker.postForm(`/property/${metroNest}/visit`, { date: istDay(8), time: "15:00", note: "" });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Visit requested.");
  });
});

describe("a visit whose time has passed", () => {
  it("is not confirmed for the past: accepting it late is refused with what to do", async () => {
    const database = await durableDatabase({ demo: true });
    let own = await startTestServer({ demo: true, ...database.place });
    try {
      const card = cards((await fetchPage(own.url, "/pgs")).html).find((c) => c.name === "Metro Nest PG");
      const listingId = card?.href.replace("/property/", "") ?? "";
      const ownerHere = await logInAs(own.url, demoAccounts(own).owner);
      const { client: seeker } = await signUpAndLogIn(own.url, { role: "Client" });
      const id = await requestedId(seeker, listingId, istDay(1), "10:00");
      // Two days go by unanswered: PGlite admits one process, so the server stops while the visit moves back.
      await own.stop();
      await queryDatabase(
        database.place,
        `update visits set starts_at = starts_at - interval '2 days' where id = '${id}'`,
      );
      own = await startTestServer({ ...database.place });
      const late = await ownerHere.at(own.url).postJson(`/api/v1/me/visits/${id}/accept`, {});
      expect(late.status).toBe(409);
      expect(((await late.json()) as { error: string }).error).toBe(
        "This time has already passed. Propose another time, or ask for one.",
      );
    } finally {
      await own.stop();
      await database.remove();
    }
  });
});
