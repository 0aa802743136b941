import { t } from "@lingui/core/macro";
import { z } from "~/lib/zod";

/**
 * A UPI ID as NPCI writes one: a name of letters, digits, dots, hyphens or underscores, then `@` and the bank's handle
 * (`hotelawadh@okaxis`, `9876543210@ybl`). Checked on saving, so a link never carries a malformed payee.
 */
const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** Getters: each read speaks the language of the request being served. */
export const UPI_MESSAGES = {
  get upiId() {
    return t`Enter a UPI ID such as yourname@okaxis.`;
  },
  get payeeName() {
    return t`Enter the name the payment shows, up to 60 letters.`;
  },
  get advancePercent() {
    return t`The advance must be a whole percent from 1 to 100.`;
  },
  get saved() {
    return t`UPI details saved. New bookings ask for the advance by UPI.`;
  },
  get removed() {
    return t`UPI details removed. New bookings are paid at the property.`;
  },
};

const says = (message: () => string) => ({ error: message });

/** The owner's UPI details for a listing. */
export const upiSchema = z.object({
  upiId: z
    .string(says(() => UPI_MESSAGES.upiId))
    .trim()
    .regex(
      UPI_ID,
      says(() => UPI_MESSAGES.upiId),
    ),
  // Letters, digits, spaces and a few marks: the name travels in a link and shows in the payer's app.
  payeeName: z
    .string(says(() => UPI_MESSAGES.payeeName))
    .trim()
    .regex(
      /^[\p{L}\p{M}\p{N} .&'-]{1,60}$/u,
      says(() => UPI_MESSAGES.payeeName),
    ),
  advancePercent: z.coerce
    .number(says(() => UPI_MESSAGES.advancePercent))
    .int(says(() => UPI_MESSAGES.advancePercent))
    .min(
      1,
      says(() => UPI_MESSAGES.advancePercent),
    )
    .max(
      100,
      says(() => UPI_MESSAGES.advancePercent),
    ),
});
export type UpiInput = z.output<typeof upiSchema>;
export type UpiField = "upiId" | "payeeName" | "advancePercent";

/** The advance a booking asks: the listing's percent of the total, to the paisa. */
export const advanceOf = (totalPaise: number, percent: number) => Math.round((totalPaise * percent) / 100);

/**
 * The `upi://pay` link every UPI app opens (NPCI's deep link): payee, payee's name, the exact amount in rupees with
 * paise, INR, and the booking's reference as the note, so the owner can match the payment to the booking.
 */
export function upiPayLink(payee: { upiId: string; payeeName: string }, amountPaise: number, reference: string) {
  const fields = {
    pa: payee.upiId,
    pn: payee.payeeName,
    am: (amountPaise / 100).toFixed(2),
    cu: "INR",
    tn: reference,
  };
  const query = Object.entries(fields)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
  return `upi://pay?${query}`;
}
