import { Trans, useLingui } from "@lingui/react/macro";
import { formButtonClass } from "~/components/ui/button-class";
import { FormMessage, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/links";
import { BOOKING_MODES, CANCELLATION_POLICIES } from "~/content/booking-options";
import type { RoomTypeField } from "./booking-schema";
import { policyName, policyWords } from "./booking-text";

export type RoomTypeValues = Partial<Record<RoomTypeField, string | number | null>>;

/** One room type's set-up as a plain form: a new one when `roomTypeId` is absent. */
export function RoomTypeForm({
  action,
  formId,
  values,
  errors,
  message,
}: {
  action: string;
  formId: string;
  values: RoomTypeValues;
  errors?: Partial<Record<RoomTypeField, string>>;
  message?: string;
}) {
  const { t } = useLingui();
  const value = (field: RoomTypeField) =>
    values[field] === null || values[field] === undefined ? "" : String(values[field]);
  const number = (field: RoomTypeField, label: string, hint?: string) => (
    <TextField
      id={`${formId}-${field}`}
      label={label}
      name={field}
      type="number"
      inputMode="numeric"
      min={0}
      defaultValue={value(field)}
      hint={hint}
      error={errors?.[field]}
    />
  );
  const text = (field: RoomTypeField, label: string, type = "text") => (
    <TextField
      id={`${formId}-${field}`}
      label={label}
      name={field}
      type={type}
      defaultValue={value(field)}
      error={errors?.[field]}
    />
  );
  return (
    <Form method="post" action={action} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {text("name", t`Room name`)}
      {text("beds", t`Beds`)}
      {number("roomCount", t`Rooms of this type`)}
      {number("maxGuests", t`Most guests`)}
      {number("nightlyRate", t`Nightly rate (₹)`)}
      {number("weekendRate", t`Weekend rate (₹)`, t`Friday and Saturday nights; empty: the nightly rate.`)}
      {number("includedGuests", t`Guests in the rate`)}
      {number("extraGuestCharge", t`Extra guest, a night (₹)`)}
      {text("checkInTime", t`Check-in from`, "time")}
      {text("checkOutTime", t`Check-out by`, "time")}
      {number("minNights", t`Fewest nights`)}
      {number("maxNights", t`Most nights`)}
      <SelectField
        id={`${formId}-bookingMode`}
        label={t`Booking`}
        name="bookingMode"
        defaultValue={value("bookingMode") || "instant"}
        options={BOOKING_MODES.map((mode) => ({
          value: mode,
          label:
            mode === "instant" ? t`Instant: 'Reserve' confirms at once` : t`On request: you accept within 24 hours`,
        }))}
        error={errors?.bookingMode}
      />
      <SelectField
        id={`${formId}-cancellationPolicy`}
        label={t`Cancellation policy`}
        name="cancellationPolicy"
        defaultValue={value("cancellationPolicy") || "moderate"}
        options={CANCELLATION_POLICIES.map((policy) => ({
          value: policy,
          label: `${policyName(policy)}: ${policyWords(policy)}`,
        }))}
        error={errors?.cancellationPolicy}
      />
      <TextAreaField
        id={`${formId}-houseRules`}
        label={t`House rules`}
        name="houseRules"
        rows={2}
        maxLength={1000}
        defaultValue={value("houseRules")}
        error={errors?.houseRules}
        className="sm:col-span-2"
      />
      {message ? (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{message}</FormMessage>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <button type="submit" className={formButtonClass}>
          <Trans>Save room</Trans>
        </button>
      </div>
    </Form>
  );
}
