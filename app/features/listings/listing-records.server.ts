import { t } from "@lingui/core/macro";
import { and, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { data } from "react-router";
import { locate } from "~/content/places";
import { type Database, database, type Transaction } from "~/db/client.server";
import { bedTypes, bookings, conversations, listingChecks, listings, reviews, roomTypes, users } from "~/db/schema";
import { factColumns, factValues } from "~/features/catalogue/catalogue.server";
import {
  deletePhotosGoingWith,
  listingPhotos,
  PhotoClaimError,
  photoAddresses,
  placeListingPhotos,
} from "~/features/photos/photos.server";
import { recordAudit } from "~/lib/audit.server";
import type { Checked } from "~/lib/field-errors";
import { createOnce, earlierResult } from "~/lib/idempotency.server";
import { logger } from "~/lib/logger.server";
import type { CurrentUser } from "~/lib/session.server";
import { hit } from "~/lib/throttle.server";
import { LISTING_WRITES_PER_HOUR, MAX_PENDING_LISTINGS, QUOTA_MESSAGES } from "./listing-quotas";
import { LISTING_MESSAGES, type ListingErrors, type ListingField, type ListingInput } from "./listing-schema";
import { isPublicListing } from "./listing-visibility";

/** A quota said no: too many writes this hour (429), or too many listings already waiting (400, see below). */
export type QuotaRefusal = { ok: false; status: 400 | 429; message: string; retryAfterSeconds?: number };

export type SaveOutcome =
  | { ok: true; id: string }
  | { ok: false; status: 400 | 403 | 404; errors?: ListingErrors }
  | QuotaRefusal;

/** Thrown inside a transaction to roll it back when the user already has the most pending listings allowed. */
class PendingCapError extends Error {}

/** Thrown inside an edit's transaction when the listing was deleted after its owner was checked: nothing is saved. */
class ListingGoneError extends Error {}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The pending cap answers 400, not 429: waiting does not lift it, only the Admin's decisions do,
 * so a client must not retry as if it were a rate limit.
 */
// Functions, not constants: the message is in the language of the request that meets the refusal.
const pendingCapRefusal = (): QuotaRefusal => ({ ok: false, status: 400, message: QUOTA_MESSAGES.tooManyPending });

/** Answers a quota refusal over HTTP, with Retry-After when waiting helps. */
export function quotaRefusalResponse(refusal: QuotaRefusal) {
  const headers = refusal.retryAfterSeconds ? { "Retry-After": String(refusal.retryAfterSeconds) } : undefined;
  return data({ error: refusal.message }, { status: refusal.status, headers });
}

/** Counts one create or edit against the user's hourly allowance; counted before any other work. */
async function writeAllowance(user: CurrentUser): Promise<QuotaRefusal | null> {
  const quota = await hit(`listing-writes:${user.id}`, LISTING_WRITES_PER_HOUR, HOUR_MS);
  if (quota.allowed) return null;
  return { ok: false, status: 429, message: QUOTA_MESSAGES.tooManyWrites, retryAfterSeconds: quota.retryAfterSeconds };
}

const listingColumns = {
  id: listings.id,
  userId: listings.userId,
  status: listings.status,
  listingType: listings.listingType,
  propertyType: listings.propertyType,
  city: listings.city,
  projectBuildingName: listings.projectBuildingName,
  locality: listings.locality,
  pinCode: listings.pinCode,
  latitude: listings.latitude,
  longitude: listings.longitude,
  description: listings.description,
  price: listings.price,
  amenities: listings.amenities,
  ...factColumns,
  isCoLiving: listings.isCoLiving,
  isShortStay: listings.isShortStay,
  ownerContact: listings.ownerContact,
  confirmedAt: listings.confirmedAt,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
};

/** Where a listing is: its locality's point, else its PIN code's, else its city's (ADR 042). */
export function listingLocation(city: string, locality: string, pinCode?: string | null) {
  const place = locate(city, locality, pinCode ?? undefined);
  return { pinCode: pinCode ?? null, latitude: place?.lat ?? null, longitude: place?.lng ?? null };
}

/** Maps checked input to the table's columns; what was not given is stored as null. */
function listingValues(input: ListingInput) {
  const { latitude, longitude } = input;
  return {
    // The owner's pin, which the schema kept inside the city; without one, the locality's point.
    ...(latitude !== undefined && longitude !== undefined
      ? { pinCode: input.pinCode ?? null, latitude, longitude }
      : listingLocation(input.city, input.locality, input.pinCode)),
    listingType: input.listingType,
    propertyType: input.propertyType,
    city: input.city,
    projectBuildingName: input.projectBuildingName,
    locality: input.locality,
    description: input.description ?? null,
    price: input.price,
    amenities: input.amenities,
    ...factValues(input),
    isCoLiving: input.isCoLiving,
    isShortStay: input.isShortStay,
    ownerContact: input.ownerContact,
  };
}

const photoError = (): SaveOutcome => ({ ok: false, status: 400, errors: { imageIds: LISTING_MESSAGES.imageId } });

/**
 * Refuses (by throwing PendingCapError) when a listing would join the user's pending ones beyond
 * the cap. The user's row is locked first, so parallel posts are counted one after another.
 */
async function ensureRoomForPending(tx: Transaction, userId: string, editedListingId: string | null) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const [{ pending }] = await tx
    .select({ pending: count() })
    .from(listings)
    .where(
      and(
        eq(listings.userId, userId),
        eq(listings.status, "pending"),
        editedListingId ? ne(listings.id, editedListingId) : undefined,
      ),
    );
  if (pending >= MAX_PENDING_LISTINGS) throw new PendingCapError();
}

type SubmittedListing = Checked<ListingInput, ListingField>;

function checkListing(submitted: SubmittedListing): { input: ListingInput } | { outcome: SaveOutcome } {
  if (submitted.ok) return { input: submitted.value };
  return { outcome: { ok: false, status: 400, errors: submitted.fieldErrors } };
}

/**
 * Checks the input and creates a pending listing that claims its photos, all or nothing. With an
 * idempotency key, a repeat of a request that created a listing gets that listing back instead of a second one.
 */
export async function createListing(
  user: CurrentUser,
  submitted: SubmittedListing,
  idempotencyKey: string | null,
): Promise<SaveOutcome> {
  const claim = idempotencyKey ? { scope: `listing:${user.id}`, key: idempotencyKey } : null;
  const earlier = await earlierResult<{ id: string }>(claim);
  if (earlier) return { ok: true, id: earlier.body.id };
  const refusal = await writeAllowance(user);
  if (refusal) return refusal;
  const checked = checkListing(submitted);
  if ("outcome" in checked) return checked.outcome;
  const { input } = checked;
  try {
    const created = await createOnce(claim, async (tx) => {
      await ensureRoomForPending(tx, user.id, null);
      const [row] = await tx
        .insert(listings)
        .values({ ...listingValues(input), userId: user.id, status: "pending" })
        .returning({ id: listings.id });
      // A new listing has no photos to drop, so there are no files to remove after the commit.
      await placeListingPhotos(tx, row.id, user.id, input.imageIds);
      return { status: 201, body: { id: row.id } };
    });
    if (!created.repeated) logger.info({ listingId: created.body.id, userId: user.id }, "listing submitted");
    return { ok: true, id: created.body.id };
  } catch (error) {
    if (error instanceof PhotoClaimError) return photoError();
    if (error instanceof PendingCapError) return pendingCapRefusal();
    throw error;
  }
}

async function ownership(id: string, user: CurrentUser): Promise<"missing" | "forbidden" | "owner"> {
  const [row] = await database()
    .select({ userId: listings.userId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, id));
  if (!row || row.status === "deleted") return "missing";
  return row.userId === user.id ? "owner" : "forbidden";
}

/** Saves an owner's edit; the listing goes back to pending and photos left out are deleted, files after the commit. */
export async function updateListing(user: CurrentUser, id: string, submitted: SubmittedListing): Promise<SaveOutcome> {
  const refusal = await writeAllowance(user);
  if (refusal) return refusal;
  const access = await ownership(id, user);
  if (access === "missing") return { ok: false, status: 404 };
  if (access === "forbidden") return { ok: false, status: 403 };
  const checked = checkListing(submitted);
  if ("outcome" in checked) return checked.outcome;
  const { input } = checked;
  try {
    const removeDroppedFiles = await database().transaction(async (tx) => {
      await ensureRoomForPending(tx, user.id, id);
      const [edited] = await tx
        .update(listings)
        // An owner's edit is also their word that it is still available.
        .set({
          ...listingValues(input),
          status: "pending",
          confirmedAt: new Date(),
          editedAt: new Date(),
          expiryNoticeAt: null,
        })
        // Deleted (or kept as deleted, ADR 067) since the ownership look: the edit must not bring it back.
        .where(and(eq(listings.id, id), eq(listings.userId, user.id), ne(listings.status, "deleted")))
        .returning({ id: listings.id });
      if (!edited) throw new ListingGoneError();
      // Its history shows the step back to the queue between an Admin's decisions (a hold, a removal, an expiry).
      await recordAudit(tx, {
        actorId: user.id,
        action: "listing.edit",
        subjectType: "listing",
        subjectId: id,
        subjectName: input.projectBuildingName,
      });
      return placeListingPhotos(tx, id, user.id, input.imageIds);
    });
    try {
      await removeDroppedFiles();
    } catch (error) {
      // The edit is saved either way; a dropped photo's leftover file is only wasted space, so log it for clean-up.
      logger.error({ err: error, listingId: id }, "could not remove dropped photo files");
    }
    return { ok: true, id };
  } catch (error) {
    if (error instanceof ListingGoneError) return { ok: false, status: 404 };
    if (error instanceof PhotoClaimError) return photoError();
    if (error instanceof PendingCapError) return pendingCapRefusal();
    throw error;
  }
}

/** Deletes an owner's listing with its photo files, unless guests still count on its bookings (409, and why). */
export async function deleteListing(
  user: CurrentUser,
  id: string,
): Promise<{ ok: true } | { ok: false; status: 403 | 404 } | { ok: false; status: 409; message: string }> {
  const access = await ownership(id, user);
  if (access === "missing") return { ok: false, status: 404 };
  if (access === "forbidden") return { ok: false, status: 403 };
  try {
    await deleteListingWithPhotos(id, (tx, deleted) =>
      recordAudit(tx, {
        actorId: user.id,
        action: "listing.delete",
        subjectType: "listing",
        subjectId: deleted.id,
        subjectName: deleted.name,
      }),
    );
  } catch (error) {
    if (error instanceof LiveBookingsError) return { ok: false, status: 409, message: LIVE_BOOKINGS_MESSAGES.listing };
    throw error;
  }
  logger.info({ listingId: id, userId: user.id }, "listing deleted by its owner");
  return { ok: true };
}

/** Getters: each read speaks the language of the request being served. */
export const LIVE_BOOKINGS_MESSAGES = {
  get listing() {
    return t`This listing has bookings still to come. Cancel them in Bookings first (each guest is refunded in full), then delete it.`;
  },
  get account() {
    return t`Your listings have bookings still to come. Cancel them in Bookings first (each guest is refunded in full), then delete your account.`;
  },
};

/** Nothing was deleted: a listing it named has a booking its guest still counts on. */
export class LiveBookingsError extends Error {
  constructor() {
    super("a listing to delete has bookings still to come");
  }
}

/**
 * A booking its guest still counts on: confirmed, or requested while its hold lasts, and not over: a room's stay
 * until its check-out day, a bed's until the resident's recorded move-out.
 */
const LIVE_BOOKING = sql`(${bookings.status} = 'confirmed' or (${bookings.status} = 'requested' and ${bookings.holdUntil} > now()))
  and case when ${bookings.bedTypeId} is null then ${bookings.checkOut} > (now() at time zone 'Asia/Kolkata')::date
    else coalesce(${bookings.movedOutOn} > (now() at time zone 'Asia/Kolkata')::date, true) end`;

/**
 * Throws LiveBookingsError when a listing `whichListings` names has a live booking: its rows would cascade away with
 * the listing's, unannounced and unrefunded. The listings' room and bed types are locked first: a booking being made
 * holds its type's row, so it has committed before this look or waits and then finds its room gone.
 */
async function refuseLiveBookings(tx: Transaction, whichListings: SQL): Promise<void> {
  const named = tx.select({ id: listings.id }).from(listings).where(whichListings);
  await tx.select({ id: roomTypes.id }).from(roomTypes).where(inArray(roomTypes.listingId, named)).for("update");
  await tx.select({ id: bedTypes.id }).from(bedTypes).where(inArray(bedTypes.listingId, named)).for("update");
  const [live] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.listingId, named), LIVE_BOOKING))
    .limit(1);
  if (live) throw new LiveBookingsError();
}

/** A deleted listing as moderation tells its owner about it. */
export type DeletedListing = { id: string; name: string; ownerId: string | null };

/**
 * Deletes a listing (its photo rows cascade) in one transaction, running `alsoInTransaction` with the
 * deleted row before commit, then its photo files. Returns null when the listing was already gone.
 */
export async function deleteListingWithPhotos(
  listingId: string,
  alsoInTransaction?: (tx: Transaction, deleted: DeletedListing) => Promise<void>,
  /** Only a listing in this state, read under its row's lock: a rejection deletes one still waiting, never one since approved. */
  onlyIf?: SQL,
): Promise<DeletedListing | null> {
  const [row] = await deleteWithPhotos(
    eq(listings.id, listingId),
    { listingId },
    async (tx, [deleted]) => {
      if (deleted) await alsoInTransaction?.(tx, deleted);
    },
    onlyIf,
  );
  return row ?? null;
}

/**
 * Deletes every listing of an owner and every photo they uploaded, claimed or not, then runs
 * `alsoInTransaction` (the rest of the account's removal) before the one commit.
 */
export async function deleteOwnerListingsWithPhotos(
  ownerId: string,
  alsoInTransaction: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await deleteWithPhotos(eq(listings.userId, ownerId), { ownerId }, (tx) => alsoInTransaction(tx));
}

/**
 * A listing other people's records refer to: a booking (with its payments), a conversation or a review. Their rows
 * cascade from the listing's, so such a listing is kept as "deleted" instead of going (ADR 067).
 */
const HAS_RECORDS = sql`(exists (select 1 from ${bookings} where ${bookings.listingId} = ${listings.id})
  or exists (select 1 from ${conversations} where ${conversations.listingId} = ${listings.id})
  or exists (select 1 from ${reviews} where ${reviews.listingId} = ${listings.id}))`;

/**
 * Deletes listings and, with them, the photos `whichPhotos` names: rows in one transaction, files after its commit;
 * nothing at all while one of them has a booking its guest still counts on (refuseLiveBookings). A listing others'
 * records refer to keeps its row as "deleted", without an owner: off every page and list but the Admin's.
 */
async function deleteWithPhotos(
  whichListings: SQL,
  whichPhotos: Parameters<typeof deletePhotosGoingWith>[1],
  alsoInTransaction: (tx: Transaction, deleted: DeletedListing[]) => Promise<void>,
  onlyIf?: SQL,
): Promise<DeletedListing[]> {
  const outcome = await database().transaction(async (tx) => {
    if (onlyIf) {
      // Locked before anything is deleted, its photos included: a decision made on it meanwhile waits, or has won.
      const [held] = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(and(whichListings, onlyIf))
        .for("update");
      if (!held) return { rows: [], removeFiles: async () => {} };
    }
    await refuseLiveBookings(tx, whichListings);
    const removeFiles = await deletePhotosGoingWith(tx, whichPhotos);
    const going = and(whichListings, ne(listings.status, "deleted"));
    const returned = { id: listings.id, name: listings.projectBuildingName, ownerId: listings.userId };
    const rows = await tx.select(returned).from(listings).where(going).for("update");
    if (rows.length > 0) {
      // Locked first, then asked which others' records hold, each in a statement of its own: under read committed a
      // statement sees what committed while the lock was awaited (a conversation an enquiry just opened), the locking
      // one does not. The rows cannot change between the two: they are locked.
      const locked = inArray(
        listings.id,
        rows.map((row) => row.id),
      );
      await tx.update(listings).set({ status: "deleted", userId: null }).where(and(locked, HAS_RECORDS));
      await tx.delete(listings).where(and(locked, ne(listings.status, "deleted")));
    }
    await alsoInTransaction(tx, rows);
    return { rows, removeFiles };
  });
  try {
    await outcome.removeFiles();
  } catch (error) {
    // The listings are gone either way; a leftover file is only wasted space, so log it for clean-up.
    logger.error({ err: error, listings: outcome.rows.map((row) => row.id) }, "could not remove deleted photo files");
  }
  return outcome.rows;
}

/** Every listing of an owner with its photos' addresses, for the owner's own copy of their data. */
export async function ownListingsForExport(ownerId: string) {
  const rows = await database()
    .select(listingColumns)
    .from(listings)
    .where(eq(listings.userId, ownerId))
    .orderBy(desc(listings.createdAt));
  const photos = await photoAddresses(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, photos: photos.get(row.id) ?? [] }));
}

export type ListingOwner = {
  name: string;
  role: string | null;
  /** Shown to everyone: the owner followed the link sent to their address. */
  emailVerified: boolean;
  emailVerifiedAt: Date | null;
  /** Shown to everyone: when the owner typed back a code texted to their current mobile number. */
  phoneVerifiedAt: Date | null;
  /** Only for the owner and Admins here; anyone else gets them through a recorded reveal (contact-reveals.server). */
  email: string | null;
  mobileNumber: string | null;
};

/**
 * A listing as its page shows it, or null when the viewer may not see it: a pending
 * listing is only for its owner and Admins. The owner's e-mail and mobile only reach the owner and Admins.
 */
export async function listingForView(id: string, viewer: CurrentUser | null) {
  const [row] = await database()
    .select({
      ...listingColumns,
      ownerName: users.name,
      ownerRole: users.role,
      ownerEmailVerified: users.emailVerified,
      ownerEmailVerifiedAt: users.emailVerifiedAt,
      ownerPhoneVerifiedAt: users.phoneVerifiedAt,
      ownerEmail: users.email,
      ownerMobile: users.mobileNumber,
      // A check made before the owner's last edit vouches for what the listing said then, not now.
      checks: sql<
        string[] | null
      >`case when ${listings.editedAt} is null or ${listingChecks.createdAt} >= ${listings.editedAt}
        then ${listingChecks.checks} end`,
      checkedOn: listingChecks.checkedOn,
    })
    .from(listings)
    .leftJoin(users, eq(users.id, listings.userId))
    .leftJoin(listingChecks, eq(listingChecks.listingId, listings.id))
    .where(eq(listings.id, id));
  if (!row) return null;
  const isOwner = viewer !== null && row.userId === viewer.id;
  if (!isPublicListing(row) && !isOwner && viewer?.role !== "Admin") return null;
  // An enquiries-only listing keeps its owner's contact from everyone else, Admins included.
  const seesContact = isOwner || (viewer?.role === "Admin" && row.ownerContact === "verified");
  const {
    ownerName,
    ownerRole,
    ownerEmailVerified,
    ownerEmailVerifiedAt,
    ownerPhoneVerifiedAt,
    ownerEmail,
    ownerMobile,
    checks,
    checkedOn,
    ...listing
  } = row;
  const owner: ListingOwner | null =
    ownerName === null
      ? null
      : {
          name: ownerName,
          role: ownerRole,
          emailVerified: ownerEmailVerified === true,
          emailVerifiedAt: ownerEmailVerifiedAt,
          phoneVerifiedAt: ownerPhoneVerifiedAt,
          email: seesContact ? ownerEmail : null,
          mobileNumber: seesContact ? ownerMobile : null,
        };
  const check = checks && checkedOn ? { checks, checkedOn } : null;
  return { listing, owner, check, photos: await listingPhotos(id), isOwner };
}

export type ListingView = NonNullable<Awaited<ReturnType<typeof listingForView>>>;

/** A listing's owner and their contact details, for the reveal that decides who may read them. */
export async function listingOwnerContact(id: string) {
  const [row] = await database()
    .select({
      status: listings.status,
      ownerId: listings.userId,
      ownerContact: listings.ownerContact,
      email: users.email,
      mobileNumber: users.mobileNumber,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .where(eq(listings.id, id));
  return row ?? null;
}

/**
 * Whether a listing is still public, held so until the caller's transaction ends: a deletion (which locks the row
 * for update) waits for it, and one that committed first is seen here. What an enquiry writes about the listing is
 * then never lost with its row nor left on one kept as "deleted" (ADR 067). A key-share lock, the one a foreign key
 * takes: an owner's edit of the listing (which locks the owner's row, then updates this one) never waits on it, so
 * the two cannot deadlock.
 */
export async function holdPublicListing(tx: Database | Transaction, id: string): Promise<boolean> {
  const [row] = await tx.select({ status: listings.status }).from(listings).where(eq(listings.id, id)).for("key share");
  return row ? isPublicListing(row) : false;
}

/** Who receives an enquiry about a listing, and whether the public may write about it at all. */
export async function listingForEnquiry(id: string) {
  const [row] = await database()
    .select({
      id: listings.id,
      status: listings.status,
      ownerId: listings.userId,
      projectBuildingName: listings.projectBuildingName,
      locality: listings.locality,
      city: listings.city,
      ownerName: users.name,
      ownerEmail: users.email,
    })
    .from(listings)
    .leftJoin(users, eq(users.id, listings.userId))
    .where(eq(listings.id, id));
  return row ?? null;
}

/** The listing with its photos for its owner's edit form; 404 and 403 are thrown as responses. */
export async function listingForEdit(id: string, user: CurrentUser) {
  const [listing] = await database().select(listingColumns).from(listings).where(eq(listings.id, id));
  if (!listing || listing.status === "deleted") throw new Response(t`Listing not found.`, { status: 404 });
  if (listing.userId !== user.id) throw new Response(t`You can only edit your own listings.`, { status: 403 });
  return { listing, photos: await listingPhotos(id) };
}

export const OWN_LISTINGS_PAGE_SIZE = 20;

/** One page of a user's own listings in every status, as full records for the JSON API, newest first (listings_user_idx). */
export async function ownListingRecords(userId: string, page: number) {
  return database()
    .select(listingColumns)
    .from(listings)
    .where(eq(listings.userId, userId))
    .orderBy(desc(listings.createdAt))
    .limit(OWN_LISTINGS_PAGE_SIZE)
    .offset((page - 1) * OWN_LISTINGS_PAGE_SIZE);
}
