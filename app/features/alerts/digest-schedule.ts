/** India has one time zone and no daylight saving: 09:00 IST is 03:30 UTC every day. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DIGEST_HOUR = 9;
const DAY_MS = 24 * 60 * 60_000;

/** The latest 09:00 India time at or before a moment: digests sent before it are yesterday's. */
export function digestDueSince(now: Date): Date {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  const nineToday =
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), DIGEST_HOUR) - IST_OFFSET_MS;
  return new Date(nineToday <= now.getTime() ? nineToday : nineToday - DAY_MS);
}
