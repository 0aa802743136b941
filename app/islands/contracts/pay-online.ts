import { defineContract } from "./contract";

/**
 * 'Pay online' on a booking's page (app/features/bookings/pay-online.tsx and its own script,
 * app/islands/pay-online.ts). `button` marks the button, which holds the booking's `reference` and `key` (the key of
 * a guest's booking, absent for an account's), Checkout's script (`checkout`), what to prefill Checkout with (`name`,
 * `email`, `contact`) and the words the script says while `opening` Checkout, while `paying`, and when it `failed`.
 */
export const payOnline = defineContract({
  button: "data-pay-online",
  reference: "data-reference",
  key: "data-key",
  checkout: "data-checkout",
  name: "data-name",
  email: "data-email",
  contact: "data-contact",
  opening: "data-opening",
  paying: "data-paying",
  failed: "data-failed",
});

/** The id of the line where the script says what is happening. */
export const PAY_ONLINE_STATUS_ID = "pay-online-status";
