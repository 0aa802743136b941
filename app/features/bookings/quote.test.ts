import { describe, expect, it } from "vitest";
import { refundPaise } from "./cancellation";
import { gstPercent } from "./gst";
import { quoteStay } from "./quote";
import { indiaMoment } from "./stay-dates";

const card = { nightlyRate: 3200, weekendRate: 3800, extraGuestCharge: 500, includedGuests: 2 };

describe("GST on a room by the night's tariff", () => {
  it("charges none at ₹999 and 5 % at ₹1,000 a night", () => {
    expect(gstPercent(999, "2026-12-01")).toBe(0);
    expect(gstPercent(1000, "2026-12-01")).toBe(5);
  });

  it("charges 5 % at ₹7,500 and 18 % at ₹7,501 a night", () => {
    expect(gstPercent(7500, "2026-12-01")).toBe(5);
    expect(gstPercent(7501, "2026-12-01")).toBe(18);
  });

  it("reads the table in force on the night: 12 % before 22 September 2025", () => {
    expect(gstPercent(3000, "2025-09-21")).toBe(12);
    expect(gstPercent(3000, "2025-09-22")).toBe(5);
    expect(gstPercent(1000, "2025-09-21")).toBe(0);
  });

  it("puts the GST in the total, per night, in paise", () => {
    const atNine = quoteStay({ ...card, nightlyRate: 999, weekendRate: null }, "2026-12-01", "2026-12-02", 2);
    expect(atNine).toMatchObject({ gstPaise: 0, totalPaise: 99_900, gstPercents: [0] });
    const atThousand = quoteStay({ ...card, nightlyRate: 1000, weekendRate: null }, "2026-12-01", "2026-12-02", 2);
    expect(atThousand).toMatchObject({ gstPaise: 5_000, totalPaise: 105_000, gstPercents: [5] });
    const above = quoteStay({ ...card, nightlyRate: 7501, weekendRate: null }, "2026-12-01", "2026-12-02", 2);
    expect(above).toMatchObject({ gstPaise: 135_018, totalPaise: 885_118, gstPercents: [18] });
  });
});

describe("a stay's quote", () => {
  it("charges Friday and Saturday nights the weekend rate", () => {
    // Thursday 3 to Sunday 6 December 2026: Thursday's night at the nightly rate, Friday's and Saturday's at the weekend's.
    const quote = quoteStay(card, "2026-12-03", "2026-12-06", 2);
    expect(quote.nights.map((night) => [night.day, night.rate])).toEqual([
      ["2026-12-03", 3200],
      ["2026-12-04", 3800],
      ["2026-12-05", 3800],
    ]);
    expect(quote.rateLines).toEqual([
      { nights: 1, rate: 3200, weekend: false },
      { nights: 2, rate: 3800, weekend: true },
    ]);
    expect(quote.roomPaise).toBe(1_080_000);
    expect(quote.gstPaise).toBe(54_000);
    expect(quote.totalPaise).toBe(1_134_000);
  });

  it("charges guests beyond those included, and counts their charge in the night's GST band", () => {
    const quote = quoteStay({ ...card, nightlyRate: 7200, weekendRate: null }, "2026-12-01", "2026-12-03", 3);
    expect(quote.extraGuests).toBe(1);
    expect(quote.extraGuestsPaise).toBe(100_000);
    // ₹7,700 a night with the extra guest is above ₹7,500: 18 %.
    expect(quote.gstPercents).toEqual([18]);
    expect(quote.gstPaise).toBe(277_200);
    expect(quote.totalPaise).toBe(1_440_000 + 100_000 + 277_200);
  });

  it("takes a day's own rate over the card's", () => {
    const quote = quoteStay({ ...card, dayRates: new Map([["2026-12-01", 4000]]) }, "2026-12-01", "2026-12-03", 2);
    expect(quote.nights.map((night) => night.rate)).toEqual([4000, 3200]);
  });
});

describe("refunds by cancellation policy", () => {
  const checkInAt = indiaMoment("2026-12-10", "14:00");
  const minute = 60 * 1000;
  const ahead = (ms: number) => new Date(checkInAt.getTime() - ms);
  const hours = (n: number) => n * 60 * minute;

  it("Flexible: all of it up to 24 hours before check-in, nothing after", () => {
    expect(refundPaise("flexible", 100_000, checkInAt, ahead(hours(24)))).toBe(100_000);
    expect(refundPaise("flexible", 100_000, checkInAt, ahead(hours(24) - minute))).toBe(0);
    expect(refundPaise("flexible", 100_000, checkInAt, ahead(hours(24) + minute))).toBe(100_000);
  });

  it("Moderate: all of it up to 5 days before, nothing after", () => {
    expect(refundPaise("moderate", 100_000, checkInAt, ahead(hours(120) + minute))).toBe(100_000);
    expect(refundPaise("moderate", 100_000, checkInAt, ahead(hours(120) - minute))).toBe(0);
  });

  it("Strict: half up to 7 days before, nothing after", () => {
    expect(refundPaise("strict", 100_001, checkInAt, ahead(hours(168) + minute))).toBe(50_001);
    expect(refundPaise("strict", 100_000, checkInAt, ahead(hours(168) - minute))).toBe(0);
  });

  it("an owner who cancels refunds all of it, even on the day", () => {
    expect(refundPaise("strict", 100_000, checkInAt, ahead(minute), "owner")).toBe(100_000);
  });

  it("counts the check-in time in India: 14:00 IST is 08:30 UTC", () => {
    expect(checkInAt.toISOString()).toBe("2026-12-10T08:30:00.000Z");
  });
});
