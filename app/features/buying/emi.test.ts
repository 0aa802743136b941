import { describe, expect, it } from "vitest";
import { defaultLoan, loanSchedule } from "./emi";

describe("the reducing-balance EMI", () => {
  // The worked example on emicalculator.net's EMI page ("What is EMI?"): ₹10,00,000 at 10.5 % a year for 10 years,
  // "EMI = ₹13,493", "total interest ₹6,19,220" (their total is from the unrounded EMI, ₹13,493.50, as ours is).
  it("matches emicalculator.net's worked example: ₹10 lakh at 10.5 % for 10 years", () => {
    const schedule = loanSchedule({ loan: 10_00_000, ratePercent: 10.5, years: 10 });
    expect(schedule.monthlyEmi).toBe(13_493);
    expect(schedule.totalInterest).toBe(6_19_220);
    expect(schedule.totalPayment).toBe(16_19_220);
  });

  // indiacalculates.in's EMI calculator page: "₹50 lakh home loan at 8.5% for 20 years … EMI comes to approximately
  // ₹43,391". Its total interest (₹54,13,840) multiplies the rounded EMI by 240; the paise it drops each month
  // (₹43,391.16 is the formula's EMI) add up to ₹39 over 20 years, which ours keeps.
  it("matches indiacalculates.in's example: ₹50 lakh at 8.5 % for 20 years", () => {
    const schedule = loanSchedule({ loan: 50_00_000, ratePercent: 8.5, years: 20 });
    expect(schedule.monthlyEmi).toBe(43_391);
    expect(schedule.totalInterest).toBe(54_13_879);
  });

  it("repays exactly the loan: each year's opening is the last one's closing and the last year closes at zero", () => {
    const { years } = loanSchedule({ loan: 42_37_561, ratePercent: 9.15, years: 25 });
    expect(years).toHaveLength(25);
    expect(years[0].openingBalance).toBe(42_37_561);
    expect(years.at(-1)?.closingBalance).toBe(0);
    for (const [index, year] of years.entries()) {
      expect(year.openingBalance - year.principal).toBe(year.closingBalance);
      if (index > 0) expect(year.openingBalance).toBe(years[index - 1].closingBalance);
    }
    expect(years.reduce((sum, year) => sum + year.principal, 0)).toBe(42_37_561);
  });

  it("pays mostly interest at first and mostly principal at the end", () => {
    const { years } = loanSchedule({ loan: 40_00_000, ratePercent: 8.5, years: 20 });
    expect(years[0].interest).toBeGreaterThan(years[0].principal);
    expect(years.at(-1)?.principal).toBeGreaterThan(years.at(-1)?.interest ?? 0);
  });

  it("offers 80 % of the price as the loan, in whole rupees", () => {
    expect(defaultLoan(52_00_000)).toBe(41_60_000);
    expect(defaultLoan(45_99_999)).toBe(36_79_999);
  });
});
