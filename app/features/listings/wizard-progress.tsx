import { Trans, useLingui } from "@lingui/react/macro";
import { FormMessage } from "~/components/ui/field";
import { label } from "~/content/labels";
import { WIZARD_STEPS } from "~/content/listing-options";
import { FIELD_STEP, LISTING_FIELDS, type ListingErrors, type ListingField } from "./listing-schema";
import { SUBMIT_MESSAGES } from "./submit-messages";

const problemFields = (errors: ListingErrors) => LISTING_FIELDS.filter((field) => errors[field]);

/**
 * The four steps as buttons that open them, the current one marked for screen readers as well as by
 * colour, and a step left with problems marked as needing attention.
 */
export function WizardProgress({
  step,
  errors,
  onSelect,
}: {
  step: number;
  errors: ListingErrors;
  onSelect: (step: number) => void;
}) {
  const { t } = useLingui();
  const needsAttention = new Set(problemFields(errors).map((field) => FIELD_STEP[field]));
  return (
    <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t`Steps`}>
      {WIZARD_STEPS.map((name, index) => (
        <li key={name}>
          <button
            type="button"
            onClick={() => onSelect(index)}
            aria-current={index === step ? "step" : undefined}
            className={`flex w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-left text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              index === step
                ? "border-brand-700 bg-brand-700 text-white"
                : index < step
                  ? "border-brand-700 text-brand-800 hover:bg-brand-50"
                  : "border-gray-300 text-gray-700 hover:bg-gray-50"
            }`}
          >
            <span>
              <span className="sr-only">
                <Trans>Step</Trans>{" "}
              </span>
              {index + 1}. {label(name)}
            </span>
            {needsAttention.has(index) ? (
              <span
                className={`rounded-full px-2 text-xs ${index === step ? "bg-white text-red-800" : "bg-red-100 text-red-800"}`}
              >
                <span aria-hidden="true">!</span>
                <span className="sr-only">
                  <Trans>(needs attention)</Trans>
                </span>
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ol>
  );
}

export type Notice = { tone: "error" | "success"; text: string };

/**
 * The outcome of a Submit, and every problem found so far as a button that opens its step at its
 * field: those of the steps left behind, and after a refused Submit all of them. Nothing when all is well.
 */
export function WizardNotice({
  id,
  notice,
  errors,
  afterSubmit,
  onGoTo,
}: {
  /** The form's summary id: focus comes here when the first problem has no one control (the photos, the amenities). */
  id: string;
  notice: Notice | null;
  errors: ListingErrors;
  afterSubmit: boolean;
  onGoTo: (field: ListingField) => void;
}) {
  const problems = problemFields(errors);
  if (!notice && problems.length === 0) return null;
  return (
    <div className="space-y-2">
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      {problems.length > 0 ? (
        <div
          id={id}
          role="alert"
          tabIndex={-1}
          className="rounded-md bg-red-50 px-4 py-3 text-red-800 focus-visible:outline-2 focus-visible:outline-red-800"
        >
          <p className="font-medium">
            {afterSubmit ? (
              SUBMIT_MESSAGES.invalid
            ) : (
              // Said when a step is left with problems: the spec lets the owner go on, so this only points them out.
              <Trans>Some answers need another look. You can go on and come back to them:</Trans>
            )}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
            {problems.map((field) => (
              <li key={field}>
                <button type="button" className="block text-left underline" onClick={() => onGoTo(field)}>
                  {label(WIZARD_STEPS[FIELD_STEP[field]])}: {errors[field]}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
