import { FormMessage } from "~/components/ui/field";
import { WIZARD_STEPS } from "~/content/listing-options";
import { FIELD_STEP, type ListingErrors, type ListingField } from "./listing-schema";

/** The four steps, the current one marked for screen readers as well as by colour. */
export function WizardProgress({ step }: { step: number }) {
  return (
    <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Steps">
      {WIZARD_STEPS.map((name, index) => (
        <li
          key={name}
          aria-current={index === step ? "step" : undefined}
          className={`rounded-md border px-3 py-2 text-sm font-semibold ${
            index === step
              ? "border-brand-700 bg-brand-700 text-white"
              : index < step
                ? "border-brand-700 text-brand-800"
                : "border-gray-300 text-gray-700"
          }`}
        >
          <span className="sr-only">Step </span>
          {index + 1}. {name}
        </li>
      ))}
    </ol>
  );
}

export type Notice = { tone: "error" | "success"; text: string };

/** The outcome of a Submit; after a refusal, every problem as a button that opens its step at its field. */
export function WizardNotice({
  notice,
  errors,
  onGoTo,
}: {
  notice: Notice | null;
  errors: ListingErrors;
  onGoTo: (field: ListingField) => void;
}) {
  if (!notice) return null;
  const errorList = (Object.keys(errors) as ListingField[]).filter((f) => errors[f]);
  return (
    <div className="space-y-2">
      <FormMessage tone={notice.tone}>{notice.text}</FormMessage>
      {notice.tone === "error" && errorList.length > 0 ? (
        <ul className="list-disc space-y-1 pl-6 text-sm text-red-800">
          {errorList.map((field) => (
            <li key={field}>
              <button type="button" className="text-left underline" onClick={() => onGoTo(field)}>
                {WIZARD_STEPS[FIELD_STEP[field]]}: {errors[field]}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
