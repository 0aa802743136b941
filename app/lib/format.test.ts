import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatFullPrice,
  formatNumber,
  formatPrice,
  formatRupees,
  shortRupees,
  truncateWords,
} from "./format";
import { withLocale } from "./i18n.server";

const pg = { listingType: "PG", propertyType: "Single Room" };
const rent = { listingType: "Rent", propertyType: "Flat/Apartment" };
const room = { listingType: "Room", propertyType: "Double Room" };
const hotel = { listingType: "Hotel", propertyType: "3 Star" };
const sale = { listingType: "Sell", propertyType: "Flat/Apartment" };
const plot = { listingType: "Sell", propertyType: "Plot/Land" };

describe("rupees", () => {
  it("groups the Indian way with no decimals", () => {
    expect(formatRupees(4500000)).toBe("₹45,00,000");
    expect(formatRupees(22000.6)).toBe("₹22,001");
    expect(formatRupees(950)).toBe("₹950");
  });

  it("gives the short Lakh and Crore forms, every digit under a lakh", () => {
    expect(shortRupees(950)).toBe("₹950");
    expect(shortRupees(4500000)).toBe("₹45 L");
    expect(shortRupees(12000000)).toBe("₹1.2 Cr");
    expect(shortRupees(42000000)).toBe("₹4.2 Cr");
  });

  it("changes unit exactly at a lakh and a crore", () => {
    expect(shortRupees(99_999)).toBe("₹99,999");
    expect(shortRupees(1_00_000)).toBe("₹1 L");
    expect(shortRupees(99_99_999)).toBe("₹1 Cr");
    expect(shortRupees(99_49_999)).toBe("₹99.5 L");
    expect(shortRupees(1_00_00_000)).toBe("₹1 Cr");
  });

  it("rounds to two places at most and drops trailing zeros", () => {
    expect(shortRupees(45_67_890)).toBe("₹45.68 L");
    expect(shortRupees(1_23_45_678)).toBe("₹1.23 Cr");
    expect(shortRupees(1_50_00_000)).toBe("₹1.5 Cr");
    expect(shortRupees(99_999.6)).toBe("₹1 L");
    expect(shortRupees(12_50_00_00_000)).toBe("₹1250 Cr");
  });
});

describe("listing prices", () => {
  it("reads monthly for PGs, rooms and rentals", () => {
    expect(formatPrice({ ...pg, price: 9500 })).toBe("₹9,500 / month");
    expect(formatPrice({ ...room, price: 5500 })).toBe("₹5,500 / month");
    expect(formatPrice({ ...rent, price: 1_20_000 })).toBe("₹1,20,000 / month");
  });

  it("reads nightly for hotels and short stays", () => {
    expect(formatPrice({ ...hotel, price: 3200 })).toBe("₹3,200 / night");
    expect(formatPrice({ ...room, price: 1500, isShortStay: true })).toBe("₹1,500 / night");
  });

  it("gives sales and plots in Lakh and Crore", () => {
    expect(formatPrice({ ...sale, price: 4500000 })).toBe("₹45 L");
    expect(formatPrice({ ...sale, price: 42000000 })).toBe("₹4.2 Cr");
    expect(formatPrice({ ...plot, price: 12000000 })).toBe("₹1.2 Cr");
    expect(formatPrice({ ...plot, price: 950 })).toBe("₹950");
  });

  it("keeps every digit in the full form, with the unit", () => {
    expect(formatFullPrice({ ...sale, price: 42000000 })).toBe("₹4,20,00,000");
    expect(formatFullPrice({ ...pg, price: 9500 })).toBe("₹9,500 / month");
    expect(formatFullPrice({ ...hotel, price: 3200.4 })).toBe("₹3,200 / night");
  });
});

describe("truncateWords", () => {
  it("cuts names over five words with an ellipsis and leaves shorter ones alone", () => {
    expect(truncateWords("Awadh Greens Faizabad Road Township Phase", 5)).toBe("Awadh Greens Faizabad Road Township…");
    expect(truncateWords("Kashi Vihar Residency", 5)).toBe("Kashi Vihar Residency");
  });
});

describe("in Hindi", () => {
  const hindi = <T>(work: () => T) => withLocale("hi", work);

  it("writes lakh and crore out and keeps Indian grouping", () => {
    expect(hindi(() => shortRupees(4500000))).toBe("₹45 लाख");
    expect(hindi(() => shortRupees(12000000))).toBe("₹1.2 करोड़");
    expect(hindi(() => formatRupees(4500000))).toBe("₹45,00,000");
    expect(hindi(() => formatNumber(1250000))).toBe("12,50,000");
  });

  it("dates in Hindi month names, on India's calendar", () => {
    expect(hindi(() => formatDate(new Date("2026-11-23T20:00:00Z")))).toMatch(/^24 नव॰? 2026$/);
  });

  it("times on the 24-hour clock, with no Latin 'am' or 'pm'", () => {
    const afternoon = hindi(() => formatDateTime(new Date("2026-11-24T08:52:00Z")));
    expect(afternoon).toContain("14:22");
    expect(afternoon).not.toMatch(/am|pm/i);
  });

  it("says a price's unit in Hindi", () => {
    expect(hindi(() => formatPrice({ price: 9500, ...rent }))).toBe("₹9,500 / महीना");
    expect(hindi(() => formatPrice({ price: 3200, ...hotel }))).toBe("₹3,200 / रात");
  });
});
