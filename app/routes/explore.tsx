import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { exploreQuery } from "~/content/explore-filters";
import { label } from "~/content/labels";
import { SaveSearchPanel } from "~/features/alerts/save-search-form";
import { loadExplore } from "~/features/search/explore.server";
import { ExploreView } from "~/features/search/explore-view";
import { explorePageQuery } from "~/features/search/sentence-search";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import type { Route } from "./+types/explore";

export const handle: RouteHandle = {
  pageCache: (params) => explorePageQuery(params),
  hydrate: "signed-in",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, results, dates } = await loadExplore({ request, context });
  return { filters, results, dates, canonical: `${env().PUBLIC_URL}${localePath(`/explore${exploreQuery(filters)}`)}` };
}

export function meta({ data }: Route.MetaArgs) {
  const city = data?.filters.city ? label(data.filters.city) : undefined;
  const q = data?.filters.q;
  return pageMeta({
    title: q
      ? city
        ? t`“${q}” in ${city}: stays and properties | GharStay`
        : t`“${q}”: stays and properties | GharStay`
      : city
        ? t`Explore stays and properties in ${city} | GharStay`
        : t`Explore stays and properties | GharStay`,
    description: city
      ? t`Hotels, PGs, rooms, co-living homes, short stays, homes for sale and rent, plots and projects in ${city}, with filters for price, furnishing and amenities.`
      : t`Hotels, PGs, rooms, co-living homes, short stays, homes for sale and rent, plots and projects in Lucknow, Noida, Gurugram, Kanpur and Varanasi, with filters for price, furnishing and amenities.`,
    canonical: data?.canonical,
  });
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const root = useRootData();
  const signedIn = Boolean(root?.user);
  return (
    <ExploreView
      heading={t`Explore stays and properties`}
      description={t`Every approved stay and property in Lucknow, Noida, Gurugram, Kanpur and Varanasi. Type a city, locality or name, or narrow it down with the filters.`}
      filters={loaderData.filters}
      results={loaderData.results}
      dates={loaderData.dates}
      path="/explore"
      mapTiles={root?.site}
    >
      <SaveSearchPanel
        filters={loaderData.filters}
        signedIn={signedIn}
        returnTo={`/explore${exploreQuery(loaderData.filters)}`}
      />
    </ExploreView>
  );
}
