import { and, eq, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { listings, roomTypeDays, roomTypes } from "~/db/schema";
import { listingName } from "~/features/listings/listings";
import type { FieldErrors } from "~/lib/field-errors";
import { readSubmission, refusedOutcome } from "~/lib/form-submission.server";
import type { CurrentUser } from "~/lib/session.server";
import { CALENDAR_MESSAGES, type CalendarChange, calendarChangeSchema } from "./booking-schema";
import { HOLDS_A_ROOM } from "./stay-availability.server";
import { addDays, BOOKING_DAYS_AHEAD, isDay, todayInIndia } from "./stay-dates";

/** How many days the calendar shows at once: a month ahead, as an owner plans. */
export const CALENDAR_DAYS = 31;

/** The room types of the owner's listings, with each listing's name: the owner's way into each calendar. */
export async function ownerRoomTypes(ownerId: string) {
  const rows = await database()
    .select({
      id: roomTypes.id,
      name: roomTypes.name,
      roomCount: roomTypes.roomCount,
      listing: listings.projectBuildingName,
    })
    .from(roomTypes)
    .innerJoin(listings, eq(listings.id, roomTypes.listingId))
    .where(eq(listings.userId, ownerId))
    .orderBy(listings.projectBuildingName, roomTypes.position);
  return rows.map((row) => ({ ...row, listing: listingName(row.listing) }));
}

/** A room type of the user's own listing; anyone else's is as good as none. */
async function ownRoomType(roomTypeId: string, owner: CurrentUser) {
  const [row] = await database()
    .select({
      id: roomTypes.id,
      name: roomTypes.name,
      roomCount: roomTypes.roomCount,
      nightlyRate: roomTypes.nightlyRate,
      weekendRate: roomTypes.weekendRate,
      listingId: roomTypes.listingId,
      listing: listings.projectBuildingName,
    })
    .from(roomTypes)
    .innerJoin(listings, eq(listings.id, roomTypes.listingId))
    .where(and(eq(roomTypes.id, roomTypeId), eq(listings.userId, owner.id)));
  return row ? { ...row, listing: listingName(row.listing) } : null;
}

export type CalendarDay = {
  day: string;
  booked: number;
  blocked: number;
  /** Rooms other sites' calendars (an uploaded file, a polled feed) hold that night, as availability counts them. */
  elsewhere: number;
  free: number;
  rate: number | null;
};

/**
 * The calendar's first day: the day asked when it is a real day from a year back to the last a stay may start on,
 * else today. Years away are nothing an owner plans, and a year past 9999 is no date PostgreSQL reads.
 */
function calendarStart(asked: string | null, today: string): string {
  if (asked === null || !isDay(asked)) return today;
  return asked >= addDays(today, -BOOKING_DAYS_AHEAD) && asked <= addDays(today, BOOKING_DAYS_AHEAD) ? asked : today;
}

/**
 * A room type's days from the day asked (calendarStart): rooms booked (held by confirmed bookings and waiting
 * requests), blocked, taken by other sites' stays, and free; and where 'Later days' starts (the day after the last shown), while a stay may start
 * on it.
 */
export async function roomCalendar(roomTypeId: string, owner: CurrentUser, asked: string | null, now = new Date()) {
  const roomType = await ownRoomType(roomTypeId, owner);
  if (!roomType) return null;
  const today = todayInIndia(now);
  const from = calendarStart(asked, today);
  const { rows } = await database().execute<{
    day: string;
    booked: number;
    blocked: number;
    elsewhere: number;
    rate: number | null;
  }>(sql`
    select to_char(n.day, 'YYYY-MM-DD') as day, coalesce(d.blocked_rooms, 0) as blocked, d.rate, (
      select coalesce(sum(i.rooms), 0) from room_type_imported_nights i
      where i.room_type_id = ${roomTypeId} and i.day = n.day
    )::int as elsewhere, (
      select count(*) from bookings b
      where b.room_type_id = ${roomTypeId} and b.status in ('requested', 'confirmed') and ${HOLDS_A_ROOM}
        and b.check_in <= n.day and b.check_out > n.day
    )::int as booked
    from (select generate_series(${from}::date, ${addDays(from, CALENDAR_DAYS - 1)}::date, interval '1 day')::date as day) n
    left join room_type_days d on d.room_type_id = ${roomTypeId} and d.day = n.day
    order by n.day`);
  const days: CalendarDay[] = rows.map((row) => ({
    day: row.day,
    booked: Number(row.booked),
    blocked: Number(row.blocked),
    elsewhere: Number(row.elsewhere),
    free: Math.max(0, roomType.roomCount - Number(row.booked) - Number(row.blocked) - Number(row.elsewhere)),
    rate: row.rate === null ? null : Number(row.rate),
  }));
  const next = addDays(from, CALENDAR_DAYS);
  return { roomType, days, from, later: next <= addDays(today, BOOKING_DAYS_AHEAD) ? next : null };
}

export type CalendarOutcome =
  | { ok: true; changed: number; from: string }
  | { ok: false; status: 400 | 404 | 413 | 415; message: string; fieldErrors?: FieldErrors<keyof CalendarChange> };

/**
 * Blocks rooms (or frees them, with 0) and sets the rate of every day from `from` to `to`, in one statement. Bookings
 * already made stand: blocking keeps further bookings off the days, it does not cancel anyone's stay.
 */
export async function changeRoomDays(
  request: Request,
  roomTypeId: string,
  owner: CurrentUser,
  json: boolean,
): Promise<CalendarOutcome> {
  const roomType = await ownRoomType(roomTypeId, owner);
  if (!roomType) return { ok: false, status: 404, message: CALENDAR_MESSAGES.notFound };
  const submission = await readSubmission(request, calendarChangeSchema, { json });
  if (!submission.ok) return refusedOutcome(submission);
  const change = submission.value;
  if (change.blockedRooms > roomType.roomCount) {
    return {
      ok: false,
      status: 400,
      message: CALENDAR_MESSAGES.blocked,
      fieldErrors: { blockedRooms: CALENDAR_MESSAGES.blocked },
    };
  }
  const changed = await database()
    .insert(roomTypeDays)
    .select(
      sql`select ${roomTypeId}, day::date, ${change.blockedRooms}::int, ${change.rate}::int
        from generate_series(${change.from}::date, ${change.to}::date, interval '1 day') as day`,
    )
    .onConflictDoUpdate({
      target: [roomTypeDays.roomTypeId, roomTypeDays.day],
      set: { blockedRooms: sql`excluded.blocked_rooms`, rate: sql`excluded.rate` },
    })
    .returning({ day: roomTypeDays.day });
  return { ok: true, changed: changed.length, from: change.from };
}
