import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import type { REJECTION_REASONS } from "~/content/rejection-reasons";
import { i18n } from "~/lib/i18n";

type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * The listed reasons in the reader's language: the Admin picks from them on the queue and the owner reads the
 * chosen one in their e-mail. The stored and posted value stays the English one from app/content.
 */
const REASON_LABELS: Record<RejectionReason, MessageDescriptor> = {
  "Does not meet GharStay's listing rules": msg`Does not meet GharStay's listing rules`,
  "Photos are missing or unclear": msg`Photos are missing or unclear`,
  "Details are incomplete or wrong": msg`Details are incomplete or wrong`,
  "Duplicate listing": msg`Duplicate listing`,
  "Not allowed on GharStay": msg`Not allowed on GharStay`,
};

/** A listed reason in the active language; a reason the Admin typed as it was typed. */
export function rejectionReasonLabel(reason: string): string {
  const descriptor = REASON_LABELS[reason as RejectionReason];
  return descriptor ? i18n._(descriptor) : reason;
}

/** REJECTION_MESSAGES of app/content in the active language: each read translates. */
export const REJECTION_ERRORS = {
  get missing() {
    return t`Choose or type a reason for rejecting this listing.`;
  },
  get tooLong() {
    return t`Keep the reason under 300 characters.`;
  },
};
