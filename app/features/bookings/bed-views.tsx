import { Trans, useLingui } from "@lingui/react/macro";
import { formButtonClass } from "~/components/ui/button-class";
import { FormMessage, SelectField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/links";
import type { Sharing } from "~/content/listing-options";
import { formatDate } from "~/lib/format";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import type { BedOffer } from "./beds.server";
import { BookingFacts, GuestFields, type GuestValues } from "./booking-views";
import type { BookingView } from "./bookings.server";
import { formatPaise } from "./money";

const cardClass = "rounded-lg border border-gray-200 bg-white p-5 shadow-sm";

/** One sharing type's facts: beds free, rent, deposit, token and the first move-in. */
function BedOfferFacts({ offer }: { offer: BedOffer }) {
  const rent = formatPaise(offer.monthlyRent * 100);
  const deposit = formatPaise(offer.deposit * 100);
  const token = formatPaise(offer.tokenAmount * 100);
  const free = offer.freeBeds;
  const from = formatDate(offer.moveInFrom);
  const freed = offer.freeFrom ? formatDate(offer.freeFrom) : null;
  return (
    <>
      <p className="font-semibold text-gray-900">{offer.name}</p>
      <p className={free > 0 ? "text-green-800" : "text-red-800"}>
        {free > 0 ? <Trans>Beds free: {free}</Trans> : <Trans>No beds free</Trans>}
      </p>
      {free === 0 && freed ? (
        <p className="text-gray-800">
          <Trans>A bed is free from {freed}</Trans>
        </p>
      ) : null}
      <p className="text-gray-800">
        <Trans>
          Rent {rent} a month · Deposit {deposit} · Token {token}
        </Trans>
      </p>
      <p className="text-gray-700">
        <Trans>Move in from {from}</Trans>
      </p>
    </>
  );
}

/**
 * The listing page's beds by sharing type, then a plain GET form (a sharing type and a move-in date) to the
 * reservation page, so it works without JavaScript and the page itself can be kept by the page cache.
 */
export function BedOffersSection({ listingId, offers }: { listingId: string; offers: BedOffer[] }) {
  const { t } = useLingui();
  // A sharing type whose beds are all taken today is still offered from the day a resident moves out.
  const open = offers.filter((offer) => offer.freeFrom !== null);
  return (
    <section aria-labelledby="beds-heading" className={cardClass}>
      <h2 id="beds-heading" className="text-xl font-bold text-gray-900">
        <Trans>Beds by the month</Trans>
      </h2>
      <ul className="mt-3 space-y-3">
        {offers.map((offer) => (
          <li key={offer.id} className="border-b border-gray-200 pb-3 last:border-0">
            <BedOfferFacts offer={offer} />
          </li>
        ))}
      </ul>
      {open.length > 0 ? (
        <Form method="get" action={`/property/${listingId}/reserve-bed`} className="mt-4 space-y-3">
          <SelectField
            id="bed-sharing"
            label={t`Sharing`}
            name="sharing"
            required
            options={open.map((offer) => ({ value: offer.sharing, label: offer.name }))}
          />
          <TextField
            id="bed-move-in"
            label={t`Move-in date`}
            name="moveIn"
            type="date"
            required
            min={open[0].moveInFrom}
            defaultValue={open[0].freeFrom ?? open[0].moveInFrom}
          />
          <button type="submit" className={formButtonClass}>
            <Trans>Reserve a bed</Trans>
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-gray-800">
          <Trans>No bed is free just now.</Trans>
        </p>
      )}
    </section>
  );
}

export type BedReservationValues = GuestValues & { sharing: string; moveIn: string };

/** The reservation itself: sharing type, move-in date and who is coming, with the token it asks and what follows. */
export function BedReservationForm({
  action,
  offers,
  values,
  errors,
  message,
  submissionKey,
}: {
  action: string;
  offers: BedOffer[];
  values: BedReservationValues;
  errors?: Partial<Record<keyof BedReservationValues, string>>;
  message?: string;
  submissionKey: string;
}) {
  const { t } = useLingui();
  const chosen = offers.find((offer) => offer.sharing === values.sharing) ?? offers[0];
  const token = chosen ? formatPaise(chosen.tokenAmount * 100) : "";
  return (
    <section aria-labelledby="reserve-bed-heading" className={cardClass}>
      <h2 id="reserve-bed-heading" className="text-xl font-bold text-gray-900">
        <Trans>Your details</Trans>
      </h2>
      <Form method="post" action={action} className="mt-4 space-y-3">
        <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} />
        <SelectField
          id="reserve-sharing"
          label={t`Sharing`}
          name="sharing"
          required
          defaultValue={chosen?.sharing}
          options={offers.map((offer) => ({ value: offer.sharing, label: offer.name }))}
          error={errors?.sharing}
        />
        <TextField
          id="reserve-move-in"
          label={t`Move-in date`}
          name="moveIn"
          type="date"
          required
          min={chosen?.moveInFrom}
          defaultValue={values.moveIn}
          error={errors?.moveIn}
        />
        <GuestFields values={values} errors={errors} />
        <p className="text-gray-800">
          <Trans>
            The owner answers within 24 hours; the bed is held for you until then. Once accepted, you pay the token of{" "}
            {token} to reserve it; it comes back in full if you cancel up to 24 hours before the move-in.
          </Trans>
        </p>
        {message ? <FormMessage tone="error">{message}</FormMessage> : null}
        <button type="submit" className={formButtonClass}>
          <Trans>Reserve a bed</Trans>
        </button>
      </Form>
    </section>
  );
}

export type BedTypeValues = Partial<
  Record<"bedCount" | "monthlyRent" | "deposit" | "tokenAmount" | "moveInFrom", string | number>
>;

/** The owner's form for one sharing type: beds, rent, deposit, token and the first move-in date. */
export function BedTypeForm({
  action,
  sharing,
  name,
  values,
  errors,
  message,
}: {
  action: string;
  sharing: Sharing;
  name: string;
  values: BedTypeValues;
  errors?: Partial<Record<string, string>>;
  message?: { tone: "success" | "error"; text: string };
}) {
  const { t } = useLingui();
  const id = (field: string) => `bed-${sharing}-${field}`;
  const number = (field: keyof BedTypeValues, label: string, min: number) => (
    <TextField
      id={id(field)}
      label={label}
      name={field}
      type="number"
      inputMode="numeric"
      min={min}
      required
      defaultValue={values[field]?.toString()}
      error={errors?.[field]}
    />
  );
  return (
    <section aria-labelledby={id("heading")} className={`${cardClass} mt-6`}>
      <h2 id={id("heading")} className="text-xl font-bold text-gray-900">
        {name}
      </h2>
      <Form method="post" action={action} className="mt-4 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="sharing" value={sharing} />
        {number("bedCount", t`Number of beds`, 0)}
        {number("monthlyRent", t`Monthly rent (₹)`, 1)}
        {number("deposit", t`Deposit (₹)`, 0)}
        {number("tokenAmount", t`Token to reserve a bed (₹)`, 1)}
        <TextField
          id={id("moveInFrom")}
          label={t`Earliest move-in date`}
          name="moveInFrom"
          type="date"
          required
          defaultValue={values.moveInFrom?.toString()}
          error={errors?.moveInFrom}
        />
        {message ? (
          <div className="sm:col-span-2">
            <FormMessage tone={message.tone}>{message.text}</FormMessage>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" className={formButtonClass}>
            <Trans>Save beds</Trans>
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * What the beds page says back about a move-out posted: its message, and for a date refused, the message by the field
 * and the date as typed.
 */
export type MoveOutAnswer = {
  reference: string;
  tone: "success" | "error";
  message: string;
  error?: string;
  typed?: string;
};

/**
 * The residents living in the owner's beds, each with 'Record move-out' (a date), and once one is recorded, until its
 * day has passed, 'Change move-out' and 'Withdraw move-out': plain forms to the beds page, so they work without
 * JavaScript. The bed is free for new reservations from the move-out day on.
 */
export function ResidentsSection({
  listingId,
  residents,
  answer,
}: {
  listingId: string;
  residents: BookingView[];
  answer?: MoveOutAnswer;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="residents-heading" className="mt-8">
      <h2 id="residents-heading" className="text-2xl font-bold text-gray-900">
        <Trans>Residents</Trans>
      </h2>
      {/* Above the list: a resident whose move-out day has passed is no longer in it. */}
      {answer && !answer.error ? (
        <div className="mt-3">
          <FormMessage tone={answer.tone}>{answer.message}</FormMessage>
        </div>
      ) : null}
      {residents.length === 0 ? (
        <p className="mt-3 text-gray-700">
          <Trans>No resident has moved in yet. Confirm each move-in from 'Bookings'.</Trans>
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {residents.map((resident) => {
            const refused = answer?.reference === resident.reference && answer.error ? answer : undefined;
            const bed = resident.bed;
            return (
              <li key={resident.id} className={cardClass}>
                <h3 className="text-lg font-semibold text-gray-900">{resident.guestName}</h3>
                <BookingFacts booking={resident} showGuest />
                {bed?.moveOutOpen || bed?.moveOutChangeable ? (
                  <Form
                    method="post"
                    action={`/bookings/beds/${listingId}?moveOut=${resident.reference}`}
                    className="mt-4 space-y-3"
                  >
                    <TextField
                      id={`move-out-${resident.reference}`}
                      label={t`Move-out date`}
                      name="moveOut"
                      type="date"
                      required
                      min={resident.checkIn}
                      defaultValue={refused?.typed ?? bed.movedOutOn ?? undefined}
                      error={refused?.error}
                    />
                    <button type="submit" className={formButtonClass}>
                      {bed.moveOutChangeable ? <Trans>Change move-out</Trans> : <Trans>Record move-out</Trans>}
                    </button>
                  </Form>
                ) : null}
                {bed?.moveOutChangeable ? (
                  <Form
                    method="post"
                    action={`/bookings/beds/${listingId}?withdrawMoveOut=${resident.reference}`}
                    className="mt-3"
                  >
                    <button type="submit" className={formButtonClass}>
                      <Trans>Withdraw move-out</Trans>
                    </button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
