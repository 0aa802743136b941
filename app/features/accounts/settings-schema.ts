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
  currentPasswordMissing: "Enter your current password.",
  currentPasswordWrong: "Your current password is not correct.",
  sameEmail: "That is already your e-mail address.",
  emailInUse: "Email already in use. Try another one.",
  confirmDelete: "Type DELETE to confirm.",
  noPhoto: "Choose a photo to upload.",
  tooMany: "Too many attempts. Please try again later.",
  linkInvalid: "This link is invalid, already used or expired. Ask for a new one on your settings page.",
} as const;

/** The word a person types to confirm they mean to delete their account. */
export const DELETE_CONFIRMATION = "DELETE";

const currentPasswordField = z
  .string(SETTINGS_MESSAGES.currentPasswordMissing)
  .min(1, SETTINGS_MESSAGES.currentPasswordMissing)
  .max(128, LENGTH_MESSAGES.password);

export const profileSchema = z.object({ name: nameField, mobileNumber: mobileNumberField });

const passwordFields = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
  confirmPassword: z.string(SIGN_UP_MESSAGES.confirm),
});

/** As at sign-up, the match is checked even when another field failed, and never on a missing confirmation. */
export const changePasswordSchema = passwordFields.refine((v) => v.newPassword === v.confirmPassword, {
  message: SIGN_UP_MESSAGES.confirm,
  path: ["confirmPassword"],
  when: ({ value }) => {
    const v = value as { newPassword?: unknown; confirmPassword?: unknown } | null;
    return typeof v?.newPassword === "string" && typeof v.confirmPassword === "string";
  },
});

export const changeEmailSchema = z.object({ newEmail: newEmailField, currentPassword: currentPasswordField });

export const confirmEmailSchema = z.object({ token: z.string(SETTINGS_MESSAGES.linkInvalid).max(200) });

/** The photo form's only field is its file, which the body reader hands over apart from the text fields. */
export const photoSchema = z.object({});
export const PHOTO_FIELD = "photo";

export const deleteAccountSchema = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION, SETTINGS_MESSAGES.confirmDelete),
});

export type ProfileInput = z.infer<typeof profileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const PHONE_MESSAGES = {
  noMobile: "Add your mobile number under Profile first, then verify it.",
  wait: "Please wait before asking for another code.",
  notSent: "The text message could not be sent. Please try again in a few minutes.",
  code: "Enter the 6-digit code from the text message.",
  noCode: "Ask for a code first.",
  expired: "This code has expired. Ask for a new code.",
  tooManyWrong: "Too many wrong codes. Ask for a new code.",
  verified: "Your mobile number is verified.",
} as const;

/** 'That code is not right. 3 tries left.' */
export const wrongCodeMessage = (triesLeft: number) =>
  `That code is not right. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`;

/** Asking for a code sends nothing but the form's key. */
export const sendPhoneCodeSchema = z.object({});

export const verifyPhoneSchema = z.object({
  code: z
    .string(PHONE_MESSAGES.code)
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, PHONE_MESSAGES.code)),
});
export type VerifyPhoneInput = z.infer<typeof verifyPhoneSchema>;
