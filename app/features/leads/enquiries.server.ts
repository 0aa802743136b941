import { createHash, randomBytes } from "node:crypto";
import { ph, t } from "@lingui/core/macro";
import { and, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { data } from "react-router";
import { type Database, database } from "~/db/client.server";
import { enquiries, leads } from "~/db/schema";
import { enquiryBlocked, openFromEnquiry } from "~/features/conversations/conversations.server";
import { isPublicListing, listingName } from "~/features/listings/listings";
import { holdPublicListing, listingForEnquiry, listingSummaries } from "~/features/listings/listings.server";
import { type MailMessage, queueMail } from "~/features/mail/mail.server";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { env } from "~/lib/env.server";
import { type Checked, firstFieldError } from "~/lib/field-errors";
import { readSubmission } from "~/lib/form-submission.server";
import { localePath } from "~/lib/i18n";
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
import { countLead } from "./lead-records.server";
import type { LeadsDay } from "./leads-per-day";

const HOUR_MS = 60 * 60 * 1000;
/** Enquiries one address, or one account, may send in an hour: plenty for a person comparing stays, few for a spammer. */
const ENQUIRIES_PER_HOUR = 10;
/** WhatsApp and call clicks counted per address in an hour; beyond this a click still opens, it is just not counted. */
const LEAD_CLICKS_PER_HOUR = 60;
/** The same message to the same listing from the same address within this time is a double send. */
const DUPLICATE_WINDOW_MS = 60 * 1000;
/** How long a confirmation link works; an enquiry not confirmed by then is dropped unseen (ADR 030). */
export const CONFIRM_TTL_MS = 24 * HOUR_MS;
/**
 * Confirmation mails one address gets in an hour, whoever types it: they carry only our words, yet a stranger
 * typing someone's address must not be able to fill their mailbox.
 */
const CONFIRMATIONS_PER_ADDRESS = 3;
/** Unconfirmed enquiries dropped per look, and how often the look runs. */
const DROP_PER_LOOK = 500;
const DROP_EVERY_MS = 60_000;
export const ENQUIRIES_PAGE_SIZE = 10;
/** `/profile?tab=enquiries`: the owner's inbox, which opening reads. */
export const INBOX_TAB = "enquiries";

export type EnquiryOutcome =
  | { ok: true; message: string; awaitingConfirmation: boolean }
  | { ok: false; status: 400; message: string; fieldErrors: Partial<Record<EnquiryField, string>> }
  | { ok: false; status: 403 | 404; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

const clientAddress = (request: Request) => request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Whether an address is proven to belong to the person typing it: only the signed-in account's own, verified one.
 * Nothing we mail to any other address may carry what they wrote (ADR 030).
 */
const isProvenAddress = (seeker: CurrentUser | null, email: string) =>
  seeker?.emailVerified === true && seeker.email.toLowerCase() === email.toLowerCase();

/** Success as the sender reads it: sent, or waiting for the link we mailed them. */
const sentOutcome = (proven: boolean): EnquiryOutcome =>
  proven
    ? { ok: true, message: ENQUIRY_MESSAGES.sent, awaitingConfirmation: false }
    : { ok: true, message: ENQUIRY_MESSAGES.confirmByEmail, awaitingConfirmation: true };

/** A listing not public, or no longer: read in the language of the request. */
const listingGone = () => ({ ok: false, status: 404, message: ENQUIRY_MESSAGES.notFound }) as const;

/**
 * Checks, stores and mails one enquiry about a listing. Only approved listings take enquiries, and never
 * from their own owner. A filled honeypot and a repeat within a minute both answer like a success and
 * store nothing more, so neither a bot nor a double tap learns anything or writes twice.
 * From an address not proven to be the sender's, the enquiry waits unseen and that address gets only a link
 * to confirm it, in our words; the owner gets it once the link is followed (ADR 030).
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
  if (!listing || !isPublicListing(listing)) return listingGone();
  if (seeker && listing.ownerId === seeker.id) return { ok: false, status: 403, message: ENQUIRY_MESSAGES.ownListing };
  const blocked = seeker ? await enquiryBlocked(listingId, seeker.id) : null;
  if (blocked) return { ok: false, status: 403, message: blocked };
  const honeypot = submitted.values[ENQUIRY_HONEYPOT];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) {
    logger.info({ listingId }, "enquiry: honeypot filled, discarded");
    return sentOutcome(isProvenAddress(seeker, String(submitted.values.email ?? "")));
  }
  if (!submitted.ok) {
    const message = firstFieldError(submitted.fieldErrors)?.message ?? ENQUIRY_MESSAGES.name;
    return { ok: false, status: 400, message, fieldErrors: submitted.fieldErrors };
  }
  const enquiry = submitted.value;
  const email = enquiry.email.toLowerCase();
  const proven = isProvenAddress(seeker, email);
  const claim = idempotencyKey ? { scope: `enquiry:${email}`, key: idempotencyKey } : null;
  const earlier = await earlierResult(claim);
  if (earlier) return earlier.status === 404 ? listingGone() : sentOutcome(proven);
  const limits = [
    { key: `enquiry:ip:${clientAddress(request)}`, limit: ENQUIRIES_PER_HOUR },
    seeker ? { key: `enquiry:user:${seeker.id}`, limit: ENQUIRIES_PER_HOUR } : null,
    proven ? null : { key: `enquiry:confirm:${email}`, limit: CONFIRMATIONS_PER_ADDRESS },
  ];
  for (const quota of limits) {
    if (!quota) continue;
    const limit = await hit(quota.key, quota.limit, HOUR_MS);
    if (!limit.allowed) {
      return { ok: false, status: 429, message: ENQUIRY_MESSAGES.tooMany, retryAfterSeconds: limit.retryAfterSeconds };
    }
  }
  const outcome = await createOnce(claim, async (tx) => {
    // Two identical sends racing each other wait here, so the second sees the first and stores nothing.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${listingId}:${email}`}))`);
    // Its owner may have deleted it since it was read above.
    if (!(await holdPublicListing(tx, listingId))) return { status: 404, body: {} };
    const [repeat] = await tx
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(
        and(
          eq(enquiries.listingId, listingId),
          sql`lower(${enquiries.email}) = ${email}`,
          eq(enquiries.message, enquiry.message),
          gt(enquiries.createdAt, new Date(Date.now() - DUPLICATE_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (repeat) return { status: 201, body: {} };
    const seekerId = seeker?.id ?? null;
    const name = listingName(listing.projectBuildingName);
    if (!proven) {
      const token = randomBytes(32).toString("base64url");
      await tx
        .insert(enquiries)
        .values({ ...enquiry, listingId, ownerId: listing.ownerId, seekerId, confirmTokenHash: tokenHash(token) });
      // In this request's language: whoever typed the address is about to read it, if it is theirs.
      await queueMail(tx, confirmationMail(enquiry.email, name, listing.id, token));
      return { status: 201, body: {} };
    }
    const [stored] = await tx
      .insert(enquiries)
      .values({ ...enquiry, listingId, ownerId: listing.ownerId, seekerId, confirmedAt: new Date() })
      .returning({ id: enquiries.id });
    await deliverToOwner(tx, listing, { ...enquiry, id: stored.id }, seekerId);
    // The copy speaks the seeker's language, this request's.
    await queueMail(tx, seekerCopy(name, listing.id, enquiry));
    return { status: 201, body: {} };
  });
  return outcome.status === 404 ? listingGone() : sentOutcome(proven);
}

type EnquiryListing = NonNullable<Awaited<ReturnType<typeof listingForEnquiry>>>;

/**
 * Counts the lead, opens the conversation with a signed-in seeker and mails the owner, in the language they chose on
 * GharStay, in the caller's transaction.
 */
async function deliverToOwner(
  tx: Database,
  listing: EnquiryListing,
  enquiry: EnquiryInput & { id: string },
  seekerId: string | null,
) {
  // Blocked since it was sent (a confirmation link followed later): it reaches the owner no more than a message would.
  if (seekerId && (await enquiryBlocked(listing.id, seekerId, tx))) return;
  await countLead({ listingId: listing.id, ownerId: listing.ownerId, userId: seekerId, kind: "enquiry" }, tx);
  await openFromEnquiry(tx, { ...enquiry, listingId: listing.id, ownerId: listing.ownerId, seekerId });
  const { ownerId, ownerEmail } = listing;
  if (!ownerId || !ownerEmail) return;
  await inLocaleOf(
    ownerId,
    () => queueMail(tx, ownerMail(ownerEmail, listingName(listing.projectBuildingName), enquiry)),
    tx,
  );
}

/** `/enquiry/confirm?token=…`: where a confirmation mail's button leads. */
const confirmUrl = (token: string) =>
  `${env().PUBLIC_URL}${localePath("/enquiry/confirm")}?token=${encodeURIComponent(token)}`;

/**
 * The only mail an unproven address gets: our words, the listing's public name and its link, never the name,
 * mobile or message that were typed with the address.
 */
function confirmationMail(to: string, listing: string, listingId: string, token: string): MailMessage {
  const listingUrl = `${env().PUBLIC_URL}${localePath(`/property/${listingId}`)}`;
  return {
    kind: "enquiry-confirm",
    to,
    subject: t`Confirm your enquiry about ${listing}`,
    paragraphs: [
      t`Someone, hopefully you, entered this e-mail address to send an enquiry about ${listing} on GharStay: ${listingUrl}`,
      t`Follow the link below within 24 hours to send it to the owner. Until then nobody sees it.`,
      t`If it was not you, ignore this e-mail: the enquiry is deleted after 24 hours.`,
    ],
    action: { label: t`Confirm your enquiry`, url: confirmUrl(token) },
  };
}

export type ConfirmOutcome =
  | { ok: true; listingId: string; listingName: string }
  | { ok: false; reason: "unknown" | "used" | "expired" | "not-public" };

const confirmColumns = {
  id: enquiries.id,
  listingId: enquiries.listingId,
  seekerId: enquiries.seekerId,
  name: enquiries.name,
  mobileNumber: enquiries.mobileNumber,
  email: enquiries.email,
  message: enquiries.message,
  shareMobile: enquiries.shareMobile,
  confirmedAt: enquiries.confirmedAt,
  createdAt: enquiries.createdAt,
};

/** What following a confirmation link would do, without doing it: the page a GET shows. */
export async function peekEnquiryConfirmation(token: string): Promise<ConfirmOutcome> {
  if (token.length < 20 || token.length > 100) return { ok: false, reason: "unknown" };
  const [row] = await database()
    .select(confirmColumns)
    .from(enquiries)
    .where(eq(enquiries.confirmTokenHash, tokenHash(token)));
  if (!row) return { ok: false, reason: "unknown" };
  if (row.confirmedAt) return { ok: false, reason: "used" };
  if (row.createdAt.getTime() <= Date.now() - CONFIRM_TTL_MS) return { ok: false, reason: "expired" };
  const listing = await listingForEnquiry(row.listingId);
  if (!listing || !isPublicListing(listing)) return { ok: false, reason: "not-public" };
  return { ok: true, listingId: listing.id, listingName: listingName(listing.projectBuildingName) };
}

/**
 * Follows a confirmation link once: one update claims the enquiry only while it is unconfirmed and within its
 * day, so two clicks racing cannot both deliver it, nor a click the drop that has begun. Then the owner gets it.
 */
export async function confirmEnquiry(token: string): Promise<ConfirmOutcome> {
  const peeked = await peekEnquiryConfirmation(token);
  if (!peeked.ok) return peeked;
  const listing = await listingForEnquiry(peeked.listingId);
  if (!listing) return { ok: false, reason: "not-public" };
  const delivered = await database().transaction(async (tx) => {
    // Deleted or taken down since the peek: the page says so (peekEnquiryConfirmation below), nothing is delivered.
    if (!(await holdPublicListing(tx, listing.id))) return false;
    const [row] = await tx
      .update(enquiries)
      .set({ confirmedAt: new Date() })
      .where(
        and(
          eq(enquiries.confirmTokenHash, tokenHash(token)),
          isNull(enquiries.confirmedAt),
          gt(enquiries.createdAt, new Date(Date.now() - CONFIRM_TTL_MS)),
        ),
      )
      .returning(confirmColumns);
    if (!row) return false;
    await deliverToOwner(tx, listing, row, row.seekerId);
    return true;
  });
  if (!delivered) return peekEnquiryConfirmation(token);
  logger.info({ listingId: listing.id }, "enquiry confirmed and sent to the owner");
  return peeked;
}

/**
 * Deletes enquiries whose link went unfollowed for a day. The rows are the state: a restarted instance picks up
 * where it was, and instances running the look together skip each other's rows rather than drop any twice.
 */
export async function dropUnconfirmedEnquiries(now = new Date()): Promise<number> {
  const due = database()
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(isNull(enquiries.confirmedAt), lte(enquiries.createdAt, new Date(now.getTime() - CONFIRM_TTL_MS))))
    .limit(DROP_PER_LOOK)
    .for("update", { skipLocked: true });
  const dropped = await database().delete(enquiries).where(inArray(enquiries.id, due)).returning({ id: enquiries.id });
  if (dropped.length > 0) logger.info({ dropped: dropped.length }, "unconfirmed enquiries dropped");
  return dropped.length;
}

/** Looks once a minute, from a few seconds after start. */
export function startEnquiryCleanup(): void {
  const look = (delay: number) =>
    setTimeout(() => {
      dropUnconfirmedEnquiries()
        .catch((error) => logger.error({ err: error }, "dropping unconfirmed enquiries failed"))
        .finally(() => look(DROP_EVERY_MS));
    }, delay).unref();
  look(5_000);
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

/** What an enquiry shows its reader, but the mobile number, whose sharing each reader's query decides. */
export const enquiryColumns = {
  id: enquiries.id,
  listingId: enquiries.listingId,
  name: enquiries.name,
  email: enquiries.email,
  message: enquiries.message,
  shareMobile: enquiries.shareMobile,
  readAt: enquiries.readAt,
  handledAt: enquiries.handledAt,
  createdAt: enquiries.createdAt,
};

const inboxColumns = { ...enquiryColumns, mobileNumber: enquiries.mobileNumber };

export type EnquiryBox = "received" | "sent";

/**
 * One page of enquiries, newest first (enquiries_owner_idx or enquiries_seeker_idx), each with its listing's
 * name and cover. An owner sees the seeker's mobile only when the seeker shared it.
 */
export async function enquiryPage(userId: string, box: EnquiryBox, page: number) {
  // An enquiry waiting for its link reaches nobody yet, not even its sender's own list.
  const mine = and(
    eq(box === "received" ? enquiries.ownerId : enquiries.seekerId, userId),
    isNotNull(enquiries.confirmedAt),
  );
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

/** Held enquiries a sender is shown at most: more than an hour's limit of them is never waiting at once. */
const HELD_SHOWN = ENQUIRIES_PER_HOUR;

/**
 * A signed-in sender's enquiries still waiting for the link we mailed, newest first: `/messages` says they are held and
 * until when, so none seems lost. The address is the one the sender typed with it, shown only to them.
 */
export async function heldEnquiriesOf(seekerId: string, now = new Date()) {
  const rows = await database()
    .select({
      id: enquiries.id,
      listingId: enquiries.listingId,
      email: enquiries.email,
      createdAt: enquiries.createdAt,
    })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.seekerId, seekerId),
        isNull(enquiries.confirmedAt),
        gt(enquiries.createdAt, new Date(now.getTime() - CONFIRM_TTL_MS)),
      ),
    )
    .orderBy(desc(enquiries.createdAt))
    .limit(HELD_SHOWN);
  const summaries = await listingSummaries([...new Set(rows.map((row) => row.listingId))]);
  return rows.map((row) => ({
    id: row.id,
    listingId: row.listingId,
    listingName: listingName(summaries.get(row.listingId)?.projectBuildingName),
    email: row.email,
    until: new Date(row.createdAt.getTime() + CONFIRM_TTL_MS).toISOString(),
  }));
}

export type HeldEnquiry = Awaited<ReturnType<typeof heldEnquiriesOf>>[number];

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
    .where(and(eq(enquiries.ownerId, ownerId), isNull(enquiries.readAt), isNotNull(enquiries.confirmedAt)));
}

/** Only the owner the enquiry was sent to may mark it handled: 404 when there is none, 403 for anyone else. */
export async function markEnquiryHandled(id: string, user: CurrentUser): Promise<200 | 403 | 404> {
  const [row] = await database()
    .select({ ownerId: enquiries.ownerId })
    .from(enquiries)
    .where(and(eq(enquiries.id, id), isNotNull(enquiries.confirmedAt)));
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

export type LeadOutcome = { ok: true; counted: boolean } | { ok: false; status: 404 | 429; message: string };

/**
 * Counts a WhatsApp or call click for the listing's owner; only approved listings count, and never the owner's own
 * clicks on it, which would fill their figures and the Admin's leads chart with nobody's interest.
 */
export async function recordLead(
  request: Request,
  user: CurrentUser,
  listingId: string,
  kind: (typeof LEAD_KINDS)[number],
): Promise<LeadOutcome> {
  const listing = await listingForEnquiry(listingId);
  if (!listing || !isPublicListing(listing)) return listingGone();
  if (listing.ownerId === user.id) return { ok: true, counted: false };
  const limit = await hit(`lead:${user.id}:${clientAddress(request)}`, LEAD_CLICKS_PER_HOUR, HOUR_MS);
  if (!limit.allowed) return { ok: false, status: 429, message: t`Too many clicks counted; try again later.` };
  await countLead({ listingId, ownerId: listing.ownerId, userId: user.id, kind });
  return { ok: true, counted: true };
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
