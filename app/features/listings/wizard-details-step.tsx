import { t } from "@lingui/core/macro";
import { Fragment } from "react";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { KIND_FACTS, type KindFact, type PriceUnit } from "~/content/listing-kinds";
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
import { draftKind, draftPriceUnit, listingTypeOf } from "./listing-draft";
import { Checkbox, labelledOptions, NumberField, type StepProps, WizardStep } from "./wizard-fields";

/** The facts asked on this step; the category and its type are part of Stay Info. */
type DetailFact = Exclude<KindFact, "propertyCategory" | "categoryType">;

const isDetailFact = (fact: KindFact): fact is DetailFact => fact !== "propertyCategory" && fact !== "categoryType";

/** One labelled control per fact; a kind shows those KIND_FACTS lists for it, in that order. */
/** Core `t`, not useLingui: these run while a step renders, so their words are in the page's language. */
const DETAIL_FIELDS: Record<DetailFact, (bind: StepProps["bind"]) => React.ReactNode> = {
  starRating: (bind) => (
    <SelectField
      label={t`Star Rating`}
      placeholder={t`Select star rating`}
      options={STAR_RATINGS.map(String)}
      {...bind("starRating")}
    />
  ),
  numRooms: (bind) => <NumberField label={t`Number of Rooms`} {...bind("numRooms")} />,
  pgGender: (bind) => (
    <SelectField
      label={t`PG for`}
      placeholder={t`Select who can stay`}
      options={labelledOptions(PG_GENDERS)}
      {...bind("pgGender")}
    />
  ),
  sharing: (bind) => (
    <SelectField
      label={t`Sharing`}
      placeholder={t`Select sharing`}
      options={labelledOptions(SHARING_OPTIONS)}
      {...bind("sharing")}
    />
  ),
  foodAvailable: (bind) => (
    <SelectField
      label={t`Food Available`}
      placeholder={t`Select`}
      options={labelledOptions(YES_NO)}
      {...bind("foodAvailable")}
    />
  ),
  attachedBathroom: (bind) => (
    <SelectField
      label={t`Attached Bathroom`}
      placeholder={t`Select`}
      options={labelledOptions(YES_NO)}
      {...bind("attachedBathroom")}
    />
  ),
  furnished: (bind) => (
    <SelectField
      label={t`Furnished`}
      placeholder={t`Select`}
      options={labelledOptions(FURNISHING_OPTIONS)}
      {...bind("furnished")}
    />
  ),
  bhk: (bind) => (
    <SelectField
      label={t`BHK`}
      placeholder={t`Select bedrooms`}
      options={BHK_OPTIONS.map((bhk) => ({ value: String(bhk), label: bhkLabel(bhk) }))}
      {...bind("bhk")}
    />
  ),
  furnishing: (bind) => (
    <SelectField
      label={t`Furnishing`}
      placeholder={t`Select furnishing`}
      options={labelledOptions(FURNISHING_OPTIONS)}
      {...bind("furnishing")}
    />
  ),
  plotArea: (bind) => <NumberField label={t`Plot Area (sq ft)`} {...bind("plotArea")} />,
  floorNumber: (bind) => <NumberField label={t`Floor Number`} min={0} {...bind("floorNumber")} />,
  totalFloors: (bind) => <NumberField label={t`Total Floors`} {...bind("totalFloors")} />,
  facingType: (bind) => (
    <SelectField
      label={t`Facing Type`}
      placeholder={t`Select facing`}
      options={labelledOptions(FACING_TYPES)}
      {...bind("facingType")}
    />
  ),
  deposit: (bind) => <NumberField label={t`Deposit (₹)`} min={0} {...bind("deposit")} />,
  noticePeriod: (bind) => (
    <SelectField
      label={t`Notice Period`}
      placeholder={t`Select notice period`}
      options={labelledOptions(NOTICE_PERIODS)}
      {...bind("noticePeriod")}
    />
  ),
  gateClosingTime: (bind) => <TextField label={t`Gate Closing Time`} type="time" {...bind("gateClosingTime")} />,
  preferredTenants: (bind) => (
    <SelectField
      label={t`Preferred Tenants`}
      placeholder={t`Select preferred tenants`}
      options={labelledOptions(PREFERRED_TENANTS)}
      {...bind("preferredTenants")}
    />
  ),
  availableFrom: (bind) => <TextField label={t`Available From`} type="date" {...bind("availableFrom")} />,
  possession: (bind) => (
    <SelectField
      label={t`Possession`}
      placeholder={t`Select possession`}
      options={labelledOptions(POSSESSION_OPTIONS)}
      {...bind("possession")}
    />
  ),
  reraNumber: (bind) => (
    <TextField
      label={t`RERA registration number`}
      hint={t`Optional. UPRERAPRJ… in Uttar Pradesh, GGM/…/…/… in Gurugram.`}
      maxLength={60}
      {...bind("reraNumber")}
    />
  ),
};

/** The price field's hint: what the price pays for, in the unit the listing's kind is priced by. */
const PRICE_HINTS: Record<PriceUnit, () => string> = {
  night: () => t`Per night.`,
  month: () => t`Per month.`,
  total: () => t`Total price of the property.`,
};

/** Step 2: the price and the facts of the chosen kind only (a PG is never asked for plot area or facing). */
export function DetailsStep({ active, draft, bind, set }: StepProps) {
  const listingType = listingTypeOf(draft);
  const kind = draftKind(draft);
  const unit = draftPriceUnit(draft);
  return (
    <WizardStep index={1} active={active} className="space-y-4">
      {kind ? null : (
        <p className="text-sm text-gray-700">{t`Choose a listing type in Stay Info to see the details it asks for.`}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label={t`Price (₹)`} hint={unit ? PRICE_HINTS[unit]() : undefined} {...bind("price")} />
        {kind
          ? KIND_FACTS[kind]
              .filter(isDetailFact)
              .map((fact) => <Fragment key={fact}>{DETAIL_FIELDS[fact](bind)}</Fragment>)
          : null}
      </div>
      {listingType && CO_LIVING_TYPES.includes(listingType) ? (
        <Checkbox
          label={t`Co-living home (shared living with a community)`}
          name="isCoLiving"
          checked={draft.isCoLiving}
          onChange={(checked) => set({ isCoLiving: checked })}
        />
      ) : null}
      {listingType && SHORT_STAY_TYPES.includes(listingType) ? (
        <Checkbox
          label={t`Available for short-term stays`}
          name="isShortStay"
          checked={draft.isShortStay}
          onChange={(checked) => set({ isShortStay: checked })}
        />
      ) : null}
      <TextAreaField
        id="listing-description"
        label={t`Description`}
        rows={4}
        maxLength={2000}
        {...bind("description")}
      />
    </WizardStep>
  );
}
