import { t } from "@lingui/core/macro";
import { LISTING_CHECK_KEYS } from "~/content/listing-checks";
import { z } from "~/lib/zod";

export const LISTING_CHECK_MESSAGES = {
  get checks() {
    return t`Choose at least one thing you checked.`;
  },
  get note() {
    return t`Please keep the note under 500 characters.`;
  },
  get checkedOn() {
    return t`Enter the day of the check: today or earlier, from 2020 on.`;
  },
  get saved() {
    return t`Check recorded: the listing shows 'Checked by GharStay'.`;
  },
};

/** A message read when a check fails, so it is in the language of that page or request. */
const says = (key: keyof typeof LISTING_CHECK_MESSAGES) => ({ error: () => LISTING_CHECK_MESSAGES[key] });

const list = (v: unknown) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]);

/** India's calendar day now, as YYYY-MM-DD: the latest day a check can have happened. */
export const indiaToday = () => new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 10);

/** What an Admin records after checking a listing: what was checked, a note and the day. */
export const listingCheckSchema = z.object({
  checks: z.preprocess(
    list,
    z
      .array(z.enum(LISTING_CHECK_KEYS, says("checks")))
      .min(1, says("checks"))
      .transform((checks) => [...new Set(checks)]),
  ),
  note: z
    .string()
    .trim()
    .max(500, says("note"))
    .optional()
    .transform((v) => v || null),
  checkedOn: z
    .string(says("checkedOn"))
    .regex(/^\d{4}-\d{2}-\d{2}$/, says("checkedOn"))
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(day) &&
        day >= "2020-01-01" &&
        day <= indiaToday()
      );
    }, says("checkedOn")),
});

export type ListingCheckInput = z.infer<typeof listingCheckSchema>;
