import { t } from "@lingui/core/macro";

/**
 * Limits on what one user may create, chosen so a real owner never meets them while a script
 * cannot flood the moderation queue or the database.
 */

/**
 * Creates and edits together, per user per hour. Posting a listing takes minutes in the wizard and
 * an owner fixing typos saves a few times; 30 is several times a busy agent's hour.
 */
export const LISTING_WRITES_PER_HOUR = 30;

/**
 * Listings one user may have waiting for approval at once. The Admin checks the queue daily; an
 * agent moving a whole portfolio posts the rest after the first 20 are checked.
 */
export const MAX_PENDING_LISTINGS = 20;

export const QUOTA_MESSAGES = {
  get tooManyWrites() {
    return t`You have saved listings many times in the last hour. Please wait a while and try again.`;
  },
  get tooManyPending() {
    return t`You already have ${MAX_PENDING_LISTINGS} listings waiting for approval. Please wait until our team has checked them before you post more.`;
  },
};
