import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { readStay } from "~/features/bookings/booking-schema";
import { bookableListing, roomOffers } from "~/features/bookings/bookings.server";
import { refusedFields } from "~/lib/form-submission.server";
import type { Route } from "./+types/listing-quote";

/**
 * GET /api/v1/listings/:id/quote?roomTypeId=…&checkIn=…&checkOut=…&guests=N: one room type's price for a stay (nights
 * by rate, extra guests, GST, total, in paise) and whether it can be booked now.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const listing = await bookableListing(params.id);
  if (!listing) return data({ error: t`Listing not found.` }, { status: 404 });
  const query = new URL(request.url).searchParams;
  const { stay, errors } = readStay(query);
  if (!stay) return refusedFields(errors);
  const offer = (await roomOffers(listing.id, stay)).find((room) => room.id === query.get("roomTypeId"));
  if (!offer) return data({ error: t`This room is not offered at this listing.` }, { status: 404 });
  return {
    roomTypeId: offer.id,
    available: offer.unavailable === null,
    unavailable: offer.unavailable,
    bookingMode: offer.bookingMode,
    cancellationPolicy: offer.cancellationPolicy,
    quote: offer.quote,
  };
}
