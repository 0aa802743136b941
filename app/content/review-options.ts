import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Who wrote a review: the guest, of the stay; or the owner (host), of the guest. */
export const REVIEW_SIDES = ["guest", "host"] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/** `published` shows once revealed; `held` waits for the Admin; `removed` by the Admin. */
export const REVIEW_STATUSES = ["published", "held", "removed"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Days after check-out in which both sides may review; past them the window closes and both are revealed. */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;

/** A stay's categories, each rated 1 to 5 beside the overall rating; which ones a kind has is in listing-kinds.ts. */
export type ReviewCategory = "cleanliness" | "staff" | "location" | "value" | "food" | "safety" | "owner" | "upkeep";

export const REVIEW_CATEGORY_NAMES: Record<ReviewCategory, MessageDescriptor> = {
  cleanliness: msg`Cleanliness`,
  staff: msg`Staff`,
  location: msg`Location`,
  value: msg`Value`,
  food: msg`Food`,
  safety: msg`Safety`,
  owner: msg`Owner`,
  upkeep: msg`Upkeep`,
};

/**
 * Why a review may be reported. Being negative or unfair to the owner is not among them: reviews are never hidden for
 * their opinion (ADR 050), only for breaking a rule.
 */
export const REVIEW_REPORT_REASONS = ["fake", "offensive", "personal", "advertising", "unrelated", "other"] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

export const REVIEW_REPORT_REASON_NAMES: Record<ReviewReportReason, MessageDescriptor> = {
  fake: msg`Not from a real stay`,
  offensive: msg`Offensive, hateful or threatening`,
  personal: msg`Shares someone's personal details`,
  advertising: msg`Advertising or spam`,
  unrelated: msg`Not about this stay`,
  other: msg`Something else`,
};
export const REVIEW_REPORT_DETAILS_MAX = 1000;
export const REVIEW_REMOVAL_REASON_MAX = 1000;
