import { REPORT_REASONS } from "~/content/report-reasons";
import { z } from "~/lib/zod";

export const REPORT_MESSAGES = {
  reason: "Please choose a reason.",
  detailsForOther: "Please say what is wrong.",
  detailsTooLong: "Details must be at most 1000 characters.",
  sent: "Thank you. An Admin will look at your report.",
  alreadyOpen: "You have already reported this listing. An Admin will look at it soon.",
  ownListing: "You cannot report your own listing.",
  notFound: "Listing not found.",
  signIn: "Please log in to report a listing.",
  tooMany: "You have sent several reports in a short time. Please try again later.",
  note: "Please write what the owner should fix.",
  noteTooLong: "The note must be at most 1000 characters.",
} as const;

export const REPORT_DETAILS_MAX = 1000;

/** 'Report this listing': a reason, and details that 'Other' needs. */
export const reportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, REPORT_MESSAGES.reason),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, REPORT_MESSAGES.detailsTooLong)
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

/** An Admin's decision on a listing's open reports; asking the owner to fix needs a note for them. */
export const reportDecisionSchema = z
  .object({
    listingId: z.string("Unknown listing.").min(1, "Unknown listing.").max(64, "Unknown listing."),
    decision: z.enum(REPORT_DECISIONS, "Unknown decision."),
    note: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, REPORT_MESSAGES.noteTooLong)
      .optional()
      .transform((note) => note || undefined),
  })
  .superRefine(({ decision, note }, context) => {
    if (decision === "ask-fix" && !note)
      context.addIssue({ code: "custom", path: ["note"], message: REPORT_MESSAGES.note });
  });
