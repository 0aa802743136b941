import "~/lib/i18n.server";
import { describe, expect, it } from "vitest";
import { formatPrice } from "~/lib/format";
import { KIND_AMENITIES, KIND_PRICE_UNIT, type ListingKind, priceUnit } from "./listing-kinds";
import { AMENITIES } from "./listing-options";

const KINDS = Object.keys(KIND_PRICE_UNIT) as ListingKind[];
/** A project's amenities from the specification's checklist that a PG, a room or a hotel never has. */
const ESTATE_ONLY = ["Helipad", "Golf Course", "Multiplex", "ATM'S", "High Street Retail", "Hypermarket"];

describe("each kind's price unit", () => {
  it("prices stays by the night, rentals by the month and sales as a total", () => {
    expect(KIND_PRICE_UNIT).toEqual({
      hotel: "night",
      pg: "month",
      room: "month",
      rent: "month",
      sale: "total",
      plot: "total",
      hostel: "night",
    });
    expect(priceUnit({ listingType: "Room", propertyType: "Single Room", isShortStay: true })).toBe("night");
    expect(priceUnit({ listingType: "Sell", propertyType: "Plot/Land" })).toBe("total");
  });

  it("is what cards and the listing page print beside the price", () => {
    expect(formatPrice({ listingType: "PG", propertyType: "Shared Room", price: 9500 })).toBe("₹9,500 / month");
    expect(formatPrice({ listingType: "Hotel", propertyType: "Luxury", price: 8500 })).toBe("₹8,500 / night");
    expect(formatPrice({ listingType: "Sell", propertyType: "Flat/Apartment", price: 4_500_000 })).toBe("₹45 L");
  });
});

describe("each kind's amenities", () => {
  it.each(["hotel", "pg", "room", "hostel"] as const)(
    "never offers a %s a Helipad, a Golf Course, a Multiplex or an ATM",
    (kind) => {
      expect(KIND_AMENITIES[kind].filter((amenity) => ESTATE_ONLY.includes(amenity))).toEqual([]);
      expect(KIND_AMENITIES[kind]).toContain("Power Backup");
    },
  );

  it("keeps the specification's whole checklist of 24 for homes and plots", () => {
    for (const kind of ["rent", "sale", "plot"] as const)
      expect(KIND_AMENITIES[kind]).toEqual(expect.arrayContaining([...AMENITIES]));
    expect(AMENITIES).toHaveLength(24);
  });

  it("lists each amenity once per kind", () => {
    for (const kind of KINDS) expect(new Set(KIND_AMENITIES[kind]).size).toBe(KIND_AMENITIES[kind].length);
  });
});
