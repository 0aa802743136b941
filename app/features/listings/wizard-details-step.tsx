import { Fragment } from "react";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { KIND_FACTS, type KindFact } from "~/content/listing-kinds";
import {
  BHK_OPTIONS,
  bhkLabel,
  CO_LIVING_TYPES,
  FACING_TYPES,
  FURNISHING_OPTIONS,
  NOTICE_PERIODS,
  PG_GENDERS,
  POSSESSION_OPTIONS,
  PREFERRED_TENANTS,
  SHARING_OPTIONS,
  SHORT_STAY_TYPES,
  STAR_RATINGS,
  YES_NO,
} from "~/content/listing-options";
import { draftKind, listingTypeOf } from "./listing-draft";
import { Checkbox, NumberField, type StepProps, WizardStep } from "./wizard-fields";

/** The facts asked on this step; the category and its type are part of Stay Info. */
type DetailFact = Exclude<KindFact, "propertyCategory" | "categoryType">;

const isDetailFact = (fact: KindFact): fact is DetailFact => fact !== "propertyCategory" && fact !== "categoryType";

/** One labelled control per fact; a kind shows those KIND_FACTS lists for it, in that order. */
const DETAIL_FIELDS: Record<DetailFact, (bind: StepProps["bind"]) => React.ReactNode> = {
  starRating: (bind) => (
    <SelectField
      label="Star Rating"
      placeholder="Select star rating"
      options={STAR_RATINGS.map(String)}
      {...bind("starRating")}
    />
  ),
  numRooms: (bind) => <NumberField label="Number of Rooms" {...bind("numRooms")} />,
  pgGender: (bind) => (
    <SelectField label="PG for" placeholder="Select who can stay" options={PG_GENDERS} {...bind("pgGender")} />
  ),
  sharing: (bind) => (
    <SelectField label="Sharing" placeholder="Select sharing" options={SHARING_OPTIONS} {...bind("sharing")} />
  ),
  foodAvailable: (bind) => (
    <SelectField label="Food Available" placeholder="Select" options={YES_NO} {...bind("foodAvailable")} />
  ),
  attachedBathroom: (bind) => (
    <SelectField label="Attached Bathroom" placeholder="Select" options={YES_NO} {...bind("attachedBathroom")} />
  ),
  furnished: (bind) => (
    <SelectField label="Furnished" placeholder="Select" options={FURNISHING_OPTIONS} {...bind("furnished")} />
  ),
  bhk: (bind) => (
    <SelectField
      label="BHK"
      placeholder="Select bedrooms"
      options={BHK_OPTIONS.map((bhk) => ({ value: String(bhk), label: bhkLabel(bhk) }))}
      {...bind("bhk")}
    />
  ),
  furnishing: (bind) => (
    <SelectField
      label="Furnishing"
      placeholder="Select furnishing"
      options={FURNISHING_OPTIONS}
      {...bind("furnishing")}
    />
  ),
  plotArea: (bind) => <NumberField label="Plot Area (sq ft)" {...bind("plotArea")} />,
  floorNumber: (bind) => <NumberField label="Floor Number" min={0} {...bind("floorNumber")} />,
  totalFloors: (bind) => <NumberField label="Total Floors" {...bind("totalFloors")} />,
  facingType: (bind) => (
    <SelectField label="Facing Type" placeholder="Select facing" options={FACING_TYPES} {...bind("facingType")} />
  ),
  deposit: (bind) => <NumberField label="Deposit (₹)" min={0} {...bind("deposit")} />,
  noticePeriod: (bind) => (
    <SelectField
      label="Notice Period"
      placeholder="Select notice period"
      options={NOTICE_PERIODS}
      {...bind("noticePeriod")}
    />
  ),
  gateClosingTime: (bind) => <TextField label="Gate Closing Time" type="time" {...bind("gateClosingTime")} />,
  preferredTenants: (bind) => (
    <SelectField
      label="Preferred Tenants"
      placeholder="Select preferred tenants"
      options={PREFERRED_TENANTS}
      {...bind("preferredTenants")}
    />
  ),
  availableFrom: (bind) => <TextField label="Available From" type="date" {...bind("availableFrom")} />,
  possession: (bind) => (
    <SelectField
      label="Possession"
      placeholder="Select possession"
      options={POSSESSION_OPTIONS}
      {...bind("possession")}
    />
  ),
  reraNumber: (bind) => (
    <TextField
      label="RERA registration number"
      hint="Optional. UPRERAPRJ… in Uttar Pradesh, GGM/…/…/… in Gurugram."
      maxLength={60}
      {...bind("reraNumber")}
    />
  ),
};

/** Step 2: the price and the facts of the chosen kind only (a PG is never asked for plot area or facing). */
export function DetailsStep({ active, draft, bind, set }: StepProps) {
  const listingType = listingTypeOf(draft);
  const kind = draftKind(draft);
  return (
    <WizardStep index={1} active={active} className="space-y-4">
      {kind ? null : (
        <p className="text-sm text-gray-700">Choose a listing type in Stay Info to see the details it asks for.</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label="Price (₹)" {...bind("price")} />
        {kind
          ? KIND_FACTS[kind]
              .filter(isDetailFact)
              .map((fact) => <Fragment key={fact}>{DETAIL_FIELDS[fact](bind)}</Fragment>)
          : null}
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
