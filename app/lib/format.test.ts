import { describe, expect, it } from "vitest";
import { formatRupees, shortRupees, truncateWords } from "./format";

describe("prices", () => {
  it("groups rupees the Indian way with no decimals", () => {
    expect(formatRupees(4500000)).toBe("₹45,00,000");
    expect(formatRupees(22000.6)).toBe("₹22,001");
  });

  it("gives the short Lakh and Crore forms", () => {
    expect(shortRupees(4500000)).toBe("₹45 Lakh");
    expect(shortRupees(12000000)).toBe("₹1.2 Cr");
    expect(shortRupees(8500)).toBe("₹8,500");
  });
});

describe("truncateWords", () => {
  it("cuts names over five words with an ellipsis and leaves shorter ones alone", () => {
    expect(truncateWords("Awadh Greens Faizabad Road Township Phase", 5)).toBe("Awadh Greens Faizabad Road Township…");
    expect(truncateWords("Kashi Vihar Residency", 5)).toBe("Kashi Vihar Residency");
  });
});
