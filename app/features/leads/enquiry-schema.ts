import { emailField } from "~/lib/email";
import { z } from "~/lib/zod";

export const ENQUIRY_MESSAGES = {
  name: "Name cannot be empty.",
  mobile: "Invalid mobile number. Enter 10 digits.",
  email: "Invalid email format.",
  message: "Message cannot be empty.",
  sent: "Your enquiry has been sent to the owner.",
  tooMany: "You have sent several enquiries in a short time. Please try again later.",
  ownListing: "This is your own listing: its enquiries are in your inbox.",
  notFound: "Listing not found.",
} as const;

/** A checkbox sends "on" when ticked (the form), a JSON client sends true. */
const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true")])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

export const enquirySchema = z.object({
  name: z
    .string(ENQUIRY_MESSAGES.name)
    .trim()
    .min(1, ENQUIRY_MESSAGES.name)
    .max(100, "Name must be at most 100 characters."),
  mobileNumber: z
    .string(ENQUIRY_MESSAGES.mobile)
    .trim()
    .regex(/^\d{10}$/, ENQUIRY_MESSAGES.mobile),
  email: emailField({ invalid: ENQUIRY_MESSAGES.email, tooLong: "Email must be at most 254 characters." }),
  message: z
    .string(ENQUIRY_MESSAGES.message)
    .trim()
    .min(1, ENQUIRY_MESSAGES.message)
    .max(2000, "Message must be at most 2000 characters."),
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
export const leadSchema = z.object({
  listingId: z.string("Unknown listing.").min(1, "Unknown listing.").max(64, "Unknown listing."),
  kind: z.enum(LEAD_KINDS, "Kind must be whatsapp or call."),
});

export type EnquiryState = "Sent" | "Read" | "Handled";
