import { describe, expect, it } from "vitest";
import { checkFields } from "~/lib/field-errors";
import { LISTING_FIELDS, listingSchema } from "./listing-schema";

/** The messages the wizard and the API show for `input`, in the wizard's order. */
const errorsOf = (input: unknown) => {
  const checked = checkFields(listingSchema, input, LISTING_FIELDS);
  return checked.ok ? {} : checked.fieldErrors;
};

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

  it("keeps out of the name and locality the invisible characters that reorder the text after them", () => {
    const listing = listingSchema.parse({
      ...valid,
      projectBuildingName: "\u202ELatoT Rooms",
      locality: "Gomti\u2067 Nagar",
    });
    expect(listing).toMatchObject({ projectBuildingName: "LatoT Rooms", locality: "Gomti Nagar" });
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
    const errors = errorsOf({
      ...valid,
      propertyType: "Single Room",
      propertyCategory: "Commercial",
      categoryType: "Flat/Apartment",
    });
    expect(errors).toEqual({
      propertyType: "Please select a property type!",
      categoryType: "Please choose a type that belongs to the selected category.",
    });
  });

  it("reports every missing field at once, in the wizard's order, starting on the first step", () => {
    const errors = errorsOf({ floorNumber: "7", totalFloors: "3", imageIds: ["x"] });
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
  });

  it("refuses prices that are not positive whole rupees and more than ten photos", () => {
    for (const price of ["0", "-1", "12.5", "lots"]) {
      expect(listingSchema.safeParse({ ...valid, price }).success).toBe(false);
    }
    const ids = Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    expect(errorsOf({ ...valid, imageIds: ids }).imageIds).toBe("You can add at most 10 photos.");
  });

  it("keeps an owner's pin inside the listing's city, with both halves or neither", () => {
    // Assi Ghat, Varanasi, and the middle of Lucknow.
    const listing = listingSchema.parse({ ...valid, latitude: "25.2867", longitude: "83.0064" });
    expect(listing).toMatchObject({ latitude: 25.2867, longitude: 83.0064 });
    expect(listingSchema.parse(valid).latitude).toBeUndefined();
    expect(errorsOf({ ...valid, latitude: "26.8467", longitude: "80.9462" })).toEqual({
      latitude: "The pin is outside Varanasi. Move it into the city, or clear it to use the locality's centre.",
    });
    expect(errorsOf({ ...valid, latitude: "25.2867" })).toEqual({
      longitude: "Please give both latitude and longitude, or neither to use the locality's centre.",
    });
    expect(errorsOf({ ...valid, latitude: "north", longitude: "200" })).toEqual({
      latitude: "Please enter a latitude between -90 and 90, or leave it blank.",
      longitude: "Please enter a longitude between -180 and 180, or leave it blank.",
    });
  });
});
