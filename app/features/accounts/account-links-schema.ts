import { t } from "@lingui/core/macro";
import { z } from "~/lib/zod";
import { newEmailField, newPasswordFields, withMatchingPasswords } from "./account-schema";

/** What the forgot-password, reset and verification forms and their JSON endpoints say, in the reader's language. */
export const ACCOUNT_LINK_MESSAGES = {
  /** The same answer whether or not the address has an account, so nobody can probe for accounts. */
  get resetSent() {
    return t`If an account exists for that e-mail, we have sent a link to reset the password.`;
  },
  get resetTooMany() {
    return t`Too many reset requests. Please wait an hour before asking again.`;
  },
  get resetLinkInvalid() {
    return t`This reset link has expired or has already been used. Ask for a new one.`;
  },
  get resetDone() {
    return t`Your password has been reset. Log in with your new password.`;
  },
  get verified() {
    return t`Your e-mail address is verified. Thank you!`;
  },
  get verifyLinkInvalid() {
    return t`This verification link has expired or has already been used. Log in and ask for a new one from your profile.`;
  },
  get verificationSent() {
    return t`We have sent a new verification link. It is valid for 48 hours.`;
  },
  get alreadyVerified() {
    return t`Your e-mail address is already verified.`;
  },
  get verificationTooMany() {
    return t`Too many verification e-mails. Please wait an hour before asking again.`;
  },
  get notLoggedIn() {
    return t`Please log in first.`;
  },
};

export const forgotPasswordSchema = z.object({
  email: newEmailField,
});

export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** A link's token: 43 characters today; anything missing or absurd is the same invalid link. */
const tokenField = (invalid: () => string) =>
  z.string({ error: invalid }).trim().min(1, { error: invalid }).max(200, { error: invalid });

export const resetPasswordSchema = withMatchingPasswords(
  z.object({ token: tokenField(() => ACCOUNT_LINK_MESSAGES.resetLinkInvalid), ...newPasswordFields }),
);

export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.object({ token: tokenField(() => ACCOUNT_LINK_MESSAGES.verifyLinkInvalid) });
