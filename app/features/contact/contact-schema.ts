import { emailField } from "~/lib/email";
import { checkFields, type FieldErrors, firstFieldError } from "~/lib/field-errors";
import { z } from "~/lib/zod";

export const CONTACT_MESSAGES = {
  name: "❌ Name cannot be empty.",
  mobile: "❌ Invalid mobile number. Enter 10 digits.",
  email: "❌ Invalid email format.",
  message: "❌ Message cannot be empty.",
  sent: "✅ Your message has been sent successfully!",
  failed: "❌ An error occurred. Please try again.",
  tooMany: "❌ You have sent several messages in a short time. Please try again in an hour.",
} as const;

/** Bots fill every field they find; people never see this one. Anything in it discards the message silently. */
export const HONEYPOT_FIELD = "fax_only";

/** Time before the page goes home after a successful send (SPEC §9). */
export const CONTACT_REDIRECT_MS = 2000;

export const contactSchema = z.object({
  name: z
    .string(CONTACT_MESSAGES.name)
    .trim()
    .min(1, CONTACT_MESSAGES.name)
    .max(100, "❌ Name must be at most 100 characters."),
  mobileNumber: z
    .string(CONTACT_MESSAGES.mobile)
    .trim()
    .regex(/^\d{10}$/, CONTACT_MESSAGES.mobile),
  email: emailField({ invalid: CONTACT_MESSAGES.email, tooLong: "❌ Email must be at most 254 characters." }),
  message: z
    .string(CONTACT_MESSAGES.message)
    .trim()
    .min(1, CONTACT_MESSAGES.message)
    .max(5000, "❌ Message must be at most 5000 characters."),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;

/** What the page's action answers when the form is posted without JavaScript. */
export type ContactFormResult =
  | { ok: true; message: string }
  | { ok: false; message: string; field?: ContactField; values?: Partial<Record<ContactField, string>> };

/** The fields in the order the specification checks them. */
export const CONTACT_FIELDS: ContactField[] = ["name", "mobileNumber", "email", "message"];

/** The first problem in the specification's order, which is the one message a person sees. */
export function contactProblem(errors: FieldErrors<ContactField>): { field: ContactField; message: string } {
  // Not an object at all: the first check is the one that fails.
  return firstFieldError(errors) ?? { field: "name", message: CONTACT_MESSAGES.name };
}

export function firstContactError(input: unknown): { field: ContactField; message: string } | null {
  const checked = checkFields(contactSchema, input);
  return checked.ok ? null : contactProblem(checked.fieldErrors);
}
