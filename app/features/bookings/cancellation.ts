import type { CancellationPolicy } from "~/content/booking-options";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Each policy's one rule: cancelled at least `before` ahead of the check-in time, `percent` of the total comes back;
 * later, nothing. Flexible: all up to 24 hours before; Moderate: all up to 5 days; Strict: half up to 7 days.
 */
export const REFUND_RULES: Record<CancellationPolicy, { beforeMs: number; percent: number }> = {
  flexible: { beforeMs: 24 * HOUR_MS, percent: 100 },
  moderate: { beforeMs: 5 * 24 * HOUR_MS, percent: 100 },
  strict: { beforeMs: 7 * 24 * HOUR_MS, percent: 50 },
};

/**
 * What a traveller gets back on cancelling at `now` a booking whose check-in is at `checkInAt`. An owner who cancels
 * refunds all of it, whatever the policy; so does a request never confirmed, which nobody has paid for.
 */
export function refundPaise(
  policy: CancellationPolicy,
  totalPaise: number,
  checkInAt: Date,
  now: Date,
  by: "traveller" | "owner" = "traveller",
): number {
  if (by === "owner") return totalPaise;
  const rule = REFUND_RULES[policy];
  return checkInAt.getTime() - now.getTime() >= rule.beforeMs ? Math.round((totalPaise * rule.percent) / 100) : 0;
}
