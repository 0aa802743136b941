import { Trans, useLingui } from "@lingui/react/macro";
import { formButtonClass } from "~/components/ui/button-class";
import { TextField } from "~/components/ui/field";
import { Form } from "~/components/ui/links";
import type { FieldErrors } from "~/lib/field-errors";
import { formatNumber, formatRupees } from "~/lib/format";
import type { LoanSchedule } from "./emi";
import type { EmiField, EmiValues } from "./emi-schema";

const cardClass = "rounded-lg border border-gray-200 bg-white p-5 shadow-sm";

/** A whole number of rupees written as India reads it (44,00,000), which the form takes back; anything else as typed. */
const grouped = (amount: string) => (/^\d{1,12}$/.test(amount) ? formatNumber(Number(amount)) : amount);

/**
 * 'Calculate EMI': a GET form the server answers at /emi, so it works without a script. `itemId` names the listing or
 * project it was opened from, for its name and a way back.
 */
export function EmiCalculator({
  values,
  errors = {},
  itemId,
}: {
  values: EmiValues;
  errors?: FieldErrors<EmiField>;
  itemId?: string;
}) {
  const { t } = useLingui();
  // The page comes back from the server with its mistakes: the reader starts at the first, as a form in the page would.
  const firstFault = (["loan", "rate", "tenure"] as const).find((field) => errors[field]);
  return (
    <section aria-labelledby="emi-heading" className={cardClass}>
      <h2 id="emi-heading" className="text-xl font-bold text-gray-900">
        <Trans>EMI calculator</Trans>
      </h2>
      <Form method="get" action="/emi" className="mt-4 grid gap-3" noValidate>
        {itemId ? <input type="hidden" name="for" value={itemId} /> : null}
        <TextField
          id="emi-loan"
          label={t`Loan amount`}
          hint={t`In rupees.`}
          name="loan"
          inputMode="numeric"
          autoComplete="off"
          required
          defaultValue={grouped(values.loan)}
          error={errors.loan}
          autoFocus={firstFault === "loan"}
        />
        <TextField
          id="emi-rate"
          label={t`Interest rate`}
          hint={t`Percent a year.`}
          name="rate"
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={values.rate}
          error={errors.rate}
          autoFocus={firstFault === "rate"}
        />
        <TextField
          id="emi-tenure"
          label={t`Tenure`}
          hint={t`In years.`}
          name="tenure"
          inputMode="numeric"
          autoComplete="off"
          required
          defaultValue={values.tenure}
          error={errors.tenure}
          autoFocus={firstFault === "tenure"}
        />
        <button type="submit" className={formButtonClass}>
          <Trans>Calculate EMI</Trans>
        </button>
      </Form>
    </section>
  );
}

/** The monthly EMI and total interest, then the loan year by year. */
export function EmiResults({ schedule }: { schedule: LoanSchedule }) {
  const { t } = useLingui();
  const totals: Array<[string, number]> = [
    [t`Monthly EMI`, schedule.monthlyEmi],
    [t`Total interest`, schedule.totalInterest],
    [t`Total payment`, schedule.totalPayment],
  ];
  return (
    <section aria-labelledby="emi-results-heading" className="space-y-6">
      <h2 id="emi-results-heading" className="text-xl font-bold text-gray-900">
        <Trans>Your EMI</Trans>
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {totals.map(([term, amount]) => (
          <div key={term} className={cardClass}>
            <dt className="text-sm text-gray-700">{term}</dt>
            <dd className="text-2xl font-bold text-gray-900">{formatRupees(amount)}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-right text-xs sm:text-sm">
          <caption className="mb-2 text-left text-lg font-semibold text-gray-900">
            <Trans>Year by year</Trans>
          </caption>
          <thead>
            <tr className="border-b border-gray-300 text-gray-700">
              <th scope="col" className="py-2 pr-2 sm:pr-3 text-left">
                <Trans>Year</Trans>
              </th>
              <th scope="col" className="py-2 pr-2 sm:pr-3">
                <Trans>Opening balance</Trans>
              </th>
              <th scope="col" className="py-2 pr-2 sm:pr-3">
                <Trans>Principal</Trans>
              </th>
              <th scope="col" className="py-2 pr-2 sm:pr-3">
                <Trans>Interest</Trans>
              </th>
              <th scope="col" className="py-2">
                <Trans>Closing balance</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {schedule.years.map((year) => (
              <tr key={year.year} className="border-b border-gray-200">
                <th scope="row" className="py-2 pr-2 sm:pr-3 text-left font-medium">
                  {year.year}
                </th>
                <td className="py-2 pr-2 sm:pr-3">{formatRupees(year.openingBalance)}</td>
                <td className="py-2 pr-2 sm:pr-3">{formatRupees(year.principal)}</td>
                <td className="py-2 pr-2 sm:pr-3">{formatRupees(year.interest)}</td>
                <td className="py-2">{formatRupees(year.closingBalance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
