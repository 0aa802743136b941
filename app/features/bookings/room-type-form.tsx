import { Trans, useLingui } from "@lingui/react/macro";
import { formButtonClass } from "~/components/ui/button-class";
import { FormMessage, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/links";
import { type FormAnswer, useForm } from "~/components/ui/use-form";
import { BOOKING_MODES, CANCELLATION_POLICIES } from "~/content/booking-options";
import { type RoomTypeField, roomTypeSchema } from "./booking-schema";
import { policyName, policyWords } from "./booking-text";

export type RoomTypeValues = Partial<Record<RoomTypeField, string | number | null>>;

/** The fields as the form shows them, which is the order its problems are listed and visited in. */
const FIELD_ORDER = [
  "name",
  "beds",
  "roomCount",
  "maxGuests",
  "nightlyRate",
  "weekendRate",
  "includedGuests",
  "extraGuestCharge",
  "checkInTime",
  "checkOutTime",
  "minNights",
  "maxNights",
  "bookingMode",
  "cancellationPolicy",
  "houseRules",
] as const satisfies readonly RoomTypeField[];

/**
 * One room type's set-up as a plain form: a new one when `roomTypeId` is absent. A refusal lists every problem at the
 * top, each linking to its field, and shows each message at its field; focus goes to that list, as in the wizard.
 */
export function RoomTypeForm({
  action,
  formId,
  values,
  refusal,
  notice,
}: {
  action: string;
  formId: string;
  values: RoomTypeValues;
  /** The server's answer when it refused this form: a new object for each submission. */
  refusal?: FormAnswer;
  /** A word for the owner when nothing is wrong (no room types yet). */
  notice?: string;
}) {
  const { t } = useLingui();
  const form = useForm({
    schema: roomTypeSchema,
    show: "each",
    focus: "summary",
    fields: FIELD_ORDER,
    result: refusal,
    refusal: (answer) => answer,
  });
  const errors = form.shown?.fieldErrors ?? {};
  const problems = FIELD_ORDER.filter((field) => errors[field]);
  const labels: Record<RoomTypeField, string> = {
    name: t`Room name`,
    beds: t`Beds`,
    roomCount: t`Rooms of this type`,
    maxGuests: t`Most guests`,
    nightlyRate: t`Nightly rate (₹)`,
    weekendRate: t`Weekend rate (₹)`,
    includedGuests: t`Guests in the rate`,
    extraGuestCharge: t`Extra guest, a night (₹)`,
    checkInTime: t`Check-in from`,
    checkOutTime: t`Check-out by`,
    minNights: t`Fewest nights`,
    maxNights: t`Most nights`,
    bookingMode: t`Booking`,
    cancellationPolicy: t`Cancellation policy`,
    houseRules: t`House rules`,
  };
  const idOf = (field: RoomTypeField) => `${formId}-${field}`;
  const value = (field: RoomTypeField) =>
    values[field] === null || values[field] === undefined ? "" : String(values[field]);
  const number = (field: RoomTypeField, hint?: string) => (
    <TextField
      id={idOf(field)}
      label={labels[field]}
      name={field}
      type="number"
      inputMode="numeric"
      min={0}
      defaultValue={value(field)}
      hint={hint}
      error={errors[field]}
    />
  );
  const text = (field: RoomTypeField, type = "text") => (
    <TextField
      id={idOf(field)}
      label={labels[field]}
      name={field}
      type={type}
      defaultValue={value(field)}
      error={errors[field]}
    />
  );
  const wholeFormMessage = problems.length === 0 ? form.shown?.message : undefined;
  return (
    <Form
      ref={form.formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={form.check}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
    >
      <div id={form.summaryId} tabIndex={-1} className="sm:col-span-2 empty:hidden">
        {problems.length > 0 ? (
          <div role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800">
            <p className="font-medium">
              <Trans>This room was not saved. Check these details:</Trans>
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
              {problems.map((field) => (
                <li key={field}>
                  <a href={`#${idOf(field)}`} className="underline">
                    {labels[field]}: {errors[field]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : wholeFormMessage ? (
          <FormMessage tone="error">{wholeFormMessage}</FormMessage>
        ) : null}
      </div>
      {text("name")}
      {text("beds")}
      {number("roomCount")}
      {number("maxGuests")}
      {number("nightlyRate")}
      {number("weekendRate", t`Friday and Saturday nights; empty: the nightly rate.`)}
      {number("includedGuests")}
      {number("extraGuestCharge")}
      {text("checkInTime", "time")}
      {text("checkOutTime", "time")}
      {number("minNights")}
      {number("maxNights")}
      <SelectField
        id={idOf("bookingMode")}
        label={labels.bookingMode}
        name="bookingMode"
        defaultValue={value("bookingMode") || "instant"}
        options={BOOKING_MODES.map((mode) => ({
          value: mode,
          label:
            mode === "instant" ? t`Instant: 'Reserve' confirms at once` : t`On request: you accept within 24 hours`,
        }))}
        error={errors.bookingMode}
      />
      <SelectField
        id={idOf("cancellationPolicy")}
        label={labels.cancellationPolicy}
        name="cancellationPolicy"
        defaultValue={value("cancellationPolicy") || "moderate"}
        options={CANCELLATION_POLICIES.map((policy) => ({
          value: policy,
          label: `${policyName(policy)}: ${policyWords(policy)}`,
        }))}
        error={errors.cancellationPolicy}
      />
      <TextAreaField
        id={idOf("houseRules")}
        label={labels.houseRules}
        name="houseRules"
        rows={2}
        maxLength={1000}
        defaultValue={value("houseRules")}
        error={errors.houseRules}
        className="sm:col-span-2"
      />
      {notice && !form.shown ? (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{notice}</FormMessage>
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
