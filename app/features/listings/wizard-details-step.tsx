import { t } from "@lingui/core/macro";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { FACTS, KINDS, type KindFact, type PriceUnit } from "~/content/catalogue";
import { CO_LIVING_TYPES, SHORT_STAY_TYPES } from "~/content/listing-options";
import { i18n } from "~/lib/i18n";
import { draftKind, draftPriceUnit, listingTypeOf } from "./listing-draft";
import { Checkbox, labelledOptions, NumberField, type StepProps, WizardStep } from "./wizard-fields";

/** A fact's control as its declaration in the catalogue describes it; a category is part of Stay Info. */
function FactField({ fact, bind }: { fact: KindFact; bind: StepProps["bind"] }) {
  const input = FACTS[fact].input;
  const label = i18n._(input.label);
  const hint = "hint" in input && input.hint ? i18n._(input.hint) : undefined;
  switch (input.control) {
    case "select":
      return (
        <SelectField
          label={label}
          hint={hint}
          placeholder={i18n._(input.placeholder)}
          options={
            "optionLabel" in input
              ? input.options.map((value) => ({ value, label: input.optionLabel(value) }))
              : labelledOptions(input.options)
          }
          {...bind(fact)}
        />
      );
    case "number":
      return <NumberField label={label} hint={hint} min={"min" in input ? input.min : undefined} {...bind(fact)} />;
    case "time":
    case "date":
      return <TextField label={label} hint={hint} type={input.control} {...bind(fact)} />;
    case "text":
      return <TextField label={label} hint={hint} maxLength={input.maxLength} {...bind(fact)} />;
    case "category":
      return null;
  }
}

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
        {kind ? KINDS[kind].facts.map((fact) => <FactField key={fact} fact={fact} bind={bind} />) : null}
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
