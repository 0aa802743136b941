import { Trans, useLingui } from "@lingui/react/macro";
import { DayFiguresTable } from "~/components/ui/day-figures-table";
import { TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { formatDate } from "~/lib/format";
import type { AdminBooking, BookingsDay } from "./admin-bookings.server";
import { bookingStatusLabel } from "./booking-text";
import { formatPaise } from "./money";

const cell = "py-1 pr-2 text-right tabular-nums";

/** Bookings made and cancelled per day, beside the leads on the Admin's dashboard: the numbers, for everyone. */
export function BookingsFigures({ days }: { days: BookingsDay[] }) {
  return (
    <DayFiguresTable
      caption={<Trans>Bookings per day, India time</Trans>}
      columns={[
        { key: "made", label: <Trans>Bookings</Trans> },
        { key: "cancelled", label: <Trans>Cancellations</Trans> },
      ]}
      days={days}
    />
  );
}

/** The search by reference, a GET so a found booking has its own address. */
export function BookingSearch({ search, error }: { search: string; error?: string }) {
  const { t } = useLingui();
  return (
    <Form method="get" role="search" aria-label={t`Find a booking`} className="flex flex-wrap items-end gap-3">
      <TextField label={t`Booking reference`} name="q" type="search" defaultValue={search} error={error} />
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        <Trans>Search</Trans>
      </button>
    </Form>
  );
}

/** The bookings found, newest first; each reference opens the listing the stay is at. */
export function AdminBookingTable({ bookings }: { bookings: AdminBooking[] }) {
  if (bookings.length === 0) {
    return (
      <p className="text-gray-700">
        <Trans>No bookings found.</Trans>
      </p>
    );
  }
  return (
    // On a phone the table scrolls in its own box: the page itself never scrolls sideways.
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-1 pr-2 font-medium text-gray-700">
              <Trans>Reference</Trans>
            </th>
            <th scope="col" className="py-1 pr-2 font-medium text-gray-700">
              <Trans>Listing</Trans>
            </th>
            <th scope="col" className="py-1 pr-2 font-medium text-gray-700">
              <Trans>Guest</Trans>
            </th>
            <th scope="col" className="py-1 pr-2 font-medium text-gray-700">
              <Trans>Stay</Trans>
            </th>
            <th scope="col" className="py-1 pr-2 font-medium text-gray-700">
              <Trans>State</Trans>
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium text-gray-700">
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.reference} className="border-b border-gray-100">
              <th scope="row" className="py-1 pr-2 font-mono font-semibold">
                {booking.reference}
              </th>
              <td className="py-1 pr-2">
                <Link to={`/property/${booking.listingId}`} className="text-brand-800 underline">
                  {booking.listingName}
                </Link>
              </td>
              <td className="py-1 pr-2">{booking.guestName}</td>
              <td className="py-1 pr-2 whitespace-nowrap">
                {formatDate(booking.checkIn)} – {formatDate(booking.checkOut)}
              </td>
              <td className="py-1 pr-2">{bookingStatusLabel(booking.status)}</td>
              <td className={cell}>{formatPaise(booking.totalPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
