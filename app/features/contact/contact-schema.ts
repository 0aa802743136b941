import { t } from "@lingui/core/macro";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "~/lib/email";
import { withoutReordering } from "~/lib/shown-text";
import { z } from "~/lib/zod";

/** Getters, so each read speaks the language of the request or page it is read in. */
export const CONTACT_MESSAGES = {
  get name() {
    return t`❌ Name cannot be empty.`;
  },
  get mobile() {
    return t`❌ Invalid mobile number. Enter 10 digits.`;
  },
  get email() {
    return t`❌ Invalid email format.`;
  },
  get message() {
    return t`❌ Message cannot be empty.`;
  },
  get sent() {
    return t`✅ Your message has been sent successfully!`;
  },
  get failed() {
    return t`❌ An error occurred. Please try again.`;
  },
  get tooMany() {
    return t`❌ You have sent several messages in a short time. Please try again in an hour.`;
  },
};

/** Bots fill every field they find; people never see this one. Anything in it discards the message silently. */
export const HONEYPOT_FIELD = "fax_only";

/** Time before the page goes home after a successful send (SPEC §9). */
export const CONTACT_REDIRECT_MS = 2000;

/*
 * Messages as functions: the schema is built once, when the module loads, and each check reads its message in
 * the language of the request being checked. The e-mail field is emailField's rule (~/lib/email), spelled out
 * here because emailField takes its messages as strings, fixed at build time.
 */
export const contactSchema = z.object({
  name: z
    .string({ error: () => CONTACT_MESSAGES.name })
    .overwrite(withoutReordering)
    .trim()
    .min(1, { error: () => CONTACT_MESSAGES.name })
    .max(100, { error: () => t`❌ Name must be at most 100 characters.` }),
  mobileNumber: z
    .string({ error: () => CONTACT_MESSAGES.mobile })
    .trim()
    .regex(/^\d{10}$/, { error: () => CONTACT_MESSAGES.mobile }),
  email: z
    .string({ error: () => CONTACT_MESSAGES.email })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: () => t`❌ Email must be at most 254 characters.`, abort: true })
    .refine(isEmailAddress, { error: () => CONTACT_MESSAGES.email }),
  message: z
    .string({ error: () => CONTACT_MESSAGES.message })
    .trim()
    .min(1, { error: () => CONTACT_MESSAGES.message })
    .max(5000, { error: () => t`❌ Message must be at most 5000 characters.` }),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;

/** What the page's action answers when the form is posted without JavaScript. */
export type ContactFormResult =
  | { ok: true; message: string }
  | { ok: false; message: string; field?: ContactField; values?: Partial<Record<ContactField, string>> };

/** The fields in the order the specification checks them. */
export const CONTACT_FIELDS: ContactField[] = ["name", "mobileNumber", "email", "message"];
