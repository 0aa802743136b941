import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { bookingDecisionSchema } from "~/features/bookings/booking-schema";
import { startOnlinePayment } from "~/features/bookings/bookings.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/booking-payment";

/**
 * POST /api/v1/bookings/:reference/payment, JSON {key?}: the Razorpay order that pays a confirmed booking online, for
 * the traveller (signed in, or with the key of the booking's link) to open Checkout with. The amount is ours.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const submission = await readSubmission(request, bookingDecisionSchema, { json: true });
  if (!submission.ok) return data({ error: refusalMessage(submission) }, { status: submission.status });
  const outcome = await startOnlinePayment(params.reference, {
    user: await getCurrentUser(request),
    key: submission.value.key ?? null,
  });
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  return data({ order: outcome.order }, { status: 201 });
}
