import { data } from "react-router";
import { REJECTION_MESSAGES, REJECTION_REASONS } from "~/content/rejection-reasons";
import { approveListing, type Decision, rejectListing } from "~/features/listings/listing-moderation.server";
import { readSubmission } from "~/lib/form-submission.server";
import type { ActionOutcome } from "~/lib/forms.server";
import { requireAdmin } from "~/lib/session.server";
import { z } from "~/lib/zod";

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
    reason: z.union([z.enum(REJECTION_REASONS), z.literal("")], REJECTION_MESSAGES.missing).optional(),
    otherReason: z.string().trim().max(300, REJECTION_MESSAGES.tooLong).optional(),
  }),
]);

type DecisionField = "intent" | "listingId" | "version" | "reason" | "otherReason";

const LISTING_CHANGED_MESSAGE = "This listing changed since you opened it. Review it again.";

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
      { tone: "error", message: reason ?? otherReason ?? "Choose a listing to approve or reject." },
      { status: 400 },
    );
  }
  const decision = submission.value;
  let outcome: Decision;
  if (decision.intent === "approve") {
    outcome = await approveListing(admin.id, decision.listingId, decision.version);
  } else {
    const reason = decision.otherReason || decision.reason;
    if (!reason) return data<ActionOutcome>({ tone: "error", message: REJECTION_MESSAGES.missing }, { status: 400 });
    outcome = await rejectListing(admin.id, decision.listingId, reason);
  }
  if (!outcome.ok && outcome.reason === "changed") {
    // The queue is shown again with the owner's new version to review (see revalidateAfterDecision).
    return data<ActionOutcome>({ tone: "error", message: LISTING_CHANGED_MESSAGE }, { status: 409 });
  }
  if (!outcome.ok) {
    return data<ActionOutcome>(
      { tone: "error", message: "That listing is no longer waiting for a decision." },
      { status: 404 },
    );
  }
  return data<ActionOutcome>({
    tone: "success",
    message:
      decision.intent === "approve"
        ? `Approved “${outcome.name}”: it is now public.`
        : `Rejected “${outcome.name}”: the listing and its photos were deleted.`,
  });
}
