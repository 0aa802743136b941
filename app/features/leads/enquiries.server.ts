import { ph, t } from "@lingui/core/macro";
import { and, count, desc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import { data } from "react-router";
import { database } from "~/db/client.server";
import { enquiries, leads } from "~/db/schema";
import { listingSummaries } from "~/features/listings/listing-cards.server";
import { listingName } from "~/features/listings/listing-text";
import { isPublicListing } from "~/features/listings/listing-visibility";
import { listingForEnquiry } from "~/features/listings/listings.server";
import type { MailMessage } from "~/features/mail/mail-message";
import { queueMail } from "~/features/mail/outbox.server";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { env } from "~/lib/env.server";
import { type Checked, firstFieldError } from "~/lib/field-errors";
import { readSubmission } from "~/lib/form-submission.server";
import { localePath, withoutLocale } from "~/lib/i18n";
import { createOnce, earlierResult } from "~/lib/idempotency.server";
import { logger } from "~/lib/logger.server";
import { pageCountOf } from "~/lib/pagination";
import { type CurrentUser, getCurrentUser } from "~/lib/session.server";
import { hit } from "~/lib/throttle.server";
import { inLocaleOf } from "~/lib/user-locale.server";
import {
  ENQUIRY_FIELDS,
  ENQUIRY_MESSAGES,
  type EnquiryField,
  type EnquiryFormResult,
  type EnquiryInput,
  type EnquiryState,
  enquirySchema,
  type LEAD_KINDS,
} from "./enquiry-schema";
import { ENQUIRY_HONEYPOT } from "./enquiry-text";
import type { LeadsDay } from "./leads-per-day";

const HOUR_MS = 60 * 60 * 1000;
/** Enquiries one address, or one account, may send in an hour: plenty for a person comparing stays, few for a spammer. */
const ENQUIRIES_PER_HOUR = 10;
/** WhatsApp and call clicks counted per address in an hour; beyond this a click still opens, it is just not counted. */
const LEAD_CLICKS_PER_HOUR = 60;
/** The same message to the same listing from the same address within this time is a double send. */
const DUPLICATE_WINDOW_MS = 60 * 1000;
export const ENQUIRIES_PAGE_SIZE = 10;
/** `/profile?tab=enquiries`: the owner's inbox, which opening reads. */
export const INBOX_TAB = "enquiries";

export type EnquiryOutcome =
  | { ok: true; message: string }
  | { ok: false; status: 400; message: string; fieldErrors: Partial<Record<EnquiryField, string>> }
  | { ok: false; status: 403 | 404; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

const clientAddress = (request: Request) => request.headers.get(CLIENT_IP_HEADER) ?? "unknown";

/**
 * Checks, stores and mails one enquiry about a listing. Only approved listings take enquiries, and never
 * from their own owner. A filled honeypot and a repeat within a minute both answer like a success and
 * store nothing more, so neither a bot nor a double tap learns anything or writes twice.
 */
export async function sendEnquiry(
  submitted: Checked<EnquiryInput, EnquiryField>,
  {
    request,
    listingId,
    seeker,
    idempotencyKey = null,
  }: {
    request: Request;
    listingId: string;
    seeker: CurrentUser | null;
    idempotencyKey?: string | null;
  },
): Promise<EnquiryOutcome> {
  const listing = await listingForEnquiry(listingId);
  if (!listing || !isPublicListing(listing)) return { ok: false, status: 404, message: ENQUIRY_MESSAGES.notFound };
  if (seeker && listing.ownerId === seeker.id) return { ok: false, status: 403, message: ENQUIRY_MESSAGES.ownListing };
  const honeypot = submitted.values[ENQUIRY_HONEYPOT];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) {
    logger.info({ listingId }, "enquiry: honeypot filled, discarded");
    return { ok: true, message: ENQUIRY_MESSAGES.sent };
  }
  if (!submitted.ok) {
    const message = firstFieldError(submitted.fieldErrors)?.message ?? ENQUIRY_MESSAGES.name;
    return { ok: false, status: 400, message, fieldErrors: submitted.fieldErrors };
  }
  const enquiry = submitted.value;
  const claim = idempotencyKey ? { scope: `enquiry:${enquiry.email.toLowerCase()}`, key: idempotencyKey } : null;
  if (await earlierResult(claim)) return { ok: true, message: ENQUIRY_MESSAGES.sent };
  for (const key of [`enquiry:ip:${clientAddress(request)}`, seeker ? `enquiry:user:${seeker.id}` : null]) {
    if (!key) continue;
    const limit = await hit(key, ENQUIRIES_PER_HOUR, HOUR_MS);
    if (!limit.allowed) {
      return { ok: false, status: 429, message: ENQUIRY_MESSAGES.tooMany, retryAfterSeconds: limit.retryAfterSeconds };
    }
  }
  await createOnce(claim, async (tx) => {
    // Two identical sends racing each other wait here, so the second sees the first and stores nothing.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${listingId}:${enquiry.email.toLowerCase()}`}))`);
    const [repeat] = await tx
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(
        and(
          eq(enquiries.listingId, listingId),
          sql`lower(${enquiries.email}) = ${enquiry.email.toLowerCase()}`,
          eq(enquiries.message, enquiry.message),
          gt(enquiries.createdAt, new Date(Date.now() - DUPLICATE_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (repeat) return { status: 201, body: {} };
    await tx
      .insert(enquiries)
      .values({ ...enquiry, listingId, ownerId: listing.ownerId, seekerId: seeker?.id ?? null });
    await tx.insert(leads).values({ listingId, ownerId: listing.ownerId, userId: seeker?.id ?? null, kind: "enquiry" });
    const { ownerId, ownerEmail } = listing;
    // The owner reads it in the language they chose on GharStay; the copy speaks the seeker's, this request's.
    if (ownerId && ownerEmail) {
      await inLocaleOf(
        ownerId,
        () => queueMail(tx, ownerMail(ownerEmail, listingName(listing.projectBuildingName), enquiry)),
        tx,
      );
    }
    await queueMail(tx, seekerCopy(listingName(listing.projectBuildingName), listing.id, enquiry));
    return { status: 201, body: {} };
  });
  return { ok: true, message: ENQUIRY_MESSAGES.sent };
}

function ownerMail(to: string, listing: string, enquiry: EnquiryInput): MailMessage {
  return {
    kind: "enquiry-owner",
    to,
    subject: t`New enquiry about ${listing}`,
    paragraphs: [
      t`${ph({ name: enquiry.name })} wrote about ${listing}:`,
      enquiry.message,
      enquiry.shareMobile
        ? t`E-mail: ${ph({ email: enquiry.email })} · Mobile: ${ph({ mobile: enquiry.mobileNumber })}`
        : t`E-mail: ${ph({ email: enquiry.email })} (they did not share their mobile number)`,
    ],
    action: { label: t`Open your enquiries`, url: `${env().PUBLIC_URL}${localePath("/profile?tab=enquiries")}` },
  };
}

function seekerCopy(listing: string, listingId: string, enquiry: EnquiryInput): MailMessage {
  return {
    kind: "enquiry-copy",
    to: enquiry.email,
    subject: t`Your enquiry about ${listing}`,
    paragraphs: [
      t`Hello ${ph({ name: enquiry.name })}, we sent your message to the owner of ${listing}:`,
      enquiry.message,
      t`The owner answers you by e-mail, or on your mobile if you chose to share it.`,
    ],
    action: { label: t`View the listing`, url: `${env().PUBLIC_URL}${localePath(`/property/${listingId}`)}` },
  };
}

const inboxColumns = {
  id: enquiries.id,
  listingId: enquiries.listingId,
  name: enquiries.name,
  email: enquiries.email,
  message: enquiries.message,
  shareMobile: enquiries.shareMobile,
  mobileNumber: enquiries.mobileNumber,
  readAt: enquiries.readAt,
  handledAt: enquiries.handledAt,
  createdAt: enquiries.createdAt,
};

export type EnquiryBox = "received" | "sent";

/**
 * One page of enquiries, newest first (enquiries_owner_idx or enquiries_seeker_idx), each with its listing's
 * name and cover. An owner sees the seeker's mobile only when the seeker shared it.
 */
export async function enquiryPage(userId: string, box: EnquiryBox, page: number) {
  const mine = eq(box === "received" ? enquiries.ownerId : enquiries.seekerId, userId);
  const [rows, [{ total }]] = await Promise.all([
    database()
      .select(inboxColumns)
      .from(enquiries)
      .where(mine)
      .orderBy(desc(enquiries.createdAt))
      .limit(ENQUIRIES_PAGE_SIZE)
      .offset((page - 1) * ENQUIRIES_PAGE_SIZE),
    database().select({ total: count() }).from(enquiries).where(mine),
  ]);
  const summaries = await listingSummaries([...new Set(rows.map((row) => row.listingId))]);
  const items = rows.map(({ shareMobile, mobileNumber, readAt, handledAt, listingId, ...row }) => {
    const listing = summaries.get(listingId);
    return {
      ...row,
      listingId,
      listingName: listingName(listing?.projectBuildingName),
      listingPlace: listing ? [listing.locality, listing.city].filter(Boolean).join(", ") : "",
      cover: listing?.cover ?? null,
      mobileNumber: shareMobile || box === "sent" ? mobileNumber : null,
      state: stateOf(readAt, handledAt),
      createdAt: row.createdAt.toISOString(),
    };
  });
  return { items, page, pageCount: pageCountOf(total, ENQUIRIES_PAGE_SIZE), total };
}

function stateOf(readAt: Date | null, handledAt: Date | null): EnquiryState {
  if (handledAt) return "Handled";
  return readAt ? "Read" : "Sent";
}

export type EnquiryItem = Awaited<ReturnType<typeof enquiryPage>>["items"][number];

/** Opening the inbox reads every enquiry in it. */
export async function markEnquiriesRead(ownerId: string): Promise<void> {
  await database()
    .update(enquiries)
    .set({ readAt: new Date() })
    .where(and(eq(enquiries.ownerId, ownerId), isNull(enquiries.readAt)));
}

/**
 * The header's badge: one indexed count (enquiries_owner_idx) per signed-in page view. The inbox page reads
 * them all in a loader that runs beside the header's, so there the count is already none.
 */
export async function unreadEnquiryCount(ownerId: string, request: Request): Promise<number> {
  const url = new URL(request.url);
  if (withoutLocale(url.pathname) === "/profile" && url.searchParams.get("tab") === INBOX_TAB) return 0;
  const [row] = await database()
    .select({ unread: count() })
    .from(enquiries)
    .where(and(eq(enquiries.ownerId, ownerId), isNull(enquiries.readAt)));
  return row?.unread ?? 0;
}

/** Only the owner the enquiry was sent to may mark it handled: 404 when there is none, 403 for anyone else. */
export async function markEnquiryHandled(id: string, user: CurrentUser): Promise<200 | 403 | 404> {
  const [row] = await database().select({ ownerId: enquiries.ownerId }).from(enquiries).where(eq(enquiries.id, id));
  if (!row) return 404;
  if (row.ownerId !== user.id) return 403;
  const now = new Date();
  await database()
    .update(enquiries)
    .set({
      handledAt: sql`coalesce(${enquiries.handledAt}, ${now})`,
      readAt: sql`coalesce(${enquiries.readAt}, ${now})`,
    })
    .where(eq(enquiries.id, id));
  return 200;
}

export type LeadOutcome = { ok: true } | { ok: false; status: 404 | 429; message: string };

/** Counts a WhatsApp or call click for the listing's owner; only approved listings count. */
export async function recordLead(
  request: Request,
  user: CurrentUser,
  listingId: string,
  kind: (typeof LEAD_KINDS)[number],
): Promise<LeadOutcome> {
  const listing = await listingForEnquiry(listingId);
  if (!listing || !isPublicListing(listing)) return { ok: false, status: 404, message: ENQUIRY_MESSAGES.notFound };
  const limit = await hit(`lead:${user.id}:${clientAddress(request)}`, LEAD_CLICKS_PER_HOUR, HOUR_MS);
  if (!limit.allowed) return { ok: false, status: 429, message: t`Too many clicks counted; try again later.` };
  await database().insert(leads).values({ listingId, ownerId: listing.ownerId, userId: user.id, kind });
  return { ok: true };
}

export const LEADS_CHART_DAYS = 14;

/** Leads of each kind for each of the last 14 days in India time, today included, days without any at zero (leads_created_idx). */
export async function leadsPerDay(): Promise<LeadsDay[]> {
  const dayOf = sql<string>`to_char(${leads.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const since = new Date(Date.now() - (LEADS_CHART_DAYS + 1) * 24 * HOUR_MS);
  const rows = await database()
    .select({ day: dayOf, kind: leads.kind, total: count() })
    .from(leads)
    .where(gte(leads.createdAt, since))
    .groupBy(dayOf, leads.kind);
  const days: LeadsDay[] = [];
  for (let back = LEADS_CHART_DAYS - 1; back >= 0; back--) {
    const day = new Date(Date.now() - back * 24 * HOUR_MS).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    days.push({ day, enquiry: 0, visit: 0, whatsapp: 0, call: 0 });
  }
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.kind] = row.total;
  }
  return days;
}

/** Status and headers for answering an outcome over HTTP, from the page action and the JSON API alike. */
export function enquiryInit(outcome: EnquiryOutcome): ResponseInit {
  if (outcome.ok) return { status: 200 };
  if (outcome.status === 429) return { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } };
  return { status: outcome.status };
}

/** The listing page's action behind 'Contact owner', posted as a plain form. */
export async function handleEnquiryForm(request: Request, listingId: string) {
  const seeker = await getCurrentUser(request);
  const submission = await readSubmission(request, enquirySchema);
  if (!submission.ok && submission.message) {
    return data<EnquiryFormResult>({ ok: false, message: submission.message }, { status: submission.status });
  }
  const outcome = await sendEnquiry(submission, { request, listingId, seeker });
  if (outcome.ok) return data<EnquiryFormResult>({ ok: true, message: outcome.message });
  // Hand back what was typed so nothing is lost; the honeypot stays behind.
  const values = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, String(submission.values[field] ?? "")]));
  const fieldErrors = outcome.status === 400 ? outcome.fieldErrors : undefined;
  return data<EnquiryFormResult>({ ok: false, message: outcome.message, fieldErrors, values }, enquiryInit(outcome));
}
