import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { BookingList } from "~/features/bookings/booking-views";
import { travellerBookings } from "~/features/bookings/bookings.server";
import { ReviewInvitations } from "~/features/reviews/review-views";
import { reviewInvitations } from "~/features/reviews/reviews.server";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/my-bookings";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [bookings, invitations] = await Promise.all([travellerBookings(user.id), reviewInvitations(user.id, "guest")]);
  return { bookings, invitations };
}

export function meta() {
  return [{ title: t`My bookings | GharStay` }, { name: "robots", content: "noindex" }];
}

/** The traveller's stays, newest first, each with what cancelling it now would refund. */
export default function MyBookings({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>My bookings</Trans>
      </h1>
      <ReviewInvitations invitations={loaderData.invitations} side="guest" />
      <BookingList
        id="my-bookings-heading"
        title={t`Your stays`}
        empty={t`You have no bookings yet. Find a hotel or a short stay and choose your dates.`}
        bookings={loaderData.bookings}
        side="traveller"
      />
      <p className="mt-8">
        <Link to="/bookings" className="font-semibold text-brand-700 underline">
          <Trans>Bookings at your listings</Trans>
        </Link>
      </p>
    </div>
  );
}
