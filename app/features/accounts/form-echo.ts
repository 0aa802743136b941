import { EMAIL_MAX_LENGTH } from "~/lib/email";
import type { SubmittedValues } from "~/lib/field-errors";
import { NAME_MAX_LENGTH, SIGN_UP_ROLES } from "./account-schema";
import type { SignUpValues } from "./sign-up-form";

/** The ten digits the sign-up schema asks for. */
const MOBILE_MAX_LENGTH = 10;

/** A submitted value to put back in its field, or nothing when it is longer than the field accepts. */
const upTo = (max: number, value: unknown) => (typeof value === "string" && value.length <= max ? value : undefined);

/** The e-mail a failed log-in shows again; an oversized post is never sent back to its sender. */
export function logInEcho(values: SubmittedValues): string {
  return upTo(EMAIL_MAX_LENGTH, values.email) ?? "";
}

/** What a failed sign-up shows again: only values that fit their fields, and only a role from the list. */
export function signUpEcho(values: SubmittedValues): SignUpValues {
  return {
    name: upTo(NAME_MAX_LENGTH, values.name),
    mobileNumber: upTo(MOBILE_MAX_LENGTH, values.mobileNumber),
    email: upTo(EMAIL_MAX_LENGTH, values.email),
    role: SIGN_UP_ROLES.find((role) => role === values.role),
  };
}
