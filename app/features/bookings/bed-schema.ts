import { t } from "@lingui/core/macro";
import { SHARING_OPTIONS } from "~/content/listing-options";
import { z } from "~/lib/zod";
import { guestFields } from "./booking-schema";
import { addDays, isDay, todayInIndia } from "./stay-dates";

/** How far ahead a bed can be reserved: a student books the next term's bed, not next year's. */
export const BED_DAYS_AHEAD = 180;

/** Getters: each read speaks the language of the request being served. */
export const BED_MESSAGES = {
  get sharing() {
    return t`Choose Single, Double or Triple sharing.`;
  },
  get bedCount() {
    return t`Beds must be a whole number from 0 to 500.`;
  },
  get rent() {
    return t`Enter the monthly rent in whole rupees.`;
  },
  get deposit() {
    return t`Enter the deposit in whole rupees (0 for none).`;
  },
  get token() {
    return t`Enter a token in whole rupees, from 1 up to the monthly rent.`;
  },
  get moveInFrom() {
    return t`Choose the earliest move-in date.`;
  },
  get moveIn() {
    return t`Choose a move-in date from today, up to 180 days ahead.`;
  },
  get notYours() {
    return t`You can only set up beds of your own PG, hostel or co-living home.`;
  },
  get moveOut() {
    return t`Choose the move-out date.`;
  },
  get moveOutTooFar() {
    return t`Choose a move-out date up to 180 days ahead.`;
  },
};

const says = (message: () => string) => ({ error: message });
const wholeNumber = (min: number, max: number, message: () => string) =>
  z.coerce.number(says(message)).int(says(message)).min(min, says(message)).max(max, says(message));
const sharing = z.enum(
  SHARING_OPTIONS,
  says(() => BED_MESSAGES.sharing),
);

/** What an owner sets up for one sharing type: beds, rent, deposit, the token that reserves a bed, the first move-in. */
export const bedTypeSchema = z
  .object({
    sharing,
    bedCount: wholeNumber(0, 500, () => BED_MESSAGES.bedCount),
    monthlyRent: wholeNumber(1, 10_000_000, () => BED_MESSAGES.rent),
    deposit: wholeNumber(0, 10_000_000, () => BED_MESSAGES.deposit),
    tokenAmount: wholeNumber(1, 10_000_000, () => BED_MESSAGES.token),
    moveInFrom: z
      .string(says(() => BED_MESSAGES.moveInFrom))
      .trim()
      .refine(
        isDay,
        says(() => BED_MESSAGES.moveInFrom),
      ),
  })
  .superRefine((value, context) => {
    if (value.tokenAmount > value.monthlyRent) {
      context.addIssue({ code: "custom", path: ["tokenAmount"], message: BED_MESSAGES.token });
    }
  });

export type BedTypeInput = z.output<typeof bedTypeSchema>;
export type BedTypeField = keyof BedTypeInput;

/** A seeker's reservation of one bed: the sharing type, the move-in day and who is coming. */
export const bedReservationSchema = z
  .object({
    sharing,
    moveIn: z.string(says(() => BED_MESSAGES.moveIn)).trim(),
    ...guestFields,
  })
  .superRefine(({ moveIn }, context) => {
    const today = todayInIndia(new Date());
    if (!isDay(moveIn) || moveIn < today || moveIn > addDays(today, BED_DAYS_AHEAD)) {
      context.addIssue({ code: "custom", path: ["moveIn"], message: BED_MESSAGES.moveIn });
    }
  });

export type BedReservationInput = z.output<typeof bedReservationSchema>;
export type BedReservationField = keyof BedReservationInput;

/**
 * The day a resident moves out, as the owner records it: a real day, up to 180 days ahead (a notice given), or past (a
 * move-out recorded late). That it is not before the move-in is checked against the reservation itself.
 */
export const moveOutSchema = z
  .object({
    moveOut: z
      .string(says(() => BED_MESSAGES.moveOut))
      .trim()
      .refine(
        isDay,
        says(() => BED_MESSAGES.moveOut),
      ),
  })
  .superRefine(({ moveOut }, context) => {
    if (moveOut > addDays(todayInIndia(new Date()), BED_DAYS_AHEAD)) {
      context.addIssue({ code: "custom", path: ["moveOut"], message: BED_MESSAGES.moveOutTooFar });
    }
  });

export type MoveOutField = keyof z.output<typeof moveOutSchema>;
