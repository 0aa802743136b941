import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useNavigation } from "react-router";
import { FormMessage, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/links";
import { label } from "~/content/labels";
import type { FieldErrors } from "~/lib/field-errors";
import { bindFields, type FormOutcome, SaveButton } from "./project-form-fields";
import { ALL_PROJECT_PROPERTY_TYPES, PROPERTY_CATEGORIES, QUICK_LISTING_TYPES } from "./project-options";

export type QuickPostingDefaults = Partial<
  Record<
    "title" | "heading" | "description" | "location" | "price" | "propertyType" | "propertyCategory" | "listingType",
    unknown
  >
>;

type Props = {
  heading: string;
  submitLabel: string;
  defaults?: QuickPostingDefaults;
  errors?: FieldErrors;
  outcome?: FormOutcome;
  /** On a list page the form posts intent=create beside the list's own Delete buttons. */
  intent?: "create";
};

/** The Buys, Post Property and Create Project form. */
export function QuickPostingForm({ heading, submitLabel, defaults = {}, errors = {}, outcome, intent }: Props) {
  const { t } = useLingui();
  const id = useId();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === (intent ?? null);
  const field = bindFields(defaults, errors);
  // Stored values as options: the value stays English, the words shown follow the page.
  const labelled = (values: readonly string[]) => values.map((value) => ({ value, label: label(value) }));
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-gray-200 p-4">
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-semibold">
        {heading}
      </h2>
      <Form method="post" noValidate className="space-y-4">
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        {outcome ? <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage> : null}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t`Title`} {...field("title")} maxLength={150} />
          <TextField label={t`Heading`} {...field("heading")} maxLength={200} />
          <TextAreaField
            label={t`Description`}
            {...field("description")}
            rows={4}
            maxLength={2000}
            className="md:col-span-2"
          />
          <TextField label={t`Location`} {...field("location")} maxLength={150} />
          <TextField label={t`Price (₹)`} {...field("price")} inputMode="numeric" />
          <SelectField
            label={t`Property type`}
            {...field("propertyType")}
            placeholder={t`Select property type`}
            options={labelled(ALL_PROJECT_PROPERTY_TYPES)}
          />
          <SelectField
            label={t`Property category`}
            {...field("propertyCategory")}
            placeholder={t`Select category`}
            options={labelled(PROPERTY_CATEGORIES)}
          />
          <SelectField
            label={t`Listing type`}
            {...field("listingType")}
            placeholder={t`Select listing type`}
            options={labelled(QUICK_LISTING_TYPES)}
          />
        </div>
        <SaveButton saving={saving} label={submitLabel} />
      </Form>
    </section>
  );
}
