import { t } from "@lingui/core/macro";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { BookingStatus, CancellationPolicy } from "~/content/booking-options";
import { type Database, database } from "~/db/client.server";
import { bedTypes, bookings, listings, roomTypes, users } from "~/db/schema";
import { isPublicListing, type ListingPage, listingName, listingPageOf } from "~/features/listings/listings";
import { listingForEnquiry } from "~/features/listings/listings.server";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import type { FieldErrors, SubmittedValues } from "~/lib/field-errors";
import { readSubmission, refusedOutcome } from "~/lib/form-submission.server";
import { formatDate } from "~/lib/format";
import { currentLocale, isLocale } from "~/lib/i18n";
import { checkIdempotencyKey, createOnce, earlierResult } from "~/lib/idempotency.server";
import { logger } from "~/lib/logger.server";
import { pageCountOf } from "~/lib/pagination";
import type { CurrentUser } from "~/lib/session.server";
import { IDEMPOTENCY_HEADER, SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { hit } from "~/lib/throttle.server";
import { bedFacts, bedStory, MOVE_IN_TIME, moveOutPassed } from "./bed-facts";
import { bedTakenFrom, lockBedType } from "./bed-holds.server";
import { type MoveOutField, moveOutSchema } from "./bed-schema";
import {
  type BookingStory,
  mailAdvanceReceived,
  mailBookingChange,
  mailMovedIn,
  mailMovedOut,
  mailMoveOutChanged,
  mailNewBooking,
  mailNotMovedIn,
  mailPaidOnline,
  mailReminder,
} from "./booking-mail.server";
import { bookingKey, isBookingReference, keyMatches, newBookingReference } from "./booking-reference.server";
import { type BookingField, type BookingInput, bookingSchema, type StayInput } from "./booking-schema";
import { refundPaise } from "./cancellation";
import { type Quote, quoteStay } from "./quote";
import {
  type CheckoutOrder,
  confirmCheckout,
  onlinePaymentsOn,
  orderFor,
  PAYMENT_MESSAGES,
  queueRefund,
  receiveWebhook,
  sendDueRefunds,
  wakeRefunds,
} from "./razorpay.server";
import { type RoomType, roomTypesOf } from "./room-types.server";
import { dayRates, freeRoomsSql } from "./stay-availability.server";
import { addDays, indiaMoment, nightsBetween, todayInIndia } from "./stay-dates";
import { advanceOf } from "./upi";
import { claimAdvanceReceived, upiOf } from "./upi.server";

// The bookings part's server entry (docs/architecture.md): besides this module, what other parts call.
export { seedDemoBeds } from "./beds.server";
export { bookingKey, keyMatches } from "./booking-reference.server";
export { stayProblems } from "./booking-schema";
export { bookingsMadeForExport, bookingsReceivedForExport } from "./bookings-export.server";
export { markBookingNoShow } from "./no-show.server";
export { seedDemoRoomTypes } from "./room-types.server";
export {
  cheapestStays,
  hasFreeRoomSql,
  ListingRooms,
  type RoomTypesAt,
  type StayAsked,
  type StayNights,
  stayNights,
  takesGuestsSql,
} from "./stay-availability.server";
export { addDays, nightsBetween, todayInIndia } from "./stay-dates";

/** Getters: each read speaks the language of the request being served. */
export const BOOKING_OUTCOMES = {
  get listingNotFound() {
    return t`Listing not found.`;
  },
  get notFound() {
    return t`Booking not found.`;
  },
  get roomNotFound() {
    return t`This room is not offered at this listing.`;
  },
  get ownListing() {
    return t`You cannot book your own listing.`;
  },
  get unavailable() {
    return t`Sorry, this room is no longer available for these dates. Please choose other dates or another room.`;
  },
  get tooMany() {
    return t`You have made several bookings in a short time. Please try again in an hour.`;
  },
  get changed() {
    return t`This booking has changed in the meantime. Please look at it again.`;
  },
  get onlyOwner() {
    return t`Only the listing's owner can do this.`;
  },
  get tooLate() {
    return t`This stay has already begun; it can no longer be cancelled here.`;
  },
  get reserved() {
    return t`Your booking is confirmed.`;
  },
  get requested() {
    return t`Your request has been sent. The owner has 24 hours to accept it; the room is held for you until then.`;
  },
  get cancel() {
    return t`Booking cancelled.`;
  },
  get accept() {
    return t`Booking request accepted.`;
  },
  get decline() {
    return t`Booking request declined.`;
  },
  get advanceReceived() {
    return t`Advance marked received.`;
  },
  get movedIn() {
    return t`Move-in confirmed.`;
  },
  get moveInNotDue() {
    return t`Only a confirmed bed's move-in, from its move-in date and not yet confirmed, can be confirmed.`;
  },
  get notMovedIn() {
    return t`Marked as not moved in. The bed is free again.`;
  },
  get notMovedInNotDue() {
    return t`Only a confirmed bed whose move-in date has come, and whose move-in was not confirmed, can be marked as not moved in.`;
  },
  get movedOut() {
    return t`Move-out recorded.`;
  },
  get moveOutNotDue() {
    return t`A move-out can be recorded only for a resident whose move-in was confirmed.`;
  },
  get moveOutChanged() {
    return t`Move-out changed.`;
  },
  get moveOutWithdrawn() {
    return t`Move-out withdrawn.`;
  },
  get noMoveOut() {
    return t`This resident has no move-out recorded to withdraw.`;
  },
  get movedOutAlready() {
    return t`This resident has moved out already: the move-out can no longer be changed.`;
  },
  get advanceNotDue() {
    return t`Only a confirmed booking's advance by UPI, not yet marked, can be marked received.`;
  },
};

/** How long a request to book holds its room for the owner's answer. */
export const REQUEST_HOLD_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Bookings one address, one account or one e-mail may make in an hour: a family's trip, too few to empty a hotel. */
const BOOKINGS_PER_HOUR = 10;

export type BookingRefusal = {
  ok: false;
  status: 400 | 403 | 404 | 409 | 413 | 415 | 429;
  message: string;
  fieldErrors?: FieldErrors<BookingField>;
  retryAfterSeconds?: number;
};
export type BookingCreated = { reference: string; status: BookingStatus; key: string };
export type BookingOutcome = ({ ok: true; message: string } & BookingCreated) | BookingRefusal;

export const refuse = (status: BookingRefusal["status"], message: string): BookingRefusal => ({
  ok: false,
  status,
  message,
});

/** Status and headers for answering a refusal over HTTP, from the pages and the JSON API alike. */
export function bookingRefusalInit(refusal: Pick<BookingRefusal, "status" | "retryAfterSeconds">): ResponseInit {
  if (refusal.retryAfterSeconds) {
    return { status: refusal.status, headers: { "Retry-After": String(refusal.retryAfterSeconds) } };
  }
  return { status: refusal.status };
}

/** Thrown inside a booking's transaction to refuse it: the transaction, and the idempotency key's claim, roll back. */
class Refused extends Error {
  constructor(readonly refusal: BookingRefusal) {
    super(refusal.message);
  }
}

/**
 * Rooms free on every night of a stay, per room type (`freeRoomsSql`). Counted by the database, so inside a booking's
 * transaction it sees every booking committed before the room type's row lock was granted.
 */
async function freeRooms(db: Database, which: { listingId: string } | { roomTypeId: string }, stay: StayInput) {
  const where = "listingId" in which ? sql`rt.listing_id = ${which.listingId}` : sql`rt.id = ${which.roomTypeId}`;
  const { rows } = await db.execute<{ id: string; free: number }>(
    sql`select rt.id, ${freeRoomsSql(sql`rt`, stay)} as free from room_types rt where ${where}`,
  );
  return new Map(rows.map((row) => [row.id, Number(row.free)]));
}

/** Why a room type cannot take a stay, whatever is booked: too many guests, too few or too many nights. */
function stayMisfit(roomType: RoomType, stay: StayInput): string | null {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  if (stay.guests > roomType.maxGuests) return t`Up to ${roomType.maxGuests} guests.`;
  if (nights < roomType.minNights) return t`At least ${roomType.minNights} nights.`;
  if (nights > roomType.maxNights) return t`At most ${roomType.maxNights} nights.`;
  return null;
}

const cardOf = (roomType: RoomType, days?: ReadonlyMap<string, number>) => ({
  nightlyRate: roomType.nightlyRate,
  weekendRate: roomType.weekendRate,
  extraGuestCharge: roomType.extraGuestCharge,
  includedGuests: roomType.includedGuests,
  dayRates: days,
});

/** What the listing page and the API show of a room type. */
export type RoomOffer = {
  id: string;
  name: string;
  beds: string;
  maxGuests: number;
  includedGuests: number;
  nightlyRate: number;
  weekendRate: number | null;
  extraGuestCharge: number;
  checkInTime: string;
  checkOutTime: string;
  minNights: number;
  maxNights: number;
  houseRules: string | null;
  bookingMode: RoomType["bookingMode"];
  cancellationPolicy: CancellationPolicy;
  /** Rooms free on every night; 0 when none is. */
  freeRooms: number;
  /** Why it cannot be booked for this stay, or null when it can. */
  unavailable: string | null;
  quote: Quote;
};

/** Every room type of a listing for a stay: its price for those dates, and whether a room is free. */
export async function roomOffers(listingId: string, stay: StayInput): Promise<RoomOffer[]> {
  const types = await roomTypesOf(listingId);
  if (types.length === 0) return [];
  const [free, days] = await Promise.all([
    freeRooms(database(), { listingId }, stay),
    dayRates(
      database(),
      types.map((type) => type.id),
      stay.checkIn,
      stay.checkOut,
    ),
  ]);
  return types.map((type) => {
    const freeCount = Math.max(0, free.get(type.id) ?? 0);
    return {
      id: type.id,
      name: type.name,
      beds: type.beds,
      maxGuests: type.maxGuests,
      includedGuests: type.includedGuests,
      nightlyRate: type.nightlyRate,
      weekendRate: type.weekendRate,
      extraGuestCharge: type.extraGuestCharge,
      checkInTime: type.checkInTime,
      checkOutTime: type.checkOutTime,
      minNights: type.minNights,
      maxNights: type.maxNights,
      houseRules: type.houseRules,
      bookingMode: type.bookingMode,
      cancellationPolicy: type.cancellationPolicy,
      freeRooms: freeCount,
      unavailable: stayMisfit(type, stay) ?? (freeCount < 1 ? t`Not available for these dates.` : null),
      quote: quoteStay(cardOf(type, days.get(type.id)), stay.checkIn, stay.checkOut, stay.guests),
    };
  });
}

/** A listing a traveller may book: public, with an owner. */
export async function bookableListing(listingId: string) {
  const listing = await listingForEnquiry(listingId);
  if (!listing || !isPublicListing(listing) || !listing.ownerId) return null;
  return listing;
}

const clientAddress = (request: Request) => request.headers.get(CLIENT_IP_HEADER) ?? "unknown";

/** The hourly limit of bookings (rooms and beds alike) per address, e-mail and account: a refusal once one is reached. */
export async function bookingLimitReached(
  request: Request,
  email: string,
  traveller: CurrentUser | null,
): Promise<BookingRefusal | null> {
  for (const key of [
    `booking:ip:${clientAddress(request)}`,
    `booking:email:${email}`,
    traveller ? `booking:user:${traveller.id}` : null,
  ]) {
    if (!key) continue;
    const limit = await hit(key, BOOKINGS_PER_HOUR, HOUR_MS);
    if (!limit.allowed) {
      return { ...refuse(429, BOOKING_OUTCOMES.tooMany), retryAfterSeconds: limit.retryAfterSeconds };
    }
  }
  return null;
}

/**
 * Reads and checks a booking's body (a form, or JSON for the API), then books. The idempotency key comes in the
 * Idempotency-Key header from the API, in the form's hidden field from a page.
 */
export async function submitBooking(
  request: Request,
  traveller: CurrentUser | null,
  listingId: string,
  json: boolean,
): Promise<BookingOutcome & { values?: SubmittedValues }> {
  const submission = await readSubmission(request, bookingSchema, { json });
  if (!submission.ok) return { ...refusedOutcome(submission), values: submission.values };
  const key = checkIdempotencyKey(
    json ? request.headers.get(IDEMPOTENCY_HEADER) : (submission.values[SUBMISSION_KEY_FIELD] ?? null),
  );
  if (!key.ok) return refuse(400, key.message);
  const outcome = await createBooking(submission.value, { request, traveller, listingId, idempotencyKey: key.key });
  return { ...outcome, values: submission.values };
}

/**
 * Books one room: the room type's row is locked (`FOR UPDATE`), the nights counted and the booking inserted in one
 * transaction, so of two bookings for the last room the second counts after the first commits and is refused. The
 * same on the embedded database, whose one connection runs transactions one at a time. A retry with the same
 * idempotency key gets the first answer; the e-mails are written to the outbox in the same transaction.
 */
export async function createBooking(
  input: BookingInput,
  {
    request,
    traveller,
    listingId,
    idempotencyKey,
  }: { request: Request; traveller: CurrentUser | null; listingId: string; idempotencyKey: string | null },
): Promise<BookingOutcome> {
  const listing = await bookableListing(listingId);
  if (!listing?.ownerId) return refuse(404, BOOKING_OUTCOMES.listingNotFound);
  if (traveller && listing.ownerId === traveller.id) return refuse(403, BOOKING_OUTCOMES.ownListing);
  const email = input.email.toLowerCase();
  const claim = idempotencyKey ? { scope: `booking:${email}`, key: idempotencyKey } : null;
  const earlier = await earlierResult<BookingCreated>(claim);
  if (earlier) return created(earlier.body);
  const tooMany = await bookingLimitReached(request, email, traveller);
  if (tooMany) return tooMany;
  const ownerId = listing.ownerId;
  const ownerEmail = listing.ownerEmail;
  try {
    const result = await createOnce<BookingCreated>(claim, async (tx) => {
      const [roomType] = await tx
        .select()
        .from(roomTypes)
        .where(and(eq(roomTypes.id, input.roomTypeId), eq(roomTypes.listingId, listingId)))
        .for("update");
      if (!roomType) throw new Refused(refuse(404, BOOKING_OUTCOMES.roomNotFound));
      const misfit = stayMisfit(roomType, input);
      if (misfit) throw new Refused({ ...refuse(400, misfit), fieldErrors: { guests: misfit } });
      const free = (await freeRooms(tx, { roomTypeId: roomType.id }, input)).get(roomType.id) ?? 0;
      if (free < 1) throw new Refused(refuse(409, BOOKING_OUTCOMES.unavailable));
      const days = await dayRates(tx, [roomType.id], input.checkIn, input.checkOut);
      const quote = quoteStay(cardOf(roomType, days.get(roomType.id)), input.checkIn, input.checkOut, input.guests);
      const status: BookingStatus = roomType.bookingMode === "instant" ? "confirmed" : "requested";
      const upi = await upiOf(listingId, tx);
      const row = await insertWithFreshReference(tx, {
        listingId,
        roomTypeId: roomType.id,
        ownerId,
        travellerId: traveller?.id ?? null,
        guestName: input.name,
        guestMobile: input.mobileNumber,
        guestEmail: input.email,
        guests: input.guests,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        status,
        holdUntil: status === "requested" ? new Date(Date.now() + REQUEST_HOLD_MS) : null,
        quote,
        totalPaise: quote.totalPaise,
        advancePaise: upi ? advanceOf(quote.totalPaise, upi.advancePercent) : null,
        cancellationPolicy: roomType.cancellationPolicy,
        locale: currentLocale(),
      });
      const story: BookingStory = {
        bookingId: row.id,
        reference: row.reference,
        status,
        listing: {
          id: listing.id,
          name: listingName(listing.projectBuildingName),
          locality: listing.locality,
          city: listing.city,
        },
        roomType: {
          name: roomType.name,
          checkInTime: roomType.checkInTime,
          checkOutTime: roomType.checkOutTime,
          cancellationPolicy: roomType.cancellationPolicy,
        },
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        guests: input.guests,
        totalPaise: quote.totalPaise,
        refundPaise: null,
        guest: {
          name: input.name,
          mobile: input.mobileNumber,
          email: input.email,
          travellerId: traveller?.id ?? null,
          proven: traveller?.emailVerified === true && traveller.email.toLowerCase() === email,
          locale: currentLocale(),
        },
        owner: { id: ownerId, email: ownerEmail },
      };
      await mailNewBooking(tx, story);
      return { status: 201, body: { reference: row.reference, status, key: bookingKey(row.id) } };
    });
    logger.info({ reference: result.body.reference, listingId }, "booking made");
    return created(result.body);
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

const created = (body: BookingCreated): BookingOutcome => ({
  ok: true,
  ...body,
  message: body.status === "confirmed" ? BOOKING_OUTCOMES.reserved : BOOKING_OUTCOMES.requested,
});

/** Inserts a booking under a new reference, drawing again on the rare clash; nothing else can make it fail. */
export async function insertWithFreshReference(tx: Database, values: Omit<typeof bookings.$inferInsert, "reference">) {
  for (;;) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, reference: newBookingReference() })
      .onConflictDoNothing({ target: bookings.reference })
      .returning({ id: bookings.id, reference: bookings.reference });
    if (row) return row;
  }
}

const bookingColumns = {
  id: bookings.id,
  reference: bookings.reference,
  listingId: bookings.listingId,
  ownerId: bookings.ownerId,
  travellerId: bookings.travellerId,
  guestName: bookings.guestName,
  guestMobile: bookings.guestMobile,
  guestEmail: bookings.guestEmail,
  guests: bookings.guests,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  status: bookings.status,
  holdUntil: bookings.holdUntil,
  quote: bookings.quote,
  totalPaise: bookings.totalPaise,
  cancellationPolicy: bookings.cancellationPolicy,
  refundPaise: bookings.refundPaise,
  cancelledBy: bookings.cancelledBy,
  ownerNote: bookings.ownerNote,
  advancePaise: bookings.advancePaise,
  advanceReceivedAt: bookings.advanceReceivedAt,
  paidOnlinePaise: sql<number | null>`(
    select p.amount_paise from booking_payments p
    where p.booking_id = ${bookings.id} and p.status = 'paid' order by p.paid_at limit 1
  )`.mapWith(Number),
  locale: bookings.locale,
  createdAt: bookings.createdAt,
  listingName: listings.projectBuildingName,
  listingStatus: listings.status,
  locality: listings.locality,
  city: listings.city,
  roomTypeName: roomTypes.name,
  checkInTime: roomTypes.checkInTime,
  checkOutTime: roomTypes.checkOutTime,
  ownerEmail: users.email,
  bedSharing: bedTypes.sharing,
  bedMonthlyRent: bedTypes.monthlyRent,
  bedDeposit: bedTypes.deposit,
  bedTypeId: bookings.bedTypeId,
  movedInAt: bookings.movedInAt,
  movedOutOn: bookings.movedOutOn,
  noShowAt: bookings.noShowAt,
};

type BookingRow = Awaited<ReturnType<typeof bookingRows>>[number];

/**
 * Bookings with what their pages show. "latest": the latest check-in first (records, looked back on); "soonest": the
 * earliest first, so a limit keeps what comes next and leaves off only the furthest ahead.
 */
function bookingRows(
  db: Database,
  where: ReturnType<typeof and>,
  limit = 100,
  offset = 0,
  order: "latest" | "soonest" = "latest",
) {
  return (
    db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      // A booking is of a room by the night or of a bed by the month (ADR 054).
      .leftJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
      .leftJoin(bedTypes, eq(bedTypes.id, bookings.bedTypeId))
      .leftJoin(users, eq(users.id, bookings.ownerId))
      .where(where)
      .orderBy(
        ...(order === "latest"
          ? [desc(bookings.checkIn), desc(bookings.createdAt)]
          : [asc(bookings.checkIn), asc(bookings.createdAt)]),
      )
      .limit(limit)
      .offset(offset)
  );
}

/** A booking as its pages and the JSON API show it, with what cancelling it now would refund. */
export type BookingView = {
  id: string;
  reference: string;
  listingId: string;
  listingName: string;
  /**
   * Who the listing's page opens for: everyone, its owner alone (waiting, held, closed), or nobody (deleted, ADR 067:
   * its bookings take no more payments).
   */
  listingPage: ListingPage;
  place: string;
  roomTypeName: string;
  guestName: string;
  guestMobile: string;
  guestEmail: string;
  guests: number;
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
  nights: number;
  status: BookingStatus;
  holdUntil: string | null;
  quote: Quote;
  totalPaise: number;
  cancellationPolicy: CancellationPolicy;
  refundPaise: number | null;
  cancelledBy: "traveller" | "owner" | null;
  /** What the owner wrote to the guest on declining or cancelling; null when they wrote nothing. */
  ownerNote: string | null;
  /** The advance asked by UPI; null when all is paid at the property. */
  advancePaise: number | null;
  /** When the owner marked the advance received. */
  advanceReceivedAt: string | null;
  /** What the traveller would get back on cancelling now; null when it can no longer be cancelled. */
  refundIfCancelledNow: number | null;
  /** Paid online through Razorpay, once its signature or webhook was verified (ADR 052); null when nothing was. */
  paidOnlinePaise: number | null;
  /** A bed reserved by the month (ADR 054); null for a room by the night. */
  bed: ReturnType<typeof bedFacts>;
};

/** Still to be decided or cancelled: a bed whose resident has moved in is lived in, and stays theirs (ADR 054). */
const isOpen = (row: BookingRow, now: Date) =>
  (row.status === "confirmed" || (row.status === "requested" && (row.holdUntil?.getTime() ?? 0) > now.getTime())) &&
  row.checkIn >= todayInIndia(now) &&
  row.movedInAt === null;

/** What cancelling now refunds: a request nobody confirmed was never owed, so all of it. */
const refundNow = (row: BookingRow, by: "traveller" | "owner", now: Date) =>
  row.status === "requested"
    ? row.totalPaise
    : refundPaise(
        row.cancellationPolicy,
        row.totalPaise,
        indiaMoment(row.checkIn, row.checkInTime ?? MOVE_IN_TIME),
        now,
        by,
      );

function view(row: BookingRow, now = new Date()): BookingView {
  const bed = bedFacts(row, now);
  return {
    id: row.id,
    reference: row.reference,
    listingId: row.listingId,
    listingName: listingName(row.listingName),
    listingPage: listingPageOf({ status: row.listingStatus }),
    place: [row.locality, row.city].filter(Boolean).join(", "),
    roomTypeName: bed?.name ?? row.roomTypeName ?? "",
    guestName: row.guestName,
    guestMobile: row.guestMobile,
    guestEmail: row.guestEmail,
    guests: row.guests,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    checkInTime: row.checkInTime ?? MOVE_IN_TIME,
    checkOutTime: row.checkOutTime ?? "",
    nights: nightsBetween(row.checkIn, row.checkOut),
    // A request past its hold reads as expired at once, before the look marks it.
    status: row.status === "requested" && (row.holdUntil?.getTime() ?? 0) <= now.getTime() ? "expired" : row.status,
    holdUntil: row.holdUntil?.toISOString() ?? null,
    quote: row.quote as Quote,
    totalPaise: row.totalPaise,
    cancellationPolicy: row.cancellationPolicy,
    refundPaise: row.refundPaise,
    cancelledBy: row.cancelledBy,
    ownerNote: row.ownerNote,
    advancePaise: row.advancePaise,
    advanceReceivedAt: row.advanceReceivedAt?.toISOString() ?? null,
    refundIfCancelledNow: isOpen(row, now) ? refundNow(row, "traveller", now) : null,
    paidOnlinePaise: row.paidOnlinePaise ?? null,
    bed,
  };
}

/**
 * A booking by its reference, for its traveller, the listing's owner, or whoever holds its link's key (a guest without
 * an account); anyone else learns nothing, not even that it exists.
 */
export async function bookingFor(
  reference: string,
  { user, key }: { user: CurrentUser | null; key: string | null },
): Promise<{ booking: BookingView; side: "traveller" | "owner" } | null> {
  if (!isBookingReference(reference)) return null;
  const [row] = await bookingRows(database(), and(eq(bookings.reference, reference)), 1);
  if (!row) return null;
  if (user && row.ownerId === user.id) return { booking: view(row), side: "owner" };
  if ((user && row.travellerId === user.id) || keyMatches(row.id, key))
    return { booking: view(row), side: "traveller" };
  return null;
}

/** The traveller's 'My bookings': the newest stays first. */
export async function travellerBookings(userId: string): Promise<BookingView[]> {
  const rows = await bookingRows(database(), and(eq(bookings.travellerId, userId)), 50);
  const now = new Date();
  return rows.map((row) => view(row, now));
}

/**
 * Stays and requests 'Bookings' lists of each kind at most: a busy hotel's next weeks. The soonest are kept, so today's
 * arrivals and departures and the requests due first are never the ones left off.
 */
const OWNER_BOOKINGS_SHOWN = 200;

/** The owner's 'Bookings': today's arrivals and departures, requests waiting, and the stays still to come. */
export async function ownerBookings(ownerId: string) {
  const now = new Date();
  const today = todayInIndia(now);
  const soonest = (where: ReturnType<typeof and>) =>
    bookingRows(database(), and(eq(bookings.ownerId, ownerId), where), OWNER_BOOKINGS_SHOWN, 0, "soonest");
  // A guest marked as never come is neither arriving nor staying.
  const open = (status: "requested" | "confirmed") =>
    soonest(and(gte(bookings.checkOut, today), eq(bookings.status, status), isNull(bookings.noShowAt)));
  const [requested, confirmed, moveIns] = await Promise.all([
    open("requested"),
    open("confirmed"),
    // Whatever their first month: a bed waits for its resident until the owner says they came or never did.
    soonest(
      and(
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.bedTypeId),
        isNull(bookings.movedInAt),
        isNull(bookings.noShowAt),
        lte(bookings.checkIn, today),
      ),
    ),
  ]);
  const stays = confirmed.map((row) => view(row, now));
  return {
    today,
    arrivals: stays.filter((b) => b.checkIn === today),
    departures: stays.filter((b) => b.checkOut === today),
    requests: requested.map((row) => view(row, now)),
    upcoming: stays.filter((b) => b.checkIn > today),
    moveIns: moveIns.map((row) => view(row, now)),
  };
}

/** Past bookings shown on one page of the owner's record. */
const PAST_PAGE_SIZE = 20;

/**
 * The owner's record of bookings done with: stays over, and requests declined or expired and bookings cancelled, the
 * latest check-in first, a page at a time. It keeps what a deleted listing's bookings were (ADR 067).
 */
export async function ownerPastBookings(ownerId: string, page: number) {
  const now = new Date();
  const today = todayInIndia(now);
  const done = and(
    eq(bookings.ownerId, ownerId),
    or(
      lt(bookings.checkOut, today),
      inArray(bookings.status, ["declined", "expired", "cancelled"]),
      isNotNull(bookings.noShowAt),
    ),
    // A bed's resident who has not moved out is no past booking: the beds page lists them.
    or(
      isNull(bookings.bedTypeId),
      ne(bookings.status, "confirmed"),
      lt(bookings.movedOutOn, today),
      isNotNull(bookings.noShowAt),
    ),
  );
  const [rows, [{ total }]] = await Promise.all([
    bookingRows(database(), done, PAST_PAGE_SIZE, (page - 1) * PAST_PAGE_SIZE),
    database().select({ total: count() }).from(bookings).where(done),
  ]);
  return { bookings: rows.map((row) => view(row, now)), page, pageCount: pageCountOf(total, PAST_PAGE_SIZE) };
}

/** Residents a listing's beds list at most: more than any PG has, so none is left off. */
const RESIDENTS_SHOWN = 500;

/**
 * The residents of one of the owner's PGs, hostels or co-living homes: confirmed and moved in, not yet gone (no move-out,
 * or one from today on). Their first month has usually passed, so 'Bookings' no longer lists them; the beds page does.
 */
export async function listingResidents(ownerId: string, listingId: string): Promise<BookingView[]> {
  const now = new Date();
  const rows = await bookingRows(
    database(),
    and(
      eq(bookings.ownerId, ownerId),
      eq(bookings.listingId, listingId),
      eq(bookings.status, "confirmed"),
      isNotNull(bookings.bedTypeId),
      isNotNull(bookings.movedInAt),
      or(isNull(bookings.movedOutOn), gte(bookings.movedOutOn, todayInIndia(now))),
    ),
    RESIDENTS_SHOWN,
  );
  return rows.map((row) => view(row, now)).reverse();
}

export const BOOKING_DECISIONS = ["cancel", "accept", "decline"] as const;
export type BookingDecision = (typeof BOOKING_DECISIONS)[number];

/**
 * What a booking's page posts: a decision, the owner marking the advance received, a resident's move-in, or that the
 * resident never moved in.
 */
const BOOKING_ACTIONS = [...BOOKING_DECISIONS, "advance-received", "move-in", "not-moved-in"] as const;
type BookingAction = (typeof BOOKING_ACTIONS)[number];
export const isBookingAction = (value: string): value is BookingAction =>
  (BOOKING_ACTIONS as readonly string[]).includes(value);

/** One action on a booking, posted from its page, a list or the JSON API. */
export const actOnBooking = (
  reference: string,
  action: BookingAction,
  who: { user: CurrentUser | null; key: string | null },
  note?: string,
) =>
  action === "advance-received"
    ? markAdvanceReceived(reference, who)
    : action === "move-in"
      ? confirmMoveIn(reference, who)
      : action === "not-moved-in"
        ? markNotMovedIn(reference, who)
        : decideBooking(reference, action, who, note);

export type DecisionOutcome = { ok: true; message: string; booking: BookingView } | BookingRefusal;

/**
 * One change to a booking. The owner accepts or declines a request, or cancels (refunding all of it); the traveller,
 * or a guest with the booking's link, cancels (refunded by the policy). The owner's decline or cancellation keeps their
 * `note` to the guest. The update claims the booking only from the status it was read in, so of two tabs one wins and
 * the e-mails tell exactly that change to both sides.
 */
async function decideBooking(
  reference: string,
  decision: BookingDecision,
  { user, key }: { user: CurrentUser | null; key: string | null },
  note?: string,
): Promise<DecisionOutcome> {
  const found = await bookingFor(reference, { user, key });
  if (!found) return refuse(404, BOOKING_OUTCOMES.notFound);
  const { side } = found;
  if (decision !== "cancel" && side !== "owner") return refuse(403, BOOKING_OUTCOMES.onlyOwner);
  const now = new Date();
  const [row] = await bookingRows(database(), and(eq(bookings.reference, reference)), 1);
  if (!isOpen(row, now)) {
    const begun = row.checkIn < todayInIndia(now) || row.movedInAt !== null;
    return refuse(409, begun ? BOOKING_OUTCOMES.tooLate : BOOKING_OUTCOMES.changed);
  }
  if (decision !== "cancel" && row.status !== "requested") return refuse(409, BOOKING_OUTCOMES.changed);
  const refund = decision === "cancel" ? refundNow(row, side, now) : null;
  const ownerNote = side === "owner" && decision !== "accept" && note ? note : null;
  const changes = {
    accept: { status: "confirmed" as const, holdUntil: null },
    decline: { status: "declined" as const, ownerNote },
    cancel: { status: "cancelled" as const, refundPaise: refund, cancelledBy: side, ownerNote },
  }[decision];
  const done = await database().transaction(async (tx) => {
    const [changed] = await tx
      .update(bookings)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, row.status), isNull(bookings.movedInAt)))
      .returning({ id: bookings.id });
    if (!changed) return false;
    if (refund !== null) await queueRefund(tx, row.id, row.totalPaise, refund);
    const story = { ...(await storyOf(tx, row, changes.status, refund)), ownerNote };
    await mailBookingChange(tx, story, decision, side);
    return true;
  });
  if (!done) return refuse(409, BOOKING_OUTCOMES.changed);
  if (refund !== null) wakeRefunds();
  const [after] = await bookingRows(database(), and(eq(bookings.id, row.id)), 1);
  return { ok: true, message: BOOKING_OUTCOMES[decision], booking: view(after) };
}

/**
 * The owner marks a confirmed booking's UPI advance received, once; the traveller is told. Anyone but the owner is
 * refused, and so is a booking that is not confirmed, asked no advance or is already marked (ADR 045).
 */
export async function markAdvanceReceived(
  reference: string,
  who: { user: CurrentUser | null; key: string | null },
): Promise<DecisionOutcome> {
  return ownerMarksOnce(reference, who, (row, now) => ({
    claim: async (tx) => {
      if (!(await claimAdvanceReceived(tx, row.id, now))) return false;
      await mailAdvanceReceived(tx, await storyOf(tx, row, row.status, null), row.advancePaise ?? 0);
      return true;
    },
    notDue: BOOKING_OUTCOMES.advanceNotDue,
    done: BOOKING_OUTCOMES.advanceReceived,
  }));
}

/**
 * The owner confirms that a reserved bed's resident moved in, once, from the move-in day: the update claims only a
 * confirmed bed not yet marked, and the resident is told. Only then may they review, after 30 days (ADR 054).
 */
async function confirmMoveIn(
  reference: string,
  who: { user: CurrentUser | null; key: string | null },
): Promise<DecisionOutcome> {
  return ownerMarksOnce(reference, who, (row, now) => ({
    claim: async (tx) => {
      if (!(await claimDueMoveIn(tx, row.id, now, { movedInAt: now }))) return false;
      await mailMovedIn(tx, await storyOf(tx, row, row.status, null));
      return true;
    },
    notDue: BOOKING_OUTCOMES.moveInNotDue,
    done: BOOKING_OUTCOMES.movedIn,
  }));
}

/**
 * Settles a reserved bed's move-in one way or the other (`changes`), only from where both start: confirmed, the move-in
 * day come, and neither confirmed nor marked not moved in. False when the booking is no longer there.
 */
async function claimDueMoveIn(
  tx: Database,
  bookingId: string,
  now: Date,
  changes: { movedInAt: Date } | { noShowAt: Date },
): Promise<boolean> {
  const [changed] = await tx
    .update(bookings)
    .set({ ...changes, updatedAt: now })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.bedTypeId),
        isNull(bookings.movedInAt),
        isNull(bookings.noShowAt),
        lte(bookings.checkIn, todayInIndia(now)),
      ),
    )
    .returning({ id: bookings.id });
  return changed !== undefined;
}

/**
 * The owner records that a reserved bed's resident never moved in, from the move-in day while the move-in is not
 * confirmed: the bed is free again at once (`HOLDING_A_BED`) and the resident is told. Without it a reservation that
 * cannot be cancelled once its day has passed would hold its bed for good.
 */
async function markNotMovedIn(
  reference: string,
  who: { user: CurrentUser | null; key: string | null },
): Promise<DecisionOutcome> {
  return ownerMarksOnce(reference, who, (row, now) => ({
    claim: async (tx) => {
      if (!(await claimDueMoveIn(tx, row.id, now, { noShowAt: now }))) return false;
      await mailNotMovedIn(tx, await storyOf(tx, row, row.status, null));
      return true;
    },
    notDue: BOOKING_OUTCOMES.notMovedInNotDue,
    done: BOOKING_OUTCOMES.notMovedIn,
  }));
}

/** How the owner marks a booking, once what they sent was checked against it, and what the answer then says. */
type OwnerMark = {
  /**
   * Changes the booking only from the state it was read in, mailing the other side in the same transaction: false when
   * it is no longer in that state. A `Refused` thrown rolls back what it wrote and is the answer instead.
   */
  claim: (tx: Database) => Promise<boolean>;
  notDue: string;
  done: string;
};

/**
 * Something only the owner marks: anyone else is refused, then `mark` checks what the owner sent against the booking
 * and refuses it or says how to claim it. The claim says whether this call was the one that marked it, so of two tabs
 * posting at once only one does.
 */
async function ownerMarksOnce<Refusal extends { ok: false } = BookingRefusal>(
  reference: string,
  { user, key }: { user: CurrentUser | null; key: string | null },
  mark: (row: BookingRow, now: Date) => OwnerMark | BookingRefusal | NoInfer<Refusal>,
): Promise<DecisionOutcome | NoInfer<Refusal>> {
  const found = await bookingFor(reference, { user, key });
  if (!found) return refuse(404, BOOKING_OUTCOMES.notFound);
  if (found.side !== "owner") return refuse(403, BOOKING_OUTCOMES.onlyOwner);
  const now = new Date();
  const [row] = await bookingRows(database(), and(eq(bookings.reference, reference)), 1);
  const marking = mark(row, now);
  if ("ok" in marking) return marking;
  try {
    if (!(await database().transaction(marking.claim))) return refuse(409, marking.notDue);
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
  const [after] = await bookingRows(database(), and(eq(bookings.id, row.id)), 1);
  return { ok: true, message: marking.done, booking: view(after) };
}

export type MoveOutRefusal = Omit<BookingRefusal, "fieldErrors"> & { fieldErrors?: FieldErrors<MoveOutField> };
export type MoveOutOutcome = (DecisionOutcome | MoveOutRefusal) & { values?: SubmittedValues };

/**
 * The owner records the day a bed's resident moves out (a form, or JSON for the API), or changes it while that day has
 * not passed: not before the move-in, and only for a resident whose move-in was confirmed. From that day the bed
 * counts as free for new reservations (`heldBedsSql`); the resident is told. Anyone but the owner is refused before
 * what they sent is looked at.
 */
export async function recordMoveOut(
  request: Request,
  reference: string,
  who: { user: CurrentUser | null; key: string | null },
  json: boolean,
): Promise<MoveOutOutcome> {
  const submission = await readSubmission(request, moveOutSchema, { json });
  const outcome = await ownerMarksOnce<MoveOutRefusal>(reference, who, (row, now) => {
    if (!submission.ok) return refusedOutcome(submission);
    const movedOutOn = submission.value.moveOut;
    if (movedOutOn < row.checkIn) {
      const moveIn = formatDate(row.checkIn);
      const message = t`Choose a move-out date on or after the move-in date, ${moveIn}.`;
      return { ...refuse(400, message), fieldErrors: { moveOut: message } };
    }
    return row.movedOutOn === null ? firstMoveOut(row, movedOutOn, now) : movedMoveOut(row, movedOutOn, now);
  });
  return { ...outcome, values: submission.values };
}

/** The owner withdraws a resident's move-out whose day has not passed: the resident stays on with no end. */
export async function withdrawMoveOut(
  reference: string,
  who: { user: CurrentUser | null; key: string | null },
): Promise<MoveOutOutcome> {
  return ownerMarksOnce(reference, who, (row, now) => movedMoveOut(row, null, now));
}

/** A resident's first move-out: it only frees the bed from its day, so nothing is counted. */
function firstMoveOut(row: BookingRow, movedOutOn: string, now: Date): OwnerMark {
  return {
    claim: async (tx) => {
      const [changed] = await tx
        .update(bookings)
        .set({ movedOutOn, updatedAt: now })
        .where(
          and(
            eq(bookings.id, row.id),
            eq(bookings.status, "confirmed"),
            isNotNull(bookings.bedTypeId),
            isNotNull(bookings.movedInAt),
            isNull(bookings.movedOutOn),
          ),
        )
        .returning({ id: bookings.id });
      if (!changed) return false;
      await mailMovedOut(tx, await storyOf(tx, row, row.status, null), movedOutOn);
      return true;
    },
    notDue: BOOKING_OUTCOMES.moveOutNotDue,
    done: BOOKING_OUTCOMES.movedOut,
  };
}

/**
 * A recorded move-out moved to another day, or withdrawn (`to` null), until its day has passed. Later, or withdrawn, it
 * gives the resident back days from which a new reservation may have taken the bed: so, after the bed type's row lock
 * that reservations take, the change is written and the beds are counted (`bedTakenFrom`), and more holders than beds
 * roll it back. Earlier only frees days, and finds none.
 */
function movedMoveOut(row: BookingRow, to: string | null, now: Date): OwnerMark | BookingRefusal {
  const { movedOutOn: from, bedTypeId } = row;
  if (from === null || bedTypeId === null) return refuse(409, BOOKING_OUTCOMES.noMoveOut);
  // The day it has already (a form sent twice, a late move-out recorded again): nothing to write, nobody to tell.
  if (to === from)
    return { claim: async () => true, notDue: BOOKING_OUTCOMES.changed, done: BOOKING_OUTCOMES.movedOut };
  if (moveOutPassed(from, now)) return refuse(409, BOOKING_OUTCOMES.movedOutAlready);
  return {
    claim: async (tx) => {
      await lockBedType(tx, eq(bedTypes.id, bedTypeId));
      const [changed] = await tx
        .update(bookings)
        .set({ movedOutOn: to, updatedAt: now })
        .where(and(eq(bookings.id, row.id), eq(bookings.status, "confirmed"), eq(bookings.movedOutOn, from)))
        .returning({ id: bookings.id });
      if (!changed) return false;
      const taken = await bedTakenFrom(tx, { bookingId: row.id, bedTypeId, from, to });
      if (taken) {
        const day = formatDate(taken);
        throw new Refused(
          refuse(409, t`A new resident has this bed from ${day}: choose a move-out date on or before it.`),
        );
      }
      await mailMoveOutChanged(tx, await storyOf(tx, row, row.status, null), to);
      return true;
    },
    notDue: BOOKING_OUTCOMES.changed,
    done: to === null ? BOOKING_OUTCOMES.moveOutWithdrawn : BOOKING_OUTCOMES.moveOutChanged,
  };
}

/** Razorpay took a booking's payment: both sides are mailed, in the transaction that records it (once). */
async function mailPayment(tx: Database, bookingId: string, amountPaise: number) {
  const [row] = await bookingRows(tx, and(eq(bookings.id, bookingId)), 1);
  if (row) await mailPaidOnline(tx, await storyOf(tx, row, row.status, null), amountPaise);
}

/** The traveller's own booking, for paying it: anyone else is refused as a decision would be. */
async function travellersBooking(reference: string, who: { user: CurrentUser | null; key: string | null }) {
  if (!onlinePaymentsOn()) return refuse(404, PAYMENT_MESSAGES.off);
  const found = await bookingFor(reference, who);
  if (!found) return refuse(404, BOOKING_OUTCOMES.notFound);
  if (found.side !== "traveller") return refuse(403, PAYMENT_MESSAGES.onlyTraveller);
  return { ok: true as const, booking: found.booking };
}

/** The Razorpay order that pays a confirmed booking online: made on our server, for the amount we set. */
export async function startOnlinePayment(
  reference: string,
  who: { user: CurrentUser | null; key: string | null },
): Promise<{ ok: true; order: CheckoutOrder } | BookingRefusal | { ok: false; status: 502; message: string }> {
  const found = await travellersBooking(reference, who);
  return found.ok ? orderFor(found.booking) : found;
}

/** Checkout's answer, recorded only when its signature is Razorpay's; the booking as it now stands. */
export async function confirmOnlinePayment(
  reference: string,
  who: { user: CurrentUser | null; key: string | null },
  answer: { orderId: string; paymentId: string; signature: string },
): Promise<DecisionOutcome | { ok: false; status: 502; message: string }> {
  const found = await travellersBooking(reference, who);
  if (!found.ok) return found;
  const outcome = await confirmCheckout(found.booking, answer, mailPayment);
  if (!outcome.ok) return outcome;
  const [after] = await bookingRows(database(), and(eq(bookings.id, found.booking.id)), 1);
  return { ok: true, message: outcome.message, booking: view(after) };
}

/** A Razorpay webhook: a verified `payment.captured` records its booking paid, once however often it comes. */
export const receiveRazorpayWebhook = (request: Request) => receiveWebhook(request, mailPayment);

async function storyOf(
  tx: Database,
  row: BookingRow,
  status: BookingStatus,
  refund: number | null,
): Promise<BookingStory> {
  const [traveller] = row.travellerId
    ? await tx
        .select({ email: users.email, verified: users.emailVerified })
        .from(users)
        .where(eq(users.id, row.travellerId))
    : [];
  return {
    bookingId: row.id,
    reference: row.reference,
    status,
    listing: { id: row.listingId, name: listingName(row.listingName), locality: row.locality, city: row.city },
    roomType: {
      name: row.roomTypeName ?? "",
      checkInTime: row.checkInTime ?? MOVE_IN_TIME,
      checkOutTime: row.checkOutTime ?? "",
      cancellationPolicy: row.cancellationPolicy,
    },
    bed: bedStory(row),
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    guests: row.guests,
    totalPaise: row.totalPaise,
    refundPaise: refund,
    guest: {
      name: row.guestName,
      mobile: row.guestMobile,
      email: row.guestEmail,
      travellerId: row.travellerId,
      proven: traveller?.verified === true && traveller.email.toLowerCase() === row.guestEmail.toLowerCase(),
      locale: isLocale(row.locale) ? row.locale : "en",
    },
    owner: { id: row.ownerId, email: row.ownerEmail },
  };
}

/** Requests expired per look, and how often the look runs. */
const EXPIRE_PER_LOOK = 200;
const EXPIRE_EVERY_MS = 60_000;

/**
 * Marks requests whose 24 hours passed unanswered as expired and tells both sides. Their rooms were free again the
 * moment the hold passed (availability counts only holds still running); this writes it down and sends the e-mails.
 * Instances looking together skip each other's rows, so no request is expired, or mailed about, twice.
 */
export async function expireBookingRequests(now = new Date()): Promise<number> {
  return database().transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.status, "requested"), lte(bookings.holdUntil, now)))
      .limit(EXPIRE_PER_LOOK)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    const ids = due.map((row) => row.id);
    await tx.update(bookings).set({ status: "expired", updatedAt: now }).where(inArray(bookings.id, ids));
    for (const row of await bookingRows(tx, and(inArray(bookings.id, ids)), EXPIRE_PER_LOOK)) {
      await mailBookingChange(tx, await storyOf(tx, row, "expired", null), "expire", "owner");
    }
    logger.info({ expired: ids.length }, "unanswered booking requests expired");
    return ids.length;
  });
}

/**
 * Reminds each traveller whose stay begins tomorrow (India's calendar), once: `reminded_at` is set in the transaction
 * that writes the e-mail, and instances looking together skip each other's rows.
 */
export async function remindTomorrowsArrivals(now = new Date()): Promise<number> {
  return database().transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, "confirmed"),
          eq(bookings.checkIn, addDays(todayInIndia(now), 1)),
          isNull(bookings.remindedAt),
        ),
      )
      .limit(EXPIRE_PER_LOOK)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    const ids = due.map((row) => row.id);
    await tx.update(bookings).set({ remindedAt: now }).where(inArray(bookings.id, ids));
    for (const row of await bookingRows(tx, and(inArray(bookings.id, ids)), EXPIRE_PER_LOOK)) {
      await mailReminder(tx, await storyOf(tx, row, row.status, null));
    }
    return ids.length;
  });
}

/**
 * Looks once a minute, from a few seconds after start: requests past their 24 hours, tomorrow's arrivals, and refunds
 * through Razorpay still to send.
 */
export function startBookingExpiry(): void {
  const look = (delay: number) =>
    setTimeout(() => {
      Promise.all([expireBookingRequests(), remindTomorrowsArrivals(), onlinePaymentsOn() ? sendDueRefunds() : 0])
        .catch((error) => logger.error({ err: error }, "expiring booking requests or reminding travellers failed"))
        .finally(() => look(EXPIRE_EVERY_MS));
    }, delay).unref();
  look(5_000);
}
