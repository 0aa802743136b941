import { t } from "@lingui/core/macro";
/**
 * The reasons an Admin picks from when rejecting a listing; the owner reads the chosen one in their
 * e-mail. The first, general one is chosen until the Admin picks another, so Reject then confirm (the
 * specification's flow) still works in two clicks.
 */
export const REJECTION_REASONS = [
  "Does not meet GharStay's listing rules",
  "Photos are missing or unclear",
  "Details are incomplete or wrong",
  "Duplicate listing",
  "Not allowed on GharStay",
] as const;

export const REJECTION_MESSAGES = {
  get missing() {
    return t`Choose or type a reason for rejecting this listing.`;
  },
  get tooLong() {
    return t`Keep the reason under 300 characters.`;
  },
};
