/** The three cancellation policies an owner picks from; their refund rules are in features/bookings/cancellation.ts. */
export const CANCELLATION_POLICIES = ["flexible", "moderate", "strict"] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/** 'Reserve' confirms at once; 'Request to book' holds the room until the owner answers, for at most 24 hours. */
export const BOOKING_MODES = ["instant", "request"] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/**
 * `requested` holds a room until `hold_until`; `confirmed` holds it for good; the rest hold nothing: `declined` by the
 * owner, `expired` unanswered, `cancelled` by either side.
 */
export const BOOKING_STATUSES = ["requested", "confirmed", "declined", "expired", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The most guests one booking, a room type and a search for stays take. */
export const MOST_GUESTS = 20;
