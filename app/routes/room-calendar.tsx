import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { formButtonClass } from "~/components/ui/button-class";
import { FormMessage, TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { formatPaise } from "~/features/bookings/money";
import { changeRoomDays, roomCalendar } from "~/features/bookings/room-calendar.server";
import { isWeekendNight } from "~/features/bookings/stay-dates";
import { formatDate } from "~/lib/format";
import { redirect } from "~/lib/redirect";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/room-calendar";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const asked = new URL(request.url).searchParams;
  const calendar = await roomCalendar(params.roomTypeId, user, asked.get("from"));
  if (!calendar) throw new Response(t`Room type not found.`, { status: 404 });
  return { ...calendar, saved: asked.has("saved") };
}

/** Blocks or frees rooms and sets a rate for a run of days, posted as a plain form. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const outcome = await changeRoomDays(request, params.roomTypeId, user, false);
  // Back to the month the change begins in, saying it was saved.
  if (outcome.ok) return redirect(`/bookings/calendar/${params.roomTypeId}?from=${outcome.from}&saved=1`, 303);
  return data({ message: outcome.message, fieldErrors: outcome.fieldErrors ?? {} }, { status: outcome.status });
}

export function meta() {
  return [{ title: t`Calendar | GharStay` }, { name: "robots", content: "noindex" }];
}

/** A room type's next month: each day's rooms booked, blocked and free, and the form that changes days. */
export default function RoomCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { roomType, days, later, saved } = loaderData;
  // What each night sells at: the rate set for the day, else the weekend rate on a Friday or Saturday night.
  const sellsAt = (day: (typeof days)[number]) =>
    day.rate ?? (isWeekendNight(day.day) && roomType.weekendRate ? roomType.weekendRate : roomType.nightlyRate);
  const usual = formatPaise(roomType.nightlyRate * 100);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/bookings" className="font-semibold text-brand-700 hover:underline">
        ← <Trans>Bookings</Trans>
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">
        <Trans>
          Calendar: {roomType.listing}, {roomType.name}
        </Trans>
      </h1>
      <p className="text-gray-700">
        <Trans>
          {roomType.roomCount} rooms; usual rate {usual} a night.
        </Trans>
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="overflow-x-auto lg:col-span-2">
          <table className="w-full text-left text-gray-800">
            <caption className="sr-only">
              <Trans>Rooms booked, blocked, taken on other sites and free each day</Trans>
            </caption>
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="py-2 pr-3">
                  <Trans>Day</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Booked</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Blocked</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Other sites</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Free</Trans>
                </th>
                <th scope="col" className="py-2">
                  <Trans>Rate</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className={`border-b border-gray-100 ${day.free === 0 ? "bg-red-50" : ""}`}>
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {formatDate(day.day)}
                  </th>
                  <td className="py-1 pr-3">{day.booked}</td>
                  <td className="py-1 pr-3">{day.blocked}</td>
                  <td className="py-1 pr-3">{day.elsewhere}</td>
                  <td className="py-1 pr-3">{day.free === 0 ? t`Full` : day.free}</td>
                  <td className={`py-1 ${day.rate === null ? "" : "font-bold"}`}>{formatPaise(sellsAt(day) * 100)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-sm text-gray-700">
            <Trans>Rates in bold were set for that day; the others are the usual or weekend rate.</Trans>
          </p>
          {later ? (
            <Link
              to={`/bookings/calendar/${roomType.id}?from=${later}`}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              <Trans>Later days</Trans>
            </Link>
          ) : null}
        </div>
        <section
          aria-labelledby="change-days-heading"
          className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
        >
          <h2 id="change-days-heading" className="text-xl font-bold text-gray-900">
            <Trans>Block or free days</Trans>
          </h2>
          <Form method="post" action={`/bookings/calendar/${roomType.id}`} className="mt-4 space-y-3">
            <TextField
              id="days-from"
              label={t`From`}
              name="from"
              type="date"
              required
              error={actionData?.fieldErrors.from}
            />
            <TextField id="days-to" label={t`To`} name="to" type="date" required error={actionData?.fieldErrors.to} />
            <TextField
              id="days-blocked"
              label={t`Rooms to block`}
              name="blockedRooms"
              type="number"
              min={0}
              max={roomType.roomCount}
              defaultValue="0"
              hint={t`0 frees every room on those days.`}
              error={actionData?.fieldErrors.blockedRooms}
            />
            <TextField
              id="days-rate"
              label={t`Rate for those nights (₹)`}
              name="rate"
              type="number"
              min={0}
              hint={t`Empty: the usual rate.`}
              error={actionData?.fieldErrors.rate}
            />
            {actionData ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
            {saved && !actionData ? (
              <FormMessage tone="success">
                <Trans>Days saved.</Trans>
              </FormMessage>
            ) : null}
            <button type="submit" className={formButtonClass}>
              <Trans>Save days</Trans>
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}
