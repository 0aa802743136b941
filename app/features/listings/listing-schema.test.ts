import { describe, expect, it } from "vitest";
import { firstErrorField, listingErrors, listingSchema } from "./listing-schema";

const valid = {
  listingType: "Hotel",
  propertyType: "Luxury",
  city: "Varanasi",
  projectBuildingName: "Ganga View",
  locality: "Assi Ghat",
  price: "4500",
};

describe("the listing schema", () => {
  it("accepts the required fields and leaves the rest out", () => {
    const listing = listingSchema.parse(valid);
    expect(listing).toMatchObject({
      listingType: "Hotel",
      price: 4500,
      amenities: [],
      imageIds: [],
      isShortStay: false,
    });
    expect(listing.plotArea).toBeUndefined();
  });

  it("drops the amenities a PG cannot have, whatever a form sends", () => {
    const pg = listingSchema.parse({
      ...valid,
      listingType: "PG",
      propertyType: "Shared Room",
      amenities: ["Helipad", "WiFi", "Golf Course", "Study Room", "ATM'S", "Multiplex"],
    });
    expect(pg.amenities).toEqual(["WiFi", "Study Room"]);
  });

  it("keeps only the extras of the chosen type", () => {
    const listing = listingSchema.parse({
      ...valid,
      numRooms: "30",
      starRating: "5",
      pgGender: "Boys",
      attachedBathroom: "Yes",
      isShortStay: "on",
      isCoLiving: "on",
    });
    expect(listing).toMatchObject({ numRooms: 30, starRating: 5, isShortStay: true, isCoLiving: false });
    expect(listing.pgGender).toBeUndefined();
    expect(listing.attachedBathroom).toBeUndefined();
  });

  it("requires a property type from the list of the listing type and a type from the chosen category", () => {
    const result = listingSchema.safeParse({
      ...valid,
      propertyType: "Single Room",
      propertyCategory: "Commercial",
      categoryType: "Flat/Apartment",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(listingErrors(result.error)).toEqual({
      propertyType: "Please select a property type!",
      categoryType: "Please choose a type that belongs to the selected category.",
    });
  });

  it("reports every missing field at once, in the wizard's order, starting on the first step", () => {
    const result = listingSchema.safeParse({ floorNumber: "7", totalFloors: "3", imageIds: ["x"] });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = listingErrors(result.error);
    expect(Object.keys(errors)).toEqual([
      "listingType",
      "propertyType",
      "city",
      "projectBuildingName",
      "locality",
      "price",
      "floorNumber",
      "imageIds",
    ]);
    expect(errors.floorNumber).toBe("Floor number cannot be higher than the total floors.");
    expect(firstErrorField(errors)).toBe("listingType");
  });

  it("refuses prices that are not positive whole rupees and more than ten photos", () => {
    for (const price of ["0", "-1", "12.5", "lots"]) {
      expect(listingSchema.safeParse({ ...valid, price }).success).toBe(false);
    }
    const ids = Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    const result = listingSchema.safeParse({ ...valid, imageIds: ids });
    expect(result.success || listingErrors(result.error).imageIds).toBe("You can add at most 10 photos.");
  });
});
