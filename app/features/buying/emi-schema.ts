import { t } from "@lingui/core/macro";
import { checkFields, type FieldErrors } from "~/lib/field-errors";
import { z } from "~/lib/zod";
import type { LoanTerms } from "./emi";

/** Bounds a bank's home loan keeps within: from ₹10,000 to ₹100 crore, 1 to 30 % a year, 1 to 30 years. */
export const LOAN_BOUNDS = { least: 10_000, most: 100_00_00_000, leastRate: 1, mostRate: 30, mostYears: 30 };

/** Getters: each read speaks the language of the request being served. */
export const EMI_MESSAGES = {
  get loan() {
    return t`Enter a loan amount in whole rupees, from ₹10,000 to ₹100 crore.`;
  },
  get rate() {
    return t`Enter an interest rate from 1 to 30 % a year, with at most two decimals.`;
  },
  get tenure() {
    return t`Enter a tenure in whole years, from 1 to 30.`;
  },
};

const says = (message: () => string) => ({ error: message });
/** A form sends text ('41,60,000', '8.5 %': with the separators and signs people type), a JSON client a number. */
const typedNumber = (message: () => string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/[\s,₹%]/g, "").slice(0, 20) : value),
    z.coerce.number(says(message)).refine((value) => Number.isFinite(value), says(message)),
  );

export const emiSchema = z.object({
  loan: typedNumber(() => EMI_MESSAGES.loan)
    .pipe(z.number().int(says(() => EMI_MESSAGES.loan)))
    .pipe(
      z
        .number()
        .min(
          LOAN_BOUNDS.least,
          says(() => EMI_MESSAGES.loan),
        )
        .max(
          LOAN_BOUNDS.most,
          says(() => EMI_MESSAGES.loan),
        ),
    ),
  rate: typedNumber(() => EMI_MESSAGES.rate).pipe(
    z
      .number()
      .min(
        LOAN_BOUNDS.leastRate,
        says(() => EMI_MESSAGES.rate),
      )
      .max(
        LOAN_BOUNDS.mostRate,
        says(() => EMI_MESSAGES.rate),
      )
      .refine(
        (rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9,
        says(() => EMI_MESSAGES.rate),
      ),
  ),
  tenure: typedNumber(() => EMI_MESSAGES.tenure).pipe(
    z
      .number()
      .int(says(() => EMI_MESSAGES.tenure))
      .min(
        1,
        says(() => EMI_MESSAGES.tenure),
      )
      .max(
        LOAN_BOUNDS.mostYears,
        says(() => EMI_MESSAGES.tenure),
      ),
  ),
});

export type EmiField = "loan" | "rate" | "tenure";
export type EmiValues = Record<EmiField, string>;

/** The calculator's values as typed (kept to show again) and the terms when all three are good. */
export function readEmi(input: Record<string, unknown>): {
  values: EmiValues;
  terms: LoanTerms | null;
  errors: FieldErrors<EmiField>;
} {
  const typed = (name: EmiField) =>
    input[name] === undefined || input[name] === null ? "" : String(input[name]).slice(0, 20);
  const values = { loan: typed("loan"), rate: typed("rate"), tenure: typed("tenure") };
  const checked = checkFields(emiSchema, input);
  if (!checked.ok) return { values, terms: null, errors: checked.fieldErrors };
  const { loan, rate, tenure } = checked.value;
  return { values, terms: { loan, ratePercent: rate, years: tenure }, errors: {} };
}
