import { t } from "@lingui/core/macro";
import { REPORT_REASONS } from "~/content/report-reasons";
import { z } from "~/lib/zod";

export const REPORT_MESSAGES = {
  get reason() {
    return t`Please choose a reason.`;
  },
  get detailsForOther() {
    return t`Please say what is wrong.`;
  },
  get detailsTooLong() {
    return t`Details must be at most 1000 characters.`;
  },
  get sent() {
    return t`Thank you. An Admin will look at your report.`;
  },
  get alreadyOpen() {
    return t`You have already reported this listing. An Admin will look at it soon.`;
  },
  get ownListing() {
    return t`You cannot report your own listing.`;
  },
  get sharesOwner() {
    return t`You cannot report this listing: its owner's account has been used from your network or device.`;
  },
  get notFound() {
    return t`Listing not found.`;
  },
  get signIn() {
    return t`Please log in to report a listing.`;
  },
  get tooMany() {
    return t`You have sent several reports in a short time. Please try again later.`;
  },
  get note() {
    return t`Please write what the owner should fix.`;
  },
  get noteTooLong() {
    return t`The note must be at most 1000 characters.`;
  },
};

/** A message read when a check fails, so it is in the language of that page or request. */
const says = (key: keyof typeof REPORT_MESSAGES) => ({ error: () => REPORT_MESSAGES[key] });

export const REPORT_DETAILS_MAX = 1000;

/** 'Report this listing': a reason, and details that 'Other' needs. */
export const reportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, says("reason")),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, says("detailsTooLong"))
      .optional()
      .transform((details) => details || undefined),
  })
  .superRefine(({ reason, details }, context) => {
    if (reason === "Other" && !details) {
      context.addIssue({ code: "custom", path: ["details"], message: REPORT_MESSAGES.detailsForOther });
    }
  });

export type ReportInput = z.infer<typeof reportSchema>;
export type ReportField = "reason" | "details";

/** What the report form's action answers. */
export type ReportFormResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors?: Partial<Record<ReportField, string>> };

export const REPORT_DECISIONS = ["dismiss", "ask-fix", "remove"] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

const unknownListing = { error: () => t`Unknown listing.` };

/** An Admin's decision on a listing's open reports; asking the owner to fix needs a note for them. */
export const reportDecisionSchema = z
  .object({
    listingId: z.string(unknownListing).min(1, unknownListing).max(64, unknownListing),
    decision: z.enum(REPORT_DECISIONS, { error: () => t`Unknown decision.` }),
    note: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, says("noteTooLong"))
      .optional()
      .transform((note) => note || undefined),
  })
  .superRefine(({ decision, note }, context) => {
    if (decision === "ask-fix" && !note)
      context.addIssue({ code: "custom", path: ["note"], message: REPORT_MESSAGES.note });
  });
