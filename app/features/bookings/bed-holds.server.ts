import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bedTypes } from "~/db/schema";
import { HOLDS_A_ROOM } from "./stay-availability.server";

/**
 * Reservations holding a bed of one bed type (its row as `bt`): confirmed, or requested within its 24 hours, and not
 * one whose resident the owner recorded as never having moved in.
 */
export const HOLDING_A_BED = sql`b.bed_type_id = bt.id and b.status in ('requested', 'confirmed') and ${HOLDS_A_ROOM}
  and b.no_show_at is null`;

/**
 * Beds of one bed type (its row as `bt`) held on `day` by reservations: all but those whose resident moves out by then.
 * A resident stays until a move-out is recorded, so a reservation from a later move-in holds its bed on `day` too: a
 * resident moving in on `day` would still be there when it begins.
 */
export const heldBedsSql = (day: SQL) => sql<number>`(
  select count(*)::int from bookings b
  where ${HOLDING_A_BED} and (b.moved_out_on is null or b.moved_out_on > ${day})
)`;

/**
 * A bed type's row, locked (`FOR UPDATE`) until the transaction ends. Whatever may take one of its beds (a reservation,
 * a move-out moved later or withdrawn) takes this lock before counting, so of two such at once the second counts after
 * the first commits; the embedded database's one connection runs transactions one at a time anyway.
 */
export async function lockBedType(tx: Database, where: SQL | undefined) {
  const [bedType] = await tx.select().from(bedTypes).where(where).for("update");
  return bedType;
}

/** Beds of one type held on a day, read inside a transaction after the bed type's row lock. */
export async function heldBeds(tx: Database, bedTypeId: string, day: string): Promise<number> {
  const { rows } = await tx.execute<{ held: number }>(
    sql`select ${heldBedsSql(sql`${day}::date`)} as held from bed_types bt where bt.id = ${bedTypeId}`,
  );
  return Number(rows[0]?.held ?? 0);
}

/**
 * After a resident's move-out was moved from `from` to `to` (null when withdrawn), inside the transaction that did it
 * and after the bed type's row lock: the day a new resident has the bed the resident now keeps, or null when each
 * holder still has a bed. The resident holds the bed again on the days from `from` up to `to` (none when moved
 * earlier); only another holder moving in on one of them can have counted it free, and since the beds held on a day
 * only fall as the day grows, the earliest such move-in is the one day to count.
 */
export async function bedTakenFrom(
  tx: Database,
  move: { bookingId: string; bedTypeId: string; from: string; to: string | null },
): Promise<string | null> {
  const before = move.to === null ? sql`` : sql`and b.check_in < ${move.to}::date`;
  const { rows } = await tx.execute<{ day: string; held: number; bed_count: number }>(
    sql`select m.day::text as day, ${heldBedsSql(sql`m.day`)} as held, bt.bed_count
        from bed_types bt, lateral (
          select min(b.check_in) as day from bookings b
          where ${HOLDING_A_BED} and b.id <> ${move.bookingId} and b.check_in >= ${move.from}::date ${before}
        ) m
        where bt.id = ${move.bedTypeId} and m.day is not null`,
  );
  const [first] = rows;
  return first && Number(first.held) > Number(first.bed_count) ? first.day : null;
}
