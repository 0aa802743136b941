import { plural, t } from "@lingui/core/macro";
import { and, eq, ne, sql } from "drizzle-orm";
import { type Database, database } from "~/db/client.server";
import { listings, roomTypeImportedNights, roomTypes } from "~/db/schema";
import { calendarFeed } from "~/features/visits/visits.server";
import { env } from "~/lib/env.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { localePath } from "~/lib/i18n";
import type { CurrentUser } from "~/lib/session.server";
import { z } from "~/lib/zod";
import { secretKey, secretKeyMatches } from "./booking-reference.server";
import { ROOM_TYPE_MESSAGES } from "./booking-schema";
import { type ImportedStay, importedNights, readCalendar } from "./ics-import";
import { ownerStayListings } from "./room-types.server";
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
    .innerJoin(listings, eq(listings.id, roomTypes.listingId))
    // A deleted listing's rooms stay for its bookings' records (ADR 067), but nobody sells them.
    .where(and(eq(roomTypes.id, roomTypeId), ne(listings.status, "deleted")));
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

export type ImportOutcome =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 404 | 409 | 413 | 415; message: string };

/** The room type, when it is one of this owner's listing's; null otherwise. */
export async function ownedRoomType(owner: CurrentUser, listingId: string, roomTypeId: string) {
  const owned = (await ownerStayListings(owner.id)).some((own) => own.id === listingId);
  const [roomType] = owned
    ? await database()
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.listingId, listingId)))
    : [];
  return roomType ?? null;
}

/** Puts the stays another site holds in place of what the same source (`upload`, or a feed's id) held before. */
export async function replaceImportedStays(
  tx: Database,
  roomTypeId: string,
  source: string,
  stays: ImportedStay[],
  now: Date,
): Promise<void> {
  const rooms = importedNights(stays, todayInIndia(now));
  await tx
    .delete(roomTypeImportedNights)
    .where(and(eq(roomTypeImportedNights.roomTypeId, roomTypeId), eq(roomTypeImportedNights.source, source)));
  const rows = [...rooms].map(([day, count]) => ({ roomTypeId, day, rooms: count, source }));
  if (rows.length > 0) await tx.insert(roomTypeImportedNights).values(rows);
}

/**
 * Takes an .ics file another site exported for a room type (a form upload, bounded by the form body's 64 KB): its
 * stays replace those of the last upload; the feeds the owner added are polled apart (feed-poll.server.ts, ADR 055).
 */
export async function importRoomCalendar(
  request: Request,
  owner: CurrentUser,
  listingId: string,
  roomTypeId: string,
  now = new Date(),
): Promise<ImportOutcome> {
  if (!(await ownedRoomType(owner, listingId, roomTypeId)))
    return { ok: false, status: 404, message: ROOM_TYPE_MESSAGES.notYours };
  const submission = await readSubmission(request, z.object({}), { files: "calendar" });
  if (!submission.ok) return { ok: false, status: submission.status, message: refusalMessage(submission) };
  const [file] = submission.files;
  const stays = file ? readCalendar(await file.text()) : null;
  if (!stays)
    return { ok: false, status: 400, message: t`Choose an iCalendar (.ics) file exported by the other site.` };
  await database().transaction((tx) => replaceImportedStays(tx, roomTypeId, "upload", stays, now));
  const count = stays.length;
  return {
    ok: true,
    message: plural(count, {
      one: "Imported # stay from the calendar file.",
      other: "Imported # stays from the calendar file.",
    }),
  };
}
