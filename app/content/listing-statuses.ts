/**
 * Every state a listing can be in. Only "approved" is public (features/listings/listing-visibility.ts);
 * the others are kept, never deleted, so a decision can be undone and the record stays for the audit log.
 */
export const LISTING_STATUSES = [
  "pending",
  "approved",
  /** Three users reported it: off public pages until an Admin decides. */
  "held",
  /** An Admin removed it after reports. */
  "removed",
  /** Its owner did not confirm it for 60 days. */
  "expired",
  /** Its owner said it is rented or sold. */
  "closed",
  /**
   * Deleted by its owner (or rejected by an Admin) while bookings, conversations or reviews refer to it: it leaves
   * everyone's lists and pages but the Admin's, and its row stays so those records stay whole (ADR 067).
   */
  "deleted",
] as const;

export type ListingStatus = (typeof LISTING_STATUSES)[number];
