import { describe, expect, it } from "vitest";
// Messages are read in the language being served; outside a request that is English.
import { withLocale } from "~/lib/i18n.server";
import { CONTACT_MESSAGES, firstContactError } from "./contact-schema";

const valid = { name: "Asha Verma", mobileNumber: "9876543210", email: "asha@example.com", message: "Is a PG free?" };

describe("firstContactError", () => {
  it("accepts a complete enquiry", () => {
    expect(firstContactError(valid)).toBeNull();
  });

  it("reports problems one at a time in the specification's order", () => {
    const empty = { name: " ", mobileNumber: "12", email: "nope", message: "" };
    expect(firstContactError(empty)?.message).toBe(CONTACT_MESSAGES.name);
    expect(firstContactError({ ...empty, name: "Asha" })?.message).toBe(CONTACT_MESSAGES.mobile);
    expect(firstContactError({ ...empty, name: "Asha", mobileNumber: "9876543210" })?.message).toBe(
      CONTACT_MESSAGES.email,
    );
    expect(firstContactError({ ...valid, message: "   " })?.message).toBe(CONTACT_MESSAGES.message);
  });

  it("treats missing fields like empty ones", () => {
    expect(firstContactError({})).toEqual({ field: "name", message: CONTACT_MESSAGES.name });
    expect(firstContactError(null)).toEqual({ field: "name", message: CONTACT_MESSAGES.name });
    expect(firstContactError({ name: "Asha" })?.message).toBe(CONTACT_MESSAGES.mobile);
  });

  it("needs exactly ten digits for the mobile number", () => {
    expect(firstContactError({ ...valid, mobileNumber: "98765432101" })?.field).toBe("mobileNumber");
    expect(firstContactError({ ...valid, mobileNumber: "98765-4321" })?.field).toBe("mobileNumber");
  });

  it("limits the lengths", () => {
    expect(firstContactError({ ...valid, name: "a".repeat(101) })?.field).toBe("name");
    expect(firstContactError({ ...valid, email: `${"a".repeat(250)}@x.in` })?.field).toBe("email");
    expect(firstContactError({ ...valid, message: "a".repeat(5001) })?.field).toBe("message");
    expect(firstContactError({ ...valid, message: "a".repeat(5000) })).toBeNull();
  });

  it("speaks the language being served", () => {
    expect(firstContactError({})?.message).toBe("❌ Name cannot be empty.");
    expect(withLocale("hi", () => firstContactError({})?.message)).toBe("❌ नाम खाली नहीं हो सकता।");
  });
});
