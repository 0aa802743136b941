import { plural, t } from "@lingui/core/macro";
import { z } from "~/lib/zod";
import {
  LENGTH_MESSAGES,
  mobileNumberField,
  nameField,
  newEmailField,
  newPasswordField,
  SIGN_UP_MESSAGES,
} from "./account-schema";

export const SETTINGS_MESSAGES = {
  get currentPasswordMissing() {
    return t`Enter your current password.`;
  },
  get currentPasswordWrong() {
    return t`Your current password is not correct.`;
  },
  get sameEmail() {
    return t`That is already your e-mail address.`;
  },
  get emailInUse() {
    return t`Email already in use. Try another one.`;
  },
  get confirmDelete() {
    return t`Type DELETE to confirm.`;
  },
  get noPhoto() {
    return t`Choose a photo to upload.`;
  },
  get tooMany() {
    return t`Too many attempts. Please try again later.`;
  },
  get lastAdmin() {
    return t`You are the only Admin. Make another account an Admin before deleting yours.`;
  },
  get linkInvalid() {
    return t`This link is invalid, already used or expired. Ask for a new one on your settings page.`;
  },
};

/** The word a person types to confirm they mean to delete their account. */
export const DELETE_CONFIRMATION = "DELETE";

const currentPasswordField = z
  .string({ error: () => SETTINGS_MESSAGES.currentPasswordMissing })
  .min(1, { error: () => SETTINGS_MESSAGES.currentPasswordMissing })
  .max(128, { error: () => LENGTH_MESSAGES.password });

export const profileSchema = z.object({ name: nameField, mobileNumber: mobileNumberField });

const passwordFields = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
  confirmPassword: z.string({ error: () => SIGN_UP_MESSAGES.confirm }),
});

/** As at sign-up, the match is checked even when another field failed, and never on a missing confirmation. */
export const changePasswordSchema = passwordFields.refine((v) => v.newPassword === v.confirmPassword, {
  error: () => SIGN_UP_MESSAGES.confirm,
  path: ["confirmPassword"],
  when: ({ value }) => {
    const v = value as { newPassword?: unknown; confirmPassword?: unknown } | null;
    return typeof v?.newPassword === "string" && typeof v.confirmPassword === "string";
  },
});

export const changeEmailSchema = z.object({ newEmail: newEmailField, currentPassword: currentPasswordField });

export const confirmEmailSchema = z.object({
  token: z.string({ error: () => SETTINGS_MESSAGES.linkInvalid }).max(200),
});

/** The photo form's only field is its file, which the body reader hands over apart from the text fields. */
export const photoSchema = z.object({});
export const PHOTO_FIELD = "photo";

/** As for a change of e-mail or password: a session left open on a shared computer is not enough to delete. */
export const deleteAccountSchema = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION, { error: () => SETTINGS_MESSAGES.confirmDelete }),
  currentPassword: currentPasswordField,
});

export type ProfileInput = z.infer<typeof profileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const PHONE_MESSAGES = {
  get noMobile() {
    return t`Add your mobile number under Profile first, then verify it.`;
  },
  get wait() {
    return t`Please wait before asking for another code.`;
  },
  get notSent() {
    return t`The text message could not be sent. Please try again in a few minutes.`;
  },
  get code() {
    return t`Enter the 6-digit code from the text message.`;
  },
  get noCode() {
    return t`Ask for a code first.`;
  },
  get expired() {
    return t`This code has expired. Ask for a new code.`;
  },
  get tooManyWrong() {
    return t`Too many wrong codes. Ask for a new code.`;
  },
  get verified() {
    return t`Your mobile number is verified.`;
  },
};

/** 'That code is not right. 3 tries left.' */
export const wrongCodeMessage = (triesLeft: number) =>
  t`That code is not right. ${plural(triesLeft, { one: "# try", other: "# tries" })} left.`;

/** Asking for a code sends nothing but the form's key. */
export const sendPhoneCodeSchema = z.object({});

export const verifyPhoneSchema = z.object({
  code: z
    .string({ error: () => PHONE_MESSAGES.code })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, { error: () => PHONE_MESSAGES.code })),
});
export type VerifyPhoneInput = z.infer<typeof verifyPhoneSchema>;
