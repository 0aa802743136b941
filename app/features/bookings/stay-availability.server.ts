import { and, gte, inArray, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type Database, database } from "~/db/client.server";
import { roomTypeDays, roomTypes } from "~/db/schema";
import { textArray } from "~/lib/filter-sql.server";
import { quoteStay } from "./quote";
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

/** The owner's own rates for single nights of these room types, by room type and day. */
export async function dayRates(
  db: Database,
  roomTypeIds: string[],
  checkIn: string,
  checkOut: string,
): Promise<Map<string, Map<string, number>>> {
  const byType = new Map<string, Map<string, number>>();
  if (roomTypeIds.length === 0) return byType;
  const rows = await db
    .select({ roomTypeId: roomTypeDays.roomTypeId, day: roomTypeDays.day, rate: roomTypeDays.rate })
    .from(roomTypeDays)
    .where(
      and(
        inArray(roomTypeDays.roomTypeId, roomTypeIds),
        gte(roomTypeDays.day, checkIn),
        lt(roomTypeDays.day, checkOut),
        isNotNull(roomTypeDays.rate),
      ),
    );
  for (const row of rows) {
    const days = byType.get(row.roomTypeId) ?? new Map<string, number>();
    days.set(row.day, row.rate as number);
    byType.set(row.roomTypeId, days);
  }
  return byType;
}

/**
 * What a stay costs at each listing, taxes included, in its cheapest room type that takes the guests for those nights
 * and has a room free on each (`hasFreeRoomSql`'s types): what a search by dates shows on each card. In paise.
 */
export async function cheapestStays(listingIds: readonly string[], stay: StayAsked): Promise<Map<string, number>> {
  const cheapest = new Map<string, number>();
  if (listingIds.length === 0) return cheapest;
  const nights = sql`(${stay.checkOut}::date - ${stay.checkIn}::date)`;
  const types = await database()
    .select()
    .from(roomTypes)
    .where(
      and(
        inArray(roomTypes.listingId, [...listingIds]),
        gte(roomTypes.maxGuests, stay.guests),
        sql`${roomTypes.minNights} <= ${nights} and ${roomTypes.maxNights} >= ${nights}`,
        sql`${freeRoomsSql(sql`room_types`, stay)} >= 1`,
      ),
    );
  const days = await dayRates(
    database(),
    types.map((type) => type.id),
    stay.checkIn,
    stay.checkOut,
  );
  for (const type of types) {
    const { totalPaise } = quoteStay(
      { ...type, dayRates: days.get(type.id) },
      stay.checkIn,
      stay.checkOut,
      stay.guests,
    );
    const kept = cheapest.get(type.listingId);
    if (kept === undefined || totalPaise < kept) cheapest.set(type.listingId, totalPaise);
  }
  return cheapest;
}

/** A day as the search by dates counts nights: days since 1 January 1970. */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The nights of a stay as day numbers (`from` up to, not including, `to`), and how many guests. */
export type StayNights = StayAsked & { from: number; to: number };

export const stayNights = (stay: StayAsked): StayNights => ({
  ...stay,
  from: dayNumber(stay.checkIn),
  to: dayNumber(stay.checkOut),
});

/** Numbers appended one by one into one typed array, grown as needed: many small arrays cost a cache miss each. */
class Column<T extends Int32Array | Float64Array> {
  length = 0;
  constructor(public values: T) {}

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new (this.values.constructor as new (length: number) => T)(this.values.length * 2 + 64);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

const ints = () => new Column(new Int32Array(0));

type RoomTypeRow = {
  id: string;
  listing_id: string;
  max_guests: number;
  room_count: number;
  min_nights: number;
  max_nights: number;
  nightly_rate: number;
  weekend_rate: number | null;
  extra_guest_charge: number;
  included_guests: number;
};

/** A weekend rate that is the nightly rate, in its column. */
const NO_WEEKEND_RATE = -1;

/** A room type's one-number facts, a column each in `ListingRooms`. */
const TYPE_COLUMNS = [
  "maxGuests",
  "roomCount",
  "minNights",
  "maxNights",
  "nightlyRate",
  "weekendRate",
  "extraGuestCharge",
  "includedGuests",
] as const;

/** A room type as `ListingRooms` takes it in: its facts, its nights taken, its holds and its own rates for nights. */
type RoomTypeFacts = Record<(typeof TYPE_COLUMNS)[number], number> & {
  nights: Array<[night: number, taken: number]>;
  holds: Array<[from: number, to: number, until: number]>;
  rates: Array<[night: number, rate: number]>;
};

/** Room types (or listings, when named) read per batch of a whole read: a statement on the embedded database holds off every request (ADR 023). */
const ROOMS_BATCH = 2_000;

/** The first day whose nights are kept: yesterday in India, so no night still bookable is left out at midnight. */
const KEPT_FROM = sql`(now() at time zone 'Asia/Kolkata')::date - 1`;

/** Where a listing's room types are in `ListingRooms`' columns: `from` up to, not including, `to`. */
export type RoomTypesAt = { from: number; to: number };

/**
 * The rooms of every listing in memory, for the search index to answer searches by dates as `hasFreeRoomSql` does
 * (ADR 059). Per room type: its guests, nights and rooms, the nights from yesterday on on which rooms are taken for
 * certain (blocked, another site's, booked and confirmed) with how many, only the full ones unless a request holds a
 * room too (then a night one short of full counts as well), and those requests with the moment their hold ends.
 * Each fact is a column of numbers, a listing's types side by side: a search by dates asks every listing with rooms,
 * and as objects (a type, its two arrays) each cost three cache misses, 17 ms a search for 62,000 types. A listing's
 * rooms read again (a change names it: migration 0037) are appended; the search index's next whole read starts anew.
 */
export class ListingRooms {
  private readonly byListing = new Map<string, RoomTypesAt>();
  private readonly maxGuests = ints();
  private readonly roomCount = ints();
  private readonly minNights = ints();
  private readonly maxNights = ints();
  /** Each type's nights: `night`/`taken` from `nightsFrom` up to the next type's (one more entry than types). */
  private readonly nightsFrom = ints();
  private readonly night = ints();
  private readonly taken = ints();
  /** Each type's holding requests: from `holdsFrom` up to the next type's. */
  private readonly holdsFrom = ints();
  private readonly holdFrom = ints();
  private readonly holdTo = ints();
  private readonly holdUntil = new Column(new Float64Array(0));
  /** Each type's rates, for the price of a stay on its card (`RateCard`), and its own rates for single nights. */
  private readonly nightlyRate = ints();
  private readonly weekendRate = ints();
  private readonly extraGuestCharge = ints();
  private readonly includedGuests = ints();
  private readonly ratesFrom = ints();
  private readonly rateNight = ints();
  private readonly rate = ints();

  constructor() {
    this.nightsFrom.push(0);
    this.holdsFrom.push(0);
    this.ratesFrom.push(0);
  }

  /**
   * The rooms of the listings named, or of every listing: read by room type in batches, a turn of the event loop
   * between them, as the search index reads its listings.
   */
  static async read(listingIds?: readonly string[]): Promise<ListingRooms> {
    const rooms = new ListingRooms();
    if (listingIds) {
      for (let start = 0; start < listingIds.length; start += ROOMS_BATCH)
        await rooms.readTypes(sql`listing_id = any(${textArray(listingIds.slice(start, start + ROOMS_BATCH))})`);
      return rooms;
    }
    // A whole read takes listings whole, about ROOMS_BATCH room types at a time, so each one's types lie together.
    for (let after = ""; ; ) {
      const last = await rooms.readTypes(sql`listing_id > ${after} and listing_id <= (
        select max(listing_id) from (
          select listing_id from room_types where listing_id > ${after} order by listing_id limit ${ROOMS_BATCH}
        ) batch)`);
      if (last === undefined) return rooms;
      after = last;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /** Reads the room types `where` picks, by listing, with their nights; the last one's listing, if any. */
  private async readTypes(where: SQL): Promise<string | undefined> {
    const { rows } = await database().execute<RoomTypeRow>(sql`
      select id, listing_id, max_guests, room_count, min_nights, max_nights, nightly_rate, weekend_rate,
        extra_guest_charge, included_guests
      from room_types
      where ${where} order by listing_id, id`);
    if (rows.length > 0) await this.readNights(rows);
    return rows.at(-1)?.listing_id;
  }

  private async readNights(types: readonly RoomTypeRow[]): Promise<void> {
    const ids = textArray(types.map((type) => type.id));
    const epoch = sql`date '1970-01-01'`;
    const [taken, holds, rates] = await Promise.all([
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
      database().execute<{ room_type_id: string; night: number; rate: number }>(sql`
        select room_type_id, day - ${epoch} as night, rate from room_type_days
        where room_type_id = any(${ids}) and rate is not null and day >= ${KEPT_FROM}
        order by room_type_id, day`),
    ]);
    const nightsOf = groupBy(taken.rows, (row) => row.room_type_id);
    const holdsOf = groupBy(holds.rows, (row) => row.room_type_id);
    const ratesOf = groupBy(rates.rows, (row) => row.room_type_id);
    // The rows come by listing, so each listing's types are side by side; a full read's batch may end within one.
    for (const type of types) {
      this.append(type.listing_id, {
        maxGuests: Number(type.max_guests),
        roomCount: Number(type.room_count),
        minNights: Number(type.min_nights),
        maxNights: Number(type.max_nights),
        nightlyRate: Number(type.nightly_rate),
        weekendRate: type.weekend_rate === null ? NO_WEEKEND_RATE : Number(type.weekend_rate),
        extraGuestCharge: Number(type.extra_guest_charge),
        includedGuests: Number(type.included_guests),
        nights: (nightsOf.get(type.id) ?? []).map((row) => [Number(row.night), Number(row.rooms)]),
        holds: (holdsOf.get(type.id) ?? []).map((row) => [Number(row.from), Number(row.to), Number(row.until)]),
        rates: (ratesOf.get(type.id) ?? []).map((row) => [Number(row.night), Number(row.rate)]),
      });
    }
  }

  /** Appends a room type of a listing, beside the listing's types appended just before it. */
  private append(listingId: string, type: RoomTypeFacts): void {
    const at = this.maxGuests.length;
    const kept = this.byListing.get(listingId);
    this.byListing.set(listingId, kept && kept.to === at ? { from: kept.from, to: at + 1 } : { from: at, to: at + 1 });
    for (const name of TYPE_COLUMNS) this[name].push(type[name]);
    for (const [night, taken] of type.nights) {
      this.night.push(night);
      this.taken.push(taken);
    }
    this.nightsFrom.push(this.night.length);
    for (const [from, to, until] of type.holds) {
      this.holdFrom.push(from);
      this.holdTo.push(to);
      this.holdUntil.push(until);
    }
    this.holdsFrom.push(this.holdFrom.length);
    for (const [night, rate] of type.rates) {
      this.rateNight.push(night);
      this.rate.push(rate);
    }
    this.ratesFrom.push(this.rateNight.length);
  }

  /** A room type's facts as its columns hold them. */
  private factsOf(type: number): RoomTypeFacts {
    const range = (starts: Column<Int32Array>) => {
      const from = starts.values[type];
      return Array.from({ length: starts.values[type + 1] - from }, (_, at) => from + at);
    };
    const facts = Object.fromEntries(TYPE_COLUMNS.map((name) => [name, this[name].values[type]])) as Record<
      (typeof TYPE_COLUMNS)[number],
      number
    >;
    return {
      ...facts,
      nights: range(this.nightsFrom).map((n) => [this.night.values[n], this.taken.values[n]]),
      holds: range(this.holdsFrom).map((h) => [
        this.holdFrom.values[h],
        this.holdTo.values[h],
        this.holdUntil.values[h],
      ]),
      rates: range(this.ratesFrom).map((r) => [this.rateNight.values[r], this.rate.values[r]]),
    };
  }

  /** Takes the listings' rooms as `read` has them now: those `read` has none of have none left. */
  replace(listingIds: readonly string[], read: ListingRooms): void {
    for (const id of listingIds) {
      this.byListing.delete(id);
      const at = read.byListing.get(id);
      if (at) for (let type = at.from; type < at.to; type++) this.append(id, read.factsOf(type));
    }
  }

  /** Where a listing's room types are, for the search index to keep beside its row; undefined when it has none. */
  of(listingId: string): RoomTypesAt | undefined {
    return this.byListing.get(listingId);
  }

  /** Whether one of the types takes so many guests, whatever the dates: `takesGuestsSql`. */
  takesGuests({ from, to }: RoomTypesAt, guests: number): boolean {
    for (let type = from; type < to; type++) if (this.maxGuests.values[type] >= guests) return true;
    return false;
  }

  /**
   * Whether one of the types takes the guests for that many nights with a room free on every one of them at `now`
   * (milliseconds): `hasFreeRoomSql`, a request holding its room until its hold ends.
   */
  hasFreeRoom({ from, to }: RoomTypesAt, stay: StayNights, now: number): boolean {
    for (let type = from; type < to; type++) if (this.takesStay(type, stay, now)) return true;
    return false;
  }

  /** What the stay costs in the cheapest of the types that takes it (`cheapestStays`), in paise; undefined if none. */
  cheapestStay({ from, to }: RoomTypesAt, stay: StayNights, now: number): number | undefined {
    let cheapest: number | undefined;
    for (let type = from; type < to; type++) {
      if (!this.takesStay(type, stay, now)) continue;
      const dayRates = new Map<string, number>();
      const last = this.ratesFrom.values[type + 1];
      for (let r = lowestAtLeast(this.rateNight.values, stay.from, this.ratesFrom.values[type], last); r < last; r++) {
        if (this.rateNight.values[r] >= stay.to) break;
        dayRates.set(new Date(this.rateNight.values[r] * DAY_MS).toISOString().slice(0, 10), this.rate.values[r]);
      }
      const weekendRate = this.weekendRate.values[type];
      const { totalPaise } = quoteStay(
        {
          nightlyRate: this.nightlyRate.values[type],
          weekendRate: weekendRate === NO_WEEKEND_RATE ? null : weekendRate,
          extraGuestCharge: this.extraGuestCharge.values[type],
          includedGuests: this.includedGuests.values[type],
          dayRates,
        },
        stay.checkIn,
        stay.checkOut,
        stay.guests,
      );
      if (cheapest === undefined || totalPaise < cheapest) cheapest = totalPaise;
    }
    return cheapest;
  }

  /** Whether a type takes the guests for that many nights and has a room free on each. */
  private takesStay(type: number, stay: StayNights, now: number): boolean {
    const nights = stay.to - stay.from;
    return (
      this.maxGuests.values[type] >= stay.guests &&
      this.minNights.values[type] <= nights &&
      this.maxNights.values[type] >= nights &&
      this.freeEveryNight(type, stay, now)
    );
  }

  /** Whether a room of the type is free on each night of the stay. */
  private freeEveryNight(type: number, stay: StayNights, now: number): boolean {
    const rooms = this.roomCount.values[type];
    if (rooms < 1) return false;
    const { night, taken } = this;
    const last = this.nightsFrom.values[type + 1];
    let at = lowestAtLeast(night.values, stay.from, this.nightsFrom.values[type], last);
    const holds = { from: this.holdsFrom.values[type], to: this.holdsFrom.values[type + 1] };
    if (!this.holdsAny(holds, stay.from, stay.to, now)) {
      for (; at < last && night.values[at] < stay.to; at++) if (taken.values[at] >= rooms) return false;
      return true;
    }
    for (let day = stay.from; day < stay.to; day++) {
      while (at < last && night.values[at] < day) at++;
      const certain = at < last && night.values[at] === day ? taken.values[at] : 0;
      let held = 0;
      for (let h = holds.from; h < holds.to; h++)
        if (this.holdUntil.values[h] > now && this.holdFrom.values[h] <= day && this.holdTo.values[h] > day) held++;
      if (certain + held >= rooms) return false;
    }
    return true;
  }

  /** Whether a request among `holds` still holds a room on a night from `from` up to `to`. */
  private holdsAny(holds: { from: number; to: number }, from: number, to: number, now: number): boolean {
    for (let h = holds.from; h < holds.to; h++)
      if (this.holdUntil.values[h] > now && this.holdFrom.values[h] < to && this.holdTo.values[h] > from) return true;
    return false;
  }
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The first place from `low` up to `high` in an ascending array whose value is `value` or more (`high` if none). */
function lowestAtLeast(sorted: Int32Array, value: number, from: number, to: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
