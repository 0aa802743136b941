import { randomBytes } from "node:crypto";
import { localsOf, type Step } from "./front-door";

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
}): Step {
  const analyticsHosts = options.analytics ? " https://www.googletagmanager.com https://*.google-analytics.com" : "";
  const nonceMark = "{nonce}";
  const directives = [
    "default-src 'self'",
    options.dev
      ? `script-src 'self' 'unsafe-inline'${analyticsHosts}`
      : `script-src 'self' 'nonce-${nonceMark}'${analyticsHosts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${analyticsHosts}${options.mapTiles ? ` ${new URL(options.mapTiles.replace(/[{}]/g, "")).origin}` : ""}`,
    `connect-src 'self'${analyticsHosts}${options.dev ? " ws:" : ""}`,
    "font-src 'self'",
    "frame-src https://www.google.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  // The policy is the same for every response but its nonce: made once, joined around each response's nonce (in
  // development it has none, and is one part).
  const parts = directives.split(nonceMark);
  return (_req, res, next) => {
    const nonce = freshNonce();
    localsOf(res).cspNonce = nonce;
    res.setHeader("Content-Security-Policy", parts.join(nonce));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (options.https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
