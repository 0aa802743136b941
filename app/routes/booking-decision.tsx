import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { TextAreaField } from "~/components/ui/field";
import { Link } from "~/components/ui/links";
import { RefusedPost } from "~/components/ui/refused-post";
import { bookingChangeSchema, OWNER_NOTE_MAX } from "~/features/bookings/booking-schema";
import { BookingFacts, DecisionForm, PolicyWords, RefundIfCancelled } from "~/features/bookings/booking-views";
import {
  actOnBooking,
  BOOKING_OUTCOMES,
  bookingFor,
  bookingRefusalInit,
  isBookingAction,
} from "~/features/bookings/bookings.server";
import { readSubmission } from "~/lib/form-submission.server";
import { redirect } from "~/lib/redirect";
import { visitorsWithoutReact } from "~/lib/route-handle";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/booking-decision";

export const handle = visitorsWithoutReact;

/** The decisions whose address asks to confirm them; the others are only posted. */
const isAskedFirst = (decision: string): decision is "cancel" | "decline" =>
  decision === "cancel" || decision === "decline";

/**
 * `/booking/GS-7K3Q9D/cancel` and `/decline`: the step before cancelling or declining, which says what it means (the
 * refund; the guest told and the room freed) and asks to confirm; only its form's post acts. The booking is read as its
 * own page reads it: for its traveller, the owner, or whoever holds its link's key; only the owner is asked to decline.
 * Every other decision is only posted; its address shows nothing until refused.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { decision } = params;
  if (!isAskedFirst(decision)) return { confirm: null, message: null };
  const key = new URL(request.url).searchParams.get("key");
  const found = await bookingFor(params.reference, { user: await getCurrentUser(request), key });
  if (!found) return data({ confirm: null, message: BOOKING_OUTCOMES.notFound }, { status: 404 });
  const { booking, side } = found;
  // The same refusal the decline's post gives a traveller, who knows the booking but cannot answer it.
  if (decision === "decline" && side !== "owner") {
    return data({ confirm: null, message: BOOKING_OUTCOMES.onlyOwner }, { status: 403 });
  }
  if (booking.refundIfCancelledNow === null) {
    const message = booking.status === "confirmed" ? BOOKING_OUTCOMES.tooLate : BOOKING_OUTCOMES.changed;
    return { confirm: null, message };
  }
  if (decision === "decline" && booking.status !== "requested") {
    return { confirm: null, message: BOOKING_OUTCOMES.changed };
  }
  return { confirm: { decision, booking, side, key: side === "traveller" ? key : null }, message: null };
}

/** Cancel, accept, decline or mark the advance received, posted from a booking's page or a list; the booking's page follows. */
export async function action({ request, params }: Route.ActionArgs) {
  if (!isBookingAction(params.decision)) return data({ message: BOOKING_OUTCOMES.notFound }, { status: 404 });
  const submission = await readSubmission(request, bookingChangeSchema);
  // The note's field has its limit in the page; only a post made elsewhere passes it, and is told why it failed.
  if (!submission.ok && submission.fieldErrors.note) {
    return data({ message: submission.fieldErrors.note }, { status: 400 });
  }
  const key = submission.ok ? (submission.value.key ?? null) : null;
  const outcome = await actOnBooking(
    params.reference,
    params.decision,
    { user: await getCurrentUser(request), key },
    submission.ok ? submission.value.note : undefined,
  );
  if (!outcome.ok) return data({ message: outcome.message }, bookingRefusalInit(outcome));
  return redirect(`/booking/${params.reference}${key ? `?key=${encodeURIComponent(key)}` : ""}`, 303);
}

export function meta({ data }: Route.MetaArgs) {
  return [
    {
      title:
        data?.confirm?.decision === "decline"
          ? t`Decline this booking request? | GharStay`
          : data?.confirm
            ? t`Cancel this booking? | GharStay`
            : t`Bookings | GharStay`,
    },
    { name: "robots", content: "noindex" },
  ];
}

/** The confirmation before cancelling or declining; otherwise shown only when a decision was refused. */
export default function BookingDecision({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useLingui();
  const confirm = actionData ? null : loaderData?.confirm;
  if (!confirm) {
    return (
      <RefusedPost
        heading={<Trans>Bookings</Trans>}
        message={actionData?.message ?? loaderData?.message ?? undefined}
        back={{ to: `/booking/${params.reference}`, label: <Trans>Back to the booking</Trans> }}
      />
    );
  }
  const { decision, booking, side, key } = confirm;
  const bookingPath = `/booking/${booking.reference}${key ? `?key=${encodeURIComponent(key)}` : ""}`;
  const declining = decision === "decline";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">
        {declining ? <Trans>Decline this booking request?</Trans> : <Trans>Cancel this booking?</Trans>}
      </h1>
      <section
        aria-labelledby="decision-stay-heading"
        className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
      >
        <h2 id="decision-stay-heading" className="text-xl font-bold text-gray-900">
          {booking.listingName}
        </h2>
        <p className="text-gray-700">{booking.place}</p>
        <BookingFacts booking={booking} showGuest={side === "owner"} />
        <div className="mt-4 space-y-2">
          {side === "traveller" ? <PolicyWords policy={booking.cancellationPolicy} /> : null}
          <div className="text-lg font-semibold">
            {declining ? (
              <p className="text-gray-800">
                {booking.bed ? (
                  <Trans>The guest is told at once, and the bed is freed for others.</Trans>
                ) : (
                  <Trans>The guest is told at once, and the room is freed for other guests.</Trans>
                )}
              </p>
            ) : (
              <RefundIfCancelled booking={booking} side={side} />
            )}
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <DecisionForm
            reference={booking.reference}
            decision={decision}
            label={declining ? t`Yes, decline request` : t`Yes, cancel booking`}
            bookingKey={key ?? undefined}
            primary
          >
            {side === "owner" ? (
              <TextAreaField
                name="note"
                label={t`Message to the guest (optional)`}
                hint={t`Say why, or suggest other dates. The guest reads it with the news.`}
                maxLength={OWNER_NOTE_MAX}
                rows={3}
              />
            ) : null}
          </DecisionForm>
          <Link to={bookingPath} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {declining ? <Trans>Keep request</Trans> : <Trans>Keep booking</Trans>}
          </Link>
        </div>
      </section>
    </div>
  );
}
