import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { formButtonClass } from "~/components/ui/button-class";
import { TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { formatDate } from "~/lib/format";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import type { BedFacts } from "./bed-facts";
import type { StayErrors, StayValues } from "./booking-schema";
import { bookingStatusLabel, policyName, policyWords } from "./booking-text";
import type { BookingView, RoomOffer } from "./bookings.server";
import { formatPaise } from "./money";
import type { Quote } from "./quote";
import type { AdvancePayment } from "./upi.server";

const cardClass = "rounded-lg border border-gray-200 bg-white p-5 shadow-sm";
const secondaryButton =
  "min-h-11 rounded-md border border-gray-400 bg-white px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";

/**
 * Check-in, check-out and guests: a plain GET form to the listing's booking page, so it works without JavaScript and
 * the dates stay in an address that can be shared or reloaded.
 */
export function StayPicker({
  listingId,
  values,
  errors,
}: {
  listingId: string;
  values?: Partial<StayValues>;
  errors?: StayErrors;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="stay-picker-heading" className={cardClass}>
      {/* Focusable: the listing page's 'Check availability' link leads here, and the keyboard with it. */}
      <h2 id="stay-picker-heading" tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-gray-900">
        <Trans>Book a stay</Trans>
      </h2>
      <Form
        method="get"
        action={`/property/${listingId}/book`}
        className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-1"
      >
        <TextField
          id="stay-check-in"
          label={t`Check-in`}
          name="checkIn"
          type="date"
          required
          defaultValue={values?.checkIn}
          error={errors?.checkIn}
        />
        <TextField
          id="stay-check-out"
          label={t`Check-out`}
          name="checkOut"
          type="date"
          required
          defaultValue={values?.checkOut}
          error={errors?.checkOut}
        />
        <TextField
          id="stay-guests"
          label={t`Guests`}
          name="guests"
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          required
          defaultValue={values?.guests ?? "2"}
          error={errors?.guests}
        />
        <button type="submit" className={`${formButtonClass} sm:col-span-3 lg:col-span-1`}>
          <Trans>Check availability</Trans>
        </button>
      </Form>
    </section>
  );
}

/** nights × rate (weekday and weekend), extra guests, the GST line and the total, as a description list. */
export function PriceBreakdown({ quote }: { quote: Quote }) {
  const { t } = useLingui();
  const nights = quote.nights.length;
  const percents = quote.gstPercents.map((percent) => `${percent}%`).join(", ");
  const rows: Array<[string, number]> = quote.rateLines.map((line) => {
    const count = plural(line.nights, { one: "# night", other: "# nights" });
    const rate = formatPaise(line.rate * 100);
    return [line.weekend ? t`${count} × ${rate} (weekend)` : t`${count} × ${rate}`, line.nights * line.rate * 100];
  });
  if (quote.extraGuests > 0) {
    const guests = plural(quote.extraGuests, { one: "# extra guest", other: "# extra guests" });
    const charge = formatPaise(quote.extraGuestCharge * 100);
    rows.push([t`${guests} × ${nights} × ${charge}`, quote.extraGuestsPaise]);
  }
  rows.push([t`GST (${percents})`, quote.gstPaise]);
  return (
    <dl className="mt-3 space-y-1 text-gray-800" data-price-breakdown>
      {rows.map(([name, paise]) => (
        <div key={name} className="flex justify-between gap-4">
          <dt>{name}</dt>
          <dd className="tabular-nums">{formatPaise(paise)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-lg font-bold text-gray-900">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="tabular-nums" data-total>
          {formatPaise(quote.totalPaise)}
        </dd>
      </div>
    </dl>
  );
}

/** The policy's name and rule in plain words. */
export function PolicyWords({ policy }: { policy: RoomOffer["cancellationPolicy"] }) {
  const name = policyName(policy);
  return (
    <p className="text-gray-800">
      <span className="font-semibold">
        <Trans>Cancellation policy: {name}.</Trans>
      </span>{" "}
      {policyWords(policy)}
    </p>
  );
}

/** One room type for the chosen dates: what it is, its price for the stay, and a link to choose it. */
export function RoomOfferCard({
  offer,
  chosen,
  chooseHref,
}: {
  offer: RoomOffer;
  chosen: boolean;
  chooseHref: string;
}) {
  const { t } = useLingui();
  const rate = formatPaise(offer.nightlyRate * 100);
  return (
    <li className={`${cardClass} ${chosen ? "ring-2 ring-brand-700" : ""}`}>
      <h3 className="text-lg font-semibold text-gray-900">{offer.name}</h3>
      <p className="text-gray-700">
        {offer.beds} · <Trans>Up to {offer.maxGuests} guests</Trans> · <Trans>{rate} a night</Trans>
      </p>
      {offer.unavailable ? (
        <p className="mt-2 font-medium text-red-800">{offer.unavailable}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-gray-700">
            {offer.freeRooms === 1
              ? t`Last room left for these dates`
              : plural(offer.freeRooms, { one: "# room left", other: "# rooms left" })}
          </p>
          <PriceBreakdown quote={offer.quote} />
          {chosen ? (
            <p className="mt-3 font-semibold text-brand-800">
              <Trans>Chosen</Trans>
            </p>
          ) : (
            <Link
              to={chooseHref}
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              <Trans>Choose {offer.name}</Trans>
            </Link>
          )}
        </>
      )}
    </li>
  );
}

export type GuestValues = { name: string; mobileNumber: string; email: string };

/** Who is coming: the same three fields, prefilled when signed in, on a room's booking form and a bed's (ADR 054). */
export function GuestFields({
  values,
  errors,
}: {
  values: GuestValues;
  errors?: Partial<Record<keyof GuestValues, string>>;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        id="guest-name"
        label={t`Name`}
        name="name"
        autoComplete="name"
        maxLength={100}
        required
        defaultValue={values.name}
        error={errors?.name}
      />
      <TextField
        id="guest-mobile"
        label={t`Mobile number`}
        name="mobileNumber"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        // The server's rule, checked by the browser first: a phone shows what is wrong at the field, not a page away.
        pattern="[0-9]{10}"
        minLength={10}
        maxLength={10}
        required
        hint={t`10 digits, for example 9876543210`}
        defaultValue={values.mobileNumber}
        error={errors?.mobileNumber}
      />
      <TextField
        id="guest-email"
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        required
        defaultValue={values.email}
        error={errors?.email}
      />
    </>
  );
}

/**
 * Who is coming, then 'Reserve' or 'Request to book'. On a phone the total and the button sit in a bar at the bottom
 * of the screen (the form's own button is hidden there), so one of them is on screen at a time.
 */
export function GuestDetailsForm({
  action,
  offer,
  stay,
  values,
  errors,
  submissionKey,
}: {
  /** The booking page's own address with its query, so the page shown after a refusal has the same dates. */
  action: string;
  offer: RoomOffer;
  stay: StayValues;
  values: GuestValues;
  errors?: Partial<Record<keyof GuestValues, string>>;
  submissionKey: string;
}) {
  const { t } = useLingui();
  const button = offer.bookingMode === "instant" ? t`Reserve` : t`Request to book`;
  const total = formatPaise(offer.quote.totalPaise);
  return (
    <section aria-labelledby="guest-details-heading" className={`${cardClass} mb-24 sm:mb-0`}>
      <h2 id="guest-details-heading" className="scroll-mt-24 text-xl font-bold text-gray-900">
        <Trans>Your details</Trans>
      </h2>
      <Form id="booking-form" method="post" action={action} className="mt-4 space-y-3">
        <input type="hidden" name="checkIn" value={stay.checkIn} />
        <input type="hidden" name="checkOut" value={stay.checkOut} />
        <input type="hidden" name="guests" value={stay.guests} />
        <input type="hidden" name="roomTypeId" value={offer.id} />
        <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} />
        <GuestFields values={values} errors={errors} />
        <PolicyWords policy={offer.cancellationPolicy} />
        <p className="text-gray-800">
          <Trans>
            {offer.name}, check-in from {offer.checkInTime}, check-out by {offer.checkOutTime}. Pay at the property.
          </Trans>
        </p>
        {offer.bookingMode === "request" ? (
          <p className="text-gray-800">
            <Trans>The owner answers within 24 hours; the room is held for you until then.</Trans>
          </p>
        ) : null}
        {offer.houseRules ? (
          <p className="text-gray-800">
            <Trans>House rules: {offer.houseRules}</Trans>
          </p>
        ) : null}
        <p className="hidden text-lg font-bold text-gray-900 sm:block">
          <Trans>Total: {total}</Trans>
        </p>
        <button type="submit" className={`${formButtonClass} hidden sm:inline-block`}>
          {button}
        </button>
      </Form>
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-gray-200 bg-white px-4 py-3 shadow-lg sm:hidden">
        <p className="font-bold text-gray-900">
          <Trans>Total: {total}</Trans>
        </p>
        <button type="submit" form="booking-form" className={formButtonClass}>
          {button}
        </button>
      </div>
    </section>
  );
}

function Detail({ name, children }: { name: React.ReactNode; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-medium">{name}</dt>
      <dd>{children}</dd>
    </>
  );
}

function AdvanceReceivedOn({ at }: { at: string }) {
  const day = formatDate(at);
  return <Trans>received on {day}</Trans>;
}

/** A booking's facts: reference, stay, room, guests, state. */
export function BookingFacts({ booking, showGuest }: { booking: BookingView; showGuest: boolean }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-gray-800">
      <Detail name={<Trans>Reference</Trans>}>
        <span className="font-mono font-semibold">{booking.reference}</span>
      </Detail>
      {booking.bed ? (
        <BedDetails booking={booking} bed={booking.bed} />
      ) : (
        <>
          <Detail name={<Trans>Room</Trans>}>{booking.roomTypeName}</Detail>
          <Detail name={<Trans>Check-in</Trans>}>
            {formatDate(booking.checkIn)}, {booking.checkInTime}
          </Detail>
          <Detail name={<Trans>Check-out</Trans>}>
            {formatDate(booking.checkOut)}, {booking.checkOutTime}
          </Detail>
          <Detail name={<Trans>Guests</Trans>}>{booking.guests}</Detail>
        </>
      )}
      {showGuest ? (
        <Detail name={<Trans>Guest</Trans>}>
          {booking.guestName}, {booking.guestMobile}, {booking.guestEmail}
        </Detail>
      ) : null}
      <Detail name={booking.bed ? <Trans>Token</Trans> : <Trans>Total</Trans>}>
        {formatPaise(booking.totalPaise)}
      </Detail>
      {booking.advancePaise !== null ? (
        <Detail name={<Trans>Advance by UPI</Trans>}>
          {formatPaise(booking.advancePaise)} ·{" "}
          {booking.advanceReceivedAt ? (
            <AdvanceReceivedOn at={booking.advanceReceivedAt} />
          ) : (
            <Trans>not received yet</Trans>
          )}
        </Detail>
      ) : null}
      {booking.paidOnlinePaise !== null ? (
        <Detail name={<Trans>Paid online</Trans>}>{formatPaise(booking.paidOnlinePaise)}</Detail>
      ) : null}
      <Detail name={<Trans>State</Trans>}>{bookingStatusLabel(booking.status)}</Detail>
      {booking.refundPaise !== null ? (
        <Detail name={<Trans>Refund</Trans>}>{formatPaise(booking.refundPaise)}</Detail>
      ) : null}
    </dl>
  );
}

/** A bed's facts in place of a room's: the sharing type, the move-in and any move-out, the rent and deposit (ADR 054). */
function BedDetails({ booking, bed }: { booking: BookingView; bed: BedFacts }) {
  return (
    <>
      <Detail name={<Trans>Bed</Trans>}>{bed.name}</Detail>
      <Detail name={<Trans>Move-in</Trans>}>
        {formatDate(booking.checkIn)}
        {bed.movedInAt ? (
          <>
            {" "}
            · <MovedInOn at={bed.movedInAt} />
          </>
        ) : bed.notMovedIn ? (
          <>
            {" "}
            · <Trans>did not move in</Trans>
          </>
        ) : null}
      </Detail>
      {bed.movedOutOn ? <Detail name={<Trans>Move-out</Trans>}>{formatDate(bed.movedOutOn)}</Detail> : null}
      <Detail name={<Trans>Monthly rent</Trans>}>{formatPaise(bed.monthlyRent * 100)}</Detail>
      <Detail name={<Trans>Deposit</Trans>}>{formatPaise(bed.deposit * 100)}</Detail>
    </>
  );
}

function MovedInOn({ at }: { at: string }) {
  const day = formatDate(at);
  return <Trans>moved in, confirmed on {day}</Trans>;
}

/** One decision on a booking as its own small form: it works without JavaScript. */
export function DecisionForm({
  reference,
  decision,
  label,
  bookingKey,
  primary = false,
  children,
}: {
  reference: string;
  decision: "cancel" | "accept" | "decline" | "advance-received" | "move-in" | "not-moved-in";
  label: string;
  bookingKey?: string;
  primary?: boolean;
  /** Fields sent with the decision, above its button. */
  children?: React.ReactNode;
}) {
  return (
    <Form
      method="post"
      action={`/booking/${reference}/${decision}`}
      className={children ? "w-full space-y-3" : undefined}
    >
      {bookingKey ? <input type="hidden" name="key" value={bookingKey} /> : null}
      {children}
      <button type="submit" className={primary ? formButtonClass : secondaryButton}>
        {label}
      </button>
    </Form>
  );
}

/**
 * 'Cancel booking' and 'Decline': a button that opens the step saying what it means before it happens (a GET of
 * `/booking/:ref/cancel` or `/decline`), so one tap alone never cancels a stay or turns a guest away. It works without
 * JavaScript; a guest's link key goes along.
 */
function AskFirstButton({
  reference,
  decision,
  label,
  bookingKey,
}: {
  reference: string;
  decision: "cancel" | "decline";
  label: string;
  bookingKey?: string;
}) {
  return (
    <Form method="get" action={`/booking/${reference}/${decision}`}>
      {bookingKey ? <input type="hidden" name="key" value={bookingKey} /> : null}
      <button type="submit" className={secondaryButton}>
        {label}
      </button>
    </Form>
  );
}

/** What cancelling now gives back to whoever cancels: the traveller by the policy, the guest in full when the owner does. */
export function RefundIfCancelled({ booking, side }: { booking: BookingView; side: "traveller" | "owner" }) {
  const total = formatPaise(booking.totalPaise);
  if (side === "owner") {
    return (
      <p className="text-gray-800">
        <Trans>The guest is refunded in full: {total}.</Trans>
      </p>
    );
  }
  // Nothing is owed on a request the owner has not confirmed: "you get back all of it" would read as if it were paid.
  if (booking.status === "requested") {
    return (
      <p className="text-gray-800">
        <Trans>The owner has not confirmed this yet: cancelling now costs you nothing.</Trans>
      </p>
    );
  }
  const refund = formatPaise(booking.refundIfCancelledNow ?? 0);
  return (
    <p className="text-gray-800">
      <Trans>
        If you cancel now you get back {refund} of {total}.
      </Trans>
    </p>
  );
}

/** 'Cancel booking' with what it refunds written beside it, so the traveller knows before confirming. */
export function CancelBooking({ booking, bookingKey }: { booking: BookingView; bookingKey?: string }) {
  const { t } = useLingui();
  if (booking.refundIfCancelledNow === null) return null;
  return (
    <div className="mt-4 space-y-2">
      <RefundIfCancelled booking={booking} side="traveller" />
      <AskFirstButton
        reference={booking.reference}
        decision="cancel"
        label={t`Cancel booking`}
        bookingKey={bookingKey}
      />
    </div>
  );
}

/** A booking in a list: the listing, the facts and what its reader may do now. */
export function BookingCard({ booking, side }: { booking: BookingView; side: "traveller" | "owner" }) {
  return (
    <li className={cardClass}>
      <h3 className="text-lg font-semibold text-gray-900">
        <Link to={`/booking/${booking.reference}`} className="hover:underline">
          {booking.listingName}
        </Link>
      </h3>
      <p className="text-gray-700">{booking.place}</p>
      <BookingFacts booking={booking} showGuest={side === "owner"} />
      {side === "traveller" ? <CancelBooking booking={booking} /> : <OwnerDecisions booking={booking} />}
    </li>
  );
}

/**
 * The owner's answers: accept or decline a request, cancel a confirmed stay that has not begun, settle a bed's move-in,
 * and mark the advance received whenever it comes, before the stay or at the door.
 */
export function OwnerDecisions({ booking }: { booking: BookingView }) {
  const { t } = useLingui();
  const advanceDue =
    booking.status === "confirmed" &&
    booking.advancePaise !== null &&
    !booking.advanceReceivedAt &&
    booking.paidOnlinePaise === null &&
    !booking.bed?.notMovedIn;
  const markAdvance = (primary: boolean) =>
    advanceDue ? (
      <DecisionForm
        reference={booking.reference}
        decision="advance-received"
        label={t`Mark advance received`}
        primary={primary}
      />
    ) : null;
  if (booking.bed?.moveInDue) {
    return (
      <div className="mt-4 flex flex-wrap gap-3">
        <DecisionForm reference={booking.reference} decision="move-in" label={t`Confirm move-in`} primary />
        <DecisionForm reference={booking.reference} decision="not-moved-in" label={t`Did not move in`} />
        {markAdvance(false)}
      </div>
    );
  }
  if (booking.refundIfCancelledNow === null) {
    return advanceDue ? <div className="mt-4 flex flex-wrap gap-3">{markAdvance(true)}</div> : null;
  }
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {booking.status === "requested" ? (
        <>
          <DecisionForm reference={booking.reference} decision="accept" label={t`Accept`} primary />
          <AskFirstButton reference={booking.reference} decision="decline" label={t`Decline`} />
        </>
      ) : (
        <>
          {markAdvance(true)}
          <AskFirstButton reference={booking.reference} decision="cancel" label={t`Cancel booking`} />
        </>
      )}
    </div>
  );
}

/**
 * The advance by UPI, for the traveller of a confirmed booking: a QR code drawn on our server for a phone's UPI app
 * and the same `upi://pay` link to tap on the phone itself. The owner marks it received; until then it is only asked.
 */
export function PayAdvance({ payment, amountPaise }: { payment: AdvancePayment; amountPaise: number }) {
  const { t } = useLingui();
  const amount = formatPaise(amountPaise);
  const { payeeName: payee, upiId } = payment;
  return (
    <section aria-labelledby="pay-advance-heading" className="mt-6 rounded-lg border border-brand-700 bg-brand-50 p-5">
      <h2 id="pay-advance-heading" className="text-xl font-bold text-gray-900">
        <Trans>Pay the advance by UPI</Trans>
      </h2>
      <p className="mt-2 text-gray-800">
        <Trans>
          Pay {amount} to {payee} ({upiId}) with any UPI app; the rest is paid at the property. The owner confirms here
          when it has arrived.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <img
          src={`data:image/svg+xml;base64,${btoa(payment.qrSvg)}`}
          width={176}
          height={176}
          alt={t`UPI QR code to pay ${amount} to ${payee}`}
          className="rounded border border-gray-300 bg-white"
        />
        <a href={payment.link} className={formButtonClass}>
          <Trans>Pay {amount} by UPI</Trans>
        </a>
      </div>
    </section>
  );
}

/** A titled list of bookings, or a line saying there are none. */
export function BookingList({
  id,
  title,
  empty,
  bookings,
  side,
}: {
  id: string;
  title: string;
  empty: string;
  bookings: BookingView[];
  side: "traveller" | "owner";
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl font-bold text-gray-900">
        {title}
      </h2>
      {bookings.length === 0 ? (
        <p className="mt-3 text-gray-700">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {bookings.map((booking) => (
            <BookingCard key={booking.id} booking={booking} side={side} />
          ))}
        </ul>
      )}
    </section>
  );
}
