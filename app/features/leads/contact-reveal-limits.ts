import { t } from "@lingui/core/macro";

/** Distinct owners one account may see the contact of in an India day: a person comparing places, not a scraper. */
export const OWNERS_PER_DAY = 30;

// Functions: each message is in the language of the request it answers.
export const REVEAL_MESSAGES = {
  get notFound() {
    return t`Listing not found.`;
  },
  get logIn() {
    return t`Please log in to see the owner's number.`;
  },
  get enquiriesOnly() {
    return t`This owner takes enquiries only. Use Contact owner to write to them.`;
  },
  get unverified() {
    return t`Verify your e-mail address or mobile number to see owners' numbers. You can do it from your profile.`;
  },
  get limit() {
    return t`You have seen the numbers of ${OWNERS_PER_DAY} owners today, the most for one day. Try again tomorrow, or use Contact owner.`;
  },
};
