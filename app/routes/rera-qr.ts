import { RERA_AUTHORITIES, type ReraAuthority } from "~/content/rera";
import { qrCodeSvg } from "~/lib/qr-code.server";
import type { Route } from "./+types/rera-qr";

/** The QR code a RERA-registered page shows: it opens the authority's public project search. */
export async function loader({ params }: Route.LoaderArgs) {
  const authority = Object.hasOwn(RERA_AUTHORITIES, params.authority)
    ? RERA_AUTHORITIES[params.authority as ReraAuthority]
    : undefined;
  if (!authority) throw new Response("No such authority.", { status: 404 });
  return new Response(await qrCodeSvg(authority.searchUrl), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
