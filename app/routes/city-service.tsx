import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { findCityService } from "~/content/city-services";
import { exploreQuery } from "~/content/explore-filters";
import { footerServiceKind } from "~/content/stay-kinds";
import { BrowseError } from "~/features/browse/browse-error";
import { CityServiceView, ServiceNotFound } from "~/features/browse/service-views";
import { loadExplore } from "~/features/search/explore.server";
import { ExploreView } from "~/features/search/explore-view";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/city-service";

/** /services/{url}: a city with its sub-projects, or one of the footer's stay services. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const publicUrl = env().PUBLIC_URL;
  const city = findCityService(params.url);
  if (city)
    return { page: "city" as const, service: city, canonical: `${publicUrl}${localePath(`/services/${city.url}`)}` };
  const stay = footerServiceKind(params.url);
  if (stay) {
    const { filters, results, dates } = await loadExplore({ request, context }, { type: stay.kind.type });
    return {
      page: "stay" as const,
      ...stay,
      filters,
      results,
      dates,
      path: `/services/${params.url}`,
      // The same listings live at the stay page's own address.
      canonical: `${publicUrl}${localePath(`${stay.kind.path}${exploreQuery(filters, ["type"])}`)}`,
    };
  }
  return data({ page: "missing" as const }, { status: 404 });
}

export function meta({ data }: Route.MetaArgs) {
  if (!data || data.page === "missing") {
    return pageMeta({ title: t`Service not found! | GharStay`, description: t`No such service.` });
  }
  if (data.page === "city") {
    const service = data.service.title;
    return pageMeta({
      title: t`${service}: projects and stays | GharStay`,
      description: data.service.description,
      canonical: data.canonical,
    });
  }
  const service = data.title;
  return pageMeta({
    title: t`${service} | GharStay`,
    description: data.kind.tile.description,
    canonical: data.canonical,
  });
}

export default function CityServicePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === "city") return <CityServiceView service={loaderData.service} />;
  if (loaderData.page === "stay") {
    return (
      <ExploreView
        heading={loaderData.title}
        description={loaderData.kind.tile.description}
        filters={loaderData.filters}
        results={loaderData.results}
        dates={loaderData.dates}
        path={loaderData.path}
        fixedType
      />
    );
  }
  return <ServiceNotFound />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BrowseError error={error} />;
}
