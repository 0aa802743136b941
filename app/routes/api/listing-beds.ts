import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { BED_MESSAGES } from "~/features/bookings/bed-schema";
import { bedOffers, submitBedReservation } from "~/features/bookings/beds.server";
import { bookableListing, bookingRefusalInit } from "~/features/bookings/bookings.server";
import { isDay } from "~/features/bookings/stay-dates";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/listing-beds";

/**
 * GET /api/v1/listings/:id/beds[?moveIn=YYYY-MM-DD]: each sharing type of a PG, hostel or co-living home with its beds,
 * beds free on the move-in day (the earliest when none is asked), monthly rent, deposit and token (whole rupees), the
 * earliest move-in date and the first day from the move-in on which a bed is free (`freeFrom`, null when none frees up).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const moveIn = new URL(request.url).searchParams.get("moveIn");
  if (moveIn !== null && !isDay(moveIn)) return data({ error: BED_MESSAGES.moveIn }, { status: 400 });
  const listing = await bookableListing(params.id);
  if (!listing) return data({ error: t`Listing not found.` }, { status: 404 });
  return { listingId: listing.id, beds: await bedOffers(listing.id, moveIn ?? undefined) };
}

/**
 * POST /api/v1/listings/:id/beds with JSON {sharing, moveIn, name, mobileNumber, email}: reserves a bed, held 24 hours
 * for the owner's answer. 201 with the reference and the reservation's own address; 409 when no bed of that sharing
 * type is free any more. A retry with the same Idempotency-Key gets the first answer and reserves nothing more.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const outcome = await submitBedReservation(request, await getCurrentUser(request), params.id, true);
  if (!outcome.ok)
    return data({ error: outcome.message, fieldErrors: outcome.fieldErrors }, bookingRefusalInit(outcome));
  const url = `${env().PUBLIC_URL}${localePath(`/booking/${outcome.reference}`)}?key=${outcome.key}`;
  return data(
    { message: outcome.message, reference: outcome.reference, status: outcome.status, key: outcome.key, url },
    { status: 201 },
  );
}
