import { describe, expect, it } from "vitest";
import { logInAs } from "../support/accounts";
import { demoAccounts } from "../support/demo-accounts";
import { test } from "../support/fixtures";
import { cards, fetchPage, text } from "../support/html";
import { HttpClient } from "../support/http";
import { type RazorpayStandIn, startRazorpay } from "../support/razorpay";
import type { RunningServer } from "../support/server";
import type { TestSmtpServer } from "../support/smtp";

let server: RunningServer;
let smtp: TestSmtpServer;
let razorpay: RazorpayStandIn;
let hotel: string;
let rooms: Record<string, string>;
let webhook: string;

// biome-ignore lint/correctness/noEmptyPattern: Vitest reads what a fixture needs from its first parameter's pattern.
test.override("serverSetup", { scope: "file" }, async ({}, { onCleanup }) => {
  razorpay = await startRazorpay();
  onCleanup(() => razorpay.close());
  return {
    demo: true,
    mail: true,
    env: {
      TRUST_PROXY: "1",
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
    },
  };
});

test.beforeAll(async ({ server: started, smtp: mailbox }) => {
  [server, smtp] = [started, mailbox];
  webhook = `${server.url}/api/v1/payments/razorpay/webhook`;
  const card = cards((await fetchPage(server.url, "/hotels")).html).find((c) => c.name === "Hotel Awadh Residency");
  if (!card) throw new Error("Hotel Awadh Residency is not on /hotels");
  hotel = card.href.replace("/property/", "");
  const res = await HttpClient.from(server.url, "10.52.0.1").get(
    `/api/v1/listings/${hotel}/availability?checkIn=${istDay(40)}&checkOut=${istDay(42)}&guests=2`,
  );
  const body = (await res.json()) as { roomTypes: Array<{ id: string; name: string }> };
  rooms = Object.fromEntries(body.roomTypes.map((room) => [room.name, room.id]));
});

const IST_MS = 330 * 60 * 1000;
const DAY_MS = 86_400_000;
const istDay = (offset: number) => new Date(Date.now() + IST_MS + offset * DAY_MS).toISOString().slice(0, 10);

let travellers = 0;
type Booked = { api: HttpClient; reference: string; key: string; email: string };

/** A guest without an account books two nights `offset` days ahead, each from their own address. */
async function book(room: string, offset: number): Promise<Booked> {
  travellers += 1;
  const api = HttpClient.from(server.url, `10.52.1.${travellers}`);
  const email = `pay.${travellers}@example.com`;
  const res = await api.postJson(`/api/v1/listings/${hotel}/bookings`, {
    roomTypeId: rooms[room],
    checkIn: istDay(offset),
    checkOut: istDay(offset + 2),
    guests: 2,
    name: `Meera ${travellers}`,
    mobileNumber: "9876543210",
    email,
  });
  expect(res.status).toBe(201);
  const { reference, key } = (await res.json()) as { reference: string; key: string };
  return { api, reference, key, email };
}

/** The traveller asks for the booking's Razorpay order, as the page or the app does before opening Checkout. */
async function orderOf(booked: Booked) {
  const res = await booked.api.postJson(`/api/v1/bookings/${booked.reference}/payment`, { key: booked.key });
  expect(res.status).toBe(201);
  return ((await res.json()) as { order: { orderId: string; amountPaise: number; keyId: string } }).order;
}

/** The booking's page as its traveller sees it. */
async function bookingPage(booked: Booked) {
  return text(await (await booked.api.get(`/booking/${booked.reference}?key=${booked.key}`)).text());
}

const mailsTo = (email: string, subject: string) =>
  smtp.received.filter((m) => m.envelopeTo.includes(email) && m.subject?.startsWith(subject));

describe("paying online through Razorpay", () => {
  it("makes the order on our server for the booking's amount, under the API keys", async () => {
    const booked = await book("Standard Room", 40);
    const order = await orderOf(booked);
    const made = razorpay.orders.get(order.orderId);
    expect(made?.receipt).toBe(booked.reference);
    expect(made?.currency).toBe("INR");
    expect(order.amountPaise).toBe(made?.amount);
    expect(order.keyId).toBe(razorpay.keyId);
    expect(razorpay.unauthorised).toBe(0);
    // Asking again hands back the same order rather than making another.
    expect((await orderOf(booked)).orderId).toBe(order.orderId);
  });

  it("marks a booking paid only on Razorpay's signature, never on the browser's word", async () => {
    const booked = await book("Standard Room", 44);
    const order = await orderOf(booked);
    const answer = razorpay.pay(order.orderId);
    const verify = `/api/v1/bookings/${booked.reference}/payment/verify`;

    const forged = await booked.api.postJson(verify, {
      key: booked.key,
      ...answer,
      razorpay_signature: "0".repeat(64),
    });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: string }).error).toBe(
      "We could not verify this payment, so the booking is not marked paid.",
    );
    // A real signature of another payment does not pay this one either.
    const other = razorpay.pay(order.orderId);
    const swapped = await booked.api.postJson(verify, {
      key: booked.key,
      ...answer,
      razorpay_signature: other.razorpay_signature,
    });
    expect(swapped.status).toBe(400);
    expect(await bookingPage(booked)).not.toContain("Paid online");
    expect(mailsTo(booked.email, "Payment received")).toHaveLength(0);

    // Someone without the booking's key cannot confirm it, even with Razorpay's true answer.
    const stranger = await HttpClient.from(server.url, "10.52.2.1").postJson(verify, answer);
    expect(stranger.status).toBe(404);

    const paid = await booked.api.postJson(verify, { key: booked.key, ...answer });
    expect(paid.status).toBe(200);
    const { booking } = (await paid.json()) as { booking: { paidOnlinePaise: number } };
    expect(booking.paidOnlinePaise).toBe(order.amountPaise);
    expect(await bookingPage(booked)).toContain("Paid online");

    // Razorpay's webhook for the same payment comes after: it is recorded already, nobody is told twice.
    const late = await razorpay.deliver(webhook, razorpay.capturedEvent(answer.razorpay_payment_id));
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ status: "already recorded" });
    await expect.poll(() => mailsTo(booked.email, "Payment received").length, { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => smtp.received.filter((m) => m.subject?.startsWith(`Paid online: ${booked.reference}`)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    // Paid once: no second order.
    const again = await booked.api.postJson(`/api/v1/bookings/${booked.reference}/payment`, { key: booked.key });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("This booking is already paid.");
  });

  it("a webhook with a bad signature confirms nothing; a webhook replayed twice books once", async () => {
    const booked = await book("Deluxe Room", 48);
    const order = await orderOf(booked);
    const { razorpay_payment_id: paymentId } = razorpay.pay(order.orderId);
    const event = razorpay.capturedEvent(paymentId);

    const forged = await razorpay.deliver(webhook, { ...event, signature: "f".repeat(64) });
    expect(forged.status).toBe(400);
    const tampered = await razorpay.deliver(webhook, {
      ...event,
      body: event.body.replace(/"amount":\d+/, '"amount":100'),
    });
    expect(tampered.status).toBe(400);
    expect(await bookingPage(booked)).not.toContain("Paid online");

    const first = await razorpay.deliver(webhook, event);
    const replay = await razorpay.deliver(webhook, event);
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(await first.json()).toEqual({ status: "recorded" });
    expect(await replay.json()).toEqual({ status: "repeat" });
    // The same payment under a new event id (Razorpay retrying) records nothing more either.
    const retried = await razorpay.deliver(webhook, razorpay.capturedEvent(paymentId));
    expect(await retried.json()).toEqual({ status: "already recorded" });

    expect(await bookingPage(booked)).toContain("Paid online");
    await expect.poll(() => mailsTo(booked.email, "Payment received").length, { timeout: 15_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(booked.email, "Payment received")).toHaveLength(1);
  });

  it("refunds through Razorpay on cancellation by the policy, once", async () => {
    // Strict, 40 days ahead: half of the stay comes back, out of what was paid online.
    const strict = await book("Suite", 52);
    const order = await orderOf(strict);
    const { razorpay_payment_id: paymentId } = razorpay.pay(order.orderId);
    await razorpay.deliver(webhook, razorpay.capturedEvent(paymentId));
    const cancel = await strict.api.postJson(`/api/v1/bookings/${strict.reference}/cancel`, { key: strict.key });
    expect(cancel.status).toBe(200);
    const { booking } = (await cancel.json()) as { booking: { refundPaise: number; totalPaise: number } };
    expect(booking.refundPaise).toBe(booking.totalPaise / 2);
    await expect
      .poll(() => razorpay.refunds.filter((r) => r.payment_id === paymentId).length, { timeout: 15_000 })
      .toBe(1);
    const [refund] = razorpay.refunds.filter((r) => r.payment_id === paymentId);
    expect(refund.amount).toBe(order.amountPaise - (booking.totalPaise - booking.refundPaise));
    // Cancelling again changes nothing and sends no second refund.
    expect((await strict.api.postJson(`/api/v1/bookings/${strict.reference}/cancel`, { key: strict.key })).status).toBe(
      409,
    );

    // Moderate, cancelled two days before: the policy keeps all, so nothing goes back.
    const late = await book("Standard Room", 2);
    const lateOrder = await orderOf(late);
    const latePayment = razorpay.pay(lateOrder.orderId);
    await late.api.postJson(`/api/v1/bookings/${late.reference}/payment/verify`, { key: late.key, ...latePayment });
    const lateCancel = await late.api.postJson(`/api/v1/bookings/${late.reference}/cancel`, { key: late.key });
    expect(((await lateCancel.json()) as { booking: { refundPaise: number } }).booking.refundPaise).toBe(0);

    // The owner cancels a paid booking: all of it goes back, whatever the policy.
    const owned = await book("Suite", 56);
    const ownedOrder = await orderOf(owned);
    const ownedPayment = razorpay.pay(ownedOrder.orderId);
    await owned.api.postJson(`/api/v1/bookings/${owned.reference}/payment/verify`, { key: owned.key, ...ownedPayment });
    const owner = await logInAs(server.url, demoAccounts(server).owner);
    expect((await owner.postJson(`/api/v1/bookings/${owned.reference}/cancel`, {})).status).toBe(200);
    await expect
      .poll(() => razorpay.refunds.find((r) => r.payment_id === ownedPayment.razorpay_payment_id)?.amount, {
        timeout: 15_000,
      })
      .toBe(ownedOrder.amountPaise);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(razorpay.refunds.filter((r) => r.payment_id === latePayment.razorpay_payment_id)).toHaveLength(0);
    expect(razorpay.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);
  });

  it("refunds whole a payment that reaches us after its booking was cancelled, and says so", async () => {
    // Strict, 60 days ahead: had it been paid before cancelling, the policy would have kept half.
    const booked = await book("Suite", 60);
    const order = await orderOf(booked);
    const cancel = await booked.api.postJson(`/api/v1/bookings/${booked.reference}/cancel`, { key: booked.key });
    const { booking } = (await cancel.json()) as { booking: { refundPaise: number; totalPaise: number } };
    expect(booking.refundPaise).toBe(booking.totalPaise / 2);

    // Checkout was still open in another tab: the payment completes, and Razorpay reports it.
    const answer = razorpay.pay(order.orderId);
    const captured = await razorpay.deliver(webhook, razorpay.capturedEvent(answer.razorpay_payment_id));
    expect(await captured.json()).toEqual({ status: "refunded: booking cancelled" });
    await expect
      .poll(() => razorpay.refunds.find((r) => r.payment_id === answer.razorpay_payment_id)?.amount, {
        timeout: 15_000,
      })
      .toBe(order.amountPaise);

    const verify = await booked.api.postJson(`/api/v1/bookings/${booked.reference}/payment/verify`, {
      key: booked.key,
      ...answer,
    });
    expect(verify.status).toBe(200);
    expect(((await verify.json()) as { message: string }).message).toBe(
      "This booking was cancelled before your payment reached us, so all of it will be refunded to you.",
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(booked.email, "Payment received")).toHaveLength(0);
    expect(razorpay.refunds.filter((r) => r.payment_id === answer.razorpay_payment_id)).toHaveLength(1);
  });
});

describe("an advance the owner asks by UPI, with online payment on too", () => {
  it("is paid one way only: online once marked received by UPI, by UPI once paid online", async () => {
    const owner = await logInAs(server.url, demoAccounts(server).owner);
    const saved = await owner.postForm(`/bookings/rooms/${hotel}?upi=save`, {
      upiId: "hotelawadh@okaxis",
      payeeName: "Hotel Awadh",
      advancePercent: "25",
    });
    expect(saved.status).toBe(200);

    // Paid by UPI and marked received: nothing is left to pay online.
    const byUpi = await book("Standard Room", 64);
    expect(await bookingPage(byUpi)).toContain("Pay online");
    expect((await owner.postForm(`/booking/${byUpi.reference}/advance-received`, {})).status).toBe(303);
    expect(await bookingPage(byUpi)).not.toContain("Pay online");
    const order = await byUpi.api.postJson(`/api/v1/bookings/${byUpi.reference}/payment`, { key: byUpi.key });
    expect(order.status).toBe(409);
    expect(((await order.json()) as { error: string }).error).toBe("This booking is already paid.");

    // Paid online: the UPI QR code goes, and the owner cannot mark the same advance received again.
    const online = await book("Standard Room", 68);
    expect(await bookingPage(online)).toContain("Pay the advance by UPI");
    const paid = await online.api.postJson(`/api/v1/bookings/${online.reference}/payment/verify`, {
      key: online.key,
      ...razorpay.pay((await orderOf(online)).orderId),
    });
    expect(paid.status).toBe(200);
    expect(await bookingPage(online)).not.toContain("Pay the advance by UPI");
    expect(text(await (await owner.get(`/booking/${online.reference}`)).text())).not.toContain("Mark advance received");
    const marked = await owner.postJson(`/api/v1/bookings/${online.reference}/advance-received`, {});
    expect(marked.status).toBe(409);

    // Checkout left open while the owner marked the UPI advance: that payment is refunded whole.
    const both = await book("Standard Room", 72);
    const late = await orderOf(both);
    expect((await owner.postJson(`/api/v1/bookings/${both.reference}/advance-received`, {})).status).toBe(200);
    const answer = razorpay.pay(late.orderId);
    const captured = await razorpay.deliver(webhook, razorpay.capturedEvent(answer.razorpay_payment_id));
    expect(await captured.json()).toEqual({ status: "refunded: paid twice" });
    await expect
      .poll(() => razorpay.refunds.find((r) => r.payment_id === answer.razorpay_payment_id)?.amount, {
        timeout: 15_000,
      })
      .toBe(late.amountPaise);
  });
});
