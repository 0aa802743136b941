import { canonicalExploreQuery, exploreQuery } from "~/content/explore-filters";
import { SaveSearchPanel } from "~/features/alerts/save-search-form";
import { loadExplore } from "~/features/search/explore.server";
import { ExploreView } from "~/features/search/explore-view";
import { env } from "~/lib/env.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import type { Route } from "./+types/explore";

export const handle: RouteHandle = { pageCache: (params) => canonicalExploreQuery(params) };

export async function loader({ request }: Route.LoaderArgs) {
  const { filters, results } = await loadExplore(request);
  return { filters, results, canonical: `${env().PUBLIC_URL}/explore${exploreQuery(filters)}` };
}

export function meta({ data }: Route.MetaArgs) {
  const where = data?.filters.city ? ` in ${data.filters.city}` : "";
  return pageMeta({
    title: data?.filters.q
      ? `“${data.filters.q}”${where}: stays and properties | GharStay`
      : `Explore stays and properties${where} | GharStay`,
    description: `Hotels, PGs, rooms, co-living homes, short stays, homes for sale and rent, plots and projects${where || " in Lucknow, Noida, Gurugram, Kanpur and Varanasi"}, with filters for price, furnishing and amenities.`,
    canonical: data?.canonical,
  });
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  const signedIn = Boolean(useRootData()?.user);
  return (
    <ExploreView
      heading="Explore stays and properties"
      description="Every approved stay and property in Lucknow, Noida, Gurugram, Kanpur and Varanasi. Type a city, locality or name, or narrow it down with the filters."
      filters={loaderData.filters}
      results={loaderData.results}
      path="/explore"
    >
      <SaveSearchPanel
        filters={loaderData.filters}
        signedIn={signedIn}
        returnTo={`/explore${exploreQuery(loaderData.filters)}`}
      />
    </ExploreView>
  );
}
