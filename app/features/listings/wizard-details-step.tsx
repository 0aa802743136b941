import { SelectField, TextAreaField } from "~/components/ui/field";
import {
  CO_LIVING_TYPES,
  FACING_TYPES,
  FURNISHING_OPTIONS,
  PG_GENDERS,
  SHORT_STAY_TYPES,
  STAR_RATINGS,
  YES_NO,
} from "~/content/listing-options";
import { listingTypeOf } from "./listing-draft";
import { Checkbox, NumberField, type StepProps, WizardStep } from "./wizard-fields";

/** Step 2: price, size and the facts that belong to the chosen listing type only. */
export function DetailsStep({ active, draft, bind, set }: StepProps) {
  const listingType = listingTypeOf(draft);
  return (
    <WizardStep index={1} active={active} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label="Price (₹)" {...bind("price")} />
        <NumberField label="Plot Area (sq ft)" {...bind("plotArea")} />
        <SelectField
          label="Furnishing"
          placeholder="Select furnishing"
          options={FURNISHING_OPTIONS}
          {...bind("furnishing")}
        />
        <NumberField label="Floor Number" {...bind("floorNumber")} />
        <NumberField label="Total Floors" {...bind("totalFloors")} />
        <SelectField label="Facing Type" placeholder="Select facing" options={FACING_TYPES} {...bind("facingType")} />
        {listingType === "Hotel" ? (
          <>
            <NumberField label="Number of Rooms" {...bind("numRooms")} />
            <SelectField
              label="Star Rating"
              placeholder="Select star rating"
              options={STAR_RATINGS.map(String)}
              {...bind("starRating")}
            />
          </>
        ) : null}
        {listingType === "PG" ? (
          <>
            <SelectField label="Gender" placeholder="Select who can stay" options={PG_GENDERS} {...bind("pgGender")} />
            <SelectField label="Food Available" placeholder="Select" options={YES_NO} {...bind("foodAvailable")} />
          </>
        ) : null}
        {listingType === "Room" ? (
          <>
            <SelectField
              label="Attached Bathroom"
              placeholder="Select"
              options={YES_NO}
              {...bind("attachedBathroom")}
            />
            <SelectField label="Furnished" placeholder="Select" options={FURNISHING_OPTIONS} {...bind("furnished")} />
          </>
        ) : null}
      </div>
      {listingType && CO_LIVING_TYPES.includes(listingType) ? (
        <Checkbox
          label="Co-living home (shared living with a community)"
          name="isCoLiving"
          checked={draft.isCoLiving}
          onChange={(checked) => set({ isCoLiving: checked })}
        />
      ) : null}
      {listingType && SHORT_STAY_TYPES.includes(listingType) ? (
        <Checkbox
          label="Available for short-term stays"
          name="isShortStay"
          checked={draft.isShortStay}
          onChange={(checked) => set({ isShortStay: checked })}
        />
      ) : null}
      <TextAreaField id="listing-description" label="Description" rows={4} maxLength={2000} {...bind("description")} />
    </WizardStep>
  );
}
