import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { paymentAnswerSchema } from "~/features/bookings/booking-schema";
import { confirmOnlinePayment } from "~/features/bookings/bookings.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/booking-payment-verify";

/**
 * POST /api/v1/bookings/:reference/payment/verify, JSON {key?, razorpay_order_id, razorpay_payment_id,
 * razorpay_signature}: Checkout's answer. The booking is marked paid only when the signature is Razorpay's.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const submission = await readSubmission(request, paymentAnswerSchema, { json: true });
  if (!submission.ok) return data({ error: refusalMessage(submission) }, { status: submission.status });
  const answer = submission.value;
  const outcome = await confirmOnlinePayment(
    params.reference,
    { user: await getCurrentUser(request), key: answer.key ?? null },
    { orderId: answer.razorpay_order_id, paymentId: answer.razorpay_payment_id, signature: answer.razorpay_signature },
  );
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  return { message: outcome.message, booking: outcome.booking };
}
