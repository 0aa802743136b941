// Free of Lingui's macros: the database schema reads these, and drizzle-kit loads it without compiling them.

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

/**
 * Why a review may be reported. Being negative or unfair to the owner is not among them: reviews are never hidden for
 * their opinion (ADR 050), only for breaking a rule.
 */
export const REVIEW_REPORT_REASONS = ["fake", "offensive", "personal", "advertising", "unrelated", "other"] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

export const REVIEW_REPORT_DETAILS_MAX = 1000;
export const REVIEW_REMOVAL_REASON_MAX = 1000;
