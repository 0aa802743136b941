import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { bookingRefusalInit, submitBooking } from "~/features/bookings/bookings.server";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/listing-bookings";

/**
 * POST /api/v1/listings/:id/bookings with JSON {roomTypeId, checkIn, checkOut, guests, name, mobileNumber, email}:
 * 'Reserve' or 'Request to book' for the apps, with the page's rules and messages. 201 with the reference, the status
 * (confirmed, or requested and held 24 hours) and the booking's own address; 409 when the room is no longer free. A
 * retry with the same Idempotency-Key gets the first answer and books nothing more.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const outcome = await submitBooking(request, await getCurrentUser(request), params.id, true);
  if (!outcome.ok)
    return data({ error: outcome.message, fieldErrors: outcome.fieldErrors }, bookingRefusalInit(outcome));
  const url = `${env().PUBLIC_URL}${localePath(`/booking/${outcome.reference}`)}?key=${outcome.key}`;
  return data(
    { message: outcome.message, reference: outcome.reference, status: outcome.status, key: outcome.key, url },
    { status: 201 },
  );
}

export function loader() {
  return data({ error: t`Use POST.` }, { status: 405 });
}
