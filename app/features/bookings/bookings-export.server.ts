import { asc, eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { bookings } from "~/db/schema";

/** What a booking says about either side, for 'Download my data': never a guest's mobile or e-mail to the owner. */
const columns = {
  reference: bookings.reference,
  listingId: bookings.listingId,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  guests: bookings.guests,
  status: bookings.status,
  totalPaise: bookings.totalPaise,
  cancellationPolicy: bookings.cancellationPolicy,
  refundPaise: bookings.refundPaise,
  cancelledBy: bookings.cancelledBy,
  createdAt: bookings.createdAt,
};

/** The stays a person booked while signed in, with the details they gave. */
export function bookingsMadeForExport(userId: string) {
  return database()
    .select({
      ...columns,
      guestName: bookings.guestName,
      guestMobile: bookings.guestMobile,
      guestEmail: bookings.guestEmail,
    })
    .from(bookings)
    .where(eq(bookings.travellerId, userId))
    .orderBy(asc(bookings.createdAt));
}

/** The bookings of a person's listings, with the guest's name as the owner saw it. */
export function bookingsReceivedForExport(userId: string) {
  return database()
    .select({ ...columns, guestName: bookings.guestName })
    .from(bookings)
    .where(eq(bookings.ownerId, userId))
    .orderBy(asc(bookings.createdAt));
}
