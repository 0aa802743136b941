import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** A booking still holds its room: confirmed, or requested and within its 24 hours. Reads the bookings row as `b`. */
export const HOLDS_A_ROOM = sql`(b.status = 'confirmed' or (b.status = 'requested' and b.hold_until > now()))`;

/** The nights of a stay and how many guests: what availability is asked for. */
export type StayAsked = { checkIn: string; checkOut: string; guests: number };

/**
 * Rooms of one room type (the row `roomType` names) free on one night: its rooms less those the owner blocked, those
 * other sites' imported calendars hold (the uploaded file's and each polled feed's) and those bookings hold.
 */
export function freeOnNightSql(roomType: SQL, night: SQL): SQL<number> {
  return sql<number>`(${roomType}.room_count
    - coalesce((select d.blocked_rooms from room_type_days d where d.room_type_id = ${roomType}.id and d.day = ${night}), 0)
    - coalesce((
      select sum(i.rooms)::int from room_type_imported_nights i where i.room_type_id = ${roomType}.id and i.day = ${night}
    ), 0)
    - (
      select count(*) from bookings b
      where b.room_type_id = ${roomType}.id and b.status in ('requested', 'confirmed') and ${HOLDS_A_ROOM}
        and b.check_in <= ${night} and b.check_out > ${night}
    ))`;
}

/**
 * Rooms of one room type free on every night of a stay: the fewest free on any of its nights. The one count the
 * booking's transaction, the listing's booking page, the search pages and the calendar feed share, so a search never
 * offers a room the booking would refuse. The nights are a series of whole numbers added to the check-in: PostgreSQL
 * knows how many rows that makes, where a series of dates is guessed at 1,000, which priced a search by dates over a
 * few thousand listings high enough for JIT compilation, 0.6 s of it on an idle machine before the 1 ms query ran.
 */
export function freeRoomsSql(roomType: SQL, stay: Pick<StayAsked, "checkIn" | "checkOut">): SQL<number> {
  return sql<number>`(
    select min(${freeOnNightSql(roomType, sql`n.night`)})::int
    from (
      select ${stay.checkIn}::date + i as night
      from generate_series(0, ${stay.checkOut}::date - ${stay.checkIn}::date - 1) i
    ) n
  )`;
}

/**
 * Whether a listing (its id column) has a room type that takes the guests for that many nights with a room free on
 * every one of them: what the search pages' dates filter by.
 */
export function hasFreeRoomSql(listingId: AnyPgColumn, stay: StayAsked): SQL {
  const nights = sql`(${stay.checkOut}::date - ${stay.checkIn}::date)`;
  return sql`exists (
    select 1 from room_types rt
    where rt.listing_id = ${listingId} and rt.max_guests >= ${stay.guests}
      and rt.min_nights <= ${nights} and rt.max_nights >= ${nights}
      and ${freeRoomsSql(sql`rt`, stay)} >= 1
  )`;
}

/** Whether a listing has a room type that takes so many guests, whatever the dates. */
export function takesGuestsSql(listingId: AnyPgColumn, guests: number): SQL {
  return sql`exists (select 1 from room_types rt where rt.listing_id = ${listingId} and rt.max_guests >= ${guests})`;
}
