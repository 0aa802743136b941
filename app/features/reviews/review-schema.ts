import { t } from "@lingui/core/macro";
import { REVIEW_REPLY_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "~/content/review-options";
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
  get noShowTooLate() {
    return t`This stay has been reviewed already, so it cannot be marked as a no-show.`;
  },
  get noShowMarked() {
    return t`The guest is marked as not arrived. This stay cannot be reviewed.`;
  },
  get onlyOwner() {
    return t`Only the listing's owner can do this.`;
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
