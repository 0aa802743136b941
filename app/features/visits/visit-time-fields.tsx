import { useLingui } from "@lingui/react/macro";
import { SelectField, TextField } from "~/components/ui/field";
import type { VisitField } from "./visit-schema";
import { VISIT_SLOTS, visitDateRange } from "./visit-time";

/** 'Date' and 'Time' as the seeker and the owner both pick them: the next 14 days, half hours in India. */
export function VisitTimeFields({
  idPrefix,
  fieldErrors,
}: {
  idPrefix: string;
  fieldErrors?: Partial<Record<VisitField, string>>;
}) {
  const { t } = useLingui();
  const { min, max } = visitDateRange(new Date());
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-date`}
        label={t`Date`}
        name="date"
        type="date"
        min={min}
        max={max}
        required
        error={fieldErrors?.date}
      />
      <SelectField
        id={`${idPrefix}-time`}
        label={t`Time`}
        name="time"
        options={VISIT_SLOTS}
        hint={t`India time`}
        required
        error={fieldErrors?.time}
      />
    </div>
  );
}
