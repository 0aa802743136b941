/**
 * 'Pay online' on a booking's page (ADR 055), bundled on its own and added only to that page when Razorpay is set up.
 * The button is hidden until this runs, so without JavaScript the page offers UPI or paying at the property as before.
 * A click asks our server for the order (the amount is ours), loads Razorpay's Checkout, and sends Checkout's answer to
 * our server, which records the payment only under Razorpay's signature; the page is then read again to show it.
 * A payment that comes after the booking was cancelled (in another tab, or by the owner) is refunded, and said so.
 */
import { PAY_ONLINE_STATUS_ID, payOnline } from "./contracts/pay-online";

type Order = { keyId: string; orderId: string; amountPaise: number; currency: "INR"; reference: string };
type CheckoutAnswer = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type CheckoutOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  handler: (answer: CheckoutAnswer) => void;
  modal: { ondismiss: () => void };
};
type CheckoutWindow = Window & { Razorpay?: new (options: CheckoutOptions) => { open: () => void } };

const button = document.querySelector<HTMLButtonElement>(payOnline.selector("button"));
const statusLine = document.getElementById(PAY_ONLINE_STATUS_ID);

function say(message: string | undefined) {
  if (statusLine) statusLine.textContent = message ?? "";
}

function loadCheckout(src: string): Promise<void> {
  if ((window as CheckoutWindow).Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("checkout"));
    document.head.append(script);
  });
}

async function post<T>(url: string, body: object): Promise<{ ok: boolean; body: T & { error?: string } }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  return { ok: res.ok, body: (await res.json().catch(() => ({}))) as T & { error?: string } };
}

if (button) {
  const read = (name: keyof typeof payOnline.names) => payOnline.read(button, name);
  const reference = read("reference") ?? "";
  const key = read("key");
  const checkout = read("checkout") ?? "";
  const failed = read("failed");
  const prefill = { name: read("name"), email: read("email"), contact: read("contact") };
  const api = `/api/v1/bookings/${encodeURIComponent(reference)}/payment`;
  const withKey = key ? { key } : {};
  button.hidden = false;
  button.addEventListener("click", async () => {
    button.disabled = true;
    say(read("opening"));
    try {
      const made = await post<{ order?: Order }>(api, withKey);
      const order = made.body.order;
      if (!made.ok || !order) throw new Error(made.body.error ?? failed);
      await loadCheckout(checkout);
      const Checkout = (window as CheckoutWindow).Razorpay;
      if (!Checkout) throw new Error(failed);
      new Checkout({
        key: order.keyId,
        order_id: order.orderId,
        amount: order.amountPaise,
        currency: order.currency,
        name: "GharStay",
        description: order.reference,
        prefill,
        handler: async (answer) => {
          say(read("paying"));
          const verified = await post<{ message?: string; booking?: { status?: string } }>(`${api}/verify`, {
            ...withKey,
            ...answer,
          });
          if (verified.ok && verified.body.booking?.status === "confirmed") window.location.reload();
          else {
            // Refused, or paid for a booking cancelled meanwhile (our server refunds it): the answer says which.
            say((verified.ok ? verified.body.message : verified.body.error) ?? failed);
            button.disabled = verified.ok;
          }
        },
        modal: {
          ondismiss: () => {
            say("");
            button.disabled = false;
          },
        },
      }).open();
    } catch (error) {
      say(error instanceof Error && error.message !== "checkout" ? error.message : failed);
      button.disabled = false;
    }
  });
}
