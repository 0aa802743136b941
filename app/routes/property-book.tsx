import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { FormMessage } from "~/components/ui/field";
import { Link } from "~/components/ui/links";
import { label } from "~/content/labels";
import { readStay } from "~/features/bookings/booking-schema";
import { GuestDetailsForm, RoomOfferCard, StayPicker } from "~/features/bookings/booking-views";
import { bookableListing, bookingRefusalInit, roomOffers, submitBooking } from "~/features/bookings/bookings.server";
import { listingName } from "~/features/listings/listing-text";
import { redirect } from "~/lib/redirect";
import { type RouteHandle, visitorsWithoutReact } from "~/lib/route-handle";
import { getCurrentUser } from "~/lib/session.server";
import { newSubmissionKey } from "~/lib/submission-key";
import type { Route } from "./+types/property-book";

/** On a phone the total and 'Reserve' sit in a bar at the bottom, as the wizard's actions do: no footer or help under it. */
export const handle: RouteHandle = { ...visitorsWithoutReact, hideFooter: true, hideHelp: true };

/**
 * `/property/:id/book?checkIn&checkOut&guests&room`: the room types of a listing for those dates with their prices,
 * then the chosen one's guest details. A GET from the listing page's picker; everything in the address.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const listing = await bookableListing(params.id);
  if (!listing) throw new Response(t`Listing not found.`, { status: 404 });
  const url = new URL(request.url);
  const asked = url.searchParams.has("checkIn");
  const { values, stay, errors } = readStay(url.searchParams);
  const offers = stay ? await roomOffers(listing.id, stay) : [];
  const free = offers.filter((offer) => offer.unavailable === null);
  // The room asked for, else the first free one, so a traveller who picked dates is one form away from booking.
  const chosen = offers.find((offer) => offer.id === url.searchParams.get("room")) ?? free[0] ?? null;
  const user = await getCurrentUser(request);
  return {
    listing: {
      id: listing.id,
      name: listingName(listing.projectBuildingName),
      place: `${listing.locality}, ${label(listing.city)}`,
    },
    stay: values,
    errors: asked ? errors : {},
    asked: asked && stay !== null,
    offers,
    chosen,
    guest: { name: user?.name ?? "", mobileNumber: user?.mobileNumber ?? "", email: user?.email ?? "" },
    submissionKey: newSubmissionKey(),
  };
}

/** 'Reserve' and 'Request to book', posted as a plain form; the booking's page follows. */
export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await submitBooking(request, await getCurrentUser(request), params.id, false);
  if (outcome.ok) return redirect(`/booking/${outcome.reference}?key=${outcome.key}`, 303);
  const typed = (name: string) => String(outcome.values?.[name] ?? "").slice(0, 254);
  return data(
    {
      message: outcome.message,
      fieldErrors: outcome.fieldErrors ?? {},
      values: { name: typed("name"), mobileNumber: typed("mobileNumber"), email: typed("email") },
    },
    bookingRefusalInit(outcome),
  );
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const name = loaded?.listing.name ?? "";
  return [{ title: t`Book ${name} | GharStay` }, { name: "robots", content: "noindex" }];
}

export default function PropertyBook({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, stay, errors, asked, offers, chosen, guest, submissionKey } = loaderData;
  const query = (room: string) => new URLSearchParams({ ...stay, room }).toString();
  const free = offers.some((offer) => offer.unavailable === null);
  // Other dates cannot help a group larger than every room: that is said rather than 'Try other dates'.
  const largest = Math.max(0, ...offers.map((offer) => offer.maxGuests));
  const guests = Number(stay.guests);
  const tooMany = offers.length > 0 && guests > largest;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link to={`/property/${listing.id}`} className="font-semibold text-brand-700 hover:underline">
        ← <Trans>Back to {listing.name}</Trans>
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">
        <Trans>Book a stay at {listing.name}</Trans>
      </h1>
      <p className="text-gray-700">{listing.place}</p>
      {actionData ? (
        // A refused booking comes back as this page, opened at its top: what is wrong is said there, so on a phone it
        // is not a screen away, with a link down to the details to mend.
        <div className="mt-4 space-y-2">
          <FormMessage tone="error">{actionData.message}</FormMessage>
          {chosen && chosen.unavailable === null ? (
            <a href="#guest-details-heading" className="inline-block font-semibold text-brand-700 underline">
              <Trans>Go to your details</Trans>
            </a>
          ) : null}
        </div>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {asked ? (
            <section aria-labelledby="rooms-heading">
              <h2 id="rooms-heading" className="text-2xl font-bold text-gray-900">
                <Trans>Rooms for your dates</Trans>
              </h2>
              {free ? null : (
                <p className="mt-3 text-gray-800">
                  {tooMany ? (
                    <Trans>
                      No single room here takes {guests} guests; the largest takes {largest}. Book one room for part of
                      your group, then another for the rest.
                    </Trans>
                  ) : (
                    <Trans>No room is free for these dates. Try other dates.</Trans>
                  )}
                </p>
              )}
              <ul className="mt-4 grid gap-4">
                {offers.map((offer) => (
                  <RoomOfferCard
                    key={offer.id}
                    offer={offer}
                    chosen={chosen?.id === offer.id}
                    // Choosing a room leads on to the details to book it with, not back to the page's top.
                    chooseHref={`/property/${listing.id}/book?${query(offer.id)}#guest-details-heading`}
                  />
                ))}
              </ul>
            </section>
          ) : (
            <p className="text-gray-800">
              <Trans>Choose your dates and the number of guests to see the rooms free and their prices.</Trans>
            </p>
          )}
          {asked && chosen && chosen.unavailable === null ? (
            <GuestDetailsForm
              action={`/property/${listing.id}/book?${query(chosen.id)}`}
              offer={chosen}
              stay={stay}
              values={actionData?.values ?? guest}
              errors={actionData?.fieldErrors}
              submissionKey={submissionKey}
            />
          ) : null}
        </div>
        <div>
          <StayPicker listingId={listing.id} values={stay} errors={errors} />
        </div>
      </div>
    </div>
  );
}
