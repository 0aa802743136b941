import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import {
  BookingFacts,
  CancelBooking,
  OwnerDecisions,
  PayAdvance,
  PolicyWords,
  PriceBreakdown,
} from "~/features/bookings/booking-views";
import { bookingFor } from "~/features/bookings/bookings.server";
import { PayOnline } from "~/features/bookings/pay-online";
import { onlinePaymentFor } from "~/features/bookings/razorpay.server";
import { advancePayment } from "~/features/bookings/upi.server";
import { conversationOfBooking } from "~/features/conversations/conversations.server";
import { pageOpensFor } from "~/features/listings/listings";
import { GuestReviewsSection, StayReviewsSection } from "~/features/reviews/review-views";
import { guestReviewsForOwner, stayReviews } from "~/features/reviews/reviews.server";
import { visitorsWithoutReact } from "~/lib/route-handle";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/booking";

export const handle = visitorsWithoutReact;

/** `/booking/GS-7K3Q9D`: the booking's own page, for its traveller, the owner, or whoever holds its link's key. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key");
  const user = await getCurrentUser(request);
  const found = await bookingFor(params.reference, { user, key });
  if (!found) throw new Response(t`Booking not found.`, { status: 404 });
  const payment = found.side === "traveller" ? await advancePayment(found.booking) : null;
  // The traveller and the owner talk about the stay in their conversation about the listing, when they have one.
  const conversationId = user ? await conversationOfBooking(found.booking.reference, user.id) : null;
  return {
    ...found,
    key: found.side === "traveller" ? key : null,
    payment,
    online: onlinePaymentFor(found.booking, found.side),
    conversationId,
    reviews: await stayReviews(params.reference, { user, key: found.side === "traveller" ? key : null }),
    // Before deciding on a request, or before the stay, the owner reads what other owners said about the guest.
    guestReviews: found.side === "owner" ? await guestReviewsForOwner(params.reference, user) : null,
  };
}

export function meta({ data }: Route.MetaArgs) {
  const reference = data?.booking.reference ?? "";
  return [{ title: t`Booking ${reference} | GharStay` }, { name: "robots", content: "noindex" }];
}

export default function Booking({ loaderData }: Route.ComponentProps) {
  const { booking, side, key, payment, online, conversationId, reviews, guestReviews } = loaderData;
  const heading = {
    confirmed: t`Booking confirmed`,
    requested: t`Booking request sent`,
    declined: t`Booking declined`,
    expired: t`Booking request expired`,
    cancelled: t`Booking cancelled`,
  }[booking.status];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{heading}</h1>
      <p className="mt-3 text-xl text-gray-900">
        {side === "owner" ? (
          <Trans>
            The booking's reference is <strong className="font-mono">{booking.reference}</strong>.
          </Trans>
        ) : (
          <Trans>
            Your booking reference is <strong className="font-mono">{booking.reference}</strong>.
          </Trans>
        )}
      </p>
      {booking.ownerNote ? (
        <section aria-labelledby="owner-note-heading" className="mt-4 rounded-lg border border-gray-200 bg-gray-50 p-4">
          <h2 id="owner-note-heading" className="font-semibold text-gray-900">
            {side === "owner" ? <Trans>Your message to the guest</Trans> : <Trans>Message from the owner</Trans>}
          </h2>
          <p className="mt-1 whitespace-pre-line break-words text-gray-800">{booking.ownerNote}</p>
        </section>
      ) : null}
      {online ? <PayOnline reference={booking.reference} bookingKey={key} payment={online} /> : null}
      {payment && booking.advancePaise ? <PayAdvance payment={payment} amountPaise={booking.advancePaise} /> : null}
      <section
        aria-labelledby="booking-stay-heading"
        className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
      >
        <h2 id="booking-stay-heading" className="text-xl font-bold text-gray-900">
          {pageOpensFor(booking.listingPage, side === "owner") ? (
            <Link to={`/property/${booking.listingId}`} className="hover:underline">
              {booking.listingName}
            </Link>
          ) : (
            booking.listingName
          )}
        </h2>
        <p className="text-gray-700">{booking.place}</p>
        <BookingFacts booking={booking} showGuest />
        {booking.bed ? null : (
          <>
            <h3 className="mt-4 font-semibold text-gray-900">
              <Trans>Price</Trans>
            </h3>
            <PriceBreakdown quote={booking.quote} />
          </>
        )}
        <div className="mt-4">
          <PolicyWords policy={booking.cancellationPolicy} />
        </div>
        {side === "traveller" ? (
          <CancelBooking booking={booking} bookingKey={key ?? undefined} />
        ) : (
          <OwnerDecisions booking={booking} />
        )}
      </section>
      {conversationId ? (
        <p className="mt-6">
          <Link to={`/messages/${conversationId}`} className="font-semibold text-brand-700 underline">
            {side === "owner" ? <Trans>Messages with the guest</Trans> : <Trans>Messages with the owner</Trans>}
          </Link>
        </p>
      ) : null}
      {reviews ? <StayReviewsSection state={reviews} /> : null}
      {guestReviews ? <GuestReviewsSection guestName={booking.guestName} reviews={guestReviews} /> : null}
      <p className="mt-6">
        <Link to={side === "owner" ? "/bookings" : "/my-bookings"} className="font-semibold text-brand-700 underline">
          {side === "owner" ? <Trans>All bookings at your listings</Trans> : <Trans>All your bookings</Trans>}
        </Link>
      </p>
    </div>
  );
}
