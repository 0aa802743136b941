import { plural, t } from "@lingui/core/macro";

const DAY_MS = 24 * 60 * 60 * 1000;
/** India's calendar day of a moment, as a day number: 'today' and 'yesterday' follow Indian midnight. */
const indiaDay = (at: Date) => Math.floor((at.getTime() + 5.5 * 60 * 60 * 1000) / DAY_MS);

/**
 * 'Posted today', 'Posted yesterday', 'Posted 5 days ago', or 'Updated …' once the owner confirmed or
 * edited it on a later day than it was posted.
 */
export function freshnessLabel(createdAt: Date, confirmedAt: Date, now = new Date()): string {
  const updated = indiaDay(confirmedAt) > indiaDay(createdAt);
  const days = Math.max(0, indiaDay(now) - indiaDay(updated ? confirmedAt : createdAt));
  if (updated) {
    if (days === 0) return t`Updated today`;
    if (days === 1) return t`Updated yesterday`;
    return t`Updated ${plural(days, { one: "# day ago", other: "# days ago" })}`;
  }
  if (days === 0) return t`Posted today`;
  if (days === 1) return t`Posted yesterday`;
  return t`Posted ${plural(days, { one: "# day ago", other: "# days ago" })}`;
}
