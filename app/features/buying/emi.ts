/**
 * A home loan repaid by equated monthly instalments on the reducing balance, the way Indian banks quote it:
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), with r the yearly rate / 12 and n the months.
 */
export type LoanTerms = {
  /** Whole rupees borrowed. */
  loan: number;
  /** Percent a year, e.g. 8.5. */
  ratePercent: number;
  /** Whole years. */
  years: number;
};

export type LoanYear = {
  year: number;
  /** Whole rupees, each rounded from the paise the months add up to. */
  openingBalance: number;
  principal: number;
  interest: number;
  closingBalance: number;
};

export type LoanSchedule = {
  /** The instalment as banks quote it: the formula's value rounded to the rupee. */
  monthlyEmi: number;
  totalInterest: number;
  totalPayment: number;
  years: LoanYear[];
};

/**
 * What the calculator starts with besides the loan: a common home-loan rate and 20 years. Kept here, not in the schema,
 * so the listing and project pages that show the form do not bring Zod to the browser.
 */
export const EMI_STARTING_RATE = "8.5";
export const EMI_STARTING_YEARS = "20";

/** What a buyer is first offered to borrow: 80 % of the price, between the 75 % and 90 % RBI lets banks lend on a home. */
export function defaultLoan(price: number): number {
  return Math.round((price * 4) / 5);
}

/** The formula's instalment in rupees, unrounded. */
export function exactEmi({ loan, ratePercent, years }: LoanTerms): number {
  const r = ratePercent / 1200;
  const n = years * 12;
  const growth = (1 + r) ** n;
  return (loan * r * growth) / (growth - 1);
}

/**
 * The loan month by month in whole paise, summed by year. Each month's interest is the balance's, rounded to the
 * paisa; the instalment is the formula's to the paisa, and the last one takes whatever is left, so the principal
 * adds up to the loan exactly and no rounding drifts into the totals.
 */
export function loanSchedule(terms: LoanTerms): LoanSchedule {
  const r = terms.ratePercent / 1200;
  const months = terms.years * 12;
  const emiPaise = Math.round(exactEmi(terms) * 100);
  let balance = terms.loan * 100;
  let totalInterest = 0;
  const years: LoanYear[] = [];
  for (let year = 1; year <= terms.years; year++) {
    const opening = balance;
    let interest = 0;
    for (let month = (year - 1) * 12 + 1; month <= year * 12; month++) {
      const monthInterest = Math.round(balance * r);
      const monthPrincipal = month === months ? balance : Math.min(emiPaise - monthInterest, balance);
      balance -= monthPrincipal;
      interest += monthInterest;
    }
    totalInterest += interest;
    years.push({
      year,
      openingBalance: rupees(opening),
      // From the rounded balances, so each row's opening less its principal is its closing and the rows add up to the loan.
      principal: rupees(opening) - rupees(balance),
      interest: rupees(interest),
      closingBalance: rupees(balance),
    });
  }
  return {
    monthlyEmi: Math.round(exactEmi(terms)),
    totalInterest: rupees(totalInterest),
    totalPayment: terms.loan + rupees(totalInterest),
    years,
  };
}

const rupees = (paise: number) => Math.round(paise / 100);
