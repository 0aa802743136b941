import { SelectField, TextField } from "~/components/ui/field";
import { SUPPORTED_CITIES } from "~/content/cities";
import {
  CATEGORY_TYPES,
  LISTING_TYPES,
  PROPERTY_CATEGORIES,
  PROPERTY_TYPES,
  type PropertyCategory,
} from "~/content/listing-options";
import { listingTypeOf } from "./listing-draft";
import { type StepProps, WizardStep } from "./wizard-fields";

const isCategory = (value: string): value is PropertyCategory =>
  (PROPERTY_CATEGORIES as readonly string[]).includes(value);

/** Step 1: what is listed and where. Changing the type or category clears the choice that depends on it. */
export function StayInfoStep({ active, draft, bind, set }: StepProps) {
  const listingType = listingTypeOf(draft);
  const category = isCategory(draft.propertyCategory) ? draft.propertyCategory : null;
  return (
    <WizardStep index={0} active={active} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Listing Type"
          placeholder="Select listing type"
          options={LISTING_TYPES}
          {...bind("listingType")}
          onChange={(e) => set({ listingType: e.target.value, propertyType: "" })}
        />
        <SelectField
          label="Property Type"
          placeholder={listingType ? "Select property type" : "Select a listing type first"}
          options={listingType ? PROPERTY_TYPES[listingType] : []}
          {...bind("propertyType")}
        />
        <SelectField
          label="Property Category"
          placeholder="Select category"
          options={PROPERTY_CATEGORIES}
          {...bind("propertyCategory")}
          onChange={(e) => set({ propertyCategory: e.target.value, categoryType: "" })}
        />
        <SelectField
          label="Category Type"
          placeholder={category ? "Select type" : "Select a category first"}
          options={category ? CATEGORY_TYPES[category] : []}
          {...bind("categoryType")}
        />
        <SelectField label="City" placeholder="Select city" options={SUPPORTED_CITIES} {...bind("city")} />
        <TextField label="Project / Building Name" maxLength={120} {...bind("projectBuildingName")} />
        <TextField label="Locality" maxLength={120} {...bind("locality")} />
      </div>
    </WizardStep>
  );
}
