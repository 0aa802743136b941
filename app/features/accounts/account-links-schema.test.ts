import { describe, expect, it } from "vitest";
import { firstProblem } from "~/lib/field-errors";
import { ACCOUNT_LINK_MESSAGES, forgotPasswordSchema, resetPasswordSchema } from "./account-links-schema";
// Messages are read in the active language; the server module makes English, its default, active.
import "~/lib/i18n.server";

const token = "a".repeat(43);

describe("the forgot-password form", () => {
  it("asks for an e-mail in the sign-up's format", () => {
    expect(firstProblem(forgotPasswordSchema, { email: "asha@example.in" })).toBeNull();
    for (const email of [undefined, "", "asha@", 7]) {
      expect(firstProblem(forgotPasswordSchema, { email })).toEqual({
        field: "email",
        message: "Invalid email format.",
      });
    }
  });
});

describe("the reset-password form", () => {
  it("checks the link first, then the specification's password rules in order", () => {
    expect(firstProblem(resetPasswordSchema, { token, password: "secret1", confirmPassword: "secret1" })).toBeNull();
    expect(firstProblem(resetPasswordSchema, { password: "secret1", confirmPassword: "secret1" })).toEqual({
      field: "token",
      message: ACCOUNT_LINK_MESSAGES.resetLinkInvalid,
    });
    expect(firstProblem(resetPasswordSchema, { token, password: "abc", confirmPassword: "abd" })).toEqual({
      field: "password",
      message: "Password must be at least 6 characters.",
    });
    expect(firstProblem(resetPasswordSchema, { token, password: "secret1", confirmPassword: "secret2" })).toEqual({
      field: "confirmPassword",
      message: "Passwords do not match.",
    });
  });
});
