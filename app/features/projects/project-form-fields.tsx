import { useLingui } from "@lingui/react/macro";
import type { FieldErrors } from "~/lib/field-errors";

/** What a project form shows above its fields after a save or a refusal. */
export type FormOutcome = { tone: "success" | "error"; message: string };

/** A saved or typed value as an input's text: nothing for null or undefined. */
export const fieldText = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** Ties a field to its value and its message by one name, so the two can never point at different fields. */
export function bindFields<Name extends string>(defaults: Partial<Record<Name, unknown>>, errors: FieldErrors) {
  return (name: Name) => ({ name, defaultValue: fieldText(defaults[name]), error: errors[name] });
}

export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  const { t } = useLingui();
  return (
    <button
      type="submit"
      disabled={saving}
      className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
    >
      {saving ? t`Saving...` : label}
    </button>
  );
}

/** A group's or a custom control's message, with the id its control points at. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}
