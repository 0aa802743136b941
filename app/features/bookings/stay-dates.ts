/** India has one time zone and no daylight saving, so a fixed offset converts both ways exactly. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** How far ahead a stay may start: a year, as hotels open their calendars. */
export const BOOKING_DAYS_AHEAD = 365;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether a value is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(dayMs(value)) && isoDay(dayMs(value)) === value;
}

/** Today in India's calendar. */
export const todayInIndia = (now: Date) => isoDay(now.getTime() + IST_OFFSET_MS);

export const addDays = (day: string, days: number) => isoDay(dayMs(day) + days * DAY_MS);

/** Nights between two days: 2026-12-04 to 2026-12-06 is two. */
export const nightsBetween = (checkIn: string, checkOut: string) =>
  Math.round((dayMs(checkOut) - dayMs(checkIn)) / DAY_MS);

/** The day each night starts on, from check-in up to the day before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: Math.max(0, nightsBetween(checkIn, checkOut)) }, (_, i) => addDays(checkIn, i));
}

/** Friday and Saturday nights are the weekend, as Indian hotels price them. */
export const isWeekendNight = (day: string) => [5, 6].includes(new Date(dayMs(day)).getUTCDay());

/** The moment a day and an "HH:MM" in India name. */
export function indiaMoment(day: string, time: string): Date {
  const [hour, minute] = time.split(":").map(Number);
  return new Date(dayMs(day) + (hour * 60 + minute) * 60 * 1000 - IST_OFFSET_MS);
}
