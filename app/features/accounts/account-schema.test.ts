import { describe, expect, it } from "vitest";
import { firstProblem } from "~/lib/field-errors";
// Messages are read in the active language; the server module makes English, its default, active.
import { withLocale } from "~/lib/i18n.server";
import { LENGTH_MESSAGES, logInSchema, SIGN_UP_MESSAGES, signUpSchema } from "./account-schema";

const valid = {
  name: "Asha Verma",
  mobileNumber: "9876543210",
  email: "asha@example.com",
  password: "secret1",
  confirmPassword: "secret1",
  role: "Owner",
};

describe("sign-up validation", () => {
  it("accepts a complete form", () => {
    expect(firstProblem(signUpSchema, valid)).toBeNull();
  });

  it("reports failures one at a time in the specification's order", () => {
    const steps: Array<[Partial<typeof valid>, string]> = [
      [{}, SIGN_UP_MESSAGES.name],
      [{ name: "Asha" }, SIGN_UP_MESSAGES.mobile],
      [{ name: "Asha", mobileNumber: "9876543210" }, SIGN_UP_MESSAGES.email],
      [{ name: "Asha", mobileNumber: "9876543210", email: "a@b.in" }, SIGN_UP_MESSAGES.password],
      [
        { name: "Asha", mobileNumber: "9876543210", email: "a@b.in", password: "secret1", confirmPassword: "secret2" },
        SIGN_UP_MESSAGES.confirm,
      ],
      [
        { name: "Asha", mobileNumber: "9876543210", email: "a@b.in", password: "secret1", confirmPassword: "secret1" },
        SIGN_UP_MESSAGES.role,
      ],
    ];
    for (const [input, message] of steps) expect(firstProblem(signUpSchema, input)?.message).toBe(message);
  });

  it("names a password mismatch before a missing role", () => {
    expect(firstProblem(signUpSchema, { ...valid, confirmPassword: "other", role: "" })).toEqual({
      field: "confirmPassword",
      message: SIGN_UP_MESSAGES.confirm,
    });
  });

  it("names a short password before a mismatch", () => {
    expect(firstProblem(signUpSchema, { ...valid, password: "abc", confirmPassword: "abd" })?.message).toBe(
      SIGN_UP_MESSAGES.password,
    );
  });

  it.each([" ", "\t\n"])("treats a blank name %j as empty", (name) => {
    expect(firstProblem(signUpSchema, { ...valid, name })?.message).toBe(SIGN_UP_MESSAGES.name);
  });

  it.each(["987654321", "98765432101", "98765-43210", "+919876543210", "abcdefghij", "९८७६५४३२१०"])(
    "refuses the mobile number %j",
    (mobileNumber) => {
      expect(firstProblem(signUpSchema, { ...valid, mobileNumber })?.message).toBe(SIGN_UP_MESSAGES.mobile);
    },
  );

  it.each(["asha", "asha@", "asha@example", "as ha@example.com", "@example.com"])("refuses the e-mail %j", (email) => {
    expect(firstProblem(signUpSchema, { ...valid, email })?.message).toBe(SIGN_UP_MESSAGES.email);
  });

  it.each(["Admin", "admin", "Owner ", "", "User"])("refuses the role %j, Admin included", (role) => {
    expect(firstProblem(signUpSchema, { ...valid, role })?.message).toBe(SIGN_UP_MESSAGES.role);
  });

  it("gives each field's own message for missing or non-text values", () => {
    expect(firstProblem(signUpSchema, { ...valid, name: 42 })?.message).toBe(SIGN_UP_MESSAGES.name);
    expect(firstProblem(signUpSchema, { ...valid, mobileNumber: 9876543210 })?.message).toBe(SIGN_UP_MESSAGES.mobile);
    expect(firstProblem(signUpSchema, { ...valid, email: ["a@b.in"] })?.message).toBe(SIGN_UP_MESSAGES.email);
    expect(firstProblem(signUpSchema, { ...valid, password: null })?.message).toBe(SIGN_UP_MESSAGES.password);
    expect(firstProblem(signUpSchema, { ...valid, confirmPassword: undefined })?.message).toBe(
      SIGN_UP_MESSAGES.confirm,
    );
    expect(firstProblem(signUpSchema, null)?.message).toBe(SIGN_UP_MESSAGES.name);
    expect(firstProblem(signUpSchema, "not an object")?.message).toBe(SIGN_UP_MESSAGES.name);
  });

  it("limits lengths with a clear message", () => {
    expect(firstProblem(signUpSchema, { ...valid, name: "a".repeat(101) })?.message).toBe(LENGTH_MESSAGES.name);
    expect(firstProblem(signUpSchema, { ...valid, email: `${"a".repeat(250)}@x.in` })?.message).toBe(
      LENGTH_MESSAGES.email,
    );
    const long = "p".repeat(129);
    expect(firstProblem(signUpSchema, { ...valid, password: long, confirmPassword: long })?.message).toBe(
      LENGTH_MESSAGES.password,
    );
    expect(firstProblem(signUpSchema, { ...valid, name: "a".repeat(100) })).toBeNull();
  });

  it("trims spaces, lower-cases the e-mail and keeps Unicode names as typed", () => {
    const parsed = signUpSchema.parse({
      ...valid,
      name: "  अंजलि O'Brien <b>  ",
      mobileNumber: " 9876543210 ",
      email: "  Asha@Example.COM ",
    });
    expect(parsed).toMatchObject({ name: "अंजलि O'Brien <b>", mobileNumber: "9876543210", email: "asha@example.com" });
  });

  it("keeps spaces inside passwords as typed", () => {
    expect(signUpSchema.parse({ ...valid, password: " pass word ", confirmPassword: " pass word " }).password).toBe(
      " pass word ",
    );
  });
});

describe("login validation", () => {
  it("requires the e-mail first, then the password", () => {
    expect(firstProblem(logInSchema, {})).toEqual({ field: "email", message: "Email is required." });
    expect(firstProblem(logInSchema, { email: "  ", password: "" })?.message).toBe("Email is required.");
    expect(firstProblem(logInSchema, { email: "a@b.in", password: "" })).toEqual({
      field: "password",
      message: "Password is required.",
    });
    expect(firstProblem(logInSchema, { email: "a@b.in", password: "x" })).toBeNull();
  });
});

describe("the language of the messages", () => {
  it("answers a Hindi page in Hindi and an English one word for word as before", () => {
    expect(withLocale("hi", () => firstProblem(signUpSchema, {})?.message)).toBe("नाम खाली नहीं छोड़ सकते।");
    expect(withLocale("hi", () => firstProblem(logInSchema, { email: "" })?.message)).toBe("ईमेल डालना ज़रूरी है।");
    expect(withLocale("en", () => firstProblem(signUpSchema, {})?.message)).toBe("Name cannot be empty.");
  });
});
