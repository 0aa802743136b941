import { t } from "@lingui/core/macro";
import { emailField } from "~/lib/email";
import { withoutReordering } from "~/lib/shown-text";
import { z } from "~/lib/zod";

/** Getters: each read speaks the language of the request being served. */
export const ENQUIRY_MESSAGES = {
  get name() {
    return t`Name cannot be empty.`;
  },
  get mobile() {
    return t`Invalid mobile number. Enter 10 digits.`;
  },
  get email() {
    return t`Invalid email format.`;
  },
  get message() {
    return t`Message cannot be empty.`;
  },
  get sent() {
    return t`Your enquiry has been sent to the owner.`;
  },
  get confirmByEmail() {
    return t`Check your e-mail to confirm your enquiry. We send it to the owner once you follow the link in it, within 24 hours.`;
  },
  get tooMany() {
    return t`You have sent several enquiries in a short time. Please try again later.`;
  },
  get ownListing() {
    return t`This is your own listing: its enquiries are in your inbox.`;
  },
  get notFound() {
    return t`Listing not found.`;
  },
  get tooLongEmail() {
    return t`Email must be at most 254 characters.`;
  },
};

/** A checkbox sends "on" when ticked (the form), a JSON client sends true. */
const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true")])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** A Zod message written when an issue is raised, not when the schema is built. */
const says = (message: () => string) => ({ error: message });

export const enquirySchema = z.object({
  name: z
    .string(says(() => ENQUIRY_MESSAGES.name))
    .overwrite(withoutReordering)
    .trim()
    .min(
      1,
      says(() => ENQUIRY_MESSAGES.name),
    )
    .max(
      100,
      says(() => t`Name must be at most 100 characters.`),
    ),
  mobileNumber: z
    .string(says(() => ENQUIRY_MESSAGES.mobile))
    .trim()
    .regex(
      /^\d{10}$/,
      says(() => ENQUIRY_MESSAGES.mobile),
    ),
  email: emailField({
    get invalid() {
      return ENQUIRY_MESSAGES.email;
    },
    get tooLong() {
      return ENQUIRY_MESSAGES.tooLongEmail;
    },
  }),
  message: z
    .string(says(() => ENQUIRY_MESSAGES.message))
    .trim()
    .min(
      1,
      says(() => ENQUIRY_MESSAGES.message),
    )
    .max(
      2000,
      says(() => t`Message must be at most 2000 characters.`),
    ),
  shareMobile: checkbox,
});

export type EnquiryInput = z.infer<typeof enquirySchema>;
export type EnquiryField = keyof EnquiryInput;
export const ENQUIRY_FIELDS: EnquiryField[] = ["name", "mobileNumber", "email", "message"];

/** What the listing page's action answers the form with, rendered by the server when JavaScript is off. */
export type EnquiryFormResult =
  | { ok: true; message: string }
  | {
      ok: false;
      message: string;
      fieldErrors?: Partial<Record<EnquiryField, string>>;
      values?: Partial<Record<EnquiryField, string>>;
    };

export const LEAD_KINDS = ["whatsapp", "call"] as const;
const unknownListing = () => t`Unknown listing.`;
export const leadSchema = z.object({
  listingId: z.string(says(unknownListing)).min(1, says(unknownListing)).max(64, says(unknownListing)),
  kind: z.enum(
    LEAD_KINDS,
    says(() => t`Kind must be whatsapp or call.`),
  ),
});

export type EnquiryState = "Sent" | "Read" | "Handled";
