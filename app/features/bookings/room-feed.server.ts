import { t } from "@lingui/core/macro";
import { eq, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { roomTypes } from "~/db/schema";
import { calendarFeed } from "~/features/visits/ics";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import { secretKey, secretKeyMatches } from "./booking-reference.server";
import { freeOnNightSql } from "./stay-availability.server";
import { addDays, BOOKING_DAYS_AHEAD, todayInIndia } from "./stay-dates";

const FEED_PURPOSE = "room-feed";

/**
 * The address of a room type's calendar feed, for Airbnb, Booking.com or MakeMyTrip to import: its token is an HMAC of
 * the room type's id under the server's secret, so it cannot be guessed and nothing secret is stored (ADR 045).
 */
export const roomFeedUrl = (roomTypeId: string) =>
  `${env().PUBLIC_URL}/calendars/${roomTypeId}/${secretKey(FEED_PURPOSE, roomTypeId)}.ics`;

/** Whole nights as ranges: 4, 5 and 7 December make 4–6 and 7–8 (each `after` the day after its last night). */
function rangesOf(nights: string[]): Array<{ first: string; after: string }> {
  const ranges: Array<{ first: string; after: string }> = [];
  for (const night of nights) {
    const last = ranges.at(-1);
    if (last && last.after === night) last.after = addDays(night, 1);
    else ranges.push({ first: night, after: addDays(night, 1) });
  }
  return ranges;
}

/**
 * A room type's calendar feed (RFC 5545), or null for an unknown room type or a wrong token. Each run of nights with no
 * room free (all booked, held or blocked) over the coming year is one all-day event: what another site must not sell.
 * A type with several rooms is busy only when every room is, so the other site sells while one is left.
 */
export async function roomFeed(roomTypeId: string, token: string, now = new Date()): Promise<string | null> {
  if (!secretKeyMatches(FEED_PURPOSE, roomTypeId, token)) return null;
  const [roomType] = await database()
    .select({ id: roomTypes.id, name: roomTypes.name })
    .from(roomTypes)
    .where(eq(roomTypes.id, roomTypeId));
  if (!roomType) return null;
  const today = todayInIndia(now);
  const { rows } = await database().execute<{ night: string }>(sql`
    select to_char(n.night, 'YYYY-MM-DD') as night
    from room_types rt
    cross join (
      select generate_series(${today}::date, ${addDays(today, BOOKING_DAYS_AHEAD)}::date, interval '1 day')::date as night
    ) n
    where rt.id = ${roomTypeId} and ${freeOnNightSql(sql`rt`, sql`n.night`)} < 1
    order by n.night`);
  const host = new URL(env().PUBLIC_URL).hostname;
  const room = roomType.name;
  return calendarFeed(
    "Room calendar",
    rangesOf(rows.map((row) => row.night)).map((days) => ({
      uid: `room-${roomTypeId}-${days.first}@${host}`,
      sequence: 0,
      method: "PUBLISH" as const,
      days,
      summary: t`Not available: ${room}`,
      location: "",
      description: `${env().PUBLIC_URL}${localePath("/bookings")}`,
      stamp: now,
    })),
  );
}
