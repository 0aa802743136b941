import { and, countDistinct, desc, eq, gte, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { contactReveals, users } from "~/db/schema";
import { isPublicListing, listingName } from "~/features/listings/listings";
import { listingOwnerContact, listingSummaries } from "~/features/listings/listings.server";
import type { CurrentUser } from "~/lib/session.server";
import { OWNERS_PER_DAY, REVEAL_MESSAGES } from "./contact-reveal-limits";

/** How far back the owner's "people viewed your number" looks. */
const VIEWS_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The most recent viewers an owner's list names; the count covers them all. */
const VIEWERS_LISTED = 20;

export type OwnerContact = { email: string; mobileNumber: string | null };

export type RevealOutcome =
  | { ok: true; contact: OwnerContact }
  | { ok: false; status: 401 | 403 | 404 | 429; message: string };

/** Midnight in India today: the day the limit counts in. */
const startOfIndiaDay = sql`(date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;

/**
 * Shows a listing owner's e-mail and mobile to a verified account, recorded for the owner: once per listing a day,
 * and at most OWNERS_PER_DAY distinct owners a day per account (another listing of an owner already seen is free).
 */
export async function revealOwnerContact(viewer: CurrentUser | null, listingId: string): Promise<RevealOutcome> {
  if (!viewer) return { ok: false, status: 401, message: REVEAL_MESSAGES.logIn };
  const listing = await listingOwnerContact(listingId);
  if (!listing?.ownerId || !isPublicListing(listing))
    return { ok: false, status: 404, message: REVEAL_MESSAGES.notFound };
  const { ownerId } = listing;
  const contact = { email: listing.email, mobileNumber: listing.mobileNumber };
  if (ownerId === viewer.id) return { ok: true, contact };
  if (listing.ownerContact === "enquiries") return { ok: false, status: 403, message: REVEAL_MESSAGES.enquiriesOnly };
  return database().transaction(async (tx) => {
    // One reveal of this viewer at a time, so two at once cannot both take the 30th place.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact-reveal:${viewer.id}`}))`);
    const [account] = await tx
      .select({ verified: sql<boolean>`${users.emailVerified} or ${users.phoneVerifiedAt} is not null` })
      .from(users)
      .where(eq(users.id, viewer.id));
    if (!account?.verified) return { ok: false, status: 403, message: REVEAL_MESSAGES.unverified } as const;
    const today = await tx
      .select({ ownerId: contactReveals.ownerId, listingId: contactReveals.listingId })
      .from(contactReveals)
      .where(and(eq(contactReveals.viewerId, viewer.id), gte(contactReveals.revealedAt, startOfIndiaDay)));
    if (today.some((reveal) => reveal.listingId === listingId)) return { ok: true, contact } as const;
    const owners = new Set(today.map((reveal) => reveal.ownerId));
    if (!owners.has(ownerId) && owners.size >= OWNERS_PER_DAY) {
      return { ok: false, status: 429, message: REVEAL_MESSAGES.limit } as const;
    }
    await tx.insert(contactReveals).values({ viewerId: viewer.id, ownerId, listingId });
    return { ok: true, contact } as const;
  });
}

/**
 * A listing's owner as this viewer may see them: with the e-mail and mobile when already given (the owner, an Admin)
 * or revealed to this viewer today while the owner still shows them, so a reload keeps them shown.
 */
export async function ownerAsSeenBy<Owner extends { email: string | null; mobileNumber: string | null }>(
  viewer: CurrentUser | null,
  listingId: string,
  owner: Owner | null,
): Promise<Owner | null> {
  if (!owner || owner.email !== null) return owner;
  const revealed = await revealedContact(viewer, listingId);
  return revealed ? { ...owner, ...revealed } : owner;
}

async function revealedContact(viewer: CurrentUser | null, listingId: string): Promise<OwnerContact | null> {
  if (!viewer) return null;
  const [revealed] = await database()
    .select({ id: contactReveals.id })
    .from(contactReveals)
    .where(
      and(
        eq(contactReveals.viewerId, viewer.id),
        eq(contactReveals.listingId, listingId),
        gte(contactReveals.revealedAt, startOfIndiaDay),
      ),
    )
    .limit(1);
  if (!revealed) return null;
  const listing = await listingOwnerContact(listingId);
  if (!listing || listing.ownerContact === "enquiries" || !isPublicListing(listing)) return null;
  return { email: listing.email, mobileNumber: listing.mobileNumber };
}

export type ContactView = { viewer: string; listingName: string; listingId: string; revealedAt: Date };

/**
 * Who saw an owner's number in the last seven days: how many people, and the latest by first name only (there is
 * no setting to hide a name, so the rest of it stays private, ADR 033) with the listing and when (contact_reveals_owner_idx).
 */
export async function contactViewsOf(ownerId: string): Promise<{ people: number; latest: ContactView[] }> {
  const since = new Date(Date.now() - VIEWS_DAYS * DAY_MS);
  const recent = and(eq(contactReveals.ownerId, ownerId), gte(contactReveals.revealedAt, since));
  const [[{ people }], rows] = await Promise.all([
    database()
      .select({ people: countDistinct(contactReveals.viewerId) })
      .from(contactReveals)
      .where(recent),
    database()
      .select({ name: users.name, listingId: contactReveals.listingId, revealedAt: contactReveals.revealedAt })
      .from(contactReveals)
      .innerJoin(users, eq(users.id, contactReveals.viewerId))
      .where(recent)
      .orderBy(desc(contactReveals.revealedAt))
      .limit(VIEWERS_LISTED),
  ]);
  const summaries = await listingSummaries([...new Set(rows.map((row) => row.listingId))]);
  const latest = rows.map((row) => ({
    viewer: firstName(row.name),
    listingId: row.listingId,
    listingName: listingName(summaries.get(row.listingId)?.projectBuildingName ?? null),
    revealedAt: row.revealedAt,
  }));
  return { people, latest };
}

/** A person's first name: what an owner is shown of those who saw their number (ADR 033). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";
