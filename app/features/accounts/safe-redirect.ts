const SITE = "http://gharstay.invalid";

/**
 * A `redirectTo` we may follow after login: a path on this site only. Anything that could
 * leave it (`//host`, `/\host`, `https://…`, control characters) falls back, and so does a path
 * that only becomes one of those once normalised (`/.//host`, `/%2e//host`) or decoded
 * (`/%2F/host`, `/%5Chost`), since browsers and proxies do both.
 */
export function safeRedirect(to: unknown, fallback = "/Home"): string {
  if (typeof to !== "string" || to.length > 2000 || !isSitePath(to)) return fallback;
  const url = new URL(to, SITE);
  if (url.origin !== SITE) return fallback;
  const target = url.pathname + url.search + url.hash;
  return isSitePath(target) && isSitePath(decoded(url.pathname)) ? target : fallback;
}

/** A single leading slash, then neither a slash nor a backslash, and no control characters anywhere. */
function isSitePath(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\" && !/[\p{Cc}\\]/u.test(path);
}

/** The path as a server that decodes it would see it; an undecodable one reads as unsafe. */
function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return "";
  }
}
