import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { bookingChangeSchema } from "~/features/bookings/booking-schema";
import {
  actOnBooking,
  BOOKING_OUTCOMES,
  bookingRefusalInit,
  isBookingAction,
} from "~/features/bookings/bookings.server";
import { readSubmission, refusalMessage } from "~/lib/form-submission.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/booking-decision";

/**
 * POST /api/v1/bookings/:reference/{cancel,accept,decline,advance-received}, JSON {key?, note?}: the owner accepts,
 * declines or cancels (with `note`, up to 500 characters to the guest) or marks the UPI advance received; the traveller
 * (signed in, or with the key of the booking's link) cancels, refunded by the policy.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  if (!isBookingAction(params.decision)) return data({ error: BOOKING_OUTCOMES.notFound }, { status: 404 });
  const submission = await readSubmission(request, bookingChangeSchema, { json: true });
  if (!submission.ok) return data({ error: refusalMessage(submission) }, { status: submission.status });
  const { key, note } = submission.value;
  const outcome = await actOnBooking(
    params.reference,
    params.decision,
    { user: await getCurrentUser(request), key: key ?? null },
    note,
  );
  if (!outcome.ok) return data({ error: outcome.message }, bookingRefusalInit(outcome));
  return { message: outcome.message, booking: outcome.booking };
}
