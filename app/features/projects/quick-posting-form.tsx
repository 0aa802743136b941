import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { FormMessage, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { ALL_PROJECT_PROPERTY_TYPES, PROPERTY_CATEGORIES, QUICK_LISTING_TYPES } from "./project-options";
import type { FieldErrors } from "./project-schema";

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
  outcome?: { tone: "success" | "error"; message: string };
  /** On a list page the form posts intent=create beside the list's own Delete buttons. */
  intent?: "create";
};

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** The Buys, Post Property and Create Project form. */
export function QuickPostingForm({ heading, submitLabel, defaults = {}, errors = {}, outcome, intent }: Props) {
  const id = useId();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === (intent ?? null);
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-gray-200 p-4">
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-semibold">
        {heading}
      </h2>
      <Form method="post" noValidate className="space-y-4">
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        {outcome ? <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage> : null}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Title"
            name="title"
            defaultValue={text(defaults.title)}
            error={errors.title}
            maxLength={150}
          />
          <TextField
            label="Heading"
            name="heading"
            defaultValue={text(defaults.heading)}
            error={errors.heading}
            maxLength={200}
          />
          <TextAreaField
            label="Description"
            name="description"
            rows={4}
            maxLength={2000}
            defaultValue={text(defaults.description)}
            error={errors.description}
            className="md:col-span-2"
          />
          <TextField
            label="Location"
            name="location"
            defaultValue={text(defaults.location)}
            error={errors.location}
            maxLength={150}
          />
          <TextField
            label="Price (₹)"
            name="price"
            inputMode="numeric"
            defaultValue={text(defaults.price)}
            error={errors.price}
          />
          <SelectField
            label="Property type"
            name="propertyType"
            placeholder="Select property type"
            options={ALL_PROJECT_PROPERTY_TYPES}
            defaultValue={text(defaults.propertyType)}
            error={errors.propertyType}
          />
          <SelectField
            label="Property category"
            name="propertyCategory"
            placeholder="Select category"
            options={PROPERTY_CATEGORIES}
            defaultValue={text(defaults.propertyCategory)}
            error={errors.propertyCategory}
          />
          <SelectField
            label="Listing type"
            name="listingType"
            placeholder="Select listing type"
            options={QUICK_LISTING_TYPES}
            defaultValue={text(defaults.listingType)}
            error={errors.listingType}
          />
        </div>
        <button
          type="submit"
          disabled={saving}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {saving ? "Saving..." : submitLabel}
        </button>
      </Form>
    </section>
  );
}
