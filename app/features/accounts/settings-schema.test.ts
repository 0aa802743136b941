import { describe, expect, it } from "vitest";
import { checkFields } from "~/lib/field-errors";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, profileSchema } from "./settings-schema";
// Messages are read in the active language; the server module makes English, its default, active.
import "~/lib/i18n.server";

describe("settings forms' messages", () => {
  it("checks name, then mobile, with the specification's words", () => {
    expect(checkFields(profileSchema, {})).toMatchObject({
      fieldErrors: { name: "Name cannot be empty.", mobileNumber: "Invalid mobile number. Enter 10 digits." },
    });
    expect(checkFields(profileSchema, { name: " Asha ", mobileNumber: "98765 43210" })).toMatchObject({
      fieldErrors: { mobileNumber: "Invalid mobile number. Enter 10 digits." },
    });
    expect(checkFields(profileSchema, { name: " Asha ", mobileNumber: " 9876543210 " })).toMatchObject({
      ok: true,
      value: { name: "Asha", mobileNumber: "9876543210" },
    });
  });

  it("asks for the current password and checks the new one as sign-up does", () => {
    expect(checkFields(changePasswordSchema, { newPassword: "abc", confirmPassword: "abd" }).ok).toBe(false);
    expect(checkFields(changePasswordSchema, { newPassword: "abc", confirmPassword: "abd" })).toMatchObject({
      fieldErrors: {
        currentPassword: "Enter your current password.",
        newPassword: "Password must be at least 6 characters.",
        confirmPassword: "Passwords do not match.",
      },
    });
    expect(
      checkFields(changePasswordSchema, { currentPassword: "x", newPassword: "secret1", confirmPassword: "secret1" })
        .ok,
    ).toBe(true);
  });

  it("lower-cases the new e-mail and refuses a malformed one", () => {
    expect(checkFields(changeEmailSchema, { newEmail: "a@b", currentPassword: "x" })).toMatchObject({
      fieldErrors: { newEmail: "Invalid email format." },
    });
    expect(checkFields(changeEmailSchema, { newEmail: " New@Example.COM ", currentPassword: "x" })).toMatchObject({
      value: { newEmail: "new@example.com" },
    });
  });

  it("deletes only with the word typed exactly and the current password", () => {
    expect(checkFields(deleteAccountSchema, { confirmation: "delete", currentPassword: "x" })).toMatchObject({
      fieldErrors: { confirmation: "Type DELETE to confirm." },
    });
    expect(checkFields(deleteAccountSchema, { confirmation: "DELETE" })).toMatchObject({
      fieldErrors: { currentPassword: "Enter your current password." },
    });
    expect(checkFields(deleteAccountSchema, { confirmation: "DELETE", currentPassword: "x" }).ok).toBe(true);
  });
});
