import { and, asc, eq, inArray, or } from "drizzle-orm";
import { type Database, database } from "~/db/client.server";
import { listings, roomTypes } from "~/db/schema";
import { listingName } from "~/features/listings/listings";
import type { FieldErrors, SubmittedValues } from "~/lib/field-errors";
import { readSubmission, refusedOutcome } from "~/lib/form-submission.server";
import type { CurrentUser } from "~/lib/session.server";
import { ROOM_TYPE_MESSAGES, type RoomTypeField, roomTypeSchema } from "./booking-schema";

export type RoomType = typeof roomTypes.$inferSelect;
type NewRoomType = typeof roomTypes.$inferInsert;

/** A listing's room types in the owner's order. */
export function roomTypesOf(listingId: string, db: Database = database()): Promise<RoomType[]> {
  return db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.listingId, listingId))
    .orderBy(asc(roomTypes.position), asc(roomTypes.createdAt));
}

/** Whether a listing sells rooms by the night here: the listing page shows the date picker only then. */
export async function takesBookings(listingId: string): Promise<boolean> {
  const [row] = await database()
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(eq(roomTypes.listingId, listingId))
    .limit(1);
  return row !== undefined;
}

/** A weekend rate a little above the nightly one, rounded to ₹100 as hotels round theirs. */
const weekendOf = (rate: number) => Math.round((rate * 1.15) / 100) * 100;

/**
 * The room types a demo listing sells, from its nightly price: a hotel has many standard rooms, fewer deluxe ones,
 * one suite (so the last room can be tried at once) and family rooms on request; a short stay lets its one room.
 */
export function demoRoomTypes(listing: { listingType: string; price: number; numRooms?: number | null }) {
  const rate = listing.price;
  if (listing.listingType !== "Hotel") {
    return [
      {
        name: "Private room",
        beds: "1 double bed",
        maxGuests: 2,
        roomCount: 1,
        nightlyRate: rate,
        weekendRate: null,
        extraGuestCharge: 0,
        includedGuests: 2,
        checkInTime: "12:00",
        checkOutTime: "10:00",
        minNights: 1,
        maxNights: 14,
        houseRules: "No smoking indoors. Quiet hours after 22:00.",
        bookingMode: "instant",
        cancellationPolicy: "flexible",
      },
    ] satisfies Omit<NewRoomType, "listingId">[];
  }
  const rooms = listing.numRooms ?? 20;
  const rules = "Check-in with a government photo ID. No smoking in rooms.";
  return [
    {
      name: "Standard Room",
      beds: "1 queen bed",
      maxGuests: 3,
      roomCount: Math.max(2, Math.floor(rooms * 0.6)),
      nightlyRate: rate,
      weekendRate: weekendOf(rate),
      extraGuestCharge: 600,
      houseRules: rules,
      bookingMode: "instant",
      cancellationPolicy: "moderate",
    },
    {
      name: "Deluxe Room",
      beds: "1 king bed",
      maxGuests: 3,
      roomCount: Math.max(1, Math.floor(rooms * 0.3)),
      nightlyRate: Math.round((rate * 1.4) / 100) * 100,
      weekendRate: weekendOf(Math.round((rate * 1.4) / 100) * 100),
      extraGuestCharge: 800,
      houseRules: rules,
      bookingMode: "instant",
      cancellationPolicy: "flexible",
    },
    {
      name: "Suite",
      beds: "1 king bed and a sofa bed",
      maxGuests: 4,
      roomCount: 1,
      nightlyRate: Math.round((rate * 2.2) / 100) * 100,
      weekendRate: null,
      extraGuestCharge: 1000,
      houseRules: rules,
      bookingMode: "instant",
      cancellationPolicy: "strict",
    },
    {
      name: "Family Room",
      beds: "2 queen beds",
      maxGuests: 5,
      includedGuests: 4,
      roomCount: 2,
      nightlyRate: Math.round((rate * 1.6) / 100) * 100,
      weekendRate: null,
      extraGuestCharge: 700,
      houseRules: rules,
      bookingMode: "request",
      cancellationPolicy: "flexible",
    },
  ] satisfies Omit<NewRoomType, "listingId">[];
}

/** Gives a demo hotel or short stay its room types, in the transaction that seeds the listing. */
export async function seedDemoRoomTypes(
  tx: Database,
  listingId: string,
  listing: Parameters<typeof demoRoomTypes>[0],
): Promise<void> {
  const types = demoRoomTypes(listing);
  await tx.insert(roomTypes).values(types.map((type, position) => ({ ...type, listingId, position })));
}

/** The owner's listings that may sell rooms by the night: hotels, rooms and short stays. */
export async function ownerStayListings(ownerId: string) {
  const rows = await database()
    .select({ id: listings.id, name: listings.projectBuildingName })
    .from(listings)
    .where(
      and(
        eq(listings.userId, ownerId),
        or(inArray(listings.listingType, ["Hotel", "Room"]), eq(listings.isShortStay, true)),
      ),
    )
    .orderBy(asc(listings.projectBuildingName));
  return rows.map((row) => ({ id: row.id, name: listingName(row.name) }));
}

export type RoomTypeOutcome =
  | { ok: true; id: string }
  | {
      ok: false;
      status: 400 | 403 | 404 | 413 | 415;
      message: string;
      fieldErrors?: FieldErrors<RoomTypeField>;
      values?: SubmittedValues;
    };

/**
 * Adds a room type to the owner's hotel or short stay, or changes one of its room types. Bookings already made keep
 * the price and policy they were made at (their quote is stored); fewer rooms than are booked leaves those bookings
 * standing and sells no more.
 */
export async function saveRoomType(
  request: Request,
  owner: CurrentUser,
  listingId: string,
  roomTypeId: string | null,
  json: boolean,
): Promise<RoomTypeOutcome> {
  const listing = (await ownerStayListings(owner.id)).find((own) => own.id === listingId);
  if (!listing) return { ok: false, status: 404, message: ROOM_TYPE_MESSAGES.notYours };
  const submission = await readSubmission(request, roomTypeSchema, { json });
  if (!submission.ok) return { ...refusedOutcome(submission), values: submission.values };
  if (roomTypeId) {
    const [changed] = await database()
      .update(roomTypes)
      .set({ ...submission.value, updatedAt: new Date() })
      .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.listingId, listingId)))
      .returning({ id: roomTypes.id });
    return changed ? { ok: true, id: changed.id } : { ok: false, status: 404, message: ROOM_TYPE_MESSAGES.notYours };
  }
  const count = (await roomTypesOf(listingId)).length;
  const [added] = await database()
    .insert(roomTypes)
    .values({ ...submission.value, listingId, position: count })
    .returning({ id: roomTypes.id });
  return { ok: true, id: added.id };
}
