import { t } from "@lingui/core/macro";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "~/lib/email";
import { withoutReordering } from "~/lib/shown-text";
import { z } from "~/lib/zod";

/** Roles a person may choose at sign-up; Admin is never one of them. */
export const SIGN_UP_ROLES = ["Owner", "Client", "Agent"] as const;

/** Each read is in the language being served (getters): the schemas below read them only when a check fails. */
export const SIGN_UP_MESSAGES = {
  get name() {
    return t`Name cannot be empty.`;
  },
  get mobile() {
    return t`Invalid mobile number. Enter 10 digits.`;
  },
  get email() {
    return t`Invalid email format.`;
  },
  get password() {
    return t`Password must be at least 6 characters.`;
  },
  get confirm() {
    return t`Passwords do not match.`;
  },
  get role() {
    return t`Please select a role.`;
  },
};

export const LENGTH_MESSAGES = {
  get name() {
    return t`Name must be at most 100 characters.`;
  },
  get email() {
    return t`Email must be at most 254 characters.`;
  },
  get password() {
    return t`Password must be at most 128 characters.`;
  },
};

export const LOG_IN_MESSAGES = {
  get email() {
    return t`Email is required.`;
  },
  get password() {
    return t`Password is required.`;
  },
};

/** The specification's password rules, for every password someone sets (sign-up, reset, settings). */
export const newPasswordField = z
  .string({ error: () => SIGN_UP_MESSAGES.password })
  .min(6, { error: () => SIGN_UP_MESSAGES.password })
  .max(128, { error: () => LENGTH_MESSAGES.password });

/** A new password and its confirmation, for the forms that ask for both (sign-up, reset). */
export const newPasswordFields = {
  password: newPasswordField,
  confirmPassword: z.string({ error: () => SIGN_UP_MESSAGES.confirm }),
};

/** Adds 'Passwords do not match.' on the confirmation, checked whenever both are text, even if other fields failed. */
export function withMatchingPasswords<S extends z.ZodObject<typeof newPasswordFields>>(fields: S) {
  return fields.refine((v) => v.password === v.confirmPassword, {
    error: () => SIGN_UP_MESSAGES.confirm,
    path: ["confirmPassword"],
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown } | null;
      return typeof v?.password === "string" && typeof v.confirmPassword === "string";
    },
  });
}

/** The longest name sign-up accepts; a failed form never shows back anything longer. */
export const NAME_MAX_LENGTH = 100;

/** The name as sign-up and the settings page take it; a missing or non-text value gets the empty one's message. */
export const nameField = z
  .string({ error: () => SIGN_UP_MESSAGES.name })
  .overwrite(withoutReordering)
  .trim()
  .min(1, { error: () => SIGN_UP_MESSAGES.name })
  .max(NAME_MAX_LENGTH, { error: () => LENGTH_MESSAGES.name });

export const mobileNumberField = z
  .string({ error: () => SIGN_UP_MESSAGES.mobile })
  .trim()
  .regex(/^\d{10}$/, { error: () => SIGN_UP_MESSAGES.mobile });

/**
 * The shared e-mail field's rules (trimmed, at most 254 characters, then the format), with messages read when a
 * check fails, so they come in the reader's language: `emailField` from ~/lib/email takes fixed strings.
 */
export const newEmailField = z
  .string({ error: () => SIGN_UP_MESSAGES.email })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: () => LENGTH_MESSAGES.email, abort: true })
  .refine(isEmailAddress, { error: () => SIGN_UP_MESSAGES.email })
  .transform((v) => v.toLowerCase());

const signUpFields = z.object({
  name: nameField,
  mobileNumber: mobileNumberField,
  email: newEmailField,
  ...newPasswordFields,
  role: z.enum(SIGN_UP_ROLES, { error: () => SIGN_UP_MESSAGES.role }),
});

/**
 * Sign-up checks in the specification's order. The match check runs even when another field
 * failed, so a missing role never hides an earlier 'Passwords do not match.'.
 */
export const signUpSchema = withMatchingPasswords(signUpFields);

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignUpField = keyof z.input<typeof signUpFields>;

export const logInSchema = z.object({
  email: z
    .string({ error: () => LOG_IN_MESSAGES.email })
    .trim()
    .min(1, { error: () => LOG_IN_MESSAGES.email })
    .max(EMAIL_MAX_LENGTH, { error: () => LENGTH_MESSAGES.email }),
  password: z
    .string({ error: () => LOG_IN_MESSAGES.password })
    .min(1, { error: () => LOG_IN_MESSAGES.password })
    .max(128, { error: () => LENGTH_MESSAGES.password }),
});

export type LogInInput = z.infer<typeof logInSchema>;
export type LogInField = keyof z.input<typeof logInSchema>;
