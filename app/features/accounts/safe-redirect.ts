/**
 * A `redirectTo` we may follow after login: a path on this site only. Anything that could
 * leave it (`//host`, `/\host`, `https://…`, control characters) falls back.
 */
export function safeRedirect(to: unknown, fallback = "/Home"): string {
  if (typeof to !== "string" || to.length > 2000) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  if (/[\p{Cc}\\]/u.test(to)) return fallback;
  const url = new URL(to, "http://gharstay.invalid");
  if (url.origin !== "http://gharstay.invalid") return fallback;
  return url.pathname + url.search + url.hash;
}
