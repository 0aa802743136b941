import { t } from "@lingui/core/macro";
import type { BookingStatus, CancellationPolicy } from "~/content/booking-options";

/** A policy's name, in the language of the page or e-mail being written. */
export function policyName(policy: CancellationPolicy): string {
  return { flexible: t`Flexible`, moderate: t`Moderate`, strict: t`Strict` }[policy];
}

/** A policy's refund rule in plain words; the numbers are cancellation.ts's REFUND_RULES. */
export function policyWords(policy: CancellationPolicy): string {
  return {
    flexible: t`Full refund if you cancel at least 24 hours before check-in. No refund after that.`,
    moderate: t`Full refund if you cancel at least 5 days before check-in. No refund after that.`,
    strict: t`50% refund if you cancel at least 7 days before check-in. No refund after that.`,
  }[policy];
}

export function bookingStatusLabel(status: BookingStatus): string {
  return {
    requested: t`Waiting for the owner`,
    confirmed: t`Confirmed`,
    declined: t`Declined`,
    expired: t`Expired: the owner did not answer in 24 hours`,
    cancelled: t`Cancelled`,
  }[status];
}
