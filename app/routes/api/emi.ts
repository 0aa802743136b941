import { loanSchedule } from "~/features/buying/emi";
import { readEmi } from "~/features/buying/emi-schema";
import { refusedFields } from "~/lib/form-submission.server";
import type { Route } from "./+types/emi";

/**
 * GET /api/v1/emi?loan=4160000&rate=8.5&tenure=20: the monthly EMI, total interest and total payment in whole rupees,
 * and each year's opening balance, principal, interest and closing balance.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { terms, errors } = readEmi(Object.fromEntries(new URL(request.url).searchParams));
  if (!terms) return refusedFields(errors);
  return { loan: terms.loan, rate: terms.ratePercent, tenure: terms.years, ...loanSchedule(terms) };
}
