import { t } from "@lingui/core/macro";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { ListingCardData } from "~/components/listing-card";
import { database } from "~/db/client.server";
import { listings, savedListings } from "~/db/schema";
import { hit } from "~/lib/throttle.server";
import { listingCardColumns, publicListings, withCovers } from "./listing-cards.server";
import type { OwnListingsPage } from "./listing-views";
import type { QuotaRefusal } from "./listings.server";

/** Enough for anyone comparing places; it keeps the list the hearts load in one answer small. */
export const MAX_SAVED_LISTINGS = 200;
const SAVES_PER_MINUTE = 60;
const PAGE_SIZE = 12;

// Getters: each read is in the language of the request being answered.
export const SAVED_LISTING_MESSAGES = {
  get notFound() {
    return t`Listing not found.`;
  },
  get tooMany() {
    return t`You can keep up to ${MAX_SAVED_LISTINGS} favourites. Remove one to save another.`;
  },
  get tooFast() {
    return t`Too many changes to your favourites. Please wait a minute and try again.`;
  },
};

/** Listing ids are generated UUIDs; anything else cannot be a listing and is not looked up. */
export const listingIdSchema = z.guid({ error: () => t`Choose a listing.` });

export const savedListingSchema = z.object({
  listingId: listingIdSchema,
  saved: z.boolean({ error: () => t`Say whether the listing is saved.` }),
});

/** The listing ids a user saved, newest first: what the hearts on every card show as pressed. */
export async function savedListingIds(userId: string): Promise<string[]> {
  const rows = await database()
    .select({ listingId: savedListings.listingId })
    .from(savedListings)
    .where(eq(savedListings.userId, userId))
    .orderBy(desc(savedListings.createdAt))
    .limit(MAX_SAVED_LISTINGS);
  return rows.map((row) => row.listingId);
}

/** One page of a user's saved listings as cards, newest saved first; a listing no longer public is left out. */
export async function savedListingCards(userId: string, page: number): Promise<OwnListingsPage> {
  const rows = await database()
    .select(listingCardColumns)
    .from(savedListings)
    .innerJoin(listings, eq(listings.id, savedListings.listingId))
    .where(and(eq(savedListings.userId, userId), publicListings))
    .orderBy(desc(savedListings.createdAt), desc(listings.id))
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE);
  return { listings: await withCovers(rows.slice(0, PAGE_SIZE)), page, hasMore: rows.length > PAGE_SIZE };
}

/** Cards of the public listings among `ids`, in the order given: a visitor's favourites kept in the browser. */
export async function publicListingCards(ids: string[]): Promise<ListingCardData[]> {
  if (ids.length === 0) return [];
  const rows = await database()
    .select(listingCardColumns)
    .from(listings)
    .where(and(inArray(listings.id, ids), publicListings));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return withCovers(ids.flatMap((id) => byId.get(id) ?? []));
}

/**
 * Saves or unsaves one listing for a user. Only a public listing can be saved; unsaving always works,
 * so a listing taken down can still be removed. "not-found" when the listing is not public.
 */
export async function setSavedListing(
  userId: string,
  listingId: string,
  saved: boolean,
): Promise<"done" | "not-found" | QuotaRefusal> {
  const allowance = await hit(`saved-listings:${userId}`, SAVES_PER_MINUTE, 60_000);
  if (!allowance.allowed) {
    return {
      ok: false,
      status: 429,
      message: SAVED_LISTING_MESSAGES.tooFast,
      retryAfterSeconds: allowance.retryAfterSeconds,
    };
  }
  if (!saved) {
    await database()
      .delete(savedListings)
      .where(and(eq(savedListings.userId, userId), eq(savedListings.listingId, listingId)));
    return "done";
  }
  const [{ total }] = await database()
    .select({ total: count() })
    .from(savedListings)
    .where(eq(savedListings.userId, userId));
  if (total >= MAX_SAVED_LISTINGS) return { ok: false, status: 400, message: SAVED_LISTING_MESSAGES.tooMany };
  // Insert from a select of the public listing, so one taken down or deleted meanwhile is never saved.
  const inserted = await database()
    .insert(savedListings)
    .select(
      database()
        .select({
          userId: sql<string>`${userId}`.as("user_id"),
          listingId: listings.id,
          createdAt: sql<Date>`now()`.as("created_at"),
        })
        .from(listings)
        .where(and(eq(listings.id, listingId), publicListings)),
    )
    .onConflictDoNothing()
    .returning({ listingId: savedListings.listingId });
  if (inserted.length > 0) return "done";
  const [already] = await database()
    .select({ listingId: savedListings.listingId })
    .from(savedListings)
    .where(and(eq(savedListings.userId, userId), eq(savedListings.listingId, listingId)));
  return already ? "done" : "not-found";
}
