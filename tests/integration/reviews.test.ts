import { describe, expect, it } from "vitest";
import { logInAs, signUpAndLogIn } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { cards, fetchPage, text } from "../support/html";
import { HttpClient } from "../support/http";
import type { RunningServer } from "../support/server";
import type { TestSmtpServer } from "../support/smtp";

/** The stay clock runs this many days ahead (ADR 040): stays booked for the coming days have ended by it. */
const STAY_CLOCK_DAYS = 20;

let server: RunningServer;
let smtp: TestSmtpServer;
let owner: HttpClient;
let admin: HttpClient;
let hotel: string;
let standardRoom: string;

test.override("serverSetup", {
  mail: true,
  demo: true,
  env: { TRUST_PROXY: "1", TEST_STAY_CLOCK_OFFSET_DAYS: String(STAY_CLOCK_DAYS), MAIL_RETRY_BASE_MS: "200" },
});

test.beforeAll(async ({ server: started, smtp: mailbox, admin: signedIn }) => {
  server = started;
  smtp = mailbox;
  owner = await logInAs(server.url, demoAccounts(server).owner);
  admin = signedIn;
  const card = cards((await fetchPage(server.url, "/hotels")).html).find((c) => c.name === "Hotel Awadh Residency");
  if (!card) throw new Error("Hotel Awadh Residency is not on /hotels");
  hotel = card.href.replace("/property/", "");
  const res = await owner.get(
    `/api/v1/listings/${hotel}/availability?checkIn=${istDay(40)}&checkOut=${istDay(42)}&guests=2`,
  );
  const { roomTypes } = (await res.json()) as { roomTypes: Array<{ id: string; name: string }> };
  standardRoom = roomTypes.find((room) => room.name === "Standard Room")?.id ?? "";
});

const IST_MS = 330 * 60 * 1000;
const DAY_MS = 86_400_000;
/** A day in India's real calendar, `offset` days from today. */
const istDay = (offset: number) => new Date(Date.now() + IST_MS + offset * DAY_MS).toISOString().slice(0, 10);

let addressCount = 0;
/** A new traveller with an account, from an address of their own so per-address limits count each apart. */
async function traveller() {
  addressCount += 1;
  const { client, user } = await signUpAndLogIn(
    server.url,
    { role: "Client" },
    HttpClient.from(server.url, `10.45.${Math.floor(addressCount / 250)}.${addressCount % 250}`),
  );
  return { client, user };
}

/** Two nights from `offset` days ahead (real calendar), booked through the real API by a signed-in traveller. */
async function book(client: HttpClient, offset: number, name: string): Promise<string> {
  const res = await client.postJson(`/api/v1/listings/${hotel}/bookings`, {
    roomTypeId: standardRoom,
    checkIn: istDay(offset),
    checkOut: istDay(offset + 2),
    guests: 2,
    name,
    mobileNumber: "9876543210",
    email: `${name.toLowerCase().replace(/\s+/g, ".")}.${Date.now()}@example.com`,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}

const guestReview = {
  rating: 5,
  cleanliness: 5,
  staff: 4,
  location: 5,
  value: 4,
  body: "Spotless room, helpful front desk and a quiet street near Hazratganj.",
};
const ownerReview = { rating: 4, body: "Polite guests who left the room tidy and checked out on time." };

type Review = { id: string; body: string; status: string; rating: number };
type StayState = { refusal: string | null; mine: Review | null; theirs: Review | null; theirsWritten: boolean };

const reviewOf = (client: HttpClient, reference: string, body: unknown) =>
  client.postJson(`/api/v1/bookings/${reference}/review`, body);
const stateOf = async (client: HttpClient, reference: string) =>
  (await (await client.get(`/api/v1/bookings/${reference}/review`)).json()) as StayState;
const shownReviews = async () =>
  (await (await new HttpClient(server.url).get(`/api/v1/listings/${hotel}/reviews`)).json()) as {
    summary: { count: number; average: number | null };
    reviews: Review[];
  };

describe("who may review", () => {
  it("refuses a stay that has not ended, on the web and in the API, and anyone who was not on the booking", async () => {
    const { client } = await traveller();
    // Ends 32 days from now: twelve days after the stay clock's today.
    const reference = await book(client, 30, "Future Guest");
    const api = await reviewOf(client, reference, guestReview);
    expect(api.status).toBe(403);
    expect(((await api.json()) as { error: string }).error).toBe("You can review this stay once it has ended.");
    const web = await client.postForm(`/booking/${reference}/review`, {
      ...Object.fromEntries(Object.entries(guestReview).map(([k, v]) => [k, String(v)])),
    });
    expect(web.status).toBe(403);
    expect(text(await web.text())).toContain("You can review this stay once it has ended.");
    expect(text(await (await client.get(`/booking/${reference}/review`)).text())).toContain(
      "You can review this stay once it has ended.",
    );

    const ended = await book(client, 8, "Ended Guest");
    const stranger = (await traveller()).client;
    expect((await reviewOf(stranger, ended, guestReview)).status).toBe(404);
    expect((await stranger.postForm(`/booking/${ended}/review`, { rating: "5", body: guestReview.body })).status).toBe(
      404,
    );
    expect((await reviewOf(new HttpClient(server.url), ended, guestReview)).status).toBe(401);
  });

  it("refuses a stay whose 14 days have passed, one the owner marked as a no-show, and a cancelled one", async () => {
    const { client } = await traveller();
    // Ended 17 days before the stay clock's today.
    const late = await book(client, 1, "Late Guest");
    const refused = await reviewOf(client, late, guestReview);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe("The 14 days to review this stay have passed.");

    // The stay clock's today is the day after this stay's check-in: the owner may still say the guest never came.
    const missed = await book(client, STAY_CLOCK_DAYS - 1, "Missing Guest");
    const mark = await owner.postForm(`/booking/${missed}/no-show`, {});
    expect(mark.status).toBe(303);
    const noShow = await reviewOf(client, missed, guestReview);
    expect(noShow.status).toBe(403);
    expect(((await noShow.json()) as { error: string }).error).toBe("Only a stay that took place can be reviewed.");
    expect((await reviewOf(owner, missed, ownerReview)).status).toBe(403);

    // Cancelled before its real dates came: over by the stay clock, yet never stayed.
    const cancelled = await book(client, 9, "Cancelled Guest");
    expect((await client.postJson(`/api/v1/bookings/${cancelled}/cancel`, {})).status).toBe(200);
    const afterCancel = await reviewOf(client, cancelled, guestReview);
    expect(afterCancel.status).toBe(403);
    expect(((await afterCancel.json()) as { error: string }).error).toBe(
      "Only a stay that took place can be reviewed.",
    );
  });

  it("lets the owner mark a no-show only until two days after the check-in day: a stay that took place keeps its review", async () => {
    const { client } = await traveller();
    // In ten days before the stay clock's today, out eight days before: over, its 14 days to review open.
    const stayed = await book(client, STAY_CLOCK_DAYS - 10, "Stayed Guest");
    const page = text(await (await owner.get(`/booking/${stayed}`)).text());
    expect(page).not.toContain("Mark as no-show");
    const late = await owner.postForm(`/booking/${stayed}/no-show`, {});
    expect(late.status).toBe(409);
    expect(text(await late.text())).toContain(
      "A guest can be marked as not arrived only until two days after the check-in day.",
    );
    expect((await reviewOf(client, stayed, guestReview)).status).toBe(201);
  });

  it("takes one review per booking and side, even sent twice at once", async () => {
    const { client } = await traveller();
    const reference = await book(client, 12, "Twice Guest");
    const answers = await Promise.all([
      reviewOf(client, reference, guestReview),
      reviewOf(client, reference, guestReview),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const again = await reviewOf(client, reference, guestReview);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("You have already reviewed this stay.");
  });

  it("checks the review itself: stars from 1 to 5, every category of the kind, 20 to 2,000 characters", async () => {
    const { client } = await traveller();
    const reference = await book(client, 14, "Careful Guest");
    const cases: Array<[unknown, string]> = [
      [{ ...guestReview, rating: 6 }, "Choose a rating from 1 to 5 stars."],
      [{ ...guestReview, body: "Nice." }, "Write at least 20 characters about the stay."],
      [{ ...guestReview, body: "x".repeat(2001) }, "A review can be at most 2,000 characters."],
      [{ rating: 4, body: guestReview.body }, "Rate each category from 1 to 5 stars."],
    ];
    for (const [body, error] of cases) {
      const res = await reviewOf(client, reference, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(error);
    }
    expect((await stateOf(client, reference)).mine).toBeNull();
  });
});

describe("both sides, blind", () => {
  it("shows neither review to the other side or the public until both are in", async () => {
    const before = await shownReviews();
    const { client } = await traveller();
    const reference = await book(client, 16, "Blind Guest");

    expect((await reviewOf(client, reference, guestReview)).status).toBe(201);
    const ownerBefore = await stateOf(owner, reference);
    expect(ownerBefore.theirsWritten).toBe(true);
    expect(ownerBefore.theirs).toBeNull();
    expect(text(await (await owner.get(`/booking/${reference}`)).text())).toContain(
      "The guest has reviewed the stay. You will see it once you have written yours",
    );
    expect((await shownReviews()).summary.count).toBe(before.summary.count);
    const listingPage = async () => text((await fetchPage(server.url, `/property/${hotel}`)).html);
    expect(await listingPage()).not.toContain(guestReview.body);

    const written = await reviewOf(owner, reference, ownerReview);
    expect(written.status).toBe(201);
    expect((await stateOf(owner, reference)).theirs?.body).toBe(guestReview.body);
    expect((await stateOf(client, reference)).theirs?.body).toBe(ownerReview.body);
    const after = await shownReviews();
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.reviews[0].body).toBe(guestReview.body);
    // The owner's review of a guest is never on the listing's page.
    expect(after.reviews.map((review) => review.body)).not.toContain(ownerReview.body);
    // The listing's page, kept by the page cache before, is rendered again with the review.
    await expect.poll(listingPage).toContain(guestReview.body);
    expect(await listingPage()).not.toContain(ownerReview.body);

    // The guest books again: the owner, deciding on the new booking, reads what owners said after the earlier stay.
    const next = await book(client, 44, "Blind Guest");
    const ownerView = text(await (await owner.get(`/booking/${next}`)).text());
    expect(ownerView).toContain("What owners said about Blind Guest after earlier stays");
    expect(ownerView).toContain(ownerReview.body);
    const guestView = text(await (await client.get(`/booking/${next}`)).text());
    expect(guestView).not.toContain("What owners said about");
  });
});

/** The Admin's decision on a held or reported review, posted from the reports page. */
const decide = (reviewId: string, decision: string, reason?: string) =>
  admin.postForm("/admin/reports?review", { reviewId, decision, ...(reason === undefined ? {} : { reason }) });
const adminQueue = async () => {
  const html = text(await (await admin.get("/admin/reports")).text());
  return html.slice(html.indexOf("Held and reported reviews"));
};

describe("moderation", () => {
  it("tells a guest who booked without an account, by their booking's link, that their review was removed", async () => {
    const email = `keyless.removed.${Date.now()}@example.com`;
    const booked = await new HttpClient(server.url).postJson(`/api/v1/listings/${hotel}/bookings`, {
      roomTypeId: standardRoom,
      checkIn: istDay(13),
      checkOut: istDay(15),
      guests: 2,
      name: "Kiran Linkonly",
      mobileNumber: "9876543210",
      email,
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { reference, key } = (await booked.json()) as { reference: string; key: string };
    const guest = new HttpClient(server.url);
    const held = await guest.postJson(`/api/v1/bookings/${reference}/review?key=${encodeURIComponent(key)}`, {
      ...guestReview,
      body: "Nice rooms; call me on 98765 43210 and I will tell you a cheaper way to book.",
    });
    expect(held.status).toBe(201);
    const { review } = (await held.json()) as { review: Review & { authorName: string } };
    expect(review).toMatchObject({ status: "held", authorName: "Kiran" });
    // The Admin sees who wrote it: the name and address it was booked with.
    expect(await adminQueue()).toContain(email);
    expect((await decide(review.id, "remove", "It asks readers to call a number.")).status).toBe(200);
    const mail = await smtp.waitForMail(email, "Your review of “Hotel Awadh Residency” was removed");
    expect(mail.text).toContain("Why: It asks readers to call a number.");
    expect(mail.text).toContain(`/booking/${reference}?key=`);
  });

  it("holds a review with a phone number for the Admin, who releases it: only then is it shown", async () => {
    const { client } = await traveller();
    const reference = await book(client, 18, "Phone Guest");
    const body = { ...guestReview, body: "Good stay, but call me on 98765 43210 for a cheaper rate next time." };
    const res = await reviewOf(client, reference, body);
    expect(res.status).toBe(201);
    const created = (await res.json()) as { message: string; review: Review };
    expect(created.review.status).toBe("held");
    expect(created.message).toContain("GharStay's team will check it");
    expect((await reviewOf(owner, reference, ownerReview)).status).toBe(201);
    expect((await stateOf(owner, reference)).theirs).toBeNull();
    expect((await shownReviews()).reviews.map((review) => review.body)).not.toContain(body.body);

    // It waits in the Admin's queue, saying why.
    const queue = await adminQueue();
    expect(queue).toContain(body.body);
    expect(queue).toContain("Held: it has a phone number in it.");
    // Nobody but an Admin decides.
    expect(
      (await owner.postForm("/admin/reports?review", { reviewId: created.review.id, decision: "release" })).status,
    ).toBe(403);

    const released = await decide(created.review.id, "release");
    expect(released.status).toBe(200);
    expect(text(await released.text())).toContain("Review released: “Hotel Awadh Residency”.");
    expect((await shownReviews()).reviews.map((review) => review.body)).toContain(body.body);
    expect((await stateOf(owner, reference)).theirs?.body).toBe(body.body);
    expect(await adminQueue()).not.toContain(body.body);
    // A second decision on it is refused, not applied twice.
    const again = await decide(created.review.id, "remove", "Too late");
    expect(again.status).toBe(400);
    expect(text(await again.text())).toContain("This review has been decided already.");
  });

  it("takes reports from the owner and anyone signed in; the Admin removes the review with a reason its author is told", async () => {
    const { client, user } = await traveller();
    const reference = await book(client, 17, "Rude Guest");
    const words = "The manager is a crook and his whole family are liars, avoid this hotel completely.";
    const written = await reviewOf(client, reference, { ...guestReview, rating: 1, body: words });
    expect(written.status).toBe(201);
    const reviewId = ((await written.json()) as { review: Review }).review.id;
    expect((await reviewOf(owner, reference, ownerReview)).status).toBe(201);

    // Checked on the server: a reason from the list, a few words for 'Something else', signed in, not one's own.
    const report = (who: HttpClient, body: unknown) => who.postJson(`/api/v1/reviews/${reviewId}/report`, body);
    const refusals: Array<[HttpClient, unknown, number, string]> = [
      [owner, { reason: "negative" }, 400, "Please choose why you are reporting this review."],
      [owner, { reason: "other" }, 400, "Please say what is wrong with this review, in at most 1,000 characters."],
      [new HttpClient(server.url), { reason: "offensive" }, 401, "Please log in to report a review."],
      [client, { reason: "offensive" }, 403, "You cannot report your own review."],
    ];
    for (const [who, body, status, error] of refusals) {
      const res = await report(who, body);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: string }).error).toBe(error);
    }
    const byOwner = await report(owner, { reason: "offensive", details: "Insults my family." });
    expect(byOwner.status).toBe(201);
    expect((await report(owner, { reason: "offensive" })).status).toBe(409);
    // Anyone signed in, through the page without JavaScript.
    const reader = (await traveller()).client;
    expect(text(await (await reader.get(`/reviews/${reviewId}/report`)).text())).toContain(words);
    const byReader = await reader.postForm(`/reviews/${reviewId}/report`, { reason: "offensive" });
    expect(byReader.status).toBe(201);
    expect(text(await byReader.text())).toContain("Thank you. GharStay's team will look at this review.");

    // A report hides nothing by itself: the review stays until the Admin decides.
    expect((await shownReviews()).reviews.map((review) => review.body)).toContain(words);
    const queue = await adminQueue();
    expect(queue).toContain(words);
    expect(queue).toContain("Offensive, hateful or threatening");
    expect(queue).toContain("Insults my family.");

    const noReason = await decide(reviewId, "remove", "");
    expect(noReason.status).toBe(400);
    expect(text(await noReason.text())).toContain("Write why the review is removed");
    const reason = "It insults the family of the owner, which the rules for reviews do not allow.";
    const removed = await decide(reviewId, "remove", reason);
    expect(removed.status).toBe(200);
    expect(text(await removed.text())).toContain("Review removed: “Hotel Awadh Residency”.");

    expect((await shownReviews()).reviews.map((review) => review.body)).not.toContain(words);
    await expect.poll(async () => text((await fetchPage(server.url, `/property/${hotel}`)).html)).not.toContain(words);
    expect(await adminQueue()).not.toContain(words);
    // Its author reads why, on their booking and by e-mail; the text itself was never changed.
    const mine = (await stateOf(client, reference)).mine;
    expect(mine?.status).toBe("removed");
    expect(mine?.body).toBe(words);
    const page = text(await (await client.get(`/booking/${reference}`)).text());
    // The page's HTML writes the apostrophe as an entity.
    expect(page).toContain("GharStay&#x27;s team removed your review, so nobody else sees it.");
    expect(page).toContain(reason);
    const mail = await smtp.waitForMail(user.email.toLowerCase(), "Your review of “Hotel Awadh Residency” was removed");
    expect(mail.text).toContain(reason);
  });

  it("never lets a report or the owner change what a review says", async () => {
    const { client } = await traveller();
    const reference = await book(client, 15, "Honest Guest");
    const words = "Room was small and noisy at night, and the breakfast was cold both mornings.";
    const written = await reviewOf(client, reference, { ...guestReview, rating: 2, body: words });
    const reviewId = ((await written.json()) as { review: Review }).review.id;
    expect((await reviewOf(owner, reference, ownerReview)).status).toBe(201);
    expect((await owner.postJson(`/api/v1/reviews/${reviewId}/report`, { reason: "fake" })).status).toBe(201);
    const kept = await decide(reviewId, "release");
    expect(kept.status).toBe(200);
    expect(text(await kept.text())).toContain("Review kept: “Hotel Awadh Residency”.");
    const shown = (await shownReviews()).reviews.find((review) => review.id === reviewId);
    expect(shown?.body).toBe(words);
    expect(shown?.rating).toBe(2);
    // No address edits a review: only a reply is added beside it.
    expect((await owner.postJson(`/api/v1/reviews/${reviewId}/edit`, { body: "Lovely stay." })).status).toBe(404);
  });
});

describe("showing them", () => {
  it("puts the average and count on the listing's card from its third shown review", async () => {
    for (const offset of [5, 8, 10]) {
      const { client } = await traveller();
      const reference = await book(client, offset, `Card Guest ${offset}`);
      expect((await reviewOf(client, reference, { ...guestReview, rating: 4 })).status).toBe(201);
      expect((await reviewOf(owner, reference, ownerReview)).status).toBe(201);
    }
    const { summary } = await shownReviews();
    expect(summary.count).toBeGreaterThanOrEqual(3);
    const average = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(
      Math.round((summary.average ?? 0) * 10) / 10,
    );
    await expect
      .poll(async () => {
        const html = text((await fetchPage(server.url, "/hotels")).html);
        const card = html.slice(html.indexOf("Hotel Awadh Residency"));
        return card.includes(`★ ${average}`) && card.includes(`${summary.count} reviews`);
      })
      .toBe(true);

    const page = await fetchPage(server.url, `/property/${hotel}/reviews?sort=helpful`);
    expect(page.status).toBe(200);
    expect(text(page.html)).toContain(`${summary.count} reviews`);
    expect(text(page.html)).toContain("Stayed 2 nights in");
  });

  it("counts 'Was this helpful?' once per account and puts the most helpful first; the owner replies once", async () => {
    const { client } = await traveller();
    const reference = await book(client, 11, "Helpful Guest");
    const words = "Quiet room at the back, and the front desk kept our bags safe after check-out.";
    const written = await reviewOf(client, reference, { ...guestReview, body: words });
    const reviewId = ((await written.json()) as { review: Review }).review.id;
    expect((await reviewOf(owner, reference, ownerReview)).status).toBe(201);

    const helpful = (who: HttpClient) => who.postJson(`/api/v1/reviews/${reviewId}/helpful`, {});
    expect((await helpful(new HttpClient(server.url))).status).toBe(401);
    const own = await helpful(client);
    expect(own.status).toBe(403);
    expect(((await own.json()) as { error: string }).error).toBe("You cannot vote for your own review.");
    const reader = (await traveller()).client;
    expect((await helpful(reader)).status).toBe(200);
    // A second vote from the same account is taken without counting again.
    expect((await helpful(reader)).status).toBe(200);
    // Another account votes through the page's form, without JavaScript.
    const other = (await traveller()).client;
    expect((await other.postForm(`/reviews/${reviewId}/helpful`, {})).status).toBe(303);

    const mostHelpful = (await (
      await new HttpClient(server.url).get(`/api/v1/listings/${hotel}/reviews?sort=helpful`)
    ).json()) as { reviews: Array<Review & { helpfulCount: number }> };
    expect(mostHelpful.reviews[0]).toMatchObject({ id: reviewId, helpfulCount: 2 });
    const visitorPage = text((await fetchPage(server.url, `/property/${hotel}/reviews?sort=helpful`)).html);
    expect(visitorPage).toContain("2 people found this helpful");
    const readerPage = text(await (await reader.get(`/property/${hotel}/reviews?sort=helpful`)).text());
    expect(readerPage).toContain("You found this helpful.");

    const reply = (who: HttpClient, body: string) => who.postJson(`/api/v1/reviews/${reviewId}/reply`, { reply: body });
    expect((await reply(reader, "I agree, the bags were safe.")).status).toBe(403);
    const answer = "Thank you for staying with us; the back rooms are kept for guests who want quiet.";
    expect((await reply(owner, answer)).status).toBe(200);
    expect((await reply(owner, "A second reply that must not replace the first.")).status).toBe(409);
    await expect.poll(async () => text((await fetchPage(server.url, `/property/${hotel}`)).html)).toContain(answer);

    // 'Download my data': the author's review with its reply, the reader's vote.
    const exported = async (who: HttpClient) => (await who.get("/api/v1/me/settings/export")).json();
    expect((await exported(client)).reviewsWritten).toEqual([
      expect.objectContaining({ id: reviewId, body: words, reply: answer }),
    ]);
    expect((await exported(reader)).reviewsFlagged).toEqual({
      reported: [],
      helpful: [expect.objectContaining({ reviewId })],
    });
  });

  it("keeps a review whose author deleted their account in the rating, but not among the JSON-LD reviews, which need a name", async () => {
    const { client, user } = await traveller();
    const reference = await book(client, 13, "Leaving Guest");
    const words = "Friendly staff and a clean bathroom, though the lift was slow in the mornings.";
    expect((await reviewOf(client, reference, { ...guestReview, body: words })).status).toBe(201);
    expect((await reviewOf(owner, reference, ownerReview)).status).toBe(201);
    const deletion = { confirmation: "DELETE", currentPassword: user.password };
    expect((await client.postForm("/profile/settings?form=delete", deletion)).status).toBe(302);

    const { summary } = await shownReviews();
    // Rendered for a signed-in reader, not taken from the page cache: deleting an account changes no listing.
    const html = await (await owner.get(`/property/${hotel}`)).text();
    expect(text(html)).toContain(words);
    // On the page it is signed by what its author was, not by a blank.
    expect(text(html)).toContain("A former guest");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      ([, json]) => JSON.parse(json) as { aggregateRating?: { reviewCount: number }; review?: unknown[] },
    );
    const rated = blocks.find((block) => block.aggregateRating);
    expect(rated?.aggregateRating?.reviewCount).toBe(summary.count);
    const listed = (rated?.review ?? []) as Array<{ author: { name: string }; reviewBody: string }>;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.map((review) => review.reviewBody)).not.toContain(words);
    for (const review of listed) expect(review.author.name).not.toBe("");
  });
});
