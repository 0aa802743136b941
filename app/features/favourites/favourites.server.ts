import { t } from "@lingui/core/macro";
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { ListingCardData } from "~/components/listing-card";
import { isGallerySlug } from "~/content/gallery";
import { database } from "~/db/client.server";
import { favourites, listings } from "~/db/schema";
import type { OwnListingsPage } from "~/features/listings/listings";
import { listingCardColumns, publicListings, type QuotaRefusal } from "~/features/listings/listings.server";
import { withCovers } from "~/features/photos/photos.server";
import { type HeartItem, heartItem } from "~/islands/contracts/heart";
import { hit } from "~/lib/throttle.server";

/**
 * The one heart's server side (ADR 047): what a signed-in user saved, listings and gallery properties alike, in
 * the one `favourites` table, behind the one API (/api/v1/me/favourites) and the two older addresses kept for
 * clients that use them (/api/v1/saved-listings, /api/v1/favourites).
 */

/** Enough for anyone comparing places; it keeps the list the hearts load in one answer small. */
export const MAX_FAVOURITES = 200;
const SAVES_PER_MINUTE = 60;
const PAGE_SIZE = 12;

// Getters: each read is in the language of the request being answered.
export const FAVOURITE_MESSAGES = {
  get signIn() {
    return t`Log in to keep favourites in your account.`;
  },
  get notFound() {
    return t`Listing not found.`;
  },
  get tooMany() {
    return t`You can keep up to ${MAX_FAVOURITES} favourites. Remove one to save another.`;
  },
  get tooFast() {
    return t`Too many changes to your favourites. Please wait a minute and try again.`;
  },
};

/** Listing ids are generated UUIDs; anything else cannot be a listing and is not looked up. */
export const listingIdSchema = z.guid({ error: () => t`Choose a listing.` });

const gallerySlugSchema = z.string().refine(isGallerySlug, { error: () => t`Unknown property.` });

/** What one heart saves, as the table names it. */
export type FavouriteItem = { listingId: string } | { gallerySlug: string };

/** A heart's item as the browser names it (`listing:<id>`, `gallery:<slug>`), checked and split. */
const itemSchema = z
  .string({ error: () => t`Choose a listing.` })
  .max(200, { error: () => t`Choose a listing.` })
  .transform((item, context): FavouriteItem => {
    const split = item.indexOf(":");
    const [kind, key] = [item.slice(0, split), item.slice(split + 1)];
    const checked = (kind === "gallery" ? gallerySlugSchema : listingIdSchema).safeParse(
      kind === "listing" || kind === "gallery" ? key : null,
    );
    if (!checked.success) {
      context.addIssue({ code: "custom", message: checked.error.issues[0]?.message ?? "" });
      return z.NEVER;
    }
    return kind === "gallery" ? { gallerySlug: key } : { listingId: key };
  });

const savedSchema = z.boolean({ error: () => t`Say whether the listing is saved.` });

/** The one API's body: `{ item, saved }`. */
export const favouriteChangeSchema = z.object({ item: itemSchema, saved: savedSchema });

/** The body /api/v1/saved-listings has always taken. */
export const savedListingSchema = z.object({ listingId: listingIdSchema, saved: savedSchema });

/** The body /api/v1/favourites has always taken, for the gallery. */
export const galleryFavouriteSchema = z.object({
  slug: gallerySlugSchema,
  favourite: z.boolean({ error: () => t`Say whether it is a favourite.` }),
});

/**
 * A user's saved items but those of a listing kept only for others' records (ADR 067): it never comes back, so it
 * takes no place among the 200 nor in what the hearts read.
 */
const keptFavourites = (userId: string) =>
  and(eq(favourites.userId, userId), sql`${listings.status} is distinct from 'deleted'`);

/** Everything a user saved, newest first, as the hearts name it. */
export async function favouriteItems(userId: string): Promise<HeartItem[]> {
  const rows = await database()
    .select({ listingId: favourites.listingId, gallerySlug: favourites.gallerySlug })
    .from(favourites)
    .leftJoin(listings, eq(listings.id, favourites.listingId))
    .where(keptFavourites(userId))
    .orderBy(desc(favourites.createdAt))
    .limit(MAX_FAVOURITES);
  return rows.map((row) =>
    row.listingId ? heartItem.listing(row.listingId) : heartItem.gallery(row.gallerySlug ?? ""),
  );
}

/** The listing ids a user saved, newest first. */
export async function savedListingIds(userId: string): Promise<string[]> {
  const rows = await database()
    .select({ listingId: favourites.listingId })
    .from(favourites)
    .leftJoin(listings, eq(listings.id, favourites.listingId))
    .where(and(keptFavourites(userId), isNotNull(favourites.listingId)))
    .orderBy(desc(favourites.createdAt))
    .limit(MAX_FAVOURITES);
  return rows.flatMap((row) => row.listingId ?? []);
}

/** The gallery properties a user marked, in the order they were marked. */
export async function galleryFavourites(userId: string): Promise<string[]> {
  const rows = await database()
    .select({ slug: favourites.gallerySlug })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), isNotNull(favourites.gallerySlug)))
    .orderBy(asc(favourites.createdAt));
  return rows.flatMap((row) => row.slug ?? []);
}

/** One page of a user's saved listings as cards, newest saved first; a listing no longer public is left out. */
export async function savedListingCards(userId: string, page: number): Promise<OwnListingsPage> {
  const rows = await database()
    .select(listingCardColumns)
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .where(and(eq(favourites.userId, userId), publicListings))
    .orderBy(desc(favourites.createdAt), desc(listings.id))
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

const sameItem = (userId: string, item: FavouriteItem) =>
  and(
    eq(favourites.userId, userId),
    "listingId" in item ? eq(favourites.listingId, item.listingId) : eq(favourites.gallerySlug, item.gallerySlug),
  );

/**
 * Saves or unsaves one item for a user. Only a public listing can be saved; unsaving always works, so a listing
 * taken down can still be removed. "not-found" when the listing is not public.
 */
export async function setFavourite(
  userId: string,
  item: FavouriteItem,
  saved: boolean,
): Promise<"done" | "not-found" | QuotaRefusal> {
  const allowance = await hit(`saved-listings:${userId}`, SAVES_PER_MINUTE, 60_000);
  if (!allowance.allowed) {
    return {
      ok: false,
      status: 429,
      message: FAVOURITE_MESSAGES.tooFast,
      retryAfterSeconds: allowance.retryAfterSeconds,
    };
  }
  if (!saved) {
    await database().delete(favourites).where(sameItem(userId, item));
    return "done";
  }
  // One save at a time per person: two taps at 199 would each count 199 and both take the last place.
  return database().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favourites:${userId}`}))`);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(favourites)
      .leftJoin(listings, eq(listings.id, favourites.listingId))
      .where(keptFavourites(userId));
    if (total >= MAX_FAVOURITES) return { ok: false, status: 400, message: FAVOURITE_MESSAGES.tooMany } as const;
    if ("gallerySlug" in item) {
      await tx.insert(favourites).values({ userId, gallerySlug: item.gallerySlug }).onConflictDoNothing();
      return "done";
    }
    // Insert from a select of the public listing, so one taken down or deleted meanwhile is never saved.
    const inserted = await tx
      .insert(favourites)
      .select(
        tx
          .select({
            userId: sql<string>`${userId}`.as("user_id"),
            listingId: listings.id,
            gallerySlug: sql<string | null>`null`.as("gallery_slug"),
            createdAt: sql<Date>`now()`.as("created_at"),
          })
          .from(listings)
          .where(and(eq(listings.id, item.listingId), publicListings)),
      )
      .onConflictDoNothing()
      .returning({ listingId: favourites.listingId });
    if (inserted.length > 0) return "done";
    const [already] = await tx
      .select({ listingId: favourites.listingId })
      .from(favourites)
      .where(sameItem(userId, item));
    return already ? "done" : "not-found";
  });
}
