import { t } from "@lingui/core/macro";
import {
  REVIEW_REMOVAL_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_DETAILS_MAX,
  REVIEW_REPORT_REASONS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from "~/content/review-options";
import { z } from "~/lib/zod";

/** Getters: each read speaks the language of the request being served. */
export const REVIEW_MESSAGES = {
  get rating() {
    return t`Choose a rating from 1 to 5 stars.`;
  },
  get category() {
    return t`Rate each category from 1 to 5 stars.`;
  },
  get tooShort() {
    return t`Write at least 20 characters about the stay.`;
  },
  get tooLong() {
    return t`A review can be at most 2,000 characters.`;
  },
  get reply() {
    return t`Write a reply of 1 to 1,000 characters.`;
  },
  get notFound() {
    return t`Booking not found.`;
  },
  get reviewNotFound() {
    return t`Review not found.`;
  },
  get notEnded() {
    return t`You can review this stay once it has ended.`;
  },
  get notMovedIn() {
    return t`A resident can review once the owner has confirmed the move-in.`;
  },
  get residentTooSoon() {
    return t`A resident can review after 30 days of stay.`;
  },
  get notStayed() {
    return t`Only a stay that took place can be reviewed.`;
  },
  get closed() {
    return t`The 14 days to review this stay have passed.`;
  },
  get already() {
    return t`You have already reviewed this stay.`;
  },
  get noAccount() {
    return t`Log in with the account you booked with to review this stay.`;
  },
  get published() {
    return t`Thank you. Your review is in.`;
  },
  get held() {
    return t`Thank you. Your review has a phone number or a link in it, so GharStay's team will check it before it is shown.`;
  },
  get onlyOwnerReplies() {
    return t`Only the listing's owner can reply to its reviews.`;
  },
  get alreadyReplied() {
    return t`You have already replied to this review.`;
  },
  get replied() {
    return t`Your reply is shown under the review.`;
  },
  get voted() {
    return t`Thank you for your vote.`;
  },
  get ownReview() {
    return t`You cannot vote for your own review.`;
  },
  get noShowTooEarly() {
    return t`A guest can be marked as not arrived from the check-in day on.`;
  },
  get noShowNotConfirmed() {
    return t`Only a confirmed booking can be marked as a no-show.`;
  },
  get noShowAlready() {
    return t`This guest is already marked as not arrived.`;
  },
  get noShowWindowOver() {
    return t`A guest can be marked as not arrived only until two days after the check-in day.`;
  },
  get noShowTooLate() {
    return t`This stay has been reviewed already, so it cannot be marked as a no-show.`;
  },
  get noShowMarked() {
    return t`The guest is marked as not arrived. This stay cannot be reviewed.`;
  },
  get onlyOwner() {
    return t`Only the listing's owner can do this.`;
  },
  get reportReason() {
    return t`Please choose why you are reporting this review.`;
  },
  get reportDetails() {
    return t`Please say what is wrong with this review, in at most 1,000 characters.`;
  },
  get reportSignIn() {
    return t`Please log in to report a review.`;
  },
  get reportOwnReview() {
    return t`You cannot report your own review.`;
  },
  get reportAlready() {
    return t`You have already reported this review. GharStay's team will look at it.`;
  },
  get reportSent() {
    return t`Thank you. GharStay's team will look at this review.`;
  },
  get reportTooMany() {
    return t`You have sent several reports in a short time. Please try again later.`;
  },
  get removalReason() {
    return t`Write why the review is removed, in at most 1,000 characters: its author is told.`;
  },
  get decisionUnknown() {
    return t`Unknown decision.`;
  },
  get alreadyDecided() {
    return t`This review has been decided already.`;
  },
};

const says = (message: () => string) => ({ error: message });

const stars = (message: () => string) =>
  z.coerce.number(says(message)).int(says(message)).min(1, says(message)).max(5, says(message));

/**
 * A review as a form or the JSON API sends it: the overall rating, the text, and each of the kind's categories as a
 * field of its own (`cleanliness=4`); which categories are needed is checked against the listing's kind.
 */
export const reviewSchema = z.object({
  rating: stars(() => REVIEW_MESSAGES.rating),
  body: z
    .string(says(() => REVIEW_MESSAGES.tooShort))
    .trim()
    .min(
      REVIEW_TEXT_MIN,
      says(() => REVIEW_MESSAGES.tooShort),
    )
    .max(
      REVIEW_TEXT_MAX,
      says(() => REVIEW_MESSAGES.tooLong),
    ),
  cleanliness: stars(() => REVIEW_MESSAGES.category).optional(),
  staff: stars(() => REVIEW_MESSAGES.category).optional(),
  location: stars(() => REVIEW_MESSAGES.category).optional(),
  value: stars(() => REVIEW_MESSAGES.category).optional(),
  food: stars(() => REVIEW_MESSAGES.category).optional(),
  safety: stars(() => REVIEW_MESSAGES.category).optional(),
  owner: stars(() => REVIEW_MESSAGES.category).optional(),
  upkeep: stars(() => REVIEW_MESSAGES.category).optional(),
});

export type ReviewInput = z.output<typeof reviewSchema>;
export type ReviewField = keyof ReviewInput;

export const replySchema = z.object({
  reply: z
    .string(says(() => REVIEW_MESSAGES.reply))
    .trim()
    .min(
      1,
      says(() => REVIEW_MESSAGES.reply),
    )
    .max(
      REVIEW_REPLY_MAX,
      says(() => REVIEW_MESSAGES.reply),
    ),
});

/** 'Report this review': a reason from the list; 'Something else' needs a few words. */
export const reviewReportSchema = z
  .object({
    reason: z.enum(
      REVIEW_REPORT_REASONS,
      says(() => REVIEW_MESSAGES.reportReason),
    ),
    details: z
      .string()
      .trim()
      .max(
        REVIEW_REPORT_DETAILS_MAX,
        says(() => REVIEW_MESSAGES.reportDetails),
      )
      .optional()
      .transform((details) => details || undefined),
  })
  .superRefine(({ reason, details }, context) => {
    if (reason === "other" && !details) {
      context.addIssue({ code: "custom", path: ["details"], message: REVIEW_MESSAGES.reportDetails });
    }
  });
export type ReviewReportInput = z.output<typeof reviewReportSchema>;

export const REVIEW_DECISIONS = ["release", "remove"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** An Admin's decision on a held or reported review; removing it needs the reason its author is told. */
export const reviewDecisionSchema = z
  .object({
    reviewId: z
      .string(says(() => REVIEW_MESSAGES.reviewNotFound))
      .min(
        1,
        says(() => REVIEW_MESSAGES.reviewNotFound),
      )
      .max(
        64,
        says(() => REVIEW_MESSAGES.reviewNotFound),
      ),
    decision: z.enum(
      REVIEW_DECISIONS,
      says(() => REVIEW_MESSAGES.decisionUnknown),
    ),
    reason: z
      .string()
      .trim()
      .max(
        REVIEW_REMOVAL_REASON_MAX,
        says(() => REVIEW_MESSAGES.removalReason),
      )
      .optional()
      .transform((reason) => reason || undefined),
  })
  .superRefine(({ decision, reason }, context) => {
    if (decision === "remove" && !reason) {
      context.addIssue({ code: "custom", path: ["reason"], message: REVIEW_MESSAGES.removalReason });
    }
  });
