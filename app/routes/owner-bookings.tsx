import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { Pagination } from "~/components/ui/pagination";
import { ownerBedListings } from "~/features/bookings/beds.server";
import { BookingList } from "~/features/bookings/booking-views";
import { ownerBookings, ownerPastBookings } from "~/features/bookings/bookings.server";
import { ownerRoomTypes } from "~/features/bookings/room-calendar.server";
import { ownerStayListings } from "~/features/bookings/room-types.server";
import { ReviewInvitations } from "~/features/reviews/review-views";
import { reviewInvitations } from "~/features/reviews/reviews.server";
import { formatDate } from "~/lib/format";
import { pageFrom } from "~/lib/pagination";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/owner-bookings";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const pastPage = pageFrom(new URL(request.url).searchParams, "pastPage");
  const [bookings, past, rooms, stays, invitations, bedHomes] = await Promise.all([
    ownerBookings(user.id),
    ownerPastBookings(user.id, pastPage),
    ownerRoomTypes(user.id),
    ownerStayListings(user.id),
    reviewInvitations(user.id, "host"),
    ownerBedListings(user.id),
  ]);
  return { ...bookings, past, rooms, stays, invitations, bedHomes };
}

export function meta() {
  return [{ title: t`Bookings | GharStay` }, { name: "robots", content: "noindex" }];
}

/**
 * The owner's 'Bookings': today's arrivals and departures, requests to answer, the stays to come, and the record of
 * those done with.
 */
export default function OwnerBookings({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { today, arrivals, departures, requests, upcoming, moveIns, past, rooms, stays, invitations, bedHomes } =
    loaderData;
  const date = formatDate(today);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Bookings</Trans>
      </h1>
      <p className="text-gray-700">
        <Trans>Today is {date}.</Trans>
      </p>
      <ReviewInvitations invitations={invitations} side="host" />
      <BookingList
        id="arrivals-heading"
        title={t`Arriving today`}
        empty={t`No arrivals today.`}
        bookings={arrivals}
        side="owner"
      />
      <BookingList
        id="departures-heading"
        title={t`Leaving today`}
        empty={t`No departures today.`}
        bookings={departures}
        side="owner"
      />
      <BookingList
        id="requests-heading"
        title={t`Requests to answer`}
        empty={t`No requests waiting.`}
        bookings={requests}
        side="owner"
      />
      {moveIns.length > 0 ? (
        <BookingList id="move-ins-heading" title={t`Move-ins to confirm`} empty="" bookings={moveIns} side="owner" />
      ) : null}
      <BookingList
        id="upcoming-heading"
        title={t`Upcoming stays`}
        empty={t`No upcoming stays.`}
        bookings={upcoming}
        side="owner"
      />
      <BookingList
        id="past-heading"
        title={t`Past and cancelled bookings`}
        empty={t`No past bookings yet.`}
        bookings={past.bookings}
        side="owner"
      />
      <Pagination
        page={past.page}
        pageCount={past.pageCount}
        label={t`Past bookings pages`}
        param="pastPage"
        fragment="past-heading"
      />
      {stays.length > 0 ? (
        <section aria-labelledby="stays-heading" className="mt-8">
          <h2 id="stays-heading" className="text-2xl font-bold text-gray-900">
            <Trans>Rooms and rates</Trans>
          </h2>
          <ul className="mt-3 space-y-1">
            {stays.map((stay) => (
              <li key={stay.id}>
                <Link to={`/bookings/rooms/${stay.id}`} className="font-semibold text-brand-700 underline">
                  {stay.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {bedHomes.length > 0 ? (
        <section aria-labelledby="beds-heading" className="mt-8">
          <h2 id="beds-heading" className="text-2xl font-bold text-gray-900">
            <Trans>Beds and rents</Trans>
          </h2>
          <ul className="mt-3 space-y-1">
            {bedHomes.map((home) => (
              <li key={home.id}>
                <Link to={`/bookings/beds/${home.id}`} className="font-semibold text-brand-700 underline">
                  {home.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {rooms.length > 0 ? (
        <section aria-labelledby="calendars-heading" className="mt-8">
          <h2 id="calendars-heading" className="text-2xl font-bold text-gray-900">
            <Trans>Calendars</Trans>
          </h2>
          <ul className="mt-3 space-y-1">
            {rooms.map((room) => (
              <li key={room.id}>
                <Link to={`/bookings/calendar/${room.id}`} className="font-semibold text-brand-700 underline">
                  {room.listing}: {room.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
