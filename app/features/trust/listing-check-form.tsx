import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigation } from "react-router";
import { FormMessage, TextAreaField, TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { LISTING_CHECK_KEYS, LISTING_CHECKS } from "~/content/listing-checks";
import type { FieldErrors, SubmittedValues } from "~/lib/field-errors";

export type ListingCheckResult = { ok: boolean; message: string; fieldErrors: FieldErrors; values: SubmittedValues };

type Props = {
  listing: { id: string; name: string; checks: string[] | null; note: string | null; checkedOn: string | null };
  today: string;
  result?: ListingCheckResult;
};

const chosen = (values: SubmittedValues | undefined, fallback: string[] | null) => {
  const sent = values?.checks;
  return new Set(Array.isArray(sent) ? sent.map(String) : typeof sent === "string" ? [sent] : (fallback ?? []));
};

/** The Admin's record of what was checked about a listing; it replaces the one before. */
export function ListingCheckForm({ listing, today, result }: Props) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const values = result && !result.ok ? result.values : undefined;
  const errors = result && !result.ok ? result.fieldErrors : {};
  const checks = chosen(values, listing.checks);
  return (
    <Form method="post" noValidate className="mt-6 grid max-w-xl grid-cols-1 gap-5">
      {result ? <FormMessage tone={result.ok ? "success" : "error"}>{result.message}</FormMessage> : null}
      <fieldset aria-describedby={errors.checks ? "checks-error" : undefined}>
        <legend className="font-medium text-gray-900">
          <Trans>What was checked</Trans>
        </legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {LISTING_CHECK_KEYS.map((key) => (
            <label key={key} className="flex items-center gap-2 text-gray-900">
              <input
                type="checkbox"
                name="checks"
                value={key}
                defaultChecked={checks.has(key)}
                className="size-4 accent-brand-700"
              />
              {LISTING_CHECKS[key].label}
            </label>
          ))}
        </div>
        {errors.checks ? (
          <p id="checks-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.checks}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t`Note`}
        name="note"
        rows={3}
        maxLength={500}
        defaultValue={typeof values?.note === "string" ? values.note : (listing.note ?? "")}
        error={errors.note}
        hint={t`For the Admin desk only: what you saw, who you met.`}
      />
      <TextField
        label={t`Date of the check`}
        name="checkedOn"
        type="date"
        max={today}
        defaultValue={typeof values?.checkedOn === "string" ? values.checkedOn : (listing.checkedOn ?? today)}
        error={errors.checkedOn}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          <Trans>Record check</Trans>
        </button>
        <Link to={`/property/${listing.id}`} className="font-medium text-brand-700 underline">
          <Trans>View the listing</Trans>
        </Link>
      </div>
    </Form>
  );
}
