import { data } from "react-router";
import { requireAdminAction } from "~/lib/admin-guard.server";
import { type ActionOutcome, readForm } from "~/lib/forms.server";
import { approveListing, rejectListing } from "./moderation.server";
import { listingDecisionSchema } from "./property-filters";

/** The Approve and Reject buttons of the dashboard and the All properties page. */
export async function decideListing(request: Request) {
  const admin = await requireAdminAction(request);
  const form = await readForm(request);
  const parsed = listingDecisionSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    return data<ActionOutcome>({ tone: "error", message: "Choose a listing to approve or reject." }, { status: 400 });
  }
  const { intent, listingId } = parsed.data;
  const outcome =
    intent === "approve" ? await approveListing(admin.id, listingId) : await rejectListing(admin.id, listingId);
  if (!outcome.ok) {
    return data<ActionOutcome>(
      { tone: "error", message: "That listing is no longer waiting for a decision." },
      { status: 404 },
    );
  }
  return data<ActionOutcome>({
    tone: "success",
    message:
      intent === "approve"
        ? `Approved “${outcome.name}”: it is now public.`
        : `Rejected “${outcome.name}”: the listing and its photos were deleted.`,
  });
}
