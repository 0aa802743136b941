import { SelectField, TextField } from "~/components/ui/field";
import { SUPPORTED_CITIES } from "~/content/cities";
import { CATEGORY_TYPES, LISTING_TYPES, PROPERTY_CATEGORIES, PROPERTY_TYPES } from "~/content/listing-options";
import { draftAsks, listingTypeOf } from "./listing-draft";
import { type StepProps, WizardStep } from "./wizard-fields";

/** A home's property type in the Residential category's words: for a residential listing it is not asked twice. */
const RESIDENTIAL_TYPE_OF: Record<string, string> = {
  "Flat/Apartment": "Flat/Apartment",
  "Independent House": "Independent House/Villa",
  "Plot/Land": "Plot/Land",
  "Studio Apartment": "1 RK/Studio Apartment",
};

/** The category's type: derived for Residential, the owner's choice for Commercial, none without a category. */
function categoryTypeFor(category: string, propertyType: string, chosen: string): string {
  if (category === "Residential") return RESIDENTIAL_TYPE_OF[propertyType] ?? "";
  return category === "Commercial" ? chosen : "";
}

/**
 * Step 1: what is listed and where. The listing type decides the property types offered; only a sale
 * or a rental is Residential or Commercial. Changing the type or category clears the choice that depends on it.
 */
export function StayInfoStep({ active, draft, bind, set }: StepProps) {
  const listingType = listingTypeOf(draft);
  const category = draft.propertyCategory;
  return (
    <WizardStep index={0} active={active} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Listing Type"
          placeholder="Select listing type"
          options={LISTING_TYPES}
          {...bind("listingType")}
          onChange={(e) =>
            set({
              listingType: e.target.value,
              propertyType: "",
              categoryType: categoryTypeFor(category, "", draft.categoryType),
            })
          }
        />
        <SelectField
          label="Property Type"
          placeholder={listingType ? "Select property type" : "Select a listing type first"}
          options={listingType ? PROPERTY_TYPES[listingType] : []}
          {...bind("propertyType")}
          onChange={(e) =>
            set({
              propertyType: e.target.value,
              categoryType: categoryTypeFor(category, e.target.value, draft.categoryType),
            })
          }
        />
        {draftAsks(draft, "propertyCategory") ? (
          <SelectField
            label="Property Category"
            placeholder="Select category"
            options={PROPERTY_CATEGORIES}
            {...bind("propertyCategory")}
            onChange={(e) =>
              set({
                propertyCategory: e.target.value,
                categoryType: categoryTypeFor(e.target.value, draft.propertyType, ""),
              })
            }
          />
        ) : null}
        {draftAsks(draft, "categoryType") && category === "Commercial" ? (
          <SelectField
            label="Category Type"
            placeholder="Select commercial type"
            options={CATEGORY_TYPES.Commercial}
            {...bind("categoryType")}
          />
        ) : null}
        <SelectField label="City" placeholder="Select city" options={SUPPORTED_CITIES} {...bind("city")} />
        <TextField label="Project / Building Name" maxLength={120} {...bind("projectBuildingName")} />
        <TextField label="Locality" maxLength={120} {...bind("locality")} />
      </div>
    </WizardStep>
  );
}
