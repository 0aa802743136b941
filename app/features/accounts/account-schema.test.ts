import { describe, expect, it } from "vitest";
// Messages are read in the active language; the server module makes English, its default, active.
import { withLocale } from "~/lib/i18n.server";
import { firstLogInError, firstSignUpError, LENGTH_MESSAGES, SIGN_UP_MESSAGES, signUpSchema } from "./account-schema";

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
    expect(firstSignUpError(valid)).toBeNull();
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
    for (const [input, message] of steps) expect(firstSignUpError(input)?.message).toBe(message);
  });

  it("names a password mismatch before a missing role", () => {
    expect(firstSignUpError({ ...valid, confirmPassword: "other", role: "" })).toEqual({
      field: "confirmPassword",
      message: SIGN_UP_MESSAGES.confirm,
    });
  });

  it("names a short password before a mismatch", () => {
    expect(firstSignUpError({ ...valid, password: "abc", confirmPassword: "abd" })?.message).toBe(
      SIGN_UP_MESSAGES.password,
    );
  });

  it.each([" ", "\t\n"])("treats a blank name %j as empty", (name) => {
    expect(firstSignUpError({ ...valid, name })?.message).toBe(SIGN_UP_MESSAGES.name);
  });

  it.each(["987654321", "98765432101", "98765-43210", "+919876543210", "abcdefghij", "९८७६५४३२१०"])(
    "refuses the mobile number %j",
    (mobileNumber) => {
      expect(firstSignUpError({ ...valid, mobileNumber })?.message).toBe(SIGN_UP_MESSAGES.mobile);
    },
  );

  it.each(["asha", "asha@", "asha@example", "as ha@example.com", "@example.com"])("refuses the e-mail %j", (email) => {
    expect(firstSignUpError({ ...valid, email })?.message).toBe(SIGN_UP_MESSAGES.email);
  });

  it.each(["Admin", "admin", "Owner ", "", "User"])("refuses the role %j, Admin included", (role) => {
    expect(firstSignUpError({ ...valid, role })?.message).toBe(SIGN_UP_MESSAGES.role);
  });

  it("gives each field's own message for missing or non-text values", () => {
    expect(firstSignUpError({ ...valid, name: 42 })?.message).toBe(SIGN_UP_MESSAGES.name);
    expect(firstSignUpError({ ...valid, mobileNumber: 9876543210 })?.message).toBe(SIGN_UP_MESSAGES.mobile);
    expect(firstSignUpError({ ...valid, email: ["a@b.in"] })?.message).toBe(SIGN_UP_MESSAGES.email);
    expect(firstSignUpError({ ...valid, password: null })?.message).toBe(SIGN_UP_MESSAGES.password);
    expect(firstSignUpError({ ...valid, confirmPassword: undefined })?.message).toBe(SIGN_UP_MESSAGES.confirm);
    expect(firstSignUpError(null)?.message).toBe(SIGN_UP_MESSAGES.name);
    expect(firstSignUpError("not an object")?.message).toBe(SIGN_UP_MESSAGES.name);
  });

  it("limits lengths with a clear message", () => {
    expect(firstSignUpError({ ...valid, name: "a".repeat(101) })?.message).toBe(LENGTH_MESSAGES.name);
    expect(firstSignUpError({ ...valid, email: `${"a".repeat(250)}@x.in` })?.message).toBe(LENGTH_MESSAGES.email);
    const long = "p".repeat(129);
    expect(firstSignUpError({ ...valid, password: long, confirmPassword: long })?.message).toBe(
      LENGTH_MESSAGES.password,
    );
    expect(firstSignUpError({ ...valid, name: "a".repeat(100) })).toBeNull();
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
    expect(firstLogInError({})).toEqual({ field: "email", message: "Email is required." });
    expect(firstLogInError({ email: "  ", password: "" })?.message).toBe("Email is required.");
    expect(firstLogInError({ email: "a@b.in", password: "" })).toEqual({
      field: "password",
      message: "Password is required.",
    });
    expect(firstLogInError({ email: "a@b.in", password: "x" })).toBeNull();
  });
});

describe("the language of the messages", () => {
  it("answers a Hindi page in Hindi and an English one word for word as before", () => {
    expect(withLocale("hi", () => firstSignUpError({})?.message)).toBe("नाम खाली नहीं छोड़ सकते।");
    expect(withLocale("hi", () => firstLogInError({ email: "" })?.message)).toBe("ईमेल डालना ज़रूरी है।");
    expect(withLocale("en", () => firstSignUpError({})?.message)).toBe("Name cannot be empty.");
  });
});
