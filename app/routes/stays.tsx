import { t } from "@lingui/core/macro";
import { exploreQuery } from "~/content/explore-filters";
import { label } from "~/content/labels";
import { stayKindAt } from "~/content/stay-kinds";
import { SaveSearchPanel } from "~/features/alerts/save-search-form";
import { loadExplore } from "~/features/search/explore.server";
import { ExploreView } from "~/features/search/explore-view";
import { explorePageQuery } from "~/features/search/sentence-search";
import { env } from "~/lib/env.server";
import { localePath, withoutLocale } from "~/lib/i18n";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import type { Route } from "./+types/stays";

/** The stay kind comes from the address, so a `type` in the query changes nothing. */
export const handle: RouteHandle = {
  pageCache: (params) => explorePageQuery(params, ["type"]),
  // The same view as /explore, whose controls are islands: a visitor needs no React here either (ADR 021).
  hydrate: "signed-in",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = stayKindAt(withoutLocale(new URL(request.url).pathname));
  if (!kind) throw new Response("Not Found", { status: 404 });
  const { filters, results, dates } = await loadExplore({ request, context }, { type: kind.type });
  return {
    kind,
    filters,
    results,
    dates,
    canonical: `${env().PUBLIC_URL}${localePath(`${kind.path}${exploreQuery(filters, ["type"])}`)}`,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const kind = data.kind.tile.title;
  const city = data.filters.city ? label(data.filters.city) : undefined;
  return pageMeta({
    title: city ? t`${kind} in ${city} | GharStay` : t`${kind} | GharStay`,
    description: data.kind.tile.description,
    canonical: data.canonical,
  });
}

export default function Stays({ loaderData }: Route.ComponentProps) {
  const { kind, filters, results, dates } = loaderData;
  const root = useRootData();
  const signedIn = Boolean(root?.user);
  return (
    <ExploreView
      heading={kind.tile.title}
      description={kind.tile.description}
      filters={filters}
      results={results}
      dates={dates}
      path={kind.path}
      fixedType
      mapTiles={root?.site}
    >
      <SaveSearchPanel
        filters={filters}
        signedIn={signedIn}
        returnTo={`${kind.path}${exploreQuery(filters, ["type"])}`}
      />
    </ExploreView>
  );
}
