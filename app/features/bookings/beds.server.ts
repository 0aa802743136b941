import { t } from "@lingui/core/macro";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Sharing } from "~/content/listing-options";
import { type Database, database } from "~/db/client.server";
import { bedTypes, listings } from "~/db/schema";
import { listingName } from "~/features/listings/listings";
import type { FieldErrors, SubmittedValues } from "~/lib/field-errors";
import { readSubmission, refusedOutcome } from "~/lib/form-submission.server";
import { currentLocale } from "~/lib/i18n";
import { checkIdempotencyKey, createOnce, earlierResult } from "~/lib/idempotency.server";
import { logger } from "~/lib/logger.server";
import type { CurrentUser } from "~/lib/session.server";
import { IDEMPOTENCY_HEADER, SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { sharingName } from "./bed-facts";
import { HOLDING_A_BED, heldBeds, heldBedsSql, lockBedType } from "./bed-holds.server";
import {
  BED_MESSAGES,
  type BedReservationField,
  type BedReservationInput,
  type BedTypeField,
  bedReservationSchema,
  bedTypeSchema,
} from "./bed-schema";
import type { BookingStory } from "./booking-mail.server";
import { mailNewBooking } from "./booking-mail.server";
import { bookingKey } from "./booking-reference.server";
import {
  BOOKING_OUTCOMES,
  type BookingCreated,
  type BookingRefusal,
  bookableListing,
  bookingLimitReached,
  insertWithFreshReference,
  REQUEST_HOLD_MS,
  refuse,
} from "./bookings.server";
import type { Quote } from "./quote";
import { addDays, isDay, todayInIndia } from "./stay-dates";
import { upiOf } from "./upi.server";

/** Getters: each read speaks the language of the request being served. */
export const BED_OUTCOMES = {
  get unavailable() {
    return t`Sorry, this bed is no longer available. Please choose another sharing type or another date.`;
  },
  get notOffered() {
    return t`This sharing type is not offered here.`;
  },
  get requested() {
    return t`Your reservation has been sent. The owner has 24 hours to accept it; the bed is held for you until then.`;
  },
  get saved() {
    return t`Beds saved.`;
  },
};

/** The first month of a bed: its resident may review the stay once it has passed (issue 45, ADR 054). */
export const FIRST_MONTH_DAYS = 30;

/** A bed reservation's cancellation policy: the token comes back in full up to 24 hours before the move-in. */
const BED_POLICY = "flexible" as const;

/** Whether a listing is let by the bed and the month (the same rule as LET_BY_THE_BED, for a listing in hand). */
export const letByTheBed = (listing: { listingType: string | null; isCoLiving: boolean | null }) =>
  listing.listingType === "PG" || listing.listingType === "Hostel" || listing.isCoLiving === true;

/** Listings let by the bed and the month: PGs, hostels and co-living homes. */
const LET_BY_THE_BED = or(
  eq(listings.listingType, "PG"),
  eq(listings.listingType, "Hostel"),
  eq(listings.isCoLiving, true),
);

/** The owner's PGs, hostels and co-living homes, whose beds they set up. */
export async function ownerBedListings(ownerId: string) {
  const rows = await database()
    .select({ id: listings.id, name: listings.projectBuildingName })
    .from(listings)
    .where(and(eq(listings.userId, ownerId), LET_BY_THE_BED))
    .orderBy(asc(listings.projectBuildingName));
  return rows.map((row) => ({ id: row.id, name: listingName(row.name) }));
}

/** A sharing type's beds as the listing page, the reservation page and the JSON API show them. */
export type BedOffer = {
  id: string;
  sharing: Sharing;
  name: string;
  bedCount: number;
  /**
   * Beds free on the move-in day asked (the earliest, unless one was): not held by a reservation, confirmed (moved in or
   * not) or requested within its 24 hours, whose resident has no move-out recorded by that day.
   */
  freeBeds: number;
  monthlyRent: number;
  deposit: number;
  tokenAmount: number;
  /** The earliest move-in date: the owner's, or today once it has passed. */
  moveInFrom: string;
  /**
   * The first day from the move-in asked on which a bed is free: that day when one is, else the day a recorded move-out
   * frees one; null when no bed frees up.
   */
  freeFrom: string | null;
};

/**
 * Every sharing type of a listing with its beds free on `moveIn` (or each type's earliest move-in, when that is later
 * or none is asked), Single first.
 */
export async function bedOffers(listingId: string, moveIn?: string): Promise<BedOffer[]> {
  const today = todayInIndia(new Date());
  const asked = moveIn && isDay(moveIn) && moveIn > today ? moveIn : today;
  const { rows } = await database().execute<{
    id: string;
    sharing: Sharing;
    bed_count: number;
    monthly_rent: number;
    deposit: number;
    token_amount: number;
    move_in_from: string;
    day: string;
    held: number;
    move_outs: string[];
  }>(
    sql`select bt.id, bt.sharing, bt.bed_count, bt.monthly_rent, bt.deposit, bt.token_amount,
          greatest(bt.move_in_from, ${today}::date)::text as move_in_from, d.day::text as day,
          ${heldBedsSql(sql`d.day`)} as held,
          array(
            select b.moved_out_on::text from bookings b
            where ${HOLDING_A_BED} and b.moved_out_on > d.day order by b.moved_out_on
          ) as move_outs
        from bed_types bt, lateral (select greatest(bt.move_in_from, ${asked}::date) as day) d
        where bt.listing_id = ${listingId}
        order by array_position(array['Single', 'Double', 'Triple'], bt.sharing)`,
  );
  return rows.map((row) => {
    const bedCount = Number(row.bed_count);
    const held = Number(row.held);
    return {
      id: String(row.id),
      sharing: row.sharing,
      name: sharingName(row.sharing),
      bedCount,
      freeBeds: Math.max(0, bedCount - held),
      monthlyRent: Number(row.monthly_rent),
      deposit: Number(row.deposit),
      tokenAmount: Number(row.token_amount),
      moveInFrom: row.move_in_from,
      // With every bed held, one frees up once all but bedCount - 1 of the holders have moved out.
      freeFrom: held < bedCount ? row.day : (row.move_outs[held - bedCount] ?? null),
    };
  });
}

export type BedTypeOutcome =
  | { ok: true; message: string }
  | {
      ok: false;
      status: 400 | 403 | 404 | 413 | 415;
      message: string;
      fieldErrors?: FieldErrors<BedTypeField>;
      values?: SubmittedValues;
    };

/**
 * Sets up one sharing type of the owner's PG, hostel or co-living home: added the first time, changed after. Beds
 * already reserved stay reserved; fewer beds than reservations leave none free.
 */
export async function saveBedType(
  request: Request,
  owner: CurrentUser,
  listingId: string,
  json: boolean,
): Promise<BedTypeOutcome> {
  const listing = (await ownerBedListings(owner.id)).find((own) => own.id === listingId);
  if (!listing) return { ok: false, status: 404, message: BED_MESSAGES.notYours };
  const submission = await readSubmission(request, bedTypeSchema, { json });
  if (!submission.ok) return { ...refusedOutcome(submission), values: submission.values };
  const values = { ...submission.value, updatedAt: new Date() };
  await database()
    .insert(bedTypes)
    .values({ ...values, listingId })
    .onConflictDoUpdate({ target: [bedTypes.listingId, bedTypes.sharing], set: values });
  return { ok: true, message: BED_OUTCOMES.saved };
}

type BedRefusal = Omit<BookingRefusal, "fieldErrors"> & { fieldErrors?: FieldErrors<BedReservationField> };
export type BedReservationOutcome = ({ ok: true; message: string } & BookingCreated) | BedRefusal;

/** Thrown inside a reservation's transaction to refuse it: the transaction, and the key's claim, roll back. */
class Refused extends Error {
  constructor(readonly refusal: BedRefusal) {
    super(refusal.message);
  }
}

/**
 * Reads and checks a reservation (a form, or JSON for the API), then reserves. The idempotency key comes in the
 * Idempotency-Key header from the API, in the form's hidden field from a page.
 */
export async function submitBedReservation(
  request: Request,
  seeker: CurrentUser | null,
  listingId: string,
  json: boolean,
): Promise<BedReservationOutcome & { values?: SubmittedValues }> {
  const submission = await readSubmission(request, bedReservationSchema, { json });
  if (!submission.ok) return { ...refusedOutcome(submission), values: submission.values };
  const key = checkIdempotencyKey(
    json ? request.headers.get(IDEMPOTENCY_HEADER) : (submission.values[SUBMISSION_KEY_FIELD] ?? null),
  );
  if (!key.ok) return refuse(400, key.message);
  const outcome = await reserveBed(submission.value, { request, seeker, listingId, idempotencyKey: key.key });
  return { ...outcome, values: submission.values };
}

/**
 * Reserves one bed as a request the owner answers within 24 hours, like a request to book (ADR 054). The bed type's
 * row is locked (`FOR UPDATE`), the beds held counted and the reservation inserted in one transaction, so of many
 * reservations for the last bed the ones after the first count it held and are refused; the same on the embedded
 * database, whose one connection runs transactions one at a time. A retry with the same key gets the first answer.
 */
export async function reserveBed(
  input: BedReservationInput,
  {
    request,
    seeker,
    listingId,
    idempotencyKey,
  }: { request: Request; seeker: CurrentUser | null; listingId: string; idempotencyKey: string | null },
): Promise<BedReservationOutcome> {
  const listing = await bookableListing(listingId);
  if (!listing?.ownerId) return refuse(404, BOOKING_OUTCOMES.listingNotFound);
  if (seeker && listing.ownerId === seeker.id) return refuse(403, BOOKING_OUTCOMES.ownListing);
  const email = input.email.toLowerCase();
  const claim = idempotencyKey ? { scope: `booking:${email}`, key: idempotencyKey } : null;
  const earlier = await earlierResult<BookingCreated>(claim);
  if (earlier) return { ok: true, ...earlier.body, message: BED_OUTCOMES.requested };
  const tooMany = await bookingLimitReached(request, email, seeker);
  if (tooMany) return tooMany;
  const ownerId = listing.ownerId;
  try {
    const result = await createOnce<BookingCreated>(claim, async (tx) => {
      const bedType = await lockBedType(
        tx,
        and(eq(bedTypes.listingId, listingId), eq(bedTypes.sharing, input.sharing)),
      );
      if (!bedType)
        throw new Refused({
          ...refuse(404, BED_OUTCOMES.notOffered),
          fieldErrors: { sharing: BED_OUTCOMES.notOffered },
        });
      if (input.moveIn < bedType.moveInFrom) {
        const from = bedType.moveInFrom;
        const message = t`This bed can be moved into from ${from}.`;
        throw new Refused({ ...refuse(400, message), fieldErrors: { moveIn: message } });
      }
      if ((await heldBeds(tx, bedType.id, input.moveIn)) >= bedType.bedCount) {
        throw new Refused(refuse(409, BED_OUTCOMES.unavailable));
      }
      const tokenPaise = bedType.tokenAmount * 100;
      const upi = await upiOf(listingId, tx);
      const checkOut = addDays(input.moveIn, FIRST_MONTH_DAYS);
      const row = await insertWithFreshReference(tx, {
        listingId,
        bedTypeId: bedType.id,
        ownerId,
        travellerId: seeker?.id ?? null,
        guestName: input.name,
        guestMobile: input.mobileNumber,
        guestEmail: input.email,
        guests: 1,
        checkIn: input.moveIn,
        checkOut,
        status: "requested",
        holdUntil: new Date(Date.now() + REQUEST_HOLD_MS),
        quote: tokenQuote(input.moveIn, checkOut, tokenPaise),
        totalPaise: tokenPaise,
        // The whole token is the advance: paid by UPI to the owner, or online through Razorpay.
        advancePaise: upi ? tokenPaise : null,
        cancellationPolicy: BED_POLICY,
        locale: currentLocale(),
      });
      const name = sharingName(bedType.sharing);
      const story: BookingStory = {
        bookingId: row.id,
        reference: row.reference,
        status: "requested",
        listing: {
          id: listing.id,
          name: listingName(listing.projectBuildingName),
          locality: listing.locality,
          city: listing.city,
        },
        roomType: { name, checkInTime: "", checkOutTime: "", cancellationPolicy: BED_POLICY },
        bed: { name, monthlyRent: bedType.monthlyRent, deposit: bedType.deposit },
        checkIn: input.moveIn,
        checkOut,
        guests: 1,
        totalPaise: tokenPaise,
        refundPaise: null,
        guest: {
          name: input.name,
          mobile: input.mobileNumber,
          email: input.email,
          travellerId: seeker?.id ?? null,
          proven: seeker?.emailVerified === true && seeker.email.toLowerCase() === email,
          locale: currentLocale(),
        },
        owner: { id: ownerId, email: listing.ownerEmail },
      };
      await mailNewBooking(tx, story);
      return { status: 201, body: { reference: row.reference, status: "requested", key: bookingKey(row.id) } };
    });
    logger.info({ reference: result.body.reference, listingId }, "bed reserved");
    return { ok: true, ...result.body, message: BED_OUTCOMES.requested };
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** A bed's price as a booking keeps it: only the token, with no nights and no GST (a deposit towards the rent). */
function tokenQuote(moveIn: string, checkOut: string, tokenPaise: number): Quote {
  return {
    checkIn: moveIn,
    checkOut,
    guests: 1,
    nights: [],
    rateLines: [],
    extraGuests: 0,
    extraGuestCharge: 0,
    roomPaise: tokenPaise,
    extraGuestsPaise: 0,
    gstPaise: 0,
    gstPercents: [],
    totalPaise: tokenPaise,
  };
}

/** The demo PGs' beds on a first start: each sharing type the demo offers, with beds free from the seeding day. */
export async function seedDemoBeds(
  tx: Database,
  listingId: string,
  listing: { price: number; deposit?: number | null },
): Promise<void> {
  const today = todayInIndia(new Date());
  const plans: Array<{ sharing: Sharing; bedCount: number; share: number }> = [
    { sharing: "Single", bedCount: 4, share: 1.4 },
    { sharing: "Double", bedCount: 6, share: 1 },
    { sharing: "Triple", bedCount: 9, share: 0.8 },
  ];
  await tx.insert(bedTypes).values(
    plans.map(({ sharing, bedCount, share }) => {
      const monthlyRent = Math.round((listing.price * share) / 100) * 100;
      return {
        listingId,
        sharing,
        bedCount,
        monthlyRent,
        deposit: monthlyRent * 2,
        tokenAmount: Math.min(monthlyRent, 2000),
        moveInFrom: today,
      };
    }),
  );
}
