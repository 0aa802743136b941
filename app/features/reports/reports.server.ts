import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { and, asc, count, countDistinct, desc, eq, inArray, min, sql } from "drizzle-orm";
import { data } from "react-router";
import { label } from "~/content/labels";
import type { ReportDoubt } from "~/content/report-doubts";
import { REPORT_REASONS, type ReportReason } from "~/content/report-reasons";
import { database, type Transaction } from "~/db/client.server";
import { listingReports, listings, users } from "~/db/schema";
import { isPublicListing, listingName } from "~/features/listings/listings";
import {
  moveListing,
  type ReportedListing,
  reportedListing,
  reportedListings,
} from "~/features/listings/listings.server";
import { queueMail } from "~/features/mail/mail.server";
import { recordAudit } from "~/lib/audit.server";
import { env } from "~/lib/env.server";
import { readSubmission, refusalMessage, refusedOutcome } from "~/lib/form-submission.server";
import { i18n, localePath } from "~/lib/i18n";
import { logger } from "~/lib/logger.server";
import { type Page, pageCountOf } from "~/lib/pagination";
import { type CurrentUser, getCurrentUser, requireAdmin } from "~/lib/session.server";
import { recordSighting, sharedSightings } from "~/lib/sightings.server";
import { hit } from "~/lib/throttle.server";
import { inLocaleOf } from "~/lib/user-locale.server";
import {
  REPORT_MESSAGES,
  type ReportDecision,
  type ReportField,
  type ReportInput,
  reportDecisionSchema,
  reportSchema,
} from "./report-schema";

// The reports part's server entry (docs/architecture.md): besides this module, its share of 'Download my data'.
export { reportsForExport } from "./reports-export.server";

const HOUR_MS = 60 * 60 * 1000;
/** Reports one account may file in an hour: enough for an honest user, too few to bury a listing by scripting. */
const REPORTS_PER_HOUR = 10;
/** Counting reports (credible, independent reporters) that take a listing off public pages until an Admin decides. */
export const HOLD_AFTER_REPORTS = 3;
/** A reporter's account must be at least this old for the report to count: a fresh account costs nothing. */
const CREDIBLE_ACCOUNT_AGE_HOURS = 24;
const QUEUE_PAGE_SIZE = 20;

export type ReportOutcome = (
  | { ok: true; message: string }
  | {
      ok: false;
      status: 400 | 401 | 403 | 404 | 413 | 415 | 429;
      message: string;
      fieldErrors?: Partial<Record<ReportField, string>>;
      retryAfterSeconds?: number;
    }
) & { deviceCookie?: string | null };

/** The status, Retry-After and device cookie an outcome is answered with. */
export function reportOutcomeInit(outcome: ReportOutcome): ResponseInit {
  const headers = new Headers();
  if (outcome.deviceCookie) headers.append("Set-Cookie", outcome.deviceCookie);
  if (outcome.ok) return { status: 201, headers };
  if (outcome.retryAfterSeconds) headers.set("Retry-After", String(outcome.retryAfterSeconds));
  return { status: outcome.status, headers };
}

/**
 * Why this reporter's report would not count toward holding the listing: no verified e-mail or phone, an account
 * younger than a day, or an address or device shared in the last 30 days with the reporter of another open report
 * on it (counted or not: three accounts from one address are one voice, whichever of them is credible).
 */
async function doubtsAbout(tx: Transaction, reporterId: string, listingId: string): Promise<ReportDoubt[]> {
  const [reporter] = await tx
    .select({
      verified: sql<boolean>`${users.emailVerified} or ${users.phoneVerifiedAt} is not null`,
      young: sql<boolean>`${users.createdAt} > now() - make_interval(hours => ${CREDIBLE_ACCOUNT_AGE_HOURS})`,
    })
    .from(users)
    .where(eq(users.id, reporterId));
  const others = await tx
    .select({ reporterId: listingReports.reporterId })
    .from(listingReports)
    .where(and(eq(listingReports.listingId, listingId), eq(listingReports.status, "open")));
  const sharing = await sharedSightings(
    reporterId,
    others.map((report) => report.reporterId),
    tx,
  );
  const shared = new Set([...sharing.values()].flatMap((kinds) => [...kinds]));
  const doubts: ReportDoubt[] = [];
  if (!reporter?.verified) doubts.push("unverified");
  if (reporter?.young !== false) doubts.push("new-account");
  if (shared.has("address")) doubts.push("shared-address");
  if (shared.has("device")) doubts.push("shared-device");
  return doubts;
}

/**
 * Files one report on a public listing. The listing's row is locked first, so reports arriving together are weighed
 * one after another: each counts only when its reporter is credible and independent of the listing's other
 * reporters (ADR 029), and the third that counts holds the listing and tells its owner. Any other report waits for
 * an Admin, marked with why it does not count, and hides nothing.
 */
export async function fileReport(
  reporter: CurrentUser,
  listingId: string,
  input: ReportInput,
  request: Request,
): Promise<ReportOutcome> {
  const listing = await reportedListing(listingId);
  if (!listing || !isPublicListing(listing)) return { ok: false, status: 404, message: REPORT_MESSAGES.notFound };
  if (listing.ownerId === reporter.id) return { ok: false, status: 403, message: REPORT_MESSAGES.ownListing };
  const quota = await hit(`report:user:${reporter.id}`, REPORTS_PER_HOUR, HOUR_MS);
  if (!quota.allowed) {
    return { ok: false, status: 429, message: REPORT_MESSAGES.tooMany, retryAfterSeconds: quota.retryAfterSeconds };
  }
  return database().transaction(async (tx): Promise<ReportOutcome> => {
    await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for("update");
    const deviceCookie = await recordSighting(reporter.id, request, tx);
    if (listing.ownerId && (await sharedSightings(reporter.id, [listing.ownerId], tx)).size > 0) {
      return { ok: false, status: 403, message: REPORT_MESSAGES.sharesOwner, deviceCookie };
    }
    const doubts = await doubtsAbout(tx, reporter.id, listingId);
    const [report] = await tx
      .insert(listingReports)
      .values({
        listingId,
        reporterId: reporter.id,
        reason: input.reason,
        details: input.details ?? null,
        counts: doubts.length === 0,
        notCountedBecause: doubts,
      })
      .onConflictDoNothing()
      .returning({ id: listingReports.id });
    if (!report) return { ok: false, status: 400, message: REPORT_MESSAGES.alreadyOpen, deviceCookie };
    const subject = { subjectType: "listing", subjectId: listingId, subjectName: listing.name };
    await recordAudit(tx, { actorId: reporter.id, action: "report.file", ...subject });
    if (doubts.length === 0) await holdWhenCounted(tx, listing);
    return { ok: true, message: REPORT_MESSAGES.sent, deviceCookie };
  });
}

/** Holds the listing once enough reports count, and tells its owner why and how to answer, in the same transaction. */
async function holdWhenCounted(tx: Transaction, listing: ReportedListing) {
  const counted = await tx
    .select({ reason: listingReports.reason })
    .from(listingReports)
    .where(
      and(eq(listingReports.listingId, listing.id), eq(listingReports.status, "open"), eq(listingReports.counts, true)),
    );
  if (counted.length < HOLD_AFTER_REPORTS || !(await moveListing(tx, listing.id, ["approved"], "held"))) return;
  await recordAudit(tx, {
    actorId: null,
    action: "listing.hold",
    subjectType: "listing",
    subjectId: listing.id,
    subjectName: listing.name,
  });
  logger.info({ listingId: listing.id }, "listing held after reports");
  await mailHeldOwner(
    tx,
    listing,
    counted.map((report) => report.reason),
  );
}

/** Reads a report from a form or a JSON body and files it for the signed-in user. */
export async function submitReport(request: Request, listingId: string, json: boolean): Promise<ReportOutcome> {
  const reporter = await getCurrentUser(request);
  if (!reporter) return { ok: false, status: 401, message: REPORT_MESSAGES.signIn };
  const submission = await readSubmission(request, reportSchema, { json });
  if (!submission.ok) return refusedOutcome(submission);
  return fileReport(reporter, listingId, submission.value, request);
}

export type OpenReport = {
  id: string;
  reason: string;
  details: string | null;
  reporterName: string;
  reporterEmail: string;
  counts: boolean;
  notCountedBecause: ReportDoubt[];
  createdAt: Date;
};

export type ReportedListingEntry = {
  listingId: string;
  name: string;
  status: string;
  ownerName: string | null;
  reports: OpenReport[];
};

/** Open, and about a listing still there: a deleted one's reports have nothing left to decide (ADR 067). */
const OPEN_REPORT = and(
  eq(listingReports.status, "open"),
  sql`exists (select 1 from ${listings} where ${listings.id} = ${listingReports.listingId} and ${listings.status} <> 'deleted')`,
);

/** The Admin's queue: listings with open reports, the most reported first, each with its reports and reporters. */
export async function reportQueue(page: number): Promise<Page<ReportedListingEntry>> {
  const db = database();
  const open = OPEN_REPORT;
  const [groups, [{ total }]] = await Promise.all([
    db
      .select({ listingId: listingReports.listingId })
      .from(listingReports)
      .where(open)
      .groupBy(listingReports.listingId)
      .orderBy(desc(count()), asc(min(listingReports.createdAt)))
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE),
    db
      .select({ total: countDistinct(listingReports.listingId) })
      .from(listingReports)
      .where(open),
  ]);
  const ids = groups.map((group) => group.listingId);
  const [named, reports] = await Promise.all([
    reportedListings(ids),
    ids.length === 0
      ? []
      : db
          .select({
            id: listingReports.id,
            listingId: listingReports.listingId,
            reason: listingReports.reason,
            details: listingReports.details,
            reporterName: users.name,
            reporterEmail: users.email,
            counts: listingReports.counts,
            notCountedBecause: listingReports.notCountedBecause,
            createdAt: listingReports.createdAt,
          })
          .from(listingReports)
          .innerJoin(users, eq(users.id, listingReports.reporterId))
          .where(and(open, inArray(listingReports.listingId, ids)))
          .orderBy(asc(listingReports.createdAt)),
  ]);
  const items = ids.flatMap((listingId) => {
    const listing = named.get(listingId);
    if (!listing) return [];
    return [
      {
        listingId,
        name: listingName(listing.name),
        status: listing.status,
        ownerName: listing.ownerName,
        reports: reports.filter((report) => report.listingId === listingId),
      },
    ];
  });
  return { items, page, pageCount: pageCountOf(total, QUEUE_PAGE_SIZE), total };
}

/** Open reports waiting for an Admin, for the dashboard. */
export async function openReportCount(): Promise<number> {
  const [{ total }] = await database().select({ total: count() }).from(listingReports).where(OPEN_REPORT);
  return total;
}

const DECIDED = { dismiss: "dismissed", "ask-fix": "fix-requested", remove: "removed" } as const;
const AUDITED = { dismiss: "report.dismiss", "ask-fix": "report.ask-fix", remove: "report.remove" } as const;

/** What each reporter is told about the outcome of their report. */
const REPORTER_OUTCOME: Record<ReportDecision, MessageDescriptor> = {
  dismiss: msg`We looked at it and found nothing that breaks our rules, so the listing stays on GharStay.`,
  "ask-fix": msg`We agreed something needs correcting and have asked the owner to fix the listing.`,
  remove: msg`We agreed, and the listing has been removed from GharStay.`,
};

export type ReportDecisionOutcome = { ok: true; message: string } | { ok: false; status: 400 | 404; message: string };

/**
 * Closes every open report on a listing with one decision: a dismissal or a request to fix puts a held
 * listing back on public pages, a removal takes it off for good (its record stays; ADR 012). The owner
 * and each reporter are written to in the same transaction.
 */
export async function decideReports(
  adminId: string,
  listingId: string,
  decision: ReportDecision,
  note: string | undefined,
): Promise<ReportDecisionOutcome> {
  return database().transaction(async (tx) => {
    const listing = await reportedListing(listingId, tx);
    if (!listing) return { ok: false, status: 404, message: REPORT_MESSAGES.notFound } as const;
    const closed = await tx
      .update(listingReports)
      .set({ status: DECIDED[decision], decidedAt: sql`now()` })
      .where(and(eq(listingReports.listingId, listingId), eq(listingReports.status, "open")))
      .returning({ reporterId: listingReports.reporterId });
    if (closed.length === 0) {
      return {
        ok: false,
        status: 400,
        message: t`This listing has no open reports: another Admin decided them.`,
      } as const;
    }
    // Wherever it stands: an expired listing renewed, or one edited back to the queue, must not come back unreviewed.
    if (decision === "remove") await moveListing(tx, listingId, ["approved", "held", "expired", "pending"], "removed");
    else await moveListing(tx, listingId, ["held"], "approved");
    await recordAudit(tx, {
      actorId: adminId,
      action: AUDITED[decision],
      subjectType: "listing",
      subjectId: listingId,
      subjectName: listing.name,
    });
    await mailOwner(tx, listing, decision, note);
    await mailReporters(
      tx,
      closed.map((report) => report.reporterId),
      listing.name,
      decision,
    );
    const name = listingName(listing.name);
    const said = { dismiss: t`Reports dismissed`, "ask-fix": t`Owner asked to fix`, remove: t`Listing removed` }[
      decision
    ];
    return { ok: true, message: t`${said}: “${name}”.` } as const;
  });
}

const greeting = (name: string | null) => (name ? t`Hello ${name},` : t`Hello,`);

/** Written in the owner's language, not the Admin's: composed (and its layout rendered) inside inLocaleOf. */
async function mailOwner(
  tx: Transaction,
  listing: { id: string; name: string; ownerId: string | null; ownerName: string | null; ownerEmail: string | null },
  decision: ReportDecision,
  note: string | undefined,
) {
  const { ownerId, ownerEmail } = listing;
  if (!ownerId || !ownerEmail || decision === "dismiss") return;
  await inLocaleOf(
    ownerId,
    () => {
      const name = listingName(listing.name);
      const url = `${env().PUBLIC_URL}${localePath(`/property/${listing.id}`)}`;
      if (decision === "ask-fix") {
        return queueMail(tx, {
          kind: "report-ask-fix",
          to: ownerEmail,
          subject: t`Please fix your listing “${name}”`,
          paragraphs: [
            greeting(listing.ownerName),
            t`Users reported a problem with “${name}”. An Admin looked at it and asks you to fix the following:`,
            note ?? "",
          ],
          action: { label: t`Edit your listing`, url: `${url}/edit` },
        });
      }
      return queueMail(tx, {
        kind: "report-removed",
        to: ownerEmail,
        subject: t`Your listing “${name}” was removed`,
        paragraphs: [
          greeting(listing.ownerName),
          t`Users reported “${name}” and an Admin agreed, so it no longer shows on GharStay.`,
          ...(note ? [t`Note from the Admin: ${note}`] : []),
        ],
      });
    },
    tx,
  );
}

/** The owner of a listing just held: what users reported (in our words, never theirs, nor who they are) and how to answer. */
async function mailHeldOwner(tx: Transaction, listing: ReportedListing, reasons: ReportReason[]) {
  const { ownerId, ownerEmail } = listing;
  if (!ownerId || !ownerEmail) return;
  await inLocaleOf(
    ownerId,
    () => {
      const name = listingName(listing.name);
      // In the form's order, whatever order the reports came in: the same reasons always read the same.
      const reported = REPORT_REASONS.filter((reason) => reasons.includes(reason))
        .map((reason) => label(reason))
        .join(", ");
      const support = env().SUPPORT_EMAIL;
      return queueMail(tx, {
        kind: "report-held",
        to: ownerEmail,
        subject: t`Your listing “${name}” is on hold`,
        paragraphs: [
          greeting(listing.ownerName),
          t`Several GharStay users reported “${name}”, so it does not show on GharStay until an Admin has looked at their reports.`,
          t`What they reported: ${reported}.`,
          t`If the listing is right, write to us at ${support} and say why; an Admin reads your answer before deciding. If something in it is wrong, edit the listing: it shows again once an Admin approves your changes.`,
        ],
        action: {
          label: t`Edit your listing`,
          url: `${env().PUBLIC_URL}${localePath(`/property/${listing.id}/edit`)}`,
        },
      });
    },
    tx,
  );
}

/** Each reporter is written to in their own language. */
async function mailReporters(tx: Transaction, reporterIds: string[], storedName: string, decision: ReportDecision) {
  const reporters = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, reporterIds));
  for (const reporter of reporters) {
    await inLocaleOf(
      reporter.id,
      () => {
        const name = listingName(storedName);
        return queueMail(tx, {
          kind: "report-outcome",
          to: reporter.email,
          subject: t`Your report on “${name}”`,
          paragraphs: [
            greeting(reporter.name),
            t`Thank you for reporting “${name}”.`,
            i18n._(REPORTER_OUTCOME[decision]),
          ],
        });
      },
      tx,
    );
  }
}

export type ReportActionOutcome = { tone: "success" | "error"; message: string };

/** The reports queue's form: one decision on one listing's open reports. */
export async function reportDecisionAction(request: Request) {
  const admin = await requireAdmin(request);
  const submission = await readSubmission(request, reportDecisionSchema);
  if (!submission.ok) {
    return data<ReportActionOutcome>(
      { tone: "error", message: refusalMessage(submission) },
      { status: submission.status },
    );
  }
  const { listingId, decision, note } = submission.value;
  const outcome = await decideReports(admin.id, listingId, decision, note);
  return data<ReportActionOutcome>(
    { tone: outcome.ok ? "success" : "error", message: outcome.message },
    { status: outcome.ok ? 200 : outcome.status },
  );
}
