import { randomBytes } from "node:crypto";
import { localsOf, pathOf, type Step } from "./front-door";

const NONCE_BYTES = 16;
/** Nonces per draw from the kernel: one call per so many responses, not one each. Each nonce is still unique. */
const NONCES_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let poolAt = 0;

function freshNonce(): string {
  if (poolAt + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    poolAt = 0;
  }
  poolAt += NONCE_BYTES;
  return randomPool.toString("base64", poolAt - NONCE_BYTES, poolAt);
}

/** A booking's own page, in either language: the one page that may open Razorpay's Checkout. */
const BOOKING_PAGE = /^\/(hi\/)?booking\/[^/]+\/?$/;

/**
 * Security headers for every response. Scripts run only from our origin or with this response's nonce, which only
 * inline scripts carry (React Router's hydration data): a page without them is the same bytes for every visitor, so
 * the page cache can keep it compressed (ADR 022). Nothing may frame us.
 */
export function securityHeaders(options: {
  https: boolean;
  analytics: boolean;
  dev: boolean;
  /** The map's tile server (MAP_TILE_URL), whose images the map shows; undefined for none. */
  mapTiles?: string;
  /**
   * Razorpay's Checkout script and API, when online payment is configured (ADR 055): only a booking's page may load
   * the script, show its frame and reach its API; every other page keeps the narrow policy.
   */
  razorpay?: { checkoutUrl: string; apiUrl: string };
}): Step {
  const analyticsHosts = options.analytics ? " https://www.googletagmanager.com https://*.google-analytics.com" : "";
  const nonceMark = "{nonce}";
  const policy = (pay: { script: string; frame: string; connect: string }) =>
    [
      "default-src 'self'",
      options.dev
        ? `script-src 'self' 'unsafe-inline'${analyticsHosts}${pay.script}`
        : `script-src 'self' 'nonce-${nonceMark}'${analyticsHosts}${pay.script}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob:${analyticsHosts}${options.mapTiles ? ` ${new URL(options.mapTiles.replace(/[{}]/g, "")).origin}` : ""}`,
      `connect-src 'self'${analyticsHosts}${options.dev ? " ws:" : ""}${pay.connect}`,
      "font-src 'self'",
      `frame-src https://www.google.com${pay.frame}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; ");
  // The policy is the same for every response but its nonce: made once, joined around each response's nonce (in
  // development it has none, and is one part).
  const parts = policy({ script: "", frame: "", connect: "" }).split(nonceMark);
  const checkout = options.razorpay ? new URL(options.razorpay.checkoutUrl).origin : null;
  const api = options.razorpay ? new URL(options.razorpay.apiUrl).origin : null;
  const payParts =
    checkout && api
      ? policy({
          script: ` ${checkout}`,
          frame: ` ${[...new Set([checkout, api])].join(" ")}`,
          connect: ` ${[...new Set([checkout, api])].join(" ")}`,
        }).split(nonceMark)
      : null;
  return (req, res, next) => {
    const nonce = freshNonce();
    localsOf(res).cspNonce = nonce;
    // Checkout opens in the booking's page; its bank and UPI steps may open a window that must reach back to it.
    const paying = payParts !== null && BOOKING_PAGE.test(pathOf(req));
    res.setHeader("Content-Security-Policy", (paying ? payParts : parts).join(nonce));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    res.setHeader("Cross-Origin-Opener-Policy", paying ? "same-origin-allow-popups" : "same-origin");
    if (options.https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
