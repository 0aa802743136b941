import { t } from "@lingui/core/macro";
import { and, count, desc, eq, gte, ilike, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { BookingStatus } from "~/content/booking-options";
import { database } from "~/db/client.server";
import { bookings, listings } from "~/db/schema";
import { listingName } from "~/features/listings/listings";

/** Days the Admin's bookings figures cover, as the leads' do. */
const DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One day of the Admin's figures: bookings made and bookings cancelled that day, India time. */
export type BookingsDay = { day: string; made: number; cancelled: number };

const indiaDay = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** Bookings made and cancelled per day over the last 14 days, oldest first, every day present. */
export async function bookingsPerDay(now = new Date()): Promise<BookingsDay[]> {
  const since = new Date(now.getTime() - (DAYS + 1) * DAY_MS);
  const made = indiaDay(bookings.createdAt);
  // A booking's last change is its cancellation: nothing changes a cancelled booking afterwards.
  const cancelled = indiaDay(bookings.updatedAt);
  const [madeRows, cancelledRows] = await Promise.all([
    database().select({ day: made, total: count() }).from(bookings).where(gte(bookings.createdAt, since)).groupBy(made),
    database()
      .select({ day: cancelled, total: count() })
      .from(bookings)
      .where(and(eq(bookings.status, "cancelled"), gte(bookings.updatedAt, since)))
      .groupBy(cancelled),
  ]);
  const days: BookingsDay[] = [];
  for (let back = DAYS - 1; back >= 0; back--) {
    const day = new Date(now.getTime() - back * DAY_MS).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    days.push({ day, made: 0, cancelled: 0 });
  }
  const byDay = new Map(days.map((entry) => [entry.day, entry]));
  for (const row of madeRows) {
    const entry = byDay.get(row.day);
    if (entry) entry.made = row.total;
  }
  for (const row of cancelledRows) {
    const entry = byDay.get(row.day);
    if (entry) entry.cancelled = row.total;
  }
  return days;
}

/** What the Admin's bookings list shows of each. */
export type AdminBooking = {
  reference: string;
  listingId: string;
  listingName: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  status: BookingStatus;
  totalPaise: number;
};

/** Rows the list shows at most: the newest, or those whose reference starts as searched. */
const LIST_LIMIT = 50;

/**
 * The newest bookings, or with `search` those whose reference begins with it (case and the `GS-` aside, as a traveller
 * may read it out over the phone). A search that cannot be part of a reference is refused with a message.
 */
export async function adminBookings(
  search: string,
): Promise<{ ok: true; bookings: AdminBooking[] } | { ok: false; message: string }> {
  const typed = search.trim().toUpperCase().replace(/^GS-?/, "");
  if (!/^[A-Z0-9]{0,6}$/.test(typed)) {
    return { ok: false, message: t`Enter a booking reference, like GS-7K3Q9D.` };
  }
  const rows = await database()
    .select({
      reference: bookings.reference,
      listingId: bookings.listingId,
      listingName: listings.projectBuildingName,
      guestName: bookings.guestName,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: bookings.status,
      totalPaise: bookings.totalPaise,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(typed ? ilike(bookings.reference, `GS-${typed}%`) : undefined)
    .orderBy(desc(bookings.createdAt))
    .limit(LIST_LIMIT);
  return { ok: true, bookings: rows.map((row) => ({ ...row, listingName: listingName(row.listingName) })) };
}
