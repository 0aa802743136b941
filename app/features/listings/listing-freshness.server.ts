import { createHash, randomBytes, randomUUID } from "node:crypto";
import { t } from "@lingui/core/macro";
import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { database, type Transaction } from "~/db/client.server";
import { listingLinks, listings, users } from "~/db/schema";
import { greeting, queueMail } from "~/features/mail/mail.server";
import { withCovers } from "~/features/photos/photos.server";
import { recordAudit } from "~/lib/audit.server";
import { env } from "~/lib/env.server";
import { currentLocale, LANGUAGE_TAG, localePath } from "~/lib/i18n";
import { logger } from "~/lib/logger.server";
import type { CurrentUser } from "~/lib/session.server";
import { inLocaleOf } from "~/lib/user-locale.server";
import { listingCardColumns } from "./listing-cards.server";
import { listingName } from "./listing-text";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A listing its owner has not confirmed for this long leaves public pages. */
export const FRESH_DAYS = 60;
/** The owner is warned this many days before. */
export const WARN_DAYS_BEFORE = 7;
/** The warning's links last until a little after the listing would expire, so a late click still renews it. */
const LINK_TTL_MS = (WARN_DAYS_BEFORE + 7) * DAY_MS;
const TICK_MS = 60_000;
const PER_LOOK = 100;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const warnBefore = (now: Date) => new Date(now.getTime() - (FRESH_DAYS - WARN_DAYS_BEFORE) * DAY_MS);
const expireBefore = (now: Date) => new Date(now.getTime() - FRESH_DAYS * DAY_MS);

/** `GET /listing-link?token=…`: where an expiry warning's buttons lead. */
const linkUrl = (token: string) =>
  `${env().PUBLIC_URL}${localePath("/listing-link")}?token=${encodeURIComponent(token)}`;

/**
 * Claims public listings due a warning and e-mails each owner once: the claim is an UPDATE that skips rows
 * another instance has locked and stamps expiry_notice_at, so neither a restart nor a second instance
 * sends a warning twice.
 */
async function warnOwners(now: Date): Promise<number> {
  return database().transaction(async (tx) => {
    const due = tx
      .select({ id: listings.id })
      .from(listings)
      .where(
        and(
          eq(listings.status, "approved"),
          lte(listings.confirmedAt, warnBefore(now)),
          isNull(listings.expiryNoticeAt),
        ),
      )
      .limit(PER_LOOK)
      .for("update", { skipLocked: true });
    // Keep updated_at: a warning changes nothing the public sees.
    const claimed = await tx
      .update(listings)
      .set({ expiryNoticeAt: now, updatedAt: sql`${listings.updatedAt}` })
      .where(inArray(listings.id, due))
      .returning({
        id: listings.id,
        name: listings.projectBuildingName,
        ownerId: listings.userId,
        confirmedAt: listings.confirmedAt,
      });
    for (const listing of claimed) await mailWarning(tx, listing, now);
    return claimed.length;
  });
}

async function mailWarning(
  tx: Transaction,
  listing: { id: string; name: string; ownerId: string | null; confirmedAt: Date },
  now: Date,
) {
  if (!listing.ownerId) return;
  const [owner] = await tx
    .select({ name: users.name, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, listing.ownerId));
  if (!owner) return;
  const batch = randomUUID();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  const tokens = { renew: randomBytes(32).toString("base64url"), close: randomBytes(32).toString("base64url") };
  await tx.insert(listingLinks).values([
    { listingId: listing.id, batch, action: "renew", tokenHash: hash(tokens.renew), expiresAt },
    { listingId: listing.id, batch, action: "close", tokenHash: hash(tokens.close), expiresAt },
  ]);
  // No request is being served: the warning speaks the owner's language (its layout too, so it is composed inside).
  await inLocaleOf(
    listing.ownerId,
    () => {
      const name = listingName(listing.name);
      const endsOn = new Date(listing.confirmedAt.getTime() + FRESH_DAYS * DAY_MS).toLocaleDateString(
        LANGUAGE_TAG[currentLocale()],
        { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" },
      );
      const renewUrl = linkUrl(tokens.renew);
      const closeUrl = linkUrl(tokens.close);
      return queueMail(tx, {
        kind: "listing-expiry-warning",
        to: owner.email,
        subject: t`Is “${name}” still available?`,
        paragraphs: [
          greeting(owner),
          t`“${name}” will leave GharStay on ${endsOn} unless you tell us it is still available.`,
          t`Still available: ${renewUrl}`,
          t`Rented or sold: ${closeUrl}`,
          t`Each link works once, without logging in.`,
        ],
        action: { label: t`Still available`, url: renewUrl },
      });
    },
    tx,
  );
}

/** Takes listings past their 60 days off public pages, one audit entry each. */
async function expireListings(now: Date): Promise<number> {
  return database().transaction(async (tx) => {
    const due = tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.status, "approved"), lte(listings.confirmedAt, expireBefore(now))))
      .limit(PER_LOOK)
      .for("update", { skipLocked: true });
    const expired = await tx
      .update(listings)
      .set({ status: "expired" })
      .where(inArray(listings.id, due))
      .returning({ id: listings.id, name: listings.projectBuildingName });
    for (const listing of expired) {
      await recordAudit(tx, {
        actorId: null,
        action: "listing.expire",
        subjectType: "listing",
        subjectId: listing.id,
        subjectName: listing.name,
      });
    }
    return expired.length;
  });
}

/** One look: warnings first, so a listing that slipped past both lines on one look is still warned before it expires. */
export async function runFreshnessLook(now = new Date()): Promise<void> {
  const warned = await warnOwners(now);
  const expired = await expireListings(now);
  if (warned + expired > 0) logger.info({ warned, expired }, "listing freshness look");
}

/** Starts the freshness look: soon after start, then every minute. */
export function startFreshnessLook(): void {
  const look = (delay: number) =>
    setTimeout(() => {
      runFreshnessLook()
        .catch((error) => logger.error({ err: error }, "listing freshness look failed"))
        .finally(() => look(TICK_MS));
    }, delay).unref();
  look(5_000);
}

/** Resets the 60 days in the caller's transaction and puts an expired listing back; false when it cannot be renewed. */
async function renew(tx: Transaction, listingId: string, actorId: string | null): Promise<boolean> {
  const [row] = await tx
    .update(listings)
    .set({
      status: "approved",
      confirmedAt: sql`now()`,
      expiryNoticeAt: null,
      // Still available is not new: saved searches' alerts read updated_at as the moment a listing became public
      // (listingsApprovedSince), so only one back from expiry counts as public again from now.
      updatedAt: sql`case when ${listings.status} = 'expired' then now() else ${listings.updatedAt} end`,
    })
    .where(and(eq(listings.id, listingId), inArray(listings.status, ["approved", "expired"])))
    .returning({ name: listings.projectBuildingName });
  if (!row) return false;
  await recordAudit(tx, {
    actorId,
    action: "listing.renew",
    subjectType: "listing",
    subjectId: listingId,
    subjectName: row.name,
  });
  return true;
}

export type LinkOutcome =
  | { ok: true; action: "renew" | "close"; name: string }
  | { ok: false; reason: "used" | "expired" | "unknown" | "not-public" };

type LinkReader = Pick<ReturnType<typeof database>, "select">;

/** A warning's link that can still be used, with its listing; `lock` holds it until the transaction ends. */
async function usableLink(reader: LinkReader, token: string, lock: boolean) {
  if (token.length < 20 || token.length > 100) return { ok: false, reason: "unknown" } as const;
  const query = reader
    .select({
      batch: listingLinks.batch,
      action: listingLinks.action,
      listingId: listingLinks.listingId,
      expiresAt: listingLinks.expiresAt,
      usedAt: listingLinks.usedAt,
      name: listings.projectBuildingName,
      ownerId: listings.userId,
    })
    .from(listingLinks)
    .innerJoin(listings, eq(listings.id, listingLinks.listingId))
    .where(eq(listingLinks.tokenHash, hash(token)));
  const [link] = lock ? await query.for("update", { of: listingLinks }) : await query;
  if (!link) return { ok: false, reason: "unknown" } as const;
  if (link.usedAt) return { ok: false, reason: "used" } as const;
  if (link.expiresAt <= new Date()) return { ok: false, reason: "expired" } as const;
  return { ok: true, link } as const;
}

/** What a warning's link would do, without using it: the page asks before 'Rented or sold' acts. */
export async function peekListingLink(token: string): Promise<LinkOutcome> {
  const found = await usableLink(database(), token, false);
  if (!found.ok) return found;
  return { ok: true, action: found.link.action, name: listingName(found.link.name) };
}

/**
 * Follows a warning's link once: 'Still available' renews the listing, 'Rented or sold' closes it. Using
 * either link of a warning uses both, in one transaction with the change, so two clicks cannot both act.
 */
export async function followListingLink(token: string): Promise<LinkOutcome> {
  return database().transaction(async (tx) => {
    const found = await usableLink(tx, token, true);
    if (!found.ok) return found;
    const { link } = found;
    await tx.update(listingLinks).set({ usedAt: sql`now()` }).where(eq(listingLinks.batch, link.batch));
    if (link.action === "renew") {
      if (!(await renew(tx, link.listingId, link.ownerId))) return { ok: false, reason: "not-public" } as const;
      return { ok: true, action: "renew", name: listingName(link.name) } as const;
    }
    const [closed] = await tx
      .update(listings)
      .set({ status: "closed" })
      .where(and(eq(listings.id, link.listingId), inArray(listings.status, ["approved", "expired"])))
      .returning({ id: listings.id });
    if (!closed) return { ok: false, reason: "not-public" } as const;
    await recordAudit(tx, {
      actorId: link.ownerId,
      action: "listing.close",
      subjectType: "listing",
      subjectId: link.listingId,
      subjectName: link.name,
    });
    return { ok: true, action: "close", name: listingName(link.name) } as const;
  });
}

/** 'Still available' on the owner's profile: renews one of their own approved or expired listings. */
export async function renewOwnListing(
  user: CurrentUser,
  listingId: string,
): Promise<{ ok: true } | { ok: false; status: 403 | 404 | 400 }> {
  const [row] = await database().select({ userId: listings.userId }).from(listings).where(eq(listings.id, listingId));
  if (!row) return { ok: false, status: 404 };
  if (row.userId !== user.id) return { ok: false, status: 403 };
  const renewed = await database().transaction((tx) => renew(tx, listingId, user.id));
  return renewed ? { ok: true } : { ok: false, status: 400 };
}

/** The owner's listings that are expired or will be within the warning period, soonest first. */
export async function ownExpiringListings(userId: string, now = new Date()) {
  const rows = await database()
    .select({ ...listingCardColumns, status: listings.status, confirmedAt: listings.confirmedAt })
    .from(listings)
    .where(
      and(
        eq(listings.userId, userId),
        or(
          eq(listings.status, "expired"),
          and(eq(listings.status, "approved"), lte(listings.confirmedAt, warnBefore(now))),
        ),
      ),
    )
    .orderBy(listings.confirmedAt)
    .limit(50);
  return (await withCovers(rows)).map((row) => ({
    ...row,
    expiresAt: new Date(row.confirmedAt.getTime() + FRESH_DAYS * DAY_MS),
  }));
}

/** Public listings that expire within the warning period, for the Admin dashboard. */
export async function expiringListingCount(now = new Date()): Promise<number> {
  const [{ total }] = await database()
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(listings)
    .where(
      and(
        eq(listings.status, "approved"),
        lte(listings.confirmedAt, warnBefore(now)),
        gt(listings.confirmedAt, expireBefore(now)),
      ),
    );
  return total;
}
