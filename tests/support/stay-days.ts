const IST_MS = 330 * 60 * 1000;
const DAY_MS = 86_400_000;

/** A day in India's calendar, `offset` days from today, as YYYY-MM-DD. */
export const istDay = (offset: number): string =>
  new Date(Date.now() + IST_MS + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * Two weeknights, Monday to Wednesday, starting at least `offset` days ahead: priced at the weekday rate whatever day
 * the test runs on (a Friday night takes the weekend rate).
 */
export function weeknights(offset: number): { start: number; checkIn: string; checkOut: string } {
  let start = offset;
  while (new Date(`${istDay(start)}T00:00:00Z`).getUTCDay() !== 1) start += 1;
  return { start, checkIn: istDay(start), checkOut: istDay(start + 2) };
}

/** The day `days` after a YYYY-MM-DD day, in the same form. */
export const daysAfter = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
