import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { readStay } from "~/features/bookings/booking-schema";
import { bookableListing, roomOffers } from "~/features/bookings/bookings.server";
import { refusedFields } from "~/lib/form-submission.server";
import type { Route } from "./+types/listing-availability";

/**
 * GET /api/v1/listings/:id/availability?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD&guests=N: each room type with the rooms
 * free on every night, why it cannot be booked (null when it can) and its quote (amounts in paise).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const listing = await bookableListing(params.id);
  if (!listing) return data({ error: t`Listing not found.` }, { status: 404 });
  const { stay, errors } = readStay(new URL(request.url).searchParams);
  if (!stay) return refusedFields(errors);
  return { listingId: listing.id, ...stay, roomTypes: await roomOffers(listing.id, stay) };
}
