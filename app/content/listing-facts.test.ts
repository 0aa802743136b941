// Messages are read through `t`, which speaks the language of a request: this sets English up as the server does.
import "~/lib/i18n.server";
import { describe, expect, it } from "vitest";
import { cardFactChips, kindFactRows } from "./listing-facts";

const labels = (rows: Array<{ label: string }>) => rows.map((row) => row.label);

describe("facts per kind", () => {
  it("gives a hotel its stars and rooms, never a plot's area or facing", () => {
    const hotel = { listingType: "Hotel", propertyType: "Luxury", price: 8500, starRating: 5, numRooms: 120 };
    expect(kindFactRows({ ...hotel, plotArea: 900, facingType: "East" })).toEqual([
      { label: "Star Rating", value: "5 Star" },
      { label: "Number of Rooms", value: "120 rooms" },
    ]);
    expect(cardFactChips(hotel)).toEqual(["5 Star", "120 rooms"]);
  });

  it("gives a PG who it is for, sharing, food and its house rules, with missing ones as null", () => {
    const pg = {
      listingType: "PG",
      propertyType: "Single Room",
      price: 9500,
      pgGender: "Both",
      sharing: "Double",
      foodAvailable: "Yes",
      deposit: 19000,
      noticePeriod: "1 month",
      gateClosingTime: "22:30",
      availableFrom: null,
    };
    expect(cardFactChips(pg)).toEqual(["For boys & girls", "Double sharing", "Food included"]);
    expect(kindFactRows(pg)).toEqual([
      { label: "Gender", value: "For boys & girls" },
      { label: "Sharing", value: "Double sharing" },
      { label: "Food", value: "Food included" },
      { label: "Deposit", value: "₹19,000" },
      { label: "Notice Period", value: "1 month" },
      { label: "Gate Closing Time", value: "10:30 PM" },
      { label: "Available From", value: null },
    ]);
  });

  it("prices a sold place per square foot of carpet, and reads floors and category as one fact each", () => {
    const flat = {
      listingType: "Sell",
      propertyType: "Flat/Apartment",
      price: 6800000,
      carpetArea: 1650,
      superBuiltUpArea: 2150,
      // A flat has no plot area, whatever a stale value says.
      plotArea: 900,
      floorNumber: 6,
      totalFloors: 14,
      propertyCategory: "Residential",
      categoryType: "Flat/Apartment",
      bhk: 3,
    };
    const rows = kindFactRows(flat);
    expect(labels(rows)).toEqual([
      "BHK",
      "Furnishing",
      "Carpet Area",
      "Built-up Area",
      "Super Built-up Area",
      "Price per sq ft",
      "Floor",
      "Facing",
      "Possession",
      "Category",
    ]);
    expect(rows).toContainEqual({ label: "Price per sq ft", value: "₹4,121 / sq ft (carpet)" });
    expect(rows).toContainEqual({ label: "Super Built-up Area", value: "2,150 sq ft" });
    expect(rows).toContainEqual({ label: "Floor", value: "6 of 14" });
    expect(rows).toContainEqual({ label: "Category", value: "Residential · Flat/Apartment" });
    expect(cardFactChips(flat)).toEqual(["3 BHK", "1,650 sq ft", "₹4,121 / sq ft (carpet)"]);
    // Without a carpet area, the price is per square foot of the next area given, and says which.
    expect(cardFactChips({ ...flat, carpetArea: null })).toEqual(["3 BHK", "₹3,163 / sq ft (super built-up)"]);
    expect(cardFactChips({ listingType: "Sell", propertyType: "Plot/Land", price: 3600000, plotArea: 1200 })).toEqual([
      "1,200 sq ft",
      "₹3,000 / sq ft",
    ]);
  });

  it("does not price a rental per square foot", () => {
    const rent = { listingType: "Rent", propertyType: "Flat/Apartment", price: 22000, carpetArea: 1200 };
    expect(labels(kindFactRows(rent))).not.toContain("Price per sq ft");
    expect(labels(kindFactRows(rent))).toContain("Preferred Tenants");
  });
});
