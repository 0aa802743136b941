import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { ListingWizard } from "~/features/listings/listing-wizard";
import { localePath, withoutLocale } from "~/lib/i18n";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import type { Route } from "./+types/post-property";

export const handle: RouteHandle = { hideFooter: true, hideHelp: true };

/** The older site's step pages open the wizard at their step. */
const STEP_OF_PATH: Record<string, number> = { PropertyDetails: 1, AdditionalDetails: 1, Amenities: 2 };

export function loader({ request }: Route.LoaderArgs) {
  return { initialStep: STEP_OF_PATH[withoutLocale(new URL(request.url).pathname).slice(1)] ?? 0 };
}

export function meta() {
  return pageMeta({
    title: t`Post your property free | GharStay`,
    description: t`List your hotel, PG, room, flat or plot in Lucknow, Noida, Gurugram, Kanpur or Varanasi in four short steps with photos.`,
    canonical: localePath("/postproperty"),
  });
}

export default function PostProperty({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const user = root?.user ?? null;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Post your property</Trans>
      </h1>
      <p className="mt-2 text-gray-700">
        <Trans>Four short steps. Listings are checked by our team before they show on the site.</Trans>
      </p>
      <div className="mt-8">
        <ListingWizard userId={user?.id ?? null} initialStep={loaderData.initialStep} mapTiles={root?.site} />
      </div>
    </section>
  );
}
