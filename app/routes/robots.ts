import { env } from "~/lib/env.server";

/** Keeps crawlers out of the admin desk and people's profiles, and points them at the sitemap. */
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /profile",
    "Disallow: /hi/admin",
    "Disallow: /hi/profile",
    "Allow: /",
    "",
    `Sitemap: ${env().PUBLIC_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
