import { and, eq, isNull, not, type SQL } from "drizzle-orm";
import { database } from "~/db/client.server";
import { bookings } from "~/db/schema";

/**
 * Marks that a booking's guest never came, once. `unlessAlso` is the caller's own reason to refuse, checked in the
 * same statement (reviews: no side has reviewed the stay yet), so no write can slip in between the check and the mark.
 */
export async function markBookingNoShow(bookingId: string, unlessAlso: SQL): Promise<boolean> {
  const marked = await database()
    .update(bookings)
    .set({ noShowAt: new Date() })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.noShowAt), not(unlessAlso)))
    .returning({ id: bookings.id });
  return marked.length > 0;
}
