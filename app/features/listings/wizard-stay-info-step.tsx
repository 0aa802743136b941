import { useLingui } from "@lingui/react/macro";
import type { MapTiles } from "~/components/map-panel";
import { SelectField, TextField } from "~/components/ui/field";
import { SUPPORTED_CITIES } from "~/content/cities";
import { CATEGORY_TYPES, LISTING_TYPES, PROPERTY_CATEGORIES, PROPERTY_TYPES } from "~/content/listing-options";
import { draftAsks, listingTypeOf } from "./listing-draft";
import { labelledOptions, type StepProps, WizardStep } from "./wizard-fields";
import { WizardPin } from "./wizard-location";

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
export function StayInfoStep({ active, draft, bind, set, tiles }: StepProps & { tiles: MapTiles | undefined }) {
  const listingType = listingTypeOf(draft);
  const category = draft.propertyCategory;
  const { t } = useLingui();
  return (
    <WizardStep index={0} active={active} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t`Listing Type`}
          placeholder={t`Select listing type`}
          options={labelledOptions(LISTING_TYPES)}
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
          label={t`Property Type`}
          placeholder={listingType ? t`Select property type` : t`Select a listing type first`}
          options={listingType ? labelledOptions(PROPERTY_TYPES[listingType]) : []}
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
            label={t`Property Category`}
            placeholder={t`Select category`}
            options={labelledOptions(PROPERTY_CATEGORIES)}
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
            label={t`Category Type`}
            placeholder={t`Select commercial type`}
            options={labelledOptions(CATEGORY_TYPES.Commercial)}
            {...bind("categoryType")}
          />
        ) : null}
        <SelectField
          label={t`City`}
          placeholder={t`Select city`}
          options={labelledOptions(SUPPORTED_CITIES)}
          {...bind("city")}
          // A pin belongs to its city: another city starts again from its locality's centre.
          onChange={(e) => set({ city: e.target.value, latitude: "", longitude: "" })}
        />
        <TextField label={t`Project / Building Name`} maxLength={120} {...bind("projectBuildingName")} />
        <TextField label={t`Locality`} maxLength={120} {...bind("locality")} />
        <TextField
          label={t`PIN code`}
          maxLength={6}
          inputMode="numeric"
          autoComplete="postal-code"
          {...bind("pinCode")}
        />
      </div>
      <WizardPin draft={draft} bind={bind} set={set} tiles={tiles} />
    </WizardStep>
  );
}
