import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { bookingRefusalInit, recordMoveOut } from "~/features/bookings/bookings.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/booking-move-out";

/**
 * POST /api/v1/bookings/:reference/move-out, JSON {moveOut: "YYYY-MM-DD"}: the owner records, once, the day a bed's
 * resident moves out (not before the move-in); the bed is free for new reservations from that day. 400 for a bad
 * date, 403 for anyone else who can see the booking, 404 for the rest, 409 when there is no confirmed move-in or a
 * move-out was recorded already.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const outcome = await recordMoveOut(
    request,
    params.reference,
    { user: await getCurrentUser(request), key: null },
    true,
  );
  if (!outcome.ok)
    return data({ error: outcome.message, fieldErrors: outcome.fieldErrors }, bookingRefusalInit(outcome));
  return { message: outcome.message, booking: outcome.booking };
}
