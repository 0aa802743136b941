import { describe, expect, it } from "vitest";
import { firstProblem } from "~/lib/field-errors";
// Messages are read in the language being served; outside a request that is English.
import { withLocale } from "~/lib/i18n.server";
import { CONTACT_MESSAGES, contactSchema } from "./contact-schema";

const valid = { name: "Asha Verma", mobileNumber: "9876543210", email: "asha@example.com", message: "Is a PG free?" };

describe("the contact form's first problem", () => {
  it("accepts a complete enquiry", () => {
    expect(firstProblem(contactSchema, valid)).toBeNull();
  });

  it("reports problems one at a time in the specification's order", () => {
    const empty = { name: " ", mobileNumber: "12", email: "nope", message: "" };
    expect(firstProblem(contactSchema, empty)?.message).toBe(CONTACT_MESSAGES.name);
    expect(firstProblem(contactSchema, { ...empty, name: "Asha" })?.message).toBe(CONTACT_MESSAGES.mobile);
    expect(firstProblem(contactSchema, { ...empty, name: "Asha", mobileNumber: "9876543210" })?.message).toBe(
      CONTACT_MESSAGES.email,
    );
    expect(firstProblem(contactSchema, { ...valid, message: "   " })?.message).toBe(CONTACT_MESSAGES.message);
  });

  it("treats missing fields like empty ones", () => {
    expect(firstProblem(contactSchema, {})).toEqual({ field: "name", message: CONTACT_MESSAGES.name });
    expect(firstProblem(contactSchema, null)).toEqual({ field: "name", message: CONTACT_MESSAGES.name });
    expect(firstProblem(contactSchema, { name: "Asha" })?.message).toBe(CONTACT_MESSAGES.mobile);
  });

  it("needs exactly ten digits for the mobile number", () => {
    expect(firstProblem(contactSchema, { ...valid, mobileNumber: "98765432101" })?.field).toBe("mobileNumber");
    expect(firstProblem(contactSchema, { ...valid, mobileNumber: "98765-4321" })?.field).toBe("mobileNumber");
  });

  it("limits the lengths", () => {
    expect(firstProblem(contactSchema, { ...valid, name: "a".repeat(101) })?.field).toBe("name");
    expect(firstProblem(contactSchema, { ...valid, email: `${"a".repeat(250)}@x.in` })?.field).toBe("email");
    expect(firstProblem(contactSchema, { ...valid, message: "a".repeat(5001) })?.field).toBe("message");
    expect(firstProblem(contactSchema, { ...valid, message: "a".repeat(5000) })).toBeNull();
  });

  it("speaks the language being served", () => {
    expect(firstProblem(contactSchema, {})?.message).toBe("❌ Name cannot be empty.");
    expect(withLocale("hi", () => firstProblem(contactSchema, {})?.message)).toBe("❌ नाम खाली नहीं हो सकता।");
  });
});
