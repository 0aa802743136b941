/** Why a user reports a listing, in the order the form offers them. */
export const REPORT_REASONS = [
  "Fake or fraud",
  "Already rented or sold",
  "Wrong price",
  "Wrong photos",
  "Duplicate",
  "Offensive",
  "Other",
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];
