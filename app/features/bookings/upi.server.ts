import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { type Database, database } from "~/db/client.server";
import { bookingPayments, bookings, listingUpi } from "~/db/schema";
import type { ListingPage } from "~/features/listings/listings";
import type { FieldErrors, SubmittedValues } from "~/lib/field-errors";
import { readSubmission, refusedOutcome } from "~/lib/form-submission.server";
import { qrCodeSvg } from "~/lib/qr-code.server";
import type { CurrentUser } from "~/lib/session.server";
import { ROOM_TYPE_MESSAGES } from "./booking-schema";
import { ownerStayListings } from "./room-types.server";
import { UPI_MESSAGES, type UpiField, upiPayLink, upiSchema } from "./upi";

export type ListingUpi = typeof listingUpi.$inferSelect;

/** A listing's UPI details, or null when its bookings are paid at the property. */
export async function upiOf(listingId: string, db: Database = database()): Promise<ListingUpi | null> {
  const [row] = await db.select().from(listingUpi).where(eq(listingUpi.listingId, listingId));
  return row ?? null;
}

export type UpiOutcome =
  | { ok: true; message: string }
  | {
      ok: false;
      status: 400 | 404 | 413 | 415;
      message: string;
      fieldErrors?: FieldErrors<UpiField>;
      values?: SubmittedValues;
    };

/**
 * Saves (or with `remove`, removes) the UPI details of one of the owner's own hotels or short stays, or, from the beds'
 * page, of one of the `ownListings` it names: their PGs, hostels and co-living homes (ADR 054).
 */
export async function saveListingUpi(
  request: Request,
  owner: CurrentUser,
  listingId: string,
  {
    remove,
    json,
    ownListings = ownerStayListings,
    notYours = ROOM_TYPE_MESSAGES.notYours,
  }: {
    remove: boolean;
    json: boolean;
    ownListings?: (ownerId: string) => Promise<Array<{ id: string }>>;
    notYours?: string;
  },
): Promise<UpiOutcome> {
  const listing = (await ownListings(owner.id)).find((own) => own.id === listingId);
  if (!listing) return { ok: false, status: 404, message: notYours };
  if (remove) {
    await database().delete(listingUpi).where(eq(listingUpi.listingId, listingId));
    return { ok: true, message: UPI_MESSAGES.removed };
  }
  const submission = await readSubmission(request, upiSchema, { json });
  if (!submission.ok) return { ...refusedOutcome(submission), values: submission.values };
  const values = { ...submission.value, updatedAt: new Date() };
  await database()
    .insert(listingUpi)
    .values({ ...values, listingId })
    .onConflictDoUpdate({ target: listingUpi.listingId, set: values });
  return { ok: true, message: UPI_MESSAGES.saved };
}

/** What the traveller's booking page shows to pay the advance: the link, its QR code and to whom. */
export type AdvancePayment = { link: string; qrSvg: string; upiId: string; payeeName: string };

/**
 * How to pay a booking's advance by UPI: only for a confirmed booking that asked one and whose advance the owner has
 * not marked received, while the listing still has UPI details. A request waits for the owner's answer first.
 */
export async function advancePayment(booking: {
  listingId: string;
  reference: string;
  status: string;
  advancePaise: number | null;
  advanceReceivedAt: string | null;
  paidOnlinePaise: number | null;
  listingPage: ListingPage;
}): Promise<AdvancePayment | null> {
  if (booking.status !== "confirmed" || !booking.advancePaise || booking.advanceReceivedAt) return null;
  // Paid online already (ADR 052): the same advance is not asked twice.
  if (booking.paidOnlinePaise !== null) return null;
  // Its owner deleted the listing (ADR 067): their UPI details are not shown, and nobody is there to mark it received.
  if (booking.listingPage === "none") return null;
  const upi = await upiOf(booking.listingId);
  if (!upi) return null;
  const link = upiPayLink(upi, booking.advancePaise, booking.reference);
  return { link, qrSvg: await qrCodeSvg(link), upiId: upi.upiId, payeeName: upi.payeeName };
}

/**
 * Marks a confirmed booking's advance received, once: the update claims it only while it is confirmed, asked an
 * advance and none is marked yet, so a second click, a cancelled booking or one paid at the property changes nothing.
 */
export async function claimAdvanceReceived(tx: Database, bookingId: string, now: Date): Promise<boolean> {
  // The booking's row first: a payment being recorded online holds it (recordPayment), and the read after the lock
  // sees that payment once it is in, so the advance is never taken both ways.
  await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
  const [paidOnline] = await tx
    .select({ orderId: bookingPayments.orderId })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.status, "paid")))
    .limit(1);
  if (paidOnline) return false;
  const [changed] = await tx
    .update(bookings)
    .set({ advanceReceivedAt: now, updatedAt: now })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.advancePaise),
        isNull(bookings.advanceReceivedAt),
      ),
    )
    .returning({ id: bookings.id });
  return changed !== undefined;
}
