import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { Link } from "~/components/ui/links";
import { label } from "~/content/labels";
import { BedReservationForm } from "~/features/bookings/bed-views";
import { bedOffers, submitBedReservation } from "~/features/bookings/beds.server";
import { bookableListing, bookingRefusalInit } from "~/features/bookings/bookings.server";
import { listingName } from "~/features/listings/listing-text";
import { redirect } from "~/lib/redirect";
import { visitorsWithoutReact } from "~/lib/route-handle";
import { getCurrentUser } from "~/lib/session.server";
import { newSubmissionKey } from "~/lib/submission-key";
import type { Route } from "./+types/property-reserve-bed";

export const handle = visitorsWithoutReact;

/**
 * `/property/:id/reserve-bed?sharing&moveIn`: the sharing types with a bed free from the move-in asked, then the
 * reservation form from the first day one is, with the guest's details prefilled for a signed-in seeker. A GET from
 * the listing page's beds form.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const listing = await bookableListing(params.id);
  if (!listing) throw new Response(t`Listing not found.`, { status: 404 });
  const query = new URL(request.url).searchParams;
  // Counted on the move-in asked: a bed a resident leaves is offered from the day they move out.
  const offers = (await bedOffers(listing.id, query.get("moveIn") ?? undefined)).filter(
    (offer) => offer.freeFrom !== null,
  );
  const user = await getCurrentUser(request);
  const sharing = query.get("sharing")?.slice(0, 10) ?? "";
  const chosen = offers.find((offer) => offer.sharing === sharing) ?? offers[0];
  return {
    listing: {
      id: listing.id,
      name: listingName(listing.projectBuildingName),
      place: `${listing.locality}, ${label(listing.city)}`,
    },
    offers,
    values: {
      sharing: chosen?.sharing ?? "",
      moveIn: chosen?.freeFrom ?? "",
      name: user?.name ?? "",
      mobileNumber: user?.mobileNumber ?? "",
      email: user?.email ?? "",
    },
    submissionKey: newSubmissionKey(),
  };
}

/** 'Reserve a bed', posted as a plain form; the reservation's page follows. */
export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await submitBedReservation(request, await getCurrentUser(request), params.id, false);
  if (outcome.ok) return redirect(`/booking/${outcome.reference}?key=${outcome.key}`, 303);
  const typed = (name: string) => String(outcome.values?.[name] ?? "").slice(0, 254);
  return data(
    {
      message: outcome.message,
      fieldErrors: outcome.fieldErrors ?? {},
      values: {
        sharing: typed("sharing"),
        moveIn: typed("moveIn"),
        name: typed("name"),
        mobileNumber: typed("mobileNumber"),
        email: typed("email"),
      },
    },
    bookingRefusalInit(outcome),
  );
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const name = loaded?.listing.name ?? "";
  return [{ title: t`Reserve a bed at ${name} | GharStay` }, { name: "robots", content: "noindex" }];
}

export default function PropertyReserveBed({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, offers, values, submissionKey } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link to={`/property/${listing.id}`} className="font-semibold text-brand-700 hover:underline">
        ← <Trans>Back to {listing.name}</Trans>
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">
        <Trans>Reserve a bed at {listing.name}</Trans>
      </h1>
      <p className="mb-6 text-gray-700">{listing.place}</p>
      {offers.length > 0 ? (
        <BedReservationForm
          action={`/property/${listing.id}/reserve-bed`}
          offers={offers}
          values={actionData?.values ?? values}
          errors={actionData?.fieldErrors}
          message={actionData?.message}
          submissionKey={submissionKey}
        />
      ) : (
        <p role="alert" className="text-gray-800">
          {actionData?.message ?? <Trans>No bed is free just now.</Trans>}
        </p>
      )}
    </div>
  );
}
