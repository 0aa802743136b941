import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { bookingRefusalInit, recordMoveOut, withdrawMoveOut } from "~/features/bookings/bookings.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/booking-move-out";

/**
 * POST /api/v1/bookings/:reference/move-out, JSON {moveOut: "YYYY-MM-DD"}: the owner records the day a bed's resident
 * moves out (not before the move-in), or changes it while that day has not passed; the bed is free for new
 * reservations from that day. DELETE withdraws it: the resident stays on with no end. 400 for a bad date, 403 for
 * anyone else who can see the booking, 404 for the rest, 409 when there is no confirmed move-in, the move-out day has
 * passed, or a new resident has the bed from a day the resident would now stay.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE") {
    return data({ error: t`Method not allowed.` }, { status: 405 });
  }
  const who = { user: await getCurrentUser(request), key: null };
  const outcome =
    request.method === "DELETE"
      ? await withdrawMoveOut(params.reference, who)
      : await recordMoveOut(request, params.reference, who, true);
  if (!outcome.ok)
    return data({ error: outcome.message, fieldErrors: outcome.fieldErrors }, bookingRefusalInit(outcome));
  return { message: outcome.message, booking: outcome.booking };
}
