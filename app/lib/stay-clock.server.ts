import { env } from "./env.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment that decides whether a stay has begun or ended, for no-shows and reviews (ADR 040): now, unless a test
 * moved it by TEST_STAY_CLOCK_OFFSET_DAYS. Bookings themselves keep the real clock, so a test books real future dates
 * through the real routes and then finds those stays over.
 */
export const stayNow = () => new Date(Date.now() + env().TEST_STAY_CLOCK_OFFSET_DAYS * DAY_MS);
