import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * Security headers for every response. Scripts run only from our origin or with this
 * response's nonce (React Router's hydration data carries it); nothing may frame us.
 */
export function securityHeaders(options: { https: boolean; analytics: boolean; dev: boolean }): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const analyticsHosts = options.analytics ? " https://www.googletagmanager.com https://*.google-analytics.com" : "";
    const directives = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${analyticsHosts}${options.dev ? " 'unsafe-inline'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob:${analyticsHosts}`,
      `connect-src 'self'${analyticsHosts}${options.dev ? " ws:" : ""}`,
      "font-src 'self'",
      "frame-src https://www.google.com",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ];
    if (options.dev) directives[1] = `script-src 'self' 'unsafe-inline'${analyticsHosts}`;
    res.setHeader("Content-Security-Policy", directives.join("; "));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (options.https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
