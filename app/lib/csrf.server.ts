import { env } from "./env.server";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function ownOrigins(request: Request): Set<string> {
  return new Set([new URL(env().PUBLIC_URL).origin, new URL(request.url).origin]);
}

/** True when a state-changing request came from a page of our own site (or from no browser at all). */
export function isSameOrigin(request: Request): boolean {
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return true;
  const origin = request.headers.get("origin");
  if (origin !== null) return ownOrigins(request).has(origin);
  // Browsers send Origin on every POST; when a privacy setting strips it, Sec-Fetch-Site still tells.
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  // Neither header: not a browser, so no session cookie can have been ridden across sites.
  return true;
}

/** Cross-site request forgery guard for actions: a POST from another site gets a 403. */
export function assertSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) {
    throw new Response("This request did not come from our site.", { status: 403, statusText: "Forbidden" });
  }
}
