import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { pwa } from "~/islands/contracts/pwa";
import { ignoreQuery, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/offline";

/**
 * The service worker keeps this page and shows it for any page it has not kept when there is no network,
 * so the address bar may name another route: hydrating would render that route instead, so it does not.
 * The islands' pwa.ts fills the list from the service worker's caches.
 */
export const handle: RouteHandle = { pageCache: ignoreQuery, hydrate: false };

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`You are offline | GharStay` },
    { name: "description", content: t`GharStay pages saved in this browser for reading without a connection.` },
    { name: "robots", content: "noindex" },
  ];
}

export default function Offline() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>You are offline</Trans>
      </h1>
      <p className="mt-4 text-lg text-gray-700">
        <Trans>This page is not saved in this browser. These pages are, and open without a connection:</Trans>
      </p>
      <h2 className="mt-8 text-xl font-semibold text-gray-900">
        <Trans>Saved pages</Trans>
      </h2>
      <ul {...pwa.attrs({ savedPages: true })} className="mt-3 space-y-2" />
      <p {...pwa.attrs({ savedPagesEmpty: true })} className="mt-3 text-gray-700">
        <Trans>Listings you open while online are saved here, the last 20 of them.</Trans>
      </p>
      <p className="mt-8">
        <Link to="/" className="font-semibold text-brand-700 underline">
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}
