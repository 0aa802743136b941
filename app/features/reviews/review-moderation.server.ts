import { t } from "@lingui/core/macro";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { data } from "react-router";
import type { ReviewReportReason } from "~/content/review-options";
import { type Database, database } from "~/db/client.server";
import { bookings, listings, reviewReports, reviews, users } from "~/db/schema";
import { bookingKey } from "~/features/bookings/bookings.server";
import { listingName } from "~/features/listings/listings";
import { queueMail } from "~/features/mail/mail.server";
import { recordAudit } from "~/lib/audit.server";
import { env } from "~/lib/env.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { localePath } from "~/lib/i18n";
import { type Page, pageCountOf } from "~/lib/pagination";
import { type CurrentUser, requireAdmin } from "~/lib/session.server";
import { hit } from "~/lib/throttle.server";
import { inLocaleOfGuest } from "~/lib/user-locale.server";
import { REVIEW_MESSAGES, type ReviewDecision, reviewDecisionSchema, reviewReportSchema } from "./review-schema";
import { shownReview } from "./reviews.server";

const HOUR_MS = 60 * 60 * 1000;
/** Reviews one account may report in an hour: enough for an honest reader, too few to bury an owner's reviews. */
const REPORTS_PER_HOUR = 10;
const QUEUE_PAGE_SIZE = 20;

export type ReviewReportOutcome =
  | { ok: true; status: 201; message: string }
  | { ok: false; status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429; message: string; retryAfterSeconds?: number };

/**
 * 'Report this review', from the reviews page or the JSON API: anyone signed in (the listing's owner too) but its
 * author, once per review. A report hides nothing by itself: the review stays shown until an Admin decides, so a
 * batch of reports cannot silence a negative review (ADR 050).
 */
export async function reportReview(
  reviewId: string,
  user: CurrentUser | null,
  request: Request,
  { json = false } = {},
): Promise<ReviewReportOutcome> {
  if (!user) return { ok: false, status: 401, message: REVIEW_MESSAGES.reportSignIn };
  const submission = await readSubmission(request, reviewReportSchema, { json, limit: 8 * 1024 });
  if (!submission.ok) return { ok: false, status: submission.status, message: refusalMessage(submission) };
  const db = database();
  const review = await shownReview(db, reviewId);
  if (!review) return { ok: false, status: 404, message: REVIEW_MESSAGES.reviewNotFound };
  if (review.authorId === user.id) return { ok: false, status: 403, message: REVIEW_MESSAGES.reportOwnReview };
  const quota = await hit(`review-report:user:${user.id}`, REPORTS_PER_HOUR, HOUR_MS);
  if (!quota.allowed) {
    return {
      ok: false,
      status: 429,
      message: REVIEW_MESSAGES.reportTooMany,
      retryAfterSeconds: quota.retryAfterSeconds,
    };
  }
  const [report] = await db
    .insert(reviewReports)
    .values({
      reviewId,
      reporterId: user.id,
      reason: submission.value.reason,
      details: submission.value.details ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: reviewReports.id });
  if (!report) return { ok: false, status: 409, message: REVIEW_MESSAGES.reportAlready };
  return { ok: true, status: 201, message: REVIEW_MESSAGES.reportSent };
}

export type QueuedReviewReport = {
  id: string;
  reason: ReviewReportReason;
  details: string | null;
  reporterName: string;
  reporterEmail: string;
  createdAt: Date;
};

export type QueuedReview = {
  id: string;
  listingId: string;
  listingName: string;
  authorName: string | null;
  authorEmail: string | null;
  rating: number;
  body: string;
  status: "published" | "held";
  heldReason: string | null;
  createdAt: Date;
  reports: QueuedReviewReport[];
};

const openReport = sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.status} = 'open')`;
/** Waiting for an Admin: held for a phone number or a link, or shown and reported. */
const waiting = or(eq(reviews.status, "held"), and(eq(reviews.status, "published"), openReport));

/** The Admin's queue of reviews, oldest first: each with its text, its author, and why it waits. */
export async function reviewQueue(page: number): Promise<Page<QueuedReview>> {
  const db = database();
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        listingId: reviews.listingId,
        listingName: listings.projectBuildingName,
        // A guest without an account wrote under the name and address they booked with.
        authorName: sql<string | null>`coalesce(${users.name}, ${reviews.guestAuthorName})`,
        authorEmail: sql<
          string | null
        >`case when ${reviews.guestAuthorName} is not null then ${bookings.guestEmail} else ${users.email} end`,
        rating: reviews.rating,
        body: reviews.body,
        status: reviews.status,
        heldReason: reviews.heldReason,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .leftJoin(users, eq(users.id, reviews.authorId))
      .where(waiting)
      .orderBy(asc(reviews.createdAt), asc(reviews.id))
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(waiting),
  ]);
  const ids = rows.map((row) => row.id);
  const reports =
    ids.length === 0
      ? []
      : await db
          .select({
            id: reviewReports.id,
            reviewId: reviewReports.reviewId,
            reason: reviewReports.reason,
            details: reviewReports.details,
            reporterName: users.name,
            reporterEmail: users.email,
            createdAt: reviewReports.createdAt,
          })
          .from(reviewReports)
          .innerJoin(users, eq(users.id, reviewReports.reporterId))
          .where(and(inArray(reviewReports.reviewId, ids), eq(reviewReports.status, "open")))
          .orderBy(asc(reviewReports.createdAt));
  const items = rows.map((row) => ({
    ...row,
    listingName: listingName(row.listingName),
    status: row.status === "held" ? ("held" as const) : ("published" as const),
    reports: reports.filter((report) => report.reviewId === row.id),
  }));
  return { items, page, pageCount: pageCountOf(total, QUEUE_PAGE_SIZE), total };
}

export type ReviewDecisionOutcome = { ok: true; message: string } | { ok: false; status: 400 | 404; message: string };

/**
 * An Admin's decision on a waiting review: release it (a held one is shown, a reported one stays) or remove it with a
 * reason, which its author reads on their booking and in an e-mail written in the same transaction. Either way its
 * open reports are closed. The review's text is never changed. Its listing is recorded as changed by the reviews
 * table's trigger when what is shown changes.
 */
export async function decideReview(
  adminId: string,
  reviewId: string,
  decision: ReviewDecision,
  reason: string | undefined,
): Promise<ReviewDecisionOutcome> {
  return database().transaction(async (tx) => {
    const [review] = await tx
      .select({
        id: reviews.id,
        status: reviews.status,
        listingId: reviews.listingId,
        listingName: listings.projectBuildingName,
        authorId: reviews.authorId,
        guestAuthorName: reviews.guestAuthorName,
        bookingId: reviews.bookingId,
        waits: sql<boolean>`${waiting}`,
      })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .where(eq(reviews.id, reviewId))
      .for("update", { of: reviews });
    if (!review) return { ok: false, status: 404, message: REVIEW_MESSAGES.reviewNotFound } as const;
    if (!review.waits) return { ok: false, status: 400, message: REVIEW_MESSAGES.alreadyDecided } as const;
    const now = new Date();
    if (decision === "remove") {
      await tx
        .update(reviews)
        .set({ status: "removed", removedReason: reason ?? null, decidedAt: now })
        .where(eq(reviews.id, reviewId));
    } else if (review.status === "held") {
      await tx.update(reviews).set({ status: "published", decidedAt: now }).where(eq(reviews.id, reviewId));
    }
    await tx
      .update(reviewReports)
      .set({ status: "closed", decidedAt: now })
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, "open")));
    const name = listingName(review.listingName);
    const action =
      decision === "remove" ? "review.remove" : review.status === "held" ? "review.release" : "review.keep";
    await recordAudit(tx, {
      actorId: adminId,
      action,
      subjectType: "listing",
      subjectId: review.listingId,
      subjectName: name,
    });
    if (decision === "remove" && reason) await mailRemovedAuthor(tx, review, reason);
    const said = {
      "review.remove": t`Review removed`,
      "review.release": t`Review released`,
      "review.keep": t`Review kept`,
    }[action];
    return { ok: true, message: t`${said}: “${name}”.` } as const;
  });
}

/**
 * The author is told, in their own language, that their review was removed and why, with a link to their booking: an
 * account's author at its address, a guest who booked without one at the address they booked with, by their booking's
 * link (ADR 040). A deleted account's author is told nothing.
 */
async function mailRemovedAuthor(
  tx: Database,
  review: { authorId: string | null; guestAuthorName: string | null; bookingId: string; listingName: string | null },
  reason: string,
) {
  if (!review.authorId && !review.guestAuthorName) return;
  const [author] = await tx
    .select({
      name: sql<string | null>`coalesce(${users.name}, ${bookings.guestName})`,
      email: sql<string>`coalesce(${users.email}, ${bookings.guestEmail})`,
      reference: bookings.reference,
      locale: bookings.locale,
    })
    .from(bookings)
    .leftJoin(users, review.authorId ? eq(users.id, review.authorId) : sql`false`)
    .where(eq(bookings.id, review.bookingId));
  if (!author) return;
  const compose = () => {
    const name = listingName(review.listingName);
    const authorName = author.name;
    const key = review.authorId ? "" : `?key=${bookingKey(review.bookingId)}`;
    return queueMail(tx, {
      kind: "review-removed",
      to: author.email,
      subject: t`Your review of “${name}” was removed`,
      paragraphs: [
        authorName ? t`Hello ${authorName},` : t`Hello,`,
        t`GharStay's team removed your review of “${name}”, because it breaks a rule for reviews.`,
        t`Why: ${reason}`,
      ],
      action: {
        label: t`See your booking`,
        url: `${env().PUBLIC_URL}${localePath(`/booking/${author.reference}`)}${key}`,
      },
    });
  };
  await inLocaleOfGuest(review.authorId, author.locale, compose, tx);
}

export type ReviewDecisionActionOutcome = { tone: "success" | "error"; message: string };

/** The reports page's review forms: one decision on one review. */
export async function reviewDecisionAction(request: Request) {
  const admin = await requireAdmin(request);
  const submission = await readSubmission(request, reviewDecisionSchema);
  if (!submission.ok) {
    return data<ReviewDecisionActionOutcome>(
      { tone: "error", message: refusalMessage(submission) },
      { status: submission.status },
    );
  }
  const { reviewId, decision, reason } = submission.value;
  const outcome = await decideReview(admin.id, reviewId, decision, reason);
  return data<ReviewDecisionActionOutcome>(
    { tone: outcome.ok ? "success" : "error", message: outcome.message },
    { status: outcome.ok ? 200 : outcome.status },
  );
}
