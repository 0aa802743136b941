import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { KIND_REVIEW_CATEGORIES, listingKind } from "~/content/listing-kinds";
import { REVIEW_WINDOW_DAYS, type ReviewCategory, type ReviewSide, type ReviewStatus } from "~/content/review-options";
import { type Database, database } from "~/db/client.server";
import { bookings, listings, reviews, reviewVotes, users } from "~/db/schema";
import {
  addDays,
  keyMatches,
  markBookingNoShow,
  nightsBetween,
  todayInIndia,
} from "~/features/bookings/bookings.server";
import { listingName } from "~/features/listings/listings";
import { env } from "~/lib/env.server";
import type { FieldErrors, SubmittedValues } from "~/lib/field-errors";
import { readSubmission, refusedOutcome } from "~/lib/form-submission.server";
import { logger } from "~/lib/logger.server";
import type { CurrentUser } from "~/lib/session.server";
import { stayNow } from "~/lib/stay-clock.server";
import { bayesianAverage } from "./rating-order";

export { reviewFlagsForExport, reviewsWrittenForExport } from "./reviews-export.server";

import { inviteEndedStays } from "./review-invitations.server";
import { REVIEW_MESSAGES, type ReviewField, type ReviewInput, replySchema, reviewSchema } from "./review-schema";
import { heldReason } from "./review-text";

// The reviews part's server entry (docs/architecture.md): besides this module, the 'Best rated' order search uses.
export {
  bayesianAverage,
  PRIOR_MEAN,
  PRIOR_WEIGHT,
  RATED_MIN_AVERAGE,
  RATED_MIN_REVIEWS,
  ratedHighly,
} from "./rating-order";

export type Refusal = { ok: false; status: 400 | 401 | 403 | 404 | 409 | 413 | 415; message: string };
const refuse = (status: Refusal["status"], message: string): Refusal => ({ ok: false, status, message });

/** Today in India by the stay clock (which tests may move, ADR 040). */
const stayToday = () => todayInIndia(stayNow());
/** The last day of a stay's review window: both sides may write until the day before it. */
export const windowClosesOn = (checkOut: string) => addDays(checkOut, REVIEW_WINDOW_DAYS);

/**
 * Shown to the other side and the public once both have written or the window closed. `revealed_at` is written at
 * those moments (for the page cache); the window's end is read too, so a review is never hidden past it while the
 * look that writes it has yet to run.
 */
const revealed = (today: string) =>
  or(sql`${reviews.revealedAt} is not null`, lte(bookings.checkOut, addDays(today, -REVIEW_WINDOW_DAYS)));

const stayColumns = {
  id: bookings.id,
  reference: bookings.reference,
  listingId: bookings.listingId,
  ownerId: bookings.ownerId,
  travellerId: bookings.travellerId,
  guestName: bookings.guestName,
  status: bookings.status,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  noShowAt: bookings.noShowAt,
  bedTypeId: bookings.bedTypeId,
  movedInAt: bookings.movedInAt,
  listingName: listings.projectBuildingName,
  listingType: listings.listingType,
  propertyType: listings.propertyType,
};
const stayQuery = (db: Database, reference: string) =>
  db
    .select(stayColumns)
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(bookings.reference, reference))
    .limit(1);
type Stay = Awaited<ReturnType<typeof stayQuery>>[number];

async function stayOf(db: Database, reference: string, lock = false): Promise<Stay | undefined> {
  const query = stayQuery(db, reference);
  const [row] = await (lock ? query.for("update", { of: bookings }) : query);
  return row;
}

/**
 * Who reads a stay's reviews: a signed-in traveller or owner, or the guest by the key of the booking's own link, which
 * a guest who booked without an account reaches everything of their booking by (ADR 035, ADR 040).
 */
export type StayReader = { user: CurrentUser | null; key: string | null };

function sideOf(stay: Stay, { user, key }: StayReader): ReviewSide | null {
  if (user && user.id === stay.travellerId) return "guest";
  if (user && user.id === stay.ownerId) return "host";
  return keyMatches(stay.id, key) ? "guest" : null;
}

/** The categories a guest rates this stay on; the owner rates a guest overall only. */
const categoriesOf = (stay: Stay, side: ReviewSide): readonly ReviewCategory[] =>
  side === "guest" ? KIND_REVIEW_CATEGORIES[listingKind(stay)] : [];

/**
 * Why this stay cannot be reviewed today, or null when it can: ended, took place, window open. A bed's first month
 * ends at its `checkOut`, 30 days after the move-in, which the owner must have confirmed (ADR 054).
 */
function whyNot(stay: Stay, today: string): string | null {
  if (stay.status !== "confirmed" || stay.noShowAt !== null) return REVIEW_MESSAGES.notStayed;
  if (stay.bedTypeId !== null && stay.movedInAt === null) return REVIEW_MESSAGES.notMovedIn;
  if (today < stay.checkOut) return stay.bedTypeId ? REVIEW_MESSAGES.residentTooSoon : REVIEW_MESSAGES.notEnded;
  if (today >= windowClosesOn(stay.checkOut)) return REVIEW_MESSAGES.closed;
  return null;
}

/**
 * Days after the check-in day an owner may still say the guest never came, as the booking sites allow: long enough to
 * notice, too short to take back a stay that took place once its guest could review it (a week's stay, say).
 */
const NO_SHOW_DAYS = 2;

/** Why a confirmed stay, not yet marked, cannot be marked as a no-show today, or null when it can. */
function noShowRefusal(stay: Stay, today: string): string | null {
  if (today < stay.checkIn) return REVIEW_MESSAGES.noShowTooEarly;
  if (today > addDays(stay.checkIn, NO_SHOW_DAYS)) return REVIEW_MESSAGES.noShowWindowOver;
  return null;
}

const mayBeNoShow = (stay: Stay, today: string) =>
  stay.status === "confirmed" && stay.noShowAt === null && noShowRefusal(stay, today) === null;

/** A review as pages and the JSON API show it. */
export type ReviewView = {
  id: string;
  side: ReviewSide;
  rating: number;
  categories: Partial<Record<ReviewCategory, number>>;
  body: string;
  status: ReviewStatus;
  authorName: string;
  /** The stay's first night and its length: 'Stayed 2 nights in March 2027'. */
  stayedFrom: string;
  nights: number;
  reply: string | null;
  helpfulCount: number;
  createdAt: string;
  /** Why an Admin removed it: shown to its author only, who alone sees a removed review. */
  removedReason: string | null;
};

const reviewColumns = {
  id: reviews.id,
  side: reviews.side,
  rating: reviews.rating,
  categories: reviews.categories,
  body: reviews.body,
  status: reviews.status,
  // An account's name, or the name a guest without one booked under; nobody's once an account is deleted.
  authorName: sql<string | null>`coalesce(${users.name}, ${reviews.guestAuthorName})`,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  reply: reviews.reply,
  helpfulCount: reviews.helpfulCount,
  createdAt: reviews.createdAt,
  removedReason: reviews.removedReason,
};

const reviewRows = (db: Database) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .leftJoin(users, eq(users.id, reviews.authorId));
type ReviewRow = Awaited<ReturnType<typeof reviewRows>>[number];

function reviewView(row: ReviewRow): ReviewView {
  return {
    id: row.id,
    side: row.side,
    rating: row.rating,
    categories: row.categories,
    body: row.body,
    status: row.status,
    // A first name only: enough to tell reviewers apart, not enough to find them.
    authorName: row.authorName?.split(/\s+/)[0] ?? "",
    stayedFrom: row.checkIn,
    nights: nightsBetween(row.checkIn, row.checkOut),
    reply: row.reply,
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt.toISOString(),
    removedReason: row.removedReason,
  };
}

/** What one side of a booking sees of its reviews: whether it may write, its own, and the other's once revealed. */
export type StayReviews = {
  reference: string;
  listingId: string;
  listingName: string;
  guestName: string;
  side: ReviewSide;
  /** The booking link's key the guest came by, for the review's own links; null when signed in. */
  key: string | null;
  categories: readonly ReviewCategory[];
  /** Why a review cannot be written now, or null when the form is open. */
  refusal: string | null;
  closesOn: string;
  mine: ReviewView | null;
  /** The other side's review once revealed; before that only whether it was written. */
  theirs: ReviewView | null;
  theirsWritten: boolean;
  /** The owner may still say the guest never came: from the check-in day to two days after it, before anyone reviewed. */
  mayMarkNoShow: boolean;
};

export async function stayReviews(reference: string, reader: StayReader): Promise<StayReviews | null> {
  const db = database();
  const stay = await stayOf(db, reference);
  const side = stay && sideOf(stay, reader);
  if (!stay || !side) return null;
  const today = stayToday();
  const rows = await reviewRows(db).where(eq(reviews.bookingId, stay.id));
  const mine = rows.find((row) => row.side === side);
  const theirs = rows.find((row) => row.side !== side);
  // Blind: the other side's review only once both are in or the window closed.
  const theirsShown = theirs?.status === "published" && (mine !== undefined || today >= windowClosesOn(stay.checkOut));
  return {
    reference: stay.reference,
    listingId: stay.listingId,
    listingName: listingName(stay.listingName),
    guestName: stay.guestName,
    side,
    key: side === "guest" && reader.user?.id !== stay.travellerId ? reader.key : null,
    categories: categoriesOf(stay, side),
    refusal: mine ? REVIEW_MESSAGES.already : whyNot(stay, today),
    closesOn: windowClosesOn(stay.checkOut),
    mine: mine ? reviewView(mine) : null,
    theirs: theirsShown ? reviewView(theirs) : null,
    theirsWritten: theirs !== undefined,
    mayMarkNoShow: side === "host" && rows.length === 0 && mayBeNoShow(stay, today),
  };
}

/** Owners' reviews of a guest an owner may read before their stay: at most this many, newest first. */
const GUEST_REVIEWS_SHOWN = 10;

/**
 * What other owners wrote about the guest of a booking or request, for that booking's owner only (issue 45, item 2):
 * their shown reviews of this traveller from other stays, never this stay's own, never anyone else's view.
 */
export async function guestReviewsForOwner(reference: string, user: CurrentUser | null): Promise<ReviewView[]> {
  const db = database();
  const stay = await stayOf(db, reference);
  if (!stay || !user || stay.ownerId !== user.id || !stay.travellerId) return [];
  const rows = await reviewRows(db)
    .where(
      and(
        eq(bookings.travellerId, stay.travellerId),
        sql`${bookings.id} <> ${stay.id}`,
        eq(reviews.side, "host"),
        eq(reviews.status, "published"),
        revealed(stayToday()),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(GUEST_REVIEWS_SHOWN);
  return rows.map(reviewView);
}

export type ReviewOutcome =
  | { ok: true; status: 201; message: string; review: ReviewView }
  | (Refusal & { fieldErrors?: FieldErrors<ReviewField>; values?: SubmittedValues });

/**
 * One side's review of an ended stay, from a form or the JSON API. The booking's row is locked first, so the two
 * sides writing at once see each other's review: the second reveals both. The unique index refuses a second review of
 * one side, even one sent twice at the same moment.
 */
export async function submitReview(
  reference: string,
  reader: StayReader,
  request: Request,
  { json = false } = {},
): Promise<ReviewOutcome> {
  if (!reader.user && !reader.key) return refuse(401, REVIEW_MESSAGES.noAccount);
  const submission = await readSubmission(request, reviewSchema, { json, limit: 16 * 1024 });
  if (!submission.ok) return { ...refusedOutcome(submission), values: submission.values };
  return database().transaction(async (tx) => {
    const stay = await stayOf(tx, reference, true);
    const side = stay && sideOf(stay, reader);
    if (!stay || !side) return refuse(404, REVIEW_MESSAGES.notFound);
    const why = whyNot(stay, stayToday());
    if (why) return refuse(403, why);
    const input = submission.value;
    const categories = categoriesOf(stay, side);
    const missing = categories.filter((category) => input[category] === undefined);
    if (missing.length > 0) {
      const fieldErrors = Object.fromEntries(missing.map((category) => [category, REVIEW_MESSAGES.category]));
      return { ...refuse(400, REVIEW_MESSAGES.category), fieldErrors, values: submission.values };
    }
    const held = heldReason(input.body);
    const [created] = await tx
      .insert(reviews)
      .values({
        bookingId: stay.id,
        listingId: stay.listingId,
        // The booking's own traveller or owner, whoever wrote it: a guest without an account has none.
        authorId: side === "guest" ? stay.travellerId : stay.ownerId,
        guestAuthorName: side === "guest" && stay.travellerId === null ? stay.guestName : null,
        side,
        rating: input.rating,
        categories: ratedCategories(input, categories),
        body: input.body,
        status: held ? "held" : "published",
        heldReason: held,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!created) return refuse(409, REVIEW_MESSAGES.already);
    // The second side's review reveals both; a first one stays hidden until then or until the window closes.
    const [{ written }] = await tx
      .select({ written: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.bookingId, stay.id));
    // The reviews table's trigger records the listing as changed, so its cached page shows the guest's review.
    if (written === 2) await tx.update(reviews).set({ revealedAt: new Date() }).where(eq(reviews.bookingId, stay.id));
    const [row] = await reviewRows(tx).where(eq(reviews.id, created.id));
    return {
      ok: true as const,
      status: 201 as const,
      message: held ? REVIEW_MESSAGES.held : REVIEW_MESSAGES.published,
      review: reviewView(row),
    };
  });
}

function ratedCategories(input: ReviewInput, categories: readonly ReviewCategory[]) {
  return Object.fromEntries(categories.map((category) => [category, input[category] as number]));
}

/** A listing's guest reviews in short: how many, their average, and each category's average. */
export type RatingSummary = {
  count: number;
  average: number | null;
  /** The Bayesian average 'Best rated' orders by (rating-order.ts): the plain average pulled toward the prior. */
  score: number;
  categories: Array<{ category: ReviewCategory; average: number }>;
};

/**
 * A listing's shown guest reviews on its pages and in the JSON API: the revealed ones, as its card and its search
 * figures count them (ADR 050). Written as the predicate of the partial index `reviews_listing_shown_idx`, with its
 * constants, so a listing's pages read its own reviews by the index. Reading a closed window as revealed too (as a
 * side's own booking does) made the condition span bookings: every render read every review and booking of the site.
 * A review whose window closed waits for the look that reveals it (a minute), which renders the page again.
 */
const shownOf = (listingId: string) =>
  sql`${reviews.listingId} = ${listingId} and ${reviews.side} = 'guest' and ${reviews.status} = 'published'
    and ${reviews.revealedAt} is not null`;

export async function ratingSummary(listingId: string): Promise<RatingSummary> {
  const db = database();
  const where = shownOf(listingId);
  // How many and their stars are kept on the listing by the reviews trigger (ADR 050), for the same reviews as `where`.
  const [totals] = await db
    .select({ count: listings.reviewCount, stars: listings.reviewStars })
    .from(listings)
    .where(eq(listings.id, listingId));
  const perCategory = await db
    .select({ category: sql<ReviewCategory>`c.key`, average: sql<string>`avg(c.value::int)` })
    .from(reviews)
    .innerJoin(sql`jsonb_each_text(${reviews.categories}) as c`, sql`true`)
    .where(where)
    .groupBy(sql`c.key`)
    .orderBy(sql`c.key`);
  const count = totals?.count ?? 0;
  const stars = totals?.stars ?? 0;
  return {
    count,
    average: count > 0 ? stars / count : null,
    score: bayesianAverage(count, stars),
    categories: perCategory.map((row) => ({ category: row.category, average: Number(row.average) })),
  };
}

export const REVIEW_SORTS = ["newest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const isReviewSort = (value: string | null): value is ReviewSort =>
  (REVIEW_SORTS as readonly (string | null)[]).includes(value);
export const REVIEWS_PER_PAGE = 10;

/** A page of a listing's shown guest reviews, newest first or most helpful first. */
export async function listingReviews(listingId: string, { sort, page }: { sort: ReviewSort; page: number }) {
  const order =
    sort === "helpful"
      ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const rows = await reviewRows(database())
    .where(shownOf(listingId))
    .orderBy(...order)
    .limit(REVIEWS_PER_PAGE)
    .offset((page - 1) * REVIEWS_PER_PAGE);
  return rows.map(reviewView);
}

/** Which of these reviews the viewer already found helpful, so the button says so. */
export async function votedBy(userId: string | undefined, reviewIds: string[]): Promise<string[]> {
  if (!userId || reviewIds.length === 0) return [];
  const rows = await database()
    .select({ id: reviewVotes.reviewId })
    .from(reviewVotes)
    .where(and(eq(reviewVotes.userId, userId), inArray(reviewVotes.reviewId, reviewIds)));
  return rows.map((row) => row.id);
}

type Done = { ok: true; message: string; listingId: string };

/** A shown guest review of a listing, with the listing's owner. */
export async function shownReview(db: Database, reviewId: string) {
  if (reviewId.length > 64) return undefined;
  const [row] = await db
    .select({ id: reviews.id, listingId: reviews.listingId, authorId: reviews.authorId, ownerId: listings.userId })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(
      and(eq(reviews.id, reviewId), eq(reviews.side, "guest"), eq(reviews.status, "published"), revealed(stayToday())),
    );
  return row;
}

/** A shown guest review as pages show it, with its listing: what a reader reports. */
export async function shownReviewView(reviewId: string) {
  const db = database();
  const review = await shownReview(db, reviewId);
  if (!review) return null;
  const [[row], [listing]] = await Promise.all([
    reviewRows(db).where(eq(reviews.id, reviewId)),
    db.select({ name: listings.projectBuildingName }).from(listings).where(eq(listings.id, review.listingId)),
  ]);
  return { review: reviewView(row), listingId: review.listingId, listingName: listingName(listing?.name) };
}

/** The owner's one public reply under a guest's review; a second is refused, and no reply edits the review. */
export async function replyToReview(
  reviewId: string,
  user: CurrentUser | null,
  request: Request,
  { json = false } = {},
) {
  if (!user) return refuse(401, REVIEW_MESSAGES.noAccount);
  const submission = await readSubmission(request, replySchema, { json, limit: 8 * 1024 });
  if (!submission.ok) return refuse(submission.status, refusedOutcome(submission).message);
  const db = database();
  const review = await shownReview(db, reviewId);
  if (!review) return refuse(404, REVIEW_MESSAGES.reviewNotFound);
  if (review.ownerId !== user.id) return refuse(403, REVIEW_MESSAGES.onlyOwnerReplies);
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(reviews)
      .set({ reply: submission.value.reply, repliedAt: new Date() })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
      .returning({ id: reviews.id });
    if (!done) return refuse(409, REVIEW_MESSAGES.alreadyReplied);
    return { ok: true, message: REVIEW_MESSAGES.replied, listingId: review.listingId } satisfies Done;
  });
}

/** 'Was this helpful?': one vote per account and review; a second one changes nothing. */
export async function voteHelpful(reviewId: string, user: CurrentUser | null): Promise<Done | Refusal> {
  if (!user) return refuse(401, REVIEW_MESSAGES.noAccount);
  const db = database();
  const review = await shownReview(db, reviewId);
  if (!review) return refuse(404, REVIEW_MESSAGES.reviewNotFound);
  if (review.authorId === user.id) return refuse(403, REVIEW_MESSAGES.ownReview);
  await db.transaction(async (tx) => {
    const [vote] = await tx
      .insert(reviewVotes)
      .values({ reviewId, userId: user.id })
      .onConflictDoNothing()
      .returning({ id: reviewVotes.reviewId });
    if (vote) {
      await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(eq(reviews.id, reviewId));
    }
  });
  return { ok: true, message: REVIEW_MESSAGES.voted, listingId: review.listingId };
}

/** An ended stay waiting for this person's review, with the day its window closes. */
export type ReviewInvitation = { reference: string; listingName: string; guestName: string; closesOn: string };

/**
 * The invitations of 'My bookings' (as guest) or the owner's 'Bookings' (as host): confirmed stays that ended within
 * the window, not marked as no-shows, not yet reviewed by this side.
 */
export async function reviewInvitations(userId: string, side: ReviewSide): Promise<ReviewInvitation[]> {
  const today = stayToday();
  const rows = await database()
    .select({
      reference: bookings.reference,
      listingName: listings.projectBuildingName,
      guestName: bookings.guestName,
      checkOut: bookings.checkOut,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .leftJoin(reviews, and(eq(reviews.bookingId, bookings.id), eq(reviews.side, side)))
    .where(
      and(
        eq(side === "guest" ? bookings.travellerId : bookings.ownerId, userId),
        eq(bookings.status, "confirmed"),
        isNull(bookings.noShowAt),
        // A resident of a bed is invited only once the owner confirmed the move-in (ADR 054).
        or(isNull(bookings.bedTypeId), isNotNull(bookings.movedInAt)),
        lte(bookings.checkOut, today),
        sql`${bookings.checkOut} > ${addDays(today, -REVIEW_WINDOW_DAYS)}`,
        isNull(reviews.id),
      ),
    )
    .orderBy(bookings.checkOut)
    .limit(50);
  return rows.map((row) => ({
    reference: row.reference,
    listingName: listingName(row.listingName),
    guestName: row.guestName,
    closesOn: windowClosesOn(row.checkOut),
  }));
}

/**
 * The owner marks that the guest never came, from the check-in day until two days after it (by the stay clock): the
 * stay then cannot be reviewed by either side.
 */
export async function markNoShow(reference: string, user: CurrentUser | null): Promise<Done | Refusal> {
  const db = database();
  const stay = await stayOf(db, reference);
  const side = stay && user ? sideOf(stay, { user, key: null }) : null;
  if (!stay || !side) return refuse(404, REVIEW_MESSAGES.notFound);
  if (side !== "host") return refuse(403, REVIEW_MESSAGES.onlyOwner);
  if (stay.status !== "confirmed") return refuse(409, REVIEW_MESSAGES.noShowNotConfirmed);
  if (stay.noShowAt !== null) return refuse(409, REVIEW_MESSAGES.noShowAlready);
  const refusal = noShowRefusal(stay, stayToday());
  if (refusal) return refuse(409, refusal);
  const marked = await markBookingNoShow(
    stay.id,
    sql`exists (select 1 from ${reviews} where ${reviews.bookingId} = ${stay.id})`,
  );
  if (!marked) return refuse(409, REVIEW_MESSAGES.noShowTooLate);
  return { ok: true, message: REVIEW_MESSAGES.noShowMarked, listingId: stay.listingId };
}

/** Reviews revealed per look. */
const REVEAL_PER_LOOK = 500;

/**
 * Writes down that reviews whose window closed are revealed; the reviews table's trigger records their listings as
 * changed so the cached pages and the search index show them. Reads already treat them as revealed (`revealed`).
 */
export async function revealClosedWindows(): Promise<number> {
  const closedBefore = addDays(stayToday(), -REVIEW_WINDOW_DAYS);
  return database().transaction(async (tx) => {
    const due = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .where(and(isNull(reviews.revealedAt), lte(bookings.checkOut, closedBefore)))
      .limit(REVEAL_PER_LOOK)
      .for("update", { of: reviews, skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(reviews)
      .set({ revealedAt: new Date() })
      .where(
        inArray(
          reviews.id,
          due.map((row) => row.id),
        ),
      );
    return due.length;
  });
}

export function startReviewLook(): void {
  const look = (delay: number) =>
    setTimeout(() => {
      Promise.all([revealClosedWindows(), inviteEndedStays()])
        .catch((error) => logger.error({ err: error }, "revealing reviews or inviting ended stays to review failed"))
        .finally(() => look(env().REVIEW_LOOK_MS));
    }, delay).unref();
  look(5_000);
}
