import { Trans, useLingui } from "@lingui/react/macro";
import { formButtonClass } from "~/components/ui/button-class";
import { PAY_ONLINE_STATUS_ID, payOnline } from "~/islands/contracts/pay-online";
// Bundled on its own, without React, and added only to a booking's page when Razorpay is set up (ADR 055).
import payScript from "~/islands/pay-online.ts?worker&url";
import { formatPaise } from "./money";

/** What the booking's page needs to offer 'Pay online': Checkout's script and what to prefill it with. */
export type OnlinePayment = {
  checkoutUrl: string;
  amountPaise: number;
  guest: { name: string; email: string; mobile: string };
};

/**
 * 'Pay online' through Razorpay Checkout, for the traveller of a confirmed booking not yet paid online. The button is
 * hidden until its script runs: without JavaScript the page shows only the UPI advance or paying at the property.
 */
export function PayOnline({
  reference,
  bookingKey,
  payment,
}: {
  reference: string;
  bookingKey: string | null;
  payment: OnlinePayment;
}) {
  const { t } = useLingui();
  const amount = formatPaise(payment.amountPaise);
  return (
    <section aria-labelledby="pay-online-heading" className="mt-6 rounded-lg border border-gray-200 bg-white p-5">
      <h2 id="pay-online-heading" className="text-xl font-bold text-gray-900">
        <Trans>Pay online</Trans>
      </h2>
      <p className="mt-2 text-gray-800">
        <Trans>Pay {amount} now by card, UPI or net banking through Razorpay, or pay as shown on this page.</Trans>
      </p>
      <button
        type="button"
        hidden
        {...payOnline.attrs({
          button: true,
          reference,
          key: bookingKey ?? undefined,
          checkout: payment.checkoutUrl,
          name: payment.guest.name,
          email: payment.guest.email,
          contact: payment.guest.mobile,
          opening: t`Opening the payment…`,
          paying: t`Checking the payment…`,
          failed: t`The payment could not be opened. Please try again, or pay as shown on this page.`,
        })}
        className={`mt-4 ${formButtonClass}`}
      >
        <Trans>Pay online</Trans>
      </button>
      <p id={PAY_ONLINE_STATUS_ID} role="status" className="mt-2 text-gray-800" />
      <script type="module" src={payScript} />
    </section>
  );
}
