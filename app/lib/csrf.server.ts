import { t } from "@lingui/core/macro";
import { env } from "./env.server";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** In the language of the request being refused. */
export function crossSiteMessage(): string {
  return t`This request did not come from our site.`;
}

/** What the origin check needs of a request: a web Request has it, and so does one Express describes. */
export type OriginFacts = { method: string; url: string; headers: { get: (name: string) => string | null } };

function ownOrigins(request: OriginFacts): Set<string> {
  const origins = new Set([new URL(env().PUBLIC_URL).origin]);
  // A malformed Host header makes an address that does not parse: then only PUBLIC_URL counts.
  if (URL.canParse(request.url)) origins.add(new URL(request.url).origin);
  return origins;
}

/** True when a state-changing request came from a page of our own site (or from no browser at all). */
export function isSameOrigin(request: OriginFacts): boolean {
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return true;
  const origin = request.headers.get("origin");
  if (origin !== null) return ownOrigins(request).has(origin);
  // Browsers send Origin on every POST; when a privacy setting strips it, Sec-Fetch-Site still tells.
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  // Neither header: not a browser, so no session cookie can have been ridden across sites.
  return true;
}
