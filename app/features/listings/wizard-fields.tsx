import { TextField } from "~/components/ui/field";
import { label } from "~/content/labels";
import { WIZARD_STEPS } from "~/content/listing-options";
import type { ListingDraft } from "./listing-draft";

export type TextDraftField = Exclude<keyof ListingDraft, "isCoLiving" | "isShortStay" | "amenities">;

/** A text or select control tied to its draft value and message; editing it clears the message. */
export type DraftBinding = {
  name: TextDraftField;
  value: string;
  error?: string;
  describedBy?: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

/** What every step of the wizard is given by the wizard, which holds the draft. */
export type StepProps = {
  active: boolean;
  draft: ListingDraft;
  bind: (name: TextDraftField) => DraftBinding;
  set: (changes: Partial<ListingDraft>) => void;
};

/**
 * One step: hidden, not unmounted, when another is shown, so its controls keep their state and stay focusable by name.
 * Its name is a heading too (inside the legend, which still names the group), focusable by script only: a move to the
 * step takes focus there (`focusStepHeading`), below the site's sticky header.
 */
export function WizardStep({
  index,
  active,
  className,
  children,
}: {
  index: number;
  active: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset hidden={!active} className={className}>
      <legend className="mb-4 text-xl font-semibold text-gray-900">
        <h2 tabIndex={-1} data-step-heading={index} className="scroll-mt-24">
          {label(WIZARD_STEPS[index])}
        </h2>
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * Takes focus to step `index`'s heading and scrolls it to the top of the screen, so the step is read from its start:
 * smoothly, or at once when the person asks for reduced motion.
 */
export function focusStepHeading(form: HTMLFormElement | null, index: number) {
  const heading = form?.querySelector<HTMLElement>(`[data-step-heading="${index}"]`);
  if (!heading) return;
  heading.focus({ preventScroll: true });
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  heading.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
}

/** A select's options: the stored English value is sent, its words in the page's language are shown. */
export const labelledOptions = (values: readonly string[]) => values.map((value) => ({ value, label: label(value) }));

/** A whole-number input, from 1 unless a field (the ground floor, no deposit) may be 0. */
export function NumberField({ min = 1, ...props }: { label: string; hint?: string; min?: number } & DraftBinding) {
  return <TextField type="number" inputMode="numeric" min={min} step={1} {...props} />;
}

export function Checkbox({
  label,
  name,
  value = "on",
  checked,
  onChange,
}: {
  label: string;
  name: string;
  /** What the box sends when ticked: an amenity's English value, whatever words show. */
  value?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-gray-900">
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 rounded border-gray-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      {label}
    </label>
  );
}
