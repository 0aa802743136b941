import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { REJECTION_REASONS } from "~/content/rejection-reasons";
import { approveListing, type Decision, rejectListing } from "~/features/listings/listings.server";
import { readSubmission } from "~/lib/form-submission.server";
import type { ActionOutcome } from "~/lib/forms.server";
import { requireAdmin } from "~/lib/session.server";
import { z } from "~/lib/zod";
import { REJECTION_ERRORS, rejectionReasonLabel } from "./rejection-reasons";

const listingId = z.string().trim().min(1).max(64);

/**
 * What an admin action posts: which listing, what to do with it; for Approve the version the Admin saw,
 * for Reject the reason told to the owner, picked from the list or typed (a typed one wins).
 */
export const listingDecisionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("approve"),
    listingId,
    version: z.iso.datetime().transform((value) => new Date(value)),
  }),
  z.object({
    intent: z.literal("reject"),
    listingId,
    reason: z.union([z.enum(REJECTION_REASONS), z.literal("")], { error: () => REJECTION_ERRORS.missing }).optional(),
    otherReason: z
      .string()
      .trim()
      .max(300, { error: () => REJECTION_ERRORS.tooLong })
      .optional(),
  }),
]);

type DecisionField = "intent" | "listingId" | "version" | "reason" | "otherReason";

/** The Approve and Reject buttons of the dashboard and the All properties page. */
export async function decideListing(request: Request) {
  const admin = await requireAdmin(request);
  const submission = await readSubmission<typeof listingDecisionSchema, DecisionField>(request, listingDecisionSchema);
  if (!submission.ok && submission.message) {
    return data<ActionOutcome>({ tone: "error", message: submission.message }, { status: submission.status });
  }
  if (!submission.ok) {
    const { reason, otherReason } = submission.fieldErrors;
    return data<ActionOutcome>(
      { tone: "error", message: reason ?? otherReason ?? t`Choose a listing to approve or reject.` },
      { status: 400 },
    );
  }
  const decision = submission.value;
  let outcome: Decision;
  if (decision.intent === "approve") {
    outcome = await approveListing(admin.id, decision.listingId, decision.version);
  } else {
    const reason = decision.otherReason || decision.reason;
    if (!reason) return data<ActionOutcome>({ tone: "error", message: REJECTION_ERRORS.missing }, { status: 400 });
    outcome = await rejectListing(admin.id, decision.listingId, () => rejectionReasonLabel(reason));
  }
  if (!outcome.ok && outcome.reason === "booked") {
    return data<ActionOutcome>(
      {
        tone: "error",
        message: t`This listing has bookings still to come, so rejecting it would delete them: ask its owner to cancel them first.`,
      },
      { status: 409 },
    );
  }
  if (!outcome.ok && outcome.reason === "changed") {
    // The queue is shown again with the owner's new version to review (see revalidateAfterDecision).
    return data<ActionOutcome>(
      { tone: "error", message: t`This listing changed since you opened it. Review it again.` },
      { status: 409 },
    );
  }
  if (!outcome.ok) {
    return data<ActionOutcome>(
      { tone: "error", message: t`That listing is no longer waiting for a decision.` },
      { status: 404 },
    );
  }
  const { name } = outcome;
  return data<ActionOutcome>({
    tone: "success",
    message:
      decision.intent === "approve"
        ? t`Approved “${name}”: it is now public.`
        : t`Rejected “${name}”: the listing and its photos were deleted.`,
  });
}
