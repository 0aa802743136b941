import { emailField } from "~/lib/email";
import { checkFields, firstFieldError } from "~/lib/field-errors";
import { z } from "~/lib/zod";
import { LENGTH_MESSAGES, newPasswordFields, SIGN_UP_MESSAGES, withMatchingPasswords } from "./account-schema";

/** What the forgot-password, reset and verification forms and their JSON endpoints say. */
export const ACCOUNT_LINK_MESSAGES = {
  /** The same answer whether or not the address has an account, so nobody can probe for accounts. */
  resetSent: "If an account exists for that e-mail, we have sent a link to reset the password.",
  resetTooMany: "Too many reset requests. Please wait an hour before asking again.",
  resetLinkInvalid: "This reset link has expired or has already been used. Ask for a new one.",
  resetDone: "Your password has been reset. Log in with your new password.",
  verified: "Your e-mail address is verified. Thank you!",
  verifyLinkInvalid:
    "This verification link has expired or has already been used. Log in and ask for a new one from your profile.",
  verificationSent: "We have sent a new verification link. It is valid for 48 hours.",
  alreadyVerified: "Your e-mail address is already verified.",
  verificationTooMany: "Too many verification e-mails. Please wait an hour before asking again.",
  notLoggedIn: "Please log in first.",
} as const;

export const forgotPasswordSchema = z.object({
  email: emailField({ invalid: SIGN_UP_MESSAGES.email, tooLong: LENGTH_MESSAGES.email }).transform((v) =>
    v.toLowerCase(),
  ),
});

export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** A link's token: 43 characters today; anything missing or absurd is the same invalid link. */
const tokenField = (invalid: string) => z.string(invalid).trim().min(1, invalid).max(200, invalid);

export const resetPasswordSchema = withMatchingPasswords(
  z.object({ token: tokenField(ACCOUNT_LINK_MESSAGES.resetLinkInvalid), ...newPasswordFields }),
);

export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.object({ token: tokenField(ACCOUNT_LINK_MESSAGES.verifyLinkInvalid) });

/** The one message a form shows, for the browser's check before sending. */
export function firstForgotPasswordError(input: unknown) {
  const checked = checkFields(forgotPasswordSchema, input);
  return checked.ok ? null : (firstFieldError(checked.fieldErrors) ?? null);
}

export function firstResetPasswordError(input: unknown) {
  const checked = checkFields(resetPasswordSchema, input);
  return checked.ok ? null : (firstFieldError(checked.fieldErrors) ?? null);
}
