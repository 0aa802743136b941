import { createHmac, timingSafeEqual } from "node:crypto";
import { t } from "@lingui/core/macro";
import { and, asc, eq, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import { type Database, database } from "~/db/client.server";
import { bookingPayments, bookings, razorpayEvents } from "~/db/schema";
import type { ListingPage } from "~/features/listings/listings";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { readBytes } from "~/lib/request-body.server";
import type { OnlinePayment } from "./pay-online";

/** Getters: each read speaks the language of the request being served. */
export const PAYMENT_MESSAGES = {
  get off() {
    return t`Online payment is not available.`;
  },
  get onlyTraveller() {
    return t`Only the traveller can pay for this booking.`;
  },
  get notConfirmed() {
    return t`Only a confirmed booking can be paid online.`;
  },
  get listingGone() {
    return t`This listing is no longer on GharStay, so its bookings take no more payments.`;
  },
  get alreadyPaid() {
    return t`This booking is already paid.`;
  },
  get gatewayDown() {
    return t`The payment service did not answer. Please try again in a few minutes.`;
  },
  get badSignature() {
    return t`We could not verify this payment, so the booking is not marked paid.`;
  },
  get unknownOrder() {
    return t`This payment is not for this booking.`;
  },
  get paid() {
    return t`Payment received. Thank you.`;
  },
  get paidTwice() {
    return t`This booking was already paid, so this payment will be refunded to you.`;
  },
  get paidAfterCancelling() {
    return t`This booking was cancelled before your payment reached us, so all of it will be refunded to you.`;
  },
};

/** Razorpay's keys and address, or null when online payment is off. */
function razorpay() {
  const config = env();
  if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET) return null;
  return {
    keyId: config.RAZORPAY_KEY_ID,
    keySecret: config.RAZORPAY_KEY_SECRET,
    apiUrl: config.RAZORPAY_API_URL.replace(/\/$/, ""),
  };
}

export const onlinePaymentsOn = (): boolean => razorpay() !== null;

/** A slow gateway must not hold a traveller's request, or the refund worker's lease, for long. */
const GATEWAY_TIMEOUT_MS = 10_000;

type GatewayAnswer<T> = { ok: true; body: T } | { ok: false; status: number; error: string };

/** One call to Razorpay's API with the key id and secret as basic auth, as its documentation asks. */
async function callRazorpay<T>(method: "GET" | "POST", path: string, body?: object): Promise<GatewayAnswer<T>> {
  const keys = razorpay();
  if (!keys) return { ok: false, status: 0, error: "Razorpay keys are not set" };
  try {
    const res = await fetch(`${keys.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    const text = await res.text();
    if (!res.ok) return { ok: false, status: res.status, error: text.slice(0, 500) };
    return { ok: true, body: JSON.parse(text) as T };
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Whether `given` is the hex HMAC-SHA256 of `data` under `secret`, compared in constant time. */
export function signedBy(secret: string, data: string | Uint8Array, given: string | null): boolean {
  if (!given) return false;
  const expected = createHmac("sha256", secret).update(data).digest();
  const presented = Buffer.from(given, "hex");
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

type PaymentRefusal = { ok: false; status: 400 | 403 | 404 | 409 | 413 | 415 | 502; message: string };
const refuse = (status: PaymentRefusal["status"], message: string): PaymentRefusal => ({ ok: false, status, message });

/** What Checkout (the web's, or the apps' SDK) needs to take the payment of one order. */
export type CheckoutOrder = { keyId: string; orderId: string; amountPaise: number; currency: "INR"; reference: string };

/** The booking as the payment steps need it, read by the caller (who has checked who is asking). */
export type PayableBooking = {
  id: string;
  reference: string;
  status: string;
  totalPaise: number;
  advancePaise: number | null;
  /** When the owner marked the advance received by UPI: then nothing is left to pay online. */
  advanceReceivedAt: string | null;
  /** "none": its owner deleted the listing (ADR 067), and its bookings take no more payments. */
  listingPage: ListingPage;
};

/** Paid online: the advance when the listing asks one, otherwise the whole stay. */
const dueOnline = (booking: PayableBooking) => booking.advancePaise ?? booking.totalPaise;

/**
 * What a booking's page needs to offer 'Pay online' (pay-online.tsx): only with Razorpay set up, to the traveller of a
 * confirmed booking not yet paid online; null otherwise.
 */
export function onlinePaymentFor(
  booking: PayableBooking & {
    paidOnlinePaise: number | null;
    guestName: string;
    guestEmail: string;
    guestMobile: string;
  },
  side: "traveller" | "owner",
): OnlinePayment | null {
  if (!onlinePaymentsOn() || side !== "traveller" || booking.status !== "confirmed") return null;
  if (booking.listingPage === "none") return null;
  if (booking.paidOnlinePaise !== null || booking.advanceReceivedAt !== null) return null;
  return {
    checkoutUrl: env().RAZORPAY_CHECKOUT_URL,
    amountPaise: dueOnline(booking),
    guest: { name: booking.guestName, email: booking.guestEmail, mobile: booking.guestMobile },
  };
}

/**
 * Makes (or hands back the one already made) the Razorpay order for a confirmed booking, on our server: the amount is
 * ours, never the browser's. A second order made by two clicks at once is harmless: should both be paid, the second is
 * refunded (recordPayment).
 */
export async function orderFor(booking: PayableBooking): Promise<{ ok: true; order: CheckoutOrder } | PaymentRefusal> {
  const keys = razorpay();
  if (!keys) return refuse(404, PAYMENT_MESSAGES.off);
  if (booking.status !== "confirmed") return refuse(409, PAYMENT_MESSAGES.notConfirmed);
  if (booking.listingPage === "none") return refuse(409, PAYMENT_MESSAGES.listingGone);
  if (booking.advanceReceivedAt !== null) return refuse(409, PAYMENT_MESSAGES.alreadyPaid);
  const rows = await database()
    .select({
      orderId: bookingPayments.orderId,
      status: bookingPayments.status,
      amountPaise: bookingPayments.amountPaise,
    })
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, booking.id))
    .orderBy(asc(bookingPayments.createdAt));
  if (rows.some((row) => row.status === "paid")) return refuse(409, PAYMENT_MESSAGES.alreadyPaid);
  const open = rows.find((row) => row.amountPaise === dueOnline(booking));
  const checkout = (orderId: string, amountPaise: number) => ({
    ok: true as const,
    order: { keyId: keys.keyId, orderId, amountPaise, currency: "INR" as const, reference: booking.reference },
  });
  if (open) return checkout(open.orderId, open.amountPaise);
  const made = await callRazorpay<{ id: string; amount: number }>("POST", "/v1/orders", {
    amount: dueOnline(booking),
    currency: "INR",
    receipt: booking.reference,
    notes: { booking: booking.reference },
  });
  if (!made.ok || typeof made.body.id !== "string") {
    logger.warn({ reference: booking.reference, error: made.ok ? "no order id" : made.error }, "razorpay order failed");
    return refuse(502, PAYMENT_MESSAGES.gatewayDown);
  }
  await database()
    .insert(bookingPayments)
    .values({ orderId: made.body.id, bookingId: booking.id, amountPaise: dueOnline(booking) });
  return checkout(made.body.id, dueOnline(booking));
}

/** Told when a payment is recorded, in its transaction: the booking's e-mails to both sides. */
export type OnPaid = (tx: Database, bookingId: string, amountPaise: number) => Promise<void>;

/** What became of a payment Razorpay reports: kept for its booking, refunded whole and why, or recorded before. */
type Recorded = "recorded" | "already recorded" | "refunded: paid twice" | "refunded: booking cancelled";

/**
 * Records an order paid, once: the update claims it only while it is `created`, so the Checkout's signed answer and
 * the webhook (and the webhook's repeats) record it one time between them. A payment that no confirmed booking awaits
 * is refunded whole at once rather than kept: a second order of the same booking paid as well, or a payment that
 * reaches us after the booking was cancelled (Checkout open in one tab, cancelled in another, or a UPI payment
 * completing late). The booking's row is locked before it is read: a cancellation committing meanwhile is seen, one
 * that comes after finds this payment paid and refunds it by the policy (queueRefund), and of two payments at once
 * the second sees the first.
 */
async function recordPayment(tx: Database, orderId: string, paymentId: string, onPaid: OnPaid): Promise<Recorded> {
  const [paid] = await tx
    .update(bookingPayments)
    .set({ status: "paid", paymentId, paidAt: new Date() })
    .where(and(eq(bookingPayments.orderId, orderId), eq(bookingPayments.status, "created")))
    .returning({ bookingId: bookingPayments.bookingId, amountPaise: bookingPayments.amountPaise });
  if (!paid) return "already recorded";
  const [booking] = await tx
    .select({ status: bookings.status, advanceReceivedAt: bookings.advanceReceivedAt })
    .from(bookings)
    .where(eq(bookings.id, paid.bookingId))
    .for("update");
  const [earlier] = await tx
    .select({ orderId: bookingPayments.orderId })
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.bookingId, paid.bookingId),
        eq(bookingPayments.status, "paid"),
        ne(bookingPayments.orderId, orderId),
      ),
    )
    .limit(1);
  // The advance this payment was for may have been paid by UPI and marked received meanwhile (claimAdvanceReceived).
  const paidBefore = earlier !== undefined || booking?.advanceReceivedAt != null;
  if (booking?.status !== "confirmed" || paidBefore) {
    await tx
      .update(bookingPayments)
      .set({ refundPaise: paid.amountPaise, refundStatus: "due", refundNextAt: new Date() })
      .where(eq(bookingPayments.orderId, orderId));
    logger.warn({ orderId, bookingStatus: booking?.status }, "a payment no booking awaits is refunded");
    return paidBefore ? "refunded: paid twice" : "refunded: booking cancelled";
  }
  await onPaid(tx, paid.bookingId, paid.amountPaise);
  return "recorded";
}

/** What Checkout's answer tells the traveller, by what became of the payment. */
const OUTCOME_MESSAGES: Record<Exclude<Recorded, "already recorded">, () => string> = {
  recorded: () => PAYMENT_MESSAGES.paid,
  "refunded: paid twice": () => PAYMENT_MESSAGES.paidTwice,
  "refunded: booking cancelled": () => PAYMENT_MESSAGES.paidAfterCancelling,
};

/** What became of a payment recorded before this answer: kept, or refunded whole, and why. */
async function recordedBefore(orderId: string): Promise<Exclude<Recorded, "already recorded">> {
  const [order] = await database()
    .select({
      refundPaise: bookingPayments.refundPaise,
      amountPaise: bookingPayments.amountPaise,
      bookingStatus: bookings.status,
    })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .where(eq(bookingPayments.orderId, orderId));
  if (!order || order.refundPaise !== order.amountPaise) return "recorded";
  return order.bookingStatus === "confirmed" ? "refunded: paid twice" : "refunded: booking cancelled";
}

/**
 * Checkout's answer for a booking: `razorpay_signature` must be the HMAC-SHA256 of `order_id|payment_id` under the key
 * secret, and the order must be this booking's. Only then is the payment recorded; the browser's word alone is not.
 */
export async function confirmCheckout(
  booking: PayableBooking,
  answer: { orderId: string; paymentId: string; signature: string },
  onPaid: OnPaid,
): Promise<{ ok: true; message: string } | PaymentRefusal> {
  const keys = razorpay();
  if (!keys) return refuse(404, PAYMENT_MESSAGES.off);
  if (!signedBy(keys.keySecret, `${answer.orderId}|${answer.paymentId}`, answer.signature)) {
    logger.warn({ reference: booking.reference }, "razorpay checkout signature did not match");
    return refuse(400, PAYMENT_MESSAGES.badSignature);
  }
  const [order] = await database()
    .select({ bookingId: bookingPayments.bookingId })
    .from(bookingPayments)
    .where(eq(bookingPayments.orderId, answer.orderId));
  if (order?.bookingId !== booking.id) return refuse(404, PAYMENT_MESSAGES.unknownOrder);
  const recorded = await database().transaction((tx) => recordPayment(tx, answer.orderId, answer.paymentId, onPaid));
  wakeRefunds();
  // Razorpay's webhook often records the payment before the browser's answer comes: the traveller is told its fate.
  const outcome = recorded === "already recorded" ? await recordedBefore(answer.orderId) : recorded;
  return { ok: true, message: OUTCOME_MESSAGES[outcome]() };
}

/** A webhook's body: at most this, the size of any event we act on with room to spare. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

type CapturedEvent = {
  event?: string;
  payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown; status?: unknown } } };
};

/**
 * A Razorpay webhook. `X-Razorpay-Signature` must be the HMAC-SHA256 of the raw body under the webhook secret; then a
 * `payment.captured` of one of our orders for its full amount records it paid. Razorpay delivers at least once, so each
 * `X-Razorpay-Event-Id` is kept in the transaction that acts on it, and a repeat is answered 200 and does nothing.
 */
export async function receiveWebhook(
  request: Request,
  onPaid: OnPaid,
): Promise<{ status: number; body: { status: string } | { error: string } }> {
  const secret = env().RAZORPAY_WEBHOOK_SECRET;
  if (!razorpay() || !secret) return { status: 404, body: { error: PAYMENT_MESSAGES.off } };
  const raw = await readBytes(request, WEBHOOK_BODY_LIMIT);
  if (!raw.ok) return { status: raw.status, body: { error: raw.message } };
  if (!signedBy(secret, raw.value, request.headers.get("x-razorpay-signature"))) {
    logger.warn("razorpay webhook signature did not match");
    return { status: 400, body: { error: t`Invalid signature.` } };
  }
  let event: CapturedEvent;
  try {
    event = JSON.parse(Buffer.from(raw.value).toString("utf8")) as CapturedEvent;
  } catch {
    return { status: 400, body: { error: t`The body is not JSON.` } };
  }
  const entity = event.payload?.payment?.entity;
  if (event.event !== "payment.captured" || typeof entity?.id !== "string" || typeof entity.order_id !== "string") {
    return { status: 200, body: { status: "ignored" } };
  }
  const paymentId = entity.id;
  const orderId = entity.order_id;
  const eventId = request.headers.get("x-razorpay-event-id")?.slice(0, 100) ?? `${event.event}:${paymentId}`;
  const outcome = await database().transaction(async (tx) => {
    const [fresh] = await tx
      .insert(razorpayEvents)
      .values({ eventId, event: event.event ?? "" })
      .onConflictDoNothing()
      .returning({ eventId: razorpayEvents.eventId });
    if (!fresh) return "repeat";
    const [order] = await tx
      .select({ amountPaise: bookingPayments.amountPaise })
      .from(bookingPayments)
      .where(eq(bookingPayments.orderId, orderId));
    if (!order) return "not ours";
    if (entity.amount !== order.amountPaise) {
      logger.warn({ orderId, amount: entity.amount }, "razorpay captured an amount other than the order's");
      return "amount differs";
    }
    return recordPayment(tx, orderId, paymentId, onPaid);
  });
  wakeRefunds();
  return { status: 200, body: { status: outcome } };
}

/**
 * On cancelling a booking, in its transaction: what goes back of what was paid online. The policy's refund is of the
 * whole stay; the traveller keeps to the owner what the policy keeps (total less refund), first out of what they paid
 * online, and the rest of that payment goes back through Razorpay.
 */
export async function queueRefund(
  tx: Database,
  bookingId: string,
  totalPaise: number,
  refundOfTotal: number,
): Promise<void> {
  const [paid] = await tx
    .select({ orderId: bookingPayments.orderId, amountPaise: bookingPayments.amountPaise })
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.bookingId, bookingId),
        eq(bookingPayments.status, "paid"),
        isNull(bookingPayments.refundStatus),
      ),
    )
    .limit(1);
  if (!paid) return;
  const back = Math.max(0, paid.amountPaise - (totalPaise - refundOfTotal));
  if (back === 0) return;
  await tx
    .update(bookingPayments)
    .set({ refundPaise: back, refundStatus: "due", refundNextAt: new Date() })
    .where(eq(bookingPayments.orderId, paid.orderId));
}

/** How long an instance holds a refund it is sending; longer than the gateway's timeout, so never two at once. */
const REFUND_LEASE_MS = 3 * GATEWAY_TIMEOUT_MS;
const REFUND_RETRY_MS = 60_000;
const REFUND_MAX_ATTEMPTS = 20;

/**
 * Sends the refunds due, one at a time: each is claimed under FOR UPDATE SKIP LOCKED by moving its next try past a
 * lease, so two instances never send one together and a crash mid-call leaves it for the next try. Before sending, the
 * payment's refunds are read back: one carrying our receipt means an earlier try got through and only its recording
 * was lost, so a refund is never sent twice.
 */
export async function sendDueRefunds(): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await database().transaction(async (tx) => {
      const due = tx
        .select({ orderId: bookingPayments.orderId })
        .from(bookingPayments)
        .where(and(eq(bookingPayments.refundStatus, "due"), lte(bookingPayments.refundNextAt, sql`now()`)))
        .limit(1)
        .for("update", { skipLocked: true });
      const [row] = await tx
        .update(bookingPayments)
        .set({
          refundNextAt: sql`now() + ${`${REFUND_LEASE_MS} milliseconds`}::interval`,
          refundAttempts: sql`${bookingPayments.refundAttempts} + 1`,
        })
        .where(inArray(bookingPayments.orderId, due))
        .returning();
      return row;
    });
    if (!claimed?.paymentId || !claimed.refundPaise) return sent;
    const receipt = `refund-${claimed.orderId}`.slice(0, 40);
    const earlier = await callRazorpay<{ items?: Array<{ id: string; receipt?: string | null }> }>(
      "GET",
      `/v1/payments/${encodeURIComponent(claimed.paymentId)}/refunds`,
    );
    const already = earlier.ok ? earlier.body.items?.find((item) => item.receipt === receipt) : undefined;
    const answer: GatewayAnswer<{ id: string }> = already
      ? { ok: true, body: already }
      : await callRazorpay<{ id: string }>("POST", `/v1/payments/${encodeURIComponent(claimed.paymentId)}/refund`, {
          amount: claimed.refundPaise,
          receipt,
          notes: { order: claimed.orderId },
        });
    if (answer.ok) {
      await database()
        .update(bookingPayments)
        .set({ refundStatus: "sent", refundId: answer.body.id, refundError: null })
        .where(eq(bookingPayments.orderId, claimed.orderId));
      logger.info({ orderId: claimed.orderId, refundPaise: claimed.refundPaise }, "razorpay refund sent");
      sent += 1;
      continue;
    }
    // Refused outright (a 4xx: the payment cannot be refunded so) or tried long enough: left for a person to settle.
    const failed = (answer.status >= 400 && answer.status < 500) || claimed.refundAttempts >= REFUND_MAX_ATTEMPTS;
    logger.warn({ orderId: claimed.orderId, status: answer.status, error: answer.error }, "razorpay refund failed");
    await database()
      .update(bookingPayments)
      .set({
        refundStatus: failed ? "failed" : "due",
        refundError: answer.error,
        refundNextAt: new Date(Date.now() + REFUND_RETRY_MS * Math.min(claimed.refundAttempts, 60)),
      })
      .where(eq(bookingPayments.orderId, claimed.orderId));
  }
}

let sending = false;
let again = false;

/**
 * Sends the refunds due now, after the transaction that queued them has committed (its caller wakes this then); one
 * woken while sending runs again after. The minute's look (startBookingExpiry) finds anything missed.
 */
export function wakeRefunds(): void {
  if (!onlinePaymentsOn()) return;
  if (sending) {
    again = true;
    return;
  }
  sending = true;
  sendDueRefunds()
    .catch((error) => logger.error({ err: error }, "sending razorpay refunds failed"))
    .finally(() => {
      sending = false;
      if (again) {
        again = false;
        wakeRefunds();
      }
    });
}
