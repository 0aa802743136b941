import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { database } from "~/db/client.server";
import { textArray } from "~/lib/filter-sql.server";
import { DAY_MS } from "./stay-dates";

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

/** A day as the search by dates counts nights: days since 1 January 1970. */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The nights of a stay as day numbers (`from` up to, not including, `to`), and how many guests. */
export type StayNights = { from: number; to: number; guests: number };

export const stayNights = (stay: StayAsked): StayNights => ({
  from: dayNumber(stay.checkIn),
  to: dayNumber(stay.checkOut),
  guests: stay.guests,
});

/** A request holding one room of its type on its nights until `until` (milliseconds), unless answered before. */
type Hold = { from: number; to: number; until: number };

/** One room type as the search by dates reads it. */
type RoomNights = {
  maxGuests: number;
  roomCount: number;
  minNights: number;
  maxNights: number;
  /**
   * Nights some rooms are taken for certain (blocked, another site's, booked and confirmed), ascending, and how many
   * (`taken`): only the full ones, unless a request holds a room too, when a night one short of full counts as well.
   */
  nights: Int32Array;
  taken: Int32Array;
  holds: Hold[];
};

type RoomTypeRow = {
  id: string;
  listing_id: string;
  max_guests: number;
  room_count: number;
  min_nights: number;
  max_nights: number;
};

/** Room types (or listings, when named) read per batch of a whole read: a statement on the embedded database holds off every request (ADR 023). */
const ROOMS_BATCH = 2_000;

/** The first day whose nights are kept: yesterday in India, so no night still bookable is left out at midnight. */
const KEPT_FROM = sql`(now() at time zone 'Asia/Kolkata')::date - 1`;

/**
 * The rooms of every listing in memory, for the search index to answer searches by dates as `hasFreeRoomSql` does
 * (ADR 059): each room type's guests and nights, and the nights its rooms are taken. Room changes name their listing
 * in the change log (migration 0037), and the index reads that listing's rooms again.
 */
export class ListingRooms {
  private readonly byListing = new Map<string, RoomNights[]>();

  /**
   * The rooms of the listings named, or of every listing: read by room type in batches, a turn of the event loop
   * between them, as the search index reads its listings.
   */
  static async read(listingIds?: readonly string[]): Promise<ListingRooms> {
    const rooms = new ListingRooms();
    let after = "";
    for (let start = 0; ; start += ROOMS_BATCH) {
      const named = listingIds?.slice(start, start + ROOMS_BATCH);
      if (named?.length === 0) return rooms;
      const { rows } = await database().execute<RoomTypeRow>(sql`
        select id, listing_id, max_guests, room_count, min_nights, max_nights from room_types
        where ${named ? sql`listing_id = any(${textArray(named)})` : sql`id > ${after}`}
        order by id ${named ? sql`` : sql`limit ${ROOMS_BATCH}`}`);
      if (rows.length > 0) await rooms.readNights(rows);
      if (!named && rows.length < ROOMS_BATCH) return rooms;
      after = rows[rows.length - 1]?.id ?? after;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  private async readNights(types: readonly RoomTypeRow[]): Promise<void> {
    const ids = textArray(types.map((type) => type.id));
    const epoch = sql`date '1970-01-01'`;
    const [taken, holds] = await Promise.all([
      database().execute<{ room_type_id: string; night: number; rooms: number }>(sql`
        with held as (
          select distinct room_type_id from bookings
          where room_type_id = any(${ids}) and status = 'requested' and hold_until > now() and check_out > ${KEPT_FROM}
        ), taken as (
          select room_type_id, night, sum(rooms)::int as rooms from (
            select d.room_type_id, d.day - ${epoch} as night, d.blocked_rooms as rooms from room_type_days d
            where d.room_type_id = any(${ids}) and d.blocked_rooms > 0 and d.day >= ${KEPT_FROM}
            union all
            select i.room_type_id, i.day - ${epoch}, i.rooms from room_type_imported_nights i
            where i.room_type_id = any(${ids}) and i.day >= ${KEPT_FROM}
            union all
            select b.room_type_id, b.check_in - ${epoch} + n, 1 from bookings b
              cross join lateral generate_series(greatest(0, ${KEPT_FROM} - b.check_in), b.check_out - b.check_in - 1) n
            where b.room_type_id = any(${ids}) and b.status = 'confirmed' and b.check_out > ${KEPT_FROM}
          ) nights group by room_type_id, night
        )
        select taken.room_type_id, taken.night, taken.rooms from taken join room_types rt on rt.id = taken.room_type_id
        where taken.rooms >= rt.room_count or taken.room_type_id in (select room_type_id from held)
        order by taken.room_type_id, taken.night`),
      database().execute<{ room_type_id: string; from: number; to: number; until: string }>(sql`
        select room_type_id, check_in - ${epoch} as "from", check_out - ${epoch} as "to",
          (extract(epoch from hold_until) * 1000)::bigint::text as until
        from bookings
        where room_type_id = any(${ids}) and status = 'requested' and hold_until > now() and check_out > ${KEPT_FROM}`),
    ]);
    const nightsOf = new Map<string, { nights: number[]; taken: number[] }>();
    for (const row of taken.rows) {
      const kept = nightsOf.get(row.room_type_id) ?? { nights: [], taken: [] };
      kept.nights.push(Number(row.night));
      kept.taken.push(Number(row.rooms));
      nightsOf.set(row.room_type_id, kept);
    }
    const holdsOf = new Map<string, Hold[]>();
    for (const row of holds.rows) {
      const kept = holdsOf.get(row.room_type_id) ?? [];
      kept.push({ from: Number(row.from), to: Number(row.to), until: Number(row.until) });
      holdsOf.set(row.room_type_id, kept);
    }
    for (const type of types) {
      const nights = nightsOf.get(type.id);
      const list = this.byListing.get(type.listing_id) ?? [];
      list.push({
        maxGuests: Number(type.max_guests),
        roomCount: Number(type.room_count),
        minNights: Number(type.min_nights),
        maxNights: Number(type.max_nights),
        nights: Int32Array.from(nights?.nights ?? []),
        taken: Int32Array.from(nights?.taken ?? []),
        holds: holdsOf.get(type.id) ?? [],
      });
      this.byListing.set(type.listing_id, list);
    }
  }

  /** Takes the listings' rooms as `read` has them now: those `read` has none of have none left. */
  replace(listingIds: readonly string[], read: ListingRooms): void {
    for (const id of listingIds) {
      const types = read.byListing.get(id);
      if (types) this.byListing.set(id, types);
      else this.byListing.delete(id);
    }
  }

  /** Whether a listing has a room type that takes so many guests, whatever the dates: `takesGuestsSql`. */
  takesGuests(listingId: string, guests: number): boolean {
    return this.byListing.get(listingId)?.some((type) => type.maxGuests >= guests) ?? false;
  }

  /**
   * Whether a listing has a room type that takes the guests for that many nights with a room free on every one of
   * them at `now` (milliseconds): `hasFreeRoomSql`, a request holding its room until its hold ends.
   */
  hasFreeRoom(listingId: string, stay: StayNights, now: number): boolean {
    const types = this.byListing.get(listingId);
    if (!types) return false;
    const nights = stay.to - stay.from;
    return types.some(
      (type) =>
        type.maxGuests >= stay.guests &&
        type.minNights <= nights &&
        type.maxNights >= nights &&
        freeEveryNight(type, stay, now),
    );
  }
}

/** Whether a room of the type is free on each night of the stay. */
function freeEveryNight(type: RoomNights, { from, to }: StayNights, now: number): boolean {
  if (type.roomCount < 1) return false;
  const holds = type.holds.filter((hold) => hold.until > now && hold.from < to && hold.to > from);
  let at = lowestAtLeast(type.nights, from);
  if (holds.length === 0) {
    for (; at < type.nights.length && type.nights[at] < to; at++) if (type.taken[at] >= type.roomCount) return false;
    return true;
  }
  for (let night = from; night < to; night++) {
    while (at < type.nights.length && type.nights[at] < night) at++;
    const taken = at < type.nights.length && type.nights[at] === night ? type.taken[at] : 0;
    const held = holds.filter((hold) => hold.from <= night && hold.to > night).length;
    if (taken + held >= type.roomCount) return false;
  }
  return true;
}

/** The first place in an ascending array whose value is `value` or more. */
function lowestAtLeast(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
