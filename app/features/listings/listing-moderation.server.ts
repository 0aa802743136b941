import { t } from "@lingui/core/macro";
import { and, count, desc, eq, ilike, ne, type SQL, sql } from "drizzle-orm";
import { database, type Transaction } from "~/db/client.server";
import { listings, users } from "~/db/schema";
import { greeting, queueMail } from "~/features/mail/mail.server";
import { withCovers } from "~/features/photos/photos.server";
import { recordAudit } from "~/lib/audit.server";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import { type Page, pageCountOf } from "~/lib/pagination";
import { inLocaleOf } from "~/lib/user-locale.server";
import { deleteListingWithPhotos, LiveBookingsError } from "./listing-records.server";
import { listingName } from "./listing-text";
import type { ChartSlice, ModerationListing } from "./listing-views";
import type { PropertyFilters } from "./property-filters";

const MODERATION_PAGE_SIZE = 20;

/** updated_at to the millisecond, as a page can carry it back: the version of a listing the Admin approves. */
const listingVersion = sql<Date>`date_trunc('milliseconds', ${listings.updatedAt})`.mapWith(listings.updatedAt);

const moderationColumns = {
  id: listings.id,
  projectBuildingName: listings.projectBuildingName,
  city: listings.city,
  locality: listings.locality,
  listingType: listings.listingType,
  propertyType: listings.propertyType,
  price: listings.price,
  isShortStay: listings.isShortStay,
  status: listings.status,
  createdAt: listings.createdAt,
  version: listingVersion,
  ownerName: users.name,
};

async function listingPage(where: SQL | undefined, page: number): Promise<Page<ModerationListing>> {
  const db = database();
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(moderationColumns)
      .from(listings)
      .leftJoin(users, eq(users.id, listings.userId))
      .where(where)
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(MODERATION_PAGE_SIZE)
      .offset((page - 1) * MODERATION_PAGE_SIZE),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  return {
    items: await withCovers(rows),
    page,
    pageCount: pageCountOf(total, MODERATION_PAGE_SIZE),
    total,
  };
}

/** The dashboard's queue: listings waiting for a decision, newest first. */
export function pendingListings(page: number): Promise<Page<ModerationListing>> {
  return listingPage(eq(listings.status, "pending"), page);
}

/** LIKE wildcards typed by the admin are searched for literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** All properties, filtered as the URL says. */
export function moderationListings(filters: PropertyFilters, page: number): Promise<Page<ModerationListing>> {
  const conditions = [
    filters.status ? eq(listings.status, filters.status) : undefined,
    filters.city ? eq(listings.city, filters.city) : undefined,
    filters.type ? eq(listings.listingType, filters.type) : undefined,
    filters.q ? ilike(listings.projectBuildingName, `%${escapeLike(filters.q)}%`) : undefined,
  ];
  return listingPage(and(...conditions), page);
}

export async function pendingCount(): Promise<number> {
  const [{ total }] = await database().select({ total: count() }).from(listings).where(eq(listings.status, "pending"));
  return total;
}

/** Where to write to a listing's owner; null once the account is gone. */
async function ownerAddress(
  tx: Transaction,
  ownerId: string | null,
): Promise<{ id: string; name: string; email: string; emailVerified: boolean } | null> {
  if (!ownerId) return null;
  const [owner] = await tx
    .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, ownerId));
  return owner ?? null;
}

export type Decision = { ok: true; name: string } | { ok: false; reason: "gone" | "changed" | "booked" };

/**
 * Makes a pending listing public at once, but only the version the Admin saw: the check and the
 * change are one UPDATE, so an owner's edit that lands first makes it refuse instead of publishing unseen text.
 */
export async function approveListing(actorId: string, listingId: string, version: Date): Promise<Decision> {
  return database().transaction(async (tx) => {
    const pending = and(eq(listings.id, listingId), eq(listings.status, "pending"));
    const [row] = await tx
      .update(listings)
      .set({ status: "approved" })
      .where(and(pending, sql`${listingVersion} = ${version.toISOString()}::timestamptz`))
      .returning({ id: listings.id, name: listings.projectBuildingName, ownerId: listings.userId });
    if (!row) {
      const [stillPending] = await tx.select({ id: listings.id }).from(listings).where(pending);
      return { ok: false, reason: stillPending ? "changed" : "gone" } as const;
    }
    await recordAudit(tx, {
      actorId,
      action: "listing.approve",
      subjectType: "listing",
      subjectId: row.id,
      subjectName: row.name,
    });
    const owner = await ownerAddress(tx, row.ownerId);
    if (owner) {
      // In the owner's language, not the Admin's (the mail's layout too, so it is composed inside).
      await inLocaleOf(
        owner.id,
        () => {
          const name = listingName(row.name);
          return queueMail(tx, {
            kind: "listing-approved",
            to: owner.email,
            subject: t`Your listing “${name}” is live on GharStay`,
            paragraphs: [greeting(owner), t`Good news: “${name}” is approved and anyone can now find it on GharStay.`],
            action: { label: t`See your listing`, url: `${env().PUBLIC_URL}${localePath(`/property/${row.id}`)}` },
          });
        },
        tx,
      );
    }
    return { ok: true, name: row.name } as const;
  });
}

/**
 * Rejects a listing still waiting for a decision: deletes it with its photos, records the decision and writes to its
 * owner why, all in the same transaction. One approved meanwhile (another Admin, another tab) stays as it is. `reason` is called in the owner's language, so a listed reason reads in it. A listing
 * with bookings still to come stays as it is (its guests' bookings would go with it).
 */
export async function rejectListing(actorId: string, listingId: string, reason: () => string): Promise<Decision> {
  const deleted = await deleteListingWithPhotos(
    listingId,
    async (tx, row) => {
      await recordAudit(tx, {
        actorId,
        action: "listing.reject",
        subjectType: "listing",
        subjectId: row.id,
        subjectName: row.name,
      });
      const owner = await ownerAddress(tx, row.ownerId);
      if (!owner) return;
      // In the owner's language, not the Admin's (the mail's layout too); a listed reason in it as well.
      await inLocaleOf(
        owner.id,
        () => {
          const name = listingName(row.name);
          const why = reason();
          return queueMail(tx, {
            kind: "listing-rejected",
            to: owner.email,
            subject: t`Your listing “${name}” was not approved`,
            paragraphs: [
              greeting(owner),
              t`We could not approve “${name}”, so it has been removed from GharStay.`,
              t`Reason: ${why}`,
              t`You are welcome to post it again with this put right.`,
            ],
            action: { label: t`Post a listing`, url: `${env().PUBLIC_URL}${localePath("/postproperty")}` },
          });
        },
        tx,
      );
    },
    eq(listings.status, "pending"),
  ).catch((error: unknown) => {
    if (error instanceof LiveBookingsError) return "booked" as const;
    throw error;
  });
  if (deleted === "booked") return { ok: false, reason: "booked" };
  if (!deleted) return { ok: false, reason: "gone" };
  return { ok: true, name: deleted.name };
}

/** Every listing but those deleted and kept only for their bookings', messages' and reviews' records (ADR 067). */
const POSTED = ne(listings.status, "deleted");

/** Every listing and those still waiting, for the dashboard's totals. */
export async function listingTotals(): Promise<{ postedProperties: number; pendingListings: number }> {
  const [totals] = await database()
    .select({
      postedProperties: count(),
      pendingListings: sql<number>`count(*) filter (where ${listings.status} = 'pending')`.mapWith(Number),
    })
    .from(listings)
    .where(POSTED);
  return totals;
}

/** Listings per city and per listing type, pending and approved together: what the desk oversees. */
export async function listingBreakdown(): Promise<{ byCity: ChartSlice[]; byType: ChartSlice[] }> {
  const db = database();
  const [byCity, byType] = await Promise.all([
    db
      .select({ name: listings.city, listings: count() })
      .from(listings)
      .where(POSTED)
      .groupBy(listings.city)
      .orderBy(desc(count()), listings.city),
    db
      .select({ name: listings.listingType, listings: count() })
      .from(listings)
      .where(POSTED)
      .groupBy(listings.listingType)
      .orderBy(desc(count()), listings.listingType),
  ]);
  return { byCity, byType };
}
