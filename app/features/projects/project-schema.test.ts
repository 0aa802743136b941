import { describe, expect, it } from "vitest";
import { checkFields } from "~/lib/field-errors";
import { readSubmission } from "~/lib/form-submission.server";
import { PROJECT_MESSAGES, projectFormSchema, quickPostingSchema } from "./project-schema";

const quick = {
  title: "Aliganj Corner Flat",
  location: "Aliganj, Lucknow",
  price: "₹45,00,000",
  propertyType: "Flat/Apartment",
};

describe("quickPostingSchema", () => {
  it("says 'Please select a property type!' without a property type", () => {
    const result = checkFields(quickPostingSchema, { ...quick, propertyType: "" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors.propertyType).toBe(PROJECT_MESSAGES.propertyType);
  });

  it("reads Indian-formatted prices and leaves optional fields out", () => {
    const result = quickPostingSchema.parse({ ...quick, heading: " ", listingType: "" });
    expect(result.price).toBe(4_500_000);
    expect(result.heading).toBeUndefined();
    expect(result.listingType).toBeUndefined();
  });

  it("refuses a property type of another category", () => {
    const result = quickPostingSchema.safeParse({ ...quick, propertyCategory: "Commercial" });
    expect(result.success).toBe(false);
  });
});

describe("projectFormSchema", () => {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    city: "Mathura",
    projectBuildingName: "Vrindavan Enclave",
    locality: "Vrindavan",
    propertyCategory: "Residential",
    listingType: "Rent",
    propertyType: "Farmhouse",
    price: "3900000",
    showExplore: "on",
    reraNumber: "uprerapRJ 7788",
  })) {
    form.append(key, value);
  }
  form.append("amenities", "Gym");
  form.append("amenities", "ATM'S");
  form.append("images", new Blob(["x"]), "photo.jpg");

  const posted = (body: FormData) => new Request("http://localhost/admin/projects/new", { method: "POST", body });
  const options = { lists: ["amenities"], files: "images" };

  it("turns the posted form into a project with its amenities, placements and photos", async () => {
    const submission = await readSubmission(posted(form), projectFormSchema, options);
    expect(submission.ok).toBe(true);
    if (!submission.ok) return;
    expect(submission.value).toMatchObject({
      city: "Mathura",
      propertyType: "Farmhouse",
      amenities: ["Gym", "ATM'S"],
      showExplore: true,
      showNewLaunch: false,
      comingSoon: false,
      reraNumber: "UPRERAPRJ7788",
    });
    expect(submission.value.plotArea).toBeUndefined();
    expect(submission.files.map((file) => file.name)).toEqual(["photo.jpg"]);
  });

  it("names each missing field in the form's words", async () => {
    const submission = await readSubmission(posted(new FormData()), projectFormSchema, options);
    expect(submission).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        city: "Please select a city.",
        projectBuildingName: "Please enter the project or building name.",
        propertyType: PROJECT_MESSAGES.propertyType,
        price: "Please enter the price in rupees.",
        reraNumber: "Please enter the RERA registration number.",
      },
    });
  });
});
