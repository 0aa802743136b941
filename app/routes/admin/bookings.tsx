import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { adminBookings } from "~/features/bookings/admin-bookings.server";
import { AdminBookingTable, BookingSearch } from "~/features/bookings/admin-bookings-views";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/bookings";

export function meta() {
  return adminPageMeta({
    title: t`Bookings | Admin | GharStay`,
    description: t`Every booking, newest first, and a search by its reference.`,
  });
}

/** `/admin/bookings?q=GS-7K3Q9D`: the newest bookings, or those whose reference begins as typed. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const search = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 40);
  const found = await adminBookings(search);
  if (!found.ok) return data({ search, bookings: [], error: found.message }, { status: 400 });
  return { search, bookings: found.bookings, error: undefined };
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { search, bookings, error } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Bookings</Trans>
      </h1>
      <BookingSearch search={search} error={error} />
      <AdminBookingTable bookings={bookings} />
    </div>
  );
}
