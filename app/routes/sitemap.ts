import { sitemapXml } from "~/features/browse/sitemap.server";
import { env } from "~/lib/env.server";
import { ignoreQuery, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { pageCache: ignoreQuery };

export async function loader() {
  return new Response(await sitemapXml(env().PUBLIC_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
