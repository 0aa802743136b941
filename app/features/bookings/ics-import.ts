import { addDays, BOOKING_DAYS_AHEAD, isDay, nightsOf } from "./stay-dates";

/** Stays one imported calendar may hold: a year of a busy room's bookings, and a bound on the work one upload costs. */
export const MOST_IMPORTED_STAYS = 1_000;

/** A stay another site holds: whole nights from `first` up to the day before `after`. */
export type ImportedStay = { first: string; after: string };

/** The day of a DTSTART or DTEND value, whether a date (20261207) or a date-time (20261207T140000Z): its first 8 digits. */
function dayOf(line: string | undefined): string | null {
  const digits = line?.slice(line.lastIndexOf(":") + 1).match(/^(\d{4})(\d{2})(\d{2})/);
  if (!digits) return null;
  const day = `${digits[1]}-${digits[2]}-${digits[3]}`;
  return isDay(day) ? day : null;
}

/**
 * The stays in an iCalendar file (RFC 5545) as another site exports them, or null when it is no calendar. Folded lines
 * are unfolded; an event without a readable start, or cancelled, is skipped; one without an end takes one night.
 */
export function readCalendar(text: string): ImportedStay[] | null {
  const lines = text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  if (lines[0]?.trim() !== "BEGIN:VCALENDAR" || !lines.some((line) => line.trim() === "END:VCALENDAR")) return null;
  const stays: ImportedStay[] = [];
  let event: string[] | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") event = [];
    else if (line === "END:VEVENT" && event) {
      const property = (name: string) => event?.find((one) => one.startsWith(`${name}:`) || one.startsWith(`${name};`));
      const first = dayOf(property("DTSTART"));
      const end = dayOf(property("DTEND"));
      if (first && !/^STATUS:CANCELLED$/i.test(property("STATUS") ?? "")) {
        stays.push({ first, after: end && end > first ? end : addDays(first, 1) });
      }
      event = null;
      if (stays.length >= MOST_IMPORTED_STAYS) break;
    } else event?.push(line);
  }
  return stays;
}

/**
 * How far ahead imported stays are kept: past the year a booking may reach, so a stay taken elsewhere for next
 * winter already holds its room on the day that winter comes within reach (an uploaded file is read only once); and
 * bounded, as one event may claim to last centuries.
 */
export const IMPORTED_DAYS_AHEAD = 2 * BOOKING_DAYS_AHEAD;

/** The rooms imported stays take on each night from `today` on: one a stay, its dates cut to what is kept. */
export function importedNights(stays: readonly ImportedStay[], today: string): Map<string, number> {
  const last = addDays(today, IMPORTED_DAYS_AHEAD);
  const within = (day: string) => {
    if (day < today) return today;
    return day > last ? last : day;
  };
  const rooms = new Map<string, number>();
  for (const stay of stays) {
    for (const night of nightsOf(within(stay.first), within(stay.after))) {
      rooms.set(night, (rooms.get(night) ?? 0) + 1);
    }
  }
  return rooms;
}
