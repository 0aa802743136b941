import { withoutLocale } from "~/lib/i18n";

const SITE = "http://gharstay.invalid";

/** Where log-in leads when it was given nowhere to go (SPEC: redirect to /Home). */
export const AFTER_LOG_IN = "/Home";

/** Decodings a path is checked through: `%25` layers beyond this read as unsafe rather than be followed. */
const MOST_DECODINGS = 3;

/** The log-in page that leads on to `to` (a path safeRedirect answered): sign-up passes its own on this way. */
export function logInLeadingTo(to: string): string {
  return to === AFTER_LOG_IN ? "/login" : `/login?${new URLSearchParams({ redirectTo: to })}`;
}

/** The sign-up page that, once the account is made, leads to the log-in page that leads on to `to`. */
export function signUpLeadingTo(to: string): string {
  return to === AFTER_LOG_IN ? "/sign" : `/sign?${new URLSearchParams({ redirectTo: to })}`;
}

/**
 * The one check for every address we send a browser to from a parameter (`redirectTo` after log-in and sign-up, the
 * language switch's `next`): a page on this site, answered as its English address, which the caller puts in the
 * language it wants. Anything that could leave the site (`//host`, `/\host`, `https://…`, `javascript:`, control
 * characters) falls back, and so does a path that becomes one of those only once its language is removed
 * (`/hi//host`: the switch to English made it `//host`), normalised (`/.//host`, `/%2e//host`) or decoded, once or
 * more (`/%2F/host`, `/%5Chost`, `/%252F%252Fhost`), since browsers, proxies and our own language prefix do all three.
 */
export function safeRedirect(to: unknown, fallback = AFTER_LOG_IN): string {
  if (typeof to !== "string" || to.length > 2000 || !isSitePath(to)) return fallback;
  const english = ownPage(withoutLocale(to));
  if (english === null) return fallback;
  let pathname = new URL(english, SITE).pathname;
  for (let n = 0; n <= MOST_DECODINGS; n++) {
    if (ownPage(pathname) === null || ownPage(withoutLocale(pathname)) === null) return fallback;
    const next = decoded(pathname);
    if (next === null) return fallback;
    if (next === pathname) return english;
    pathname = next;
  }
  return fallback;
}

/** `path` as the browser will ask for it on this site (normalised), or null when it would leave the site. */
function ownPage(path: string): string | null {
  if (!isSitePath(path)) return null;
  const url = new URL(path, SITE);
  const target = url.pathname + url.search + url.hash;
  return url.origin === SITE && isSitePath(target) ? target : null;
}

/** A single leading slash, then neither a slash nor a backslash, and no control characters anywhere. */
function isSitePath(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\" && !/[\p{Cc}\\]/u.test(path);
}

/** The path as a server that decodes it would see it; null when it cannot be decoded. */
function decoded(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
