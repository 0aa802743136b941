import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { enquiryInit, sendEnquiry } from "~/features/leads/enquiries.server";
import { enquirySchema } from "~/features/leads/enquiry-schema";
import { readSubmission } from "~/lib/form-submission.server";
import { checkIdempotencyKey } from "~/lib/idempotency.server";
import { getCurrentUser } from "~/lib/session.server";
import { IDEMPOTENCY_HEADER } from "~/lib/submission-key";
import type { Route } from "./+types/listing-enquiries";

/**
 * POST /api/v1/listings/:id/enquiries with JSON {name, mobileNumber, email, message, shareMobile}: the
 * listing page's 'Contact owner' for the apps, with the same rules and messages. A retry with the same
 * Idempotency-Key gets the first answer and stores nothing more. From an address that is not the signed-in
 * account's verified one, the answer is 202 with `awaitingConfirmation: true`: the owner gets it once the link
 * mailed to that address is followed.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const key = checkIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER));
  if (!key.ok) return data({ error: key.message }, { status: 400 });
  const submission = await readSubmission(request, enquirySchema, { json: true });
  if (!submission.ok && submission.message) return data({ error: submission.message }, { status: submission.status });
  const outcome = await sendEnquiry(submission, {
    request,
    listingId: params.id,
    seeker: await getCurrentUser(request),
    idempotencyKey: key.key,
  });
  // 202 while the enquiry waits for the link mailed to its address: accepted, not yet sent (ADR 030).
  if (outcome.ok) {
    return data(
      { message: outcome.message, awaitingConfirmation: outcome.awaitingConfirmation },
      { status: outcome.awaitingConfirmation ? 202 : 201 },
    );
  }
  const fieldErrors = outcome.status === 400 ? outcome.fieldErrors : undefined;
  return data({ error: outcome.message, fieldErrors }, enquiryInit(outcome));
}

export function loader() {
  return data({ error: t`Use POST.` }, { status: 405 });
}
