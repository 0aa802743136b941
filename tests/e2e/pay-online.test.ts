import { afterAll, describe, expect, it } from "vitest";
import { expectAccessible, openDemoSite, watchErrors } from "../support/browser";
import { type RazorpayStandIn, startRazorpay } from "../support/razorpay";
import { istDay } from "../support/stay-days";

/**
 * 'Pay online' on a booking's page (issue 42, ADR 055): Chromium at 375 px opens Checkout — the stand-in's
 * checkout.js, Razorpay being the network beyond our servers — pays, and the page shows the payment our server
 * verified. Without JavaScript the page offers UPI or paying at the property as before.
 */
let razorpay: RazorpayStandIn | undefined;
const site = openDemoSite({
  env: async () => {
    razorpay = await startRazorpay();
    return {
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_API_URL: razorpay.url,
      RAZORPAY_CHECKOUT_URL: razorpay.checkoutUrl,
    };
  },
});
afterAll(async () => {
  await razorpay?.close();
});

/** A guest without an account books two nights at the hotel through the API; the booking's own link. */
async function bookedLink(offset: number): Promise<string> {
  const context = await site.newContext();
  const hotels = await (await context.request.get("/hotels")).text();
  const hotel = hotels.match(/href="\/property\/([^"?]+)"[^>]*>[^<]*Hotel Awadh Residency/)?.[1];
  const checkIn = istDay(offset);
  const checkOut = istDay(offset + 2);
  const rooms = (await (
    await context.request.get(`/api/v1/listings/${hotel}/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`)
  ).json()) as { roomTypes: Array<{ id: string; name: string }> };
  const res = await context.request.post(`/api/v1/listings/${hotel}/bookings`, {
    headers: { origin: site.server.url },
    data: {
      roomTypeId: rooms.roomTypes.find((room) => room.name === "Standard Room")?.id,
      checkIn,
      checkOut,
      guests: 2,
      name: "Asha Online",
      mobileNumber: "9876543210",
      email: `asha.${Date.now()}@example.com`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { reference, key } = (await res.json()) as { reference: string; key: string };
  await context.close();
  return `/booking/${reference}?key=${key}`;
}

describe("paying a booking online at 375 px", () => {
  it("opens Razorpay Checkout from 'Pay online', and shows the payment once our server verified it", async () => {
    const link = await bookedLink(30);
    const page = await site.newPage({ viewport: { width: 375, height: 740 } });
    const errors = watchErrors(page, 0);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const answer = await page.goto(link);
    // The policy lets this page, and only this one, load Checkout and reach Razorpay.
    const policy = answer?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain(`script-src 'self' 'nonce-`);
    expect(policy).toMatch(new RegExp(`script-src [^;]*${razorpay?.url}`));
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${razorpay?.url}`));
    const elsewhere = (await page.request.get("/hotels")).headers()["content-security-policy"];
    expect(elsewhere).not.toContain(razorpay?.url ?? "?");

    await page.getByRole("heading", { name: "Pay online" }).waitFor();
    const pay = page.getByRole("button", { name: "Pay online" });
    await pay.waitFor();
    // Its script is this page's own and small; Checkout's loads only once asked for.
    expect(scripts.some((path) => path.includes("pay-online"))).toBe(true);
    expect(scripts.some((path) => path.endsWith("/checkout.js"))).toBe(false);
    const box = await pay.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    await expectAccessible(page);

    await pay.click();
    const checkout = page.getByRole("dialog", { name: "Razorpay Checkout" });
    await checkout.waitFor();
    expect(await checkout.textContent()).toMatch(/Pay INR [\d.]+ to GharStay for GS-/);
    await checkout.getByRole("button", { name: "Pay with the stand-in" }).click();

    // Our server checked Razorpay's signature; the page, read again, shows the payment and no longer offers it.
    await page.getByText("Paid online").waitFor();
    expect(await page.getByRole("button", { name: "Pay online" }).count()).toBe(0);
    expect(razorpay?.payments.size).toBe(1);
    expect(errors).toEqual([]);
  });

  it("says a payment made after the booking was cancelled in another tab is refunded whole", async () => {
    const link = await bookedLink(38);
    const page = await site.newPage({ viewport: { width: 375, height: 740 } });
    const errors = watchErrors(page, 0);
    await page.goto(link);
    await page.getByRole("button", { name: "Pay online" }).click();
    const checkout = page.getByRole("dialog", { name: "Razorpay Checkout" });
    await checkout.waitFor();

    // While Checkout is open, the traveller cancels from another tab.
    const other = await site.newContext();
    const [path, key] = link.split("?key=");
    const cancelled = await other.request.post(`/api/v1/bookings/${path.replace("/booking/", "")}/cancel`, {
      headers: { origin: site.server.url },
      data: { key },
    });
    expect(cancelled.status()).toBe(200);
    await other.close();

    await checkout.getByRole("button", { name: "Pay with the stand-in" }).click();
    await page
      .getByRole("status")
      .filter({
        hasText: "This booking was cancelled before your payment reached us, so all of it will be refunded to you.",
      })
      .waitFor();
    expect(await page.getByRole("button", { name: "Pay online" }).isDisabled()).toBe(true);
    await expect.poll(() => razorpay?.refunds.length).toBe(1);
    const [payment] = [...(razorpay?.payments.values() ?? [])].slice(-1);
    expect(razorpay?.refunds[0]?.amount).toBe(payment?.amount);
    expect(errors).toEqual([]);
  });

  it("without JavaScript offers no 'Pay online' button, and the booking is paid at the property as before", async () => {
    const link = await bookedLink(34);
    const context = await site.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole("heading", { name: "Booking confirmed" }).waitFor();
    expect(await page.getByRole("button", { name: "Pay online" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Price" }).isVisible()).toBe(true);
    await context.close();
  });
});
