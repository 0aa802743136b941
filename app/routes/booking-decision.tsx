import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { RefusedPost } from "~/components/ui/refused-post";
import { bookingDecisionSchema } from "~/features/bookings/booking-schema";
import {
  actOnBooking,
  BOOKING_OUTCOMES,
  bookingRefusalInit,
  isBookingAction,
} from "~/features/bookings/bookings.server";
import { readSubmission } from "~/lib/form-submission.server";
import { redirect } from "~/lib/redirect";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/booking-decision";

/** Cancel, accept, decline or mark the advance received, posted from a booking's page or a list; the booking's page follows. */
export async function action({ request, params }: Route.ActionArgs) {
  if (!isBookingAction(params.decision)) return data({ message: BOOKING_OUTCOMES.notFound }, { status: 404 });
  const submission = await readSubmission(request, bookingDecisionSchema);
  const key = submission.ok ? (submission.value.key ?? null) : null;
  const outcome = await actOnBooking(params.reference, params.decision, {
    user: await getCurrentUser(request),
    key,
  });
  if (!outcome.ok) return data({ message: outcome.message }, bookingRefusalInit(outcome));
  return redirect(`/booking/${params.reference}${key ? `?key=${encodeURIComponent(key)}` : ""}`, 303);
}

export function meta() {
  return [{ title: t`Bookings | GharStay` }, { name: "robots", content: "noindex" }];
}

/** Shown only when a decision was refused. */
export default function BookingDecision({ actionData, params }: Route.ComponentProps) {
  return (
    <RefusedPost
      heading={<Trans>Bookings</Trans>}
      message={actionData?.message}
      back={{ to: `/booking/${params.reference}`, label: <Trans>Back to the booking</Trans> }}
    />
  );
}
