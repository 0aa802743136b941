import { Trans, useLingui } from "@lingui/react/macro";
import { formButtonClass } from "~/components/ui/button-class";
import { FormMessage, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/links";
import type { UpiField } from "./upi";

type UpiValues = Partial<Record<UpiField, string | number>>;

/**
 * Where travellers pay an advance: the owner's UPI ID, the name it shows and the share of the total asked. Without it
 * a booking is paid at the property. Plain forms: saving, and removing the details again.
 */
export function UpiForm({
  action,
  values,
  saved,
  errors,
  message,
}: {
  action: string;
  values: UpiValues | null;
  saved: boolean;
  errors?: Partial<Record<UpiField, string>>;
  message?: { tone: "error" | "success"; text: string };
}) {
  const { t } = useLingui();
  const value = (field: UpiField) => (values?.[field] === undefined ? "" : String(values[field]));
  return (
    <section aria-labelledby="upi-heading" className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="upi-heading" className="text-xl font-bold text-gray-900">
        <Trans>Advance by UPI</Trans>
      </h2>
      <p className="mt-1 text-gray-700">
        <Trans>
          Travellers with a confirmed booking see a UPI QR code and link for this share of the total, with the booking
          reference as the note; you mark it received on the booking. Without a UPI ID, everything is paid at the
          property.
        </Trans>
      </p>
      <Form method="post" action={`${action}?upi=save`} className="mt-4 grid gap-3 sm:grid-cols-3">
        <TextField
          id="upi-id"
          label={t`UPI ID`}
          name="upiId"
          autoComplete="off"
          maxLength={320}
          defaultValue={value("upiId")}
          error={errors?.upiId}
        />
        <TextField
          id="upi-payee"
          label={t`Payee name`}
          name="payeeName"
          maxLength={60}
          defaultValue={value("payeeName")}
          error={errors?.payeeName}
        />
        <TextField
          id="upi-percent"
          label={t`Advance (% of the total)`}
          name="advancePercent"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          defaultValue={value("advancePercent") || "25"}
          error={errors?.advancePercent}
        />
        {message ? (
          <div className="sm:col-span-3">
            <FormMessage tone={message.tone}>{message.text}</FormMessage>
          </div>
        ) : null}
        <div className="sm:col-span-3">
          <button type="submit" className={formButtonClass}>
            <Trans>Save UPI details</Trans>
          </button>
        </div>
      </Form>
      {saved ? (
        <Form method="post" action={`${action}?upi=remove`} className="mt-3">
          <button type="submit" className="font-semibold text-brand-700 underline">
            <Trans>Remove UPI details</Trans>
          </button>
        </Form>
      ) : null}
    </section>
  );
}
