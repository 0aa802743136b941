import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Razorpay, the one network beyond our servers in online payment: a real HTTP server speaking the part of
 * its documented API we use (basic auth with the key id and secret; POST /v1/orders; GET /v1/payments/:id/refunds;
 * POST /v1/payments/:id/refund, refusing more than was captured), and signing as it does: Checkout's answer with the
 * key secret over `order_id|payment_id`, webhooks with the webhook secret over the raw body.
 */
export type StandInOrder = { id: string; amount: number; currency: string; receipt: string; status: string };
export type StandInRefund = { id: string; payment_id: string; amount: number; receipt: string | null; status: string };
export type CheckoutAnswer = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

export type RazorpayStandIn = {
  url: string;
  /** Checkout's script (RAZORPAY_CHECKOUT_URL): a small stand-in of checkout.js that pays through `pay` below. */
  checkoutUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, StandInOrder>;
  payments: Map<string, { id: string; order_id: string; amount: number; status: "captured" }>;
  refunds: StandInRefund[];
  /** Requests that came without the right key id and secret. */
  unauthorised: number;
  /** What Checkout does when the traveller pays: captures a payment of the order and hands back its signed answer. */
  pay(orderId: string): CheckoutAnswer;
  /** The `payment.captured` event of a payment as Razorpay sends it: the raw body, its event id and its signature. */
  capturedEvent(paymentId: string): { body: string; eventId: string; signature: string };
  /** Delivers an event to our webhook, as Razorpay does (and does again, when it retries). */
  deliver(webhookUrl: string, event: { body: string; eventId: string; signature: string }): Promise<Response>;
  close(): Promise<void>;
};

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const razorpayId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("")}`;
/**
 * The stand-in of checkout.js: `new Razorpay(options).open()` shows a dialog with the amount and 'Pay'; paying asks the
 * stand-in (as Checkout asks Razorpay from its frame) to capture the order, then calls `options.handler` with the
 * signed answer; closing calls `options.modal.ondismiss`, as Checkout does.
 */
const checkoutScript = (origin: string) => `window.Razorpay = function (options) {
  this.open = function () {
    var dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-label", "Razorpay Checkout");
    dialog.style.cssText = "position:fixed;inset:0;z-index:1000;background:#fff;color:#000;padding:16px";
    var amount = document.createElement("p");
    amount.textContent = "Pay INR " + (options.amount / 100).toFixed(2) + " to " + options.name + " for " + options.description;
    var pay = document.createElement("button");
    pay.textContent = "Pay with the stand-in";
    var close = document.createElement("button");
    close.textContent = "Close the stand-in";
    pay.onclick = function () {
      fetch(${JSON.stringify(origin)} + "/v1/checkout/pay", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ key_id: options.key, order_id: options.order_id }),
      }).then(function (res) { return res.json(); }).then(function (answer) {
        dialog.remove();
        options.handler(answer);
      });
    };
    close.onclick = function () {
      dialog.remove();
      if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
    };
    dialog.append(amount, pay, close);
    document.body.append(dialog);
    pay.focus();
  };
};
`;

const hmac = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");

function send(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}
const badRequest = (res: ServerResponse, description: string) =>
  send(res, 400, {
    error: { code: "BAD_REQUEST_ERROR", description, source: "business", reason: "input_validation_failed" },
  });

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startRazorpay(): Promise<RazorpayStandIn> {
  const standIn: RazorpayStandIn = {
    url: "",
    checkoutUrl: "",
    keyId: `rzp_test_${randomBytes(7).toString("hex")}`,
    keySecret: randomBytes(16).toString("hex"),
    webhookSecret: randomBytes(16).toString("hex"),
    orders: new Map(),
    payments: new Map(),
    refunds: [],
    unauthorised: 0,
    pay(orderId) {
      const order = standIn.orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const id = razorpayId("pay");
      standIn.payments.set(id, { id, order_id: orderId, amount: order.amount, status: "captured" });
      order.status = "paid";
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: id,
        razorpay_signature: hmac(standIn.keySecret, `${orderId}|${id}`),
      };
    },
    capturedEvent(paymentId) {
      const payment = standIn.payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_StandIn0000001",
        event: "payment.captured",
        contains: ["payment"],
        payload: {
          payment: {
            entity: { ...payment, entity: "payment", currency: "INR", captured: true, method: "upi" },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { body, eventId: razorpayId("evt"), signature: hmac(standIn.webhookSecret, body) };
    },
    deliver(webhookUrl, event) {
      return fetch(webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": event.signature,
          "x-razorpay-event-id": event.eventId,
        },
        body: event.body,
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const expectedAuth = () => `Basic ${Buffer.from(`${standIn.keyId}:${standIn.keySecret}`).toString("base64")}`;

  const server: Server = createServer((req, res) => {
    void (async () => {
      // Checkout's own requests come from the traveller's browser: no key secret, and across origins.
      const checkoutPath = new URL(req.url ?? "/", "http://stand-in").pathname;
      if (checkoutPath === "/v1/checkout.js" && req.method === "GET") {
        res.writeHead(200, { "content-type": "application/javascript" }).end(checkoutScript(standIn.url));
        return;
      }
      if (checkoutPath === "/v1/checkout/pay") {
        const cors = {
          "access-control-allow-origin": req.headers.origin ?? "*",
          "access-control-allow-headers": "content-type",
          "access-control-allow-methods": "POST",
        };
        if (req.method === "OPTIONS") return void res.writeHead(204, cors).end();
        const asked = await bodyOf(req);
        const order = standIn.orders.get(String(asked.order_id));
        if (asked.key_id !== standIn.keyId || !order || order.status !== "created") {
          return void res.writeHead(400, cors).end(JSON.stringify({ error: { code: "BAD_REQUEST_ERROR" } }));
        }
        return void res
          .writeHead(200, { ...cors, "content-type": "application/json" })
          .end(JSON.stringify(standIn.pay(order.id)));
      }
      if (req.headers.authorization !== expectedAuth()) {
        standIn.unauthorised += 1;
        send(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
        return;
      }
      const path = new URL(req.url ?? "/", "http://stand-in").pathname;
      const body = req.method === "POST" ? await bodyOf(req) : {};
      if (req.method === "POST" && path === "/v1/orders") {
        if (!Number.isInteger(body.amount) || (body.amount as number) < 100) {
          return badRequest(res, "The amount must be atleast INR 1.00");
        }
        const order: StandInOrder = {
          id: razorpayId("order"),
          amount: body.amount as number,
          currency: String(body.currency ?? "INR"),
          receipt: String(body.receipt ?? ""),
          status: "created",
        };
        standIn.orders.set(order.id, order);
        return send(res, 200, { ...order, entity: "order", amount_paid: 0, amount_due: order.amount, attempts: 0 });
      }
      const refundPath = /^\/v1\/payments\/([^/]+)\/(refund|refunds)$/.exec(path);
      const payment = refundPath ? standIn.payments.get(refundPath[1]) : undefined;
      if (refundPath && !payment) return badRequest(res, "The id provided does not exist");
      if (payment && req.method === "GET" && refundPath?.[2] === "refunds") {
        const items = standIn.refunds.filter((refund) => refund.payment_id === payment.id);
        return send(res, 200, { entity: "collection", count: items.length, items });
      }
      if (payment && req.method === "POST" && refundPath?.[2] === "refund") {
        const refunded = standIn.refunds
          .filter((refund) => refund.payment_id === payment.id)
          .reduce((sum, refund) => sum + refund.amount, 0);
        const amount = body.amount === undefined ? payment.amount - refunded : (body.amount as number);
        if (!Number.isInteger(amount) || amount < 100 || refunded + amount > payment.amount) {
          return badRequest(res, "The refund amount provided is greater than amount captured");
        }
        const refund: StandInRefund = {
          id: razorpayId("rfnd"),
          payment_id: payment.id,
          amount,
          receipt: typeof body.receipt === "string" ? body.receipt : null,
          status: "processed",
        };
        standIn.refunds.push(refund);
        return send(res, 200, { ...refund, entity: "refund", currency: "INR" });
      }
      send(res, 404, {
        error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.checkoutUrl = `${standIn.url}/v1/checkout.js`;
  return standIn;
}
