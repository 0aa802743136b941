import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { receiveRazorpayWebhook } from "~/features/bookings/bookings.server";
import type { Route } from "./+types/razorpay-webhook";

/** POST /api/v1/payments/razorpay/webhook: Razorpay's events, acted on only under its signature (ADR 052). */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const answer = await receiveRazorpayWebhook(request);
  return data(answer.body, { status: answer.status });
}
