import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReviewCategory, ReviewReportReason } from "./review-options";

export const REVIEW_CATEGORY_NAMES: Record<ReviewCategory, MessageDescriptor> = {
  cleanliness: msg`Cleanliness`,
  staff: msg`Staff`,
  location: msg`Location`,
  value: msg`Value`,
  food: msg`Food`,
  safety: msg`Safety`,
  owner: msg`Owner`,
  upkeep: msg`Upkeep`,
};

export const REVIEW_REPORT_REASON_NAMES: Record<ReviewReportReason, MessageDescriptor> = {
  fake: msg`Not from a real stay`,
  offensive: msg`Offensive, hateful or threatening`,
  personal: msg`Shares someone's personal details`,
  advertising: msg`Advertising or spam`,
  unrelated: msg`Not about this stay`,
  other: msg`Something else`,
};
