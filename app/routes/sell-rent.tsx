import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { exploreQuery } from "~/content/explore-filters";
import { loadExplore } from "~/features/search/explore.server";
import { ExploreView } from "~/features/search/explore-view";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/sell-rent";

/** /Sellrent: homes for rent, and a call to owners to post theirs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, results, dates } = await loadExplore({ request, context }, { type: "rent" });
  return {
    filters,
    results,
    dates,
    canonical: `${env().PUBLIC_URL}${localePath(`/Sellrent${exploreQuery(filters, ["type"])}`)}`,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: t`Sell or Rent Your Property | GharStay`,
    description: t`Homes for rent in Lucknow, Noida, Gurugram, Kanpur and Varanasi, and a free way for owners to sell or rent their property.`,
    canonical: data?.canonical,
  });
}

export default function SellRent({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <ExploreView
      heading={t`Sell or Rent Your Property`}
      description={t`Browse homes for rent below, or reach thousands of buyers and tenants by posting your own property for free.`}
      filters={loaderData.filters}
      results={loaderData.results}
      dates={loaderData.dates}
      path="/Sellrent"
      fixedType
    >
      <section
        aria-labelledby="post-cta"
        className="mb-8 flex flex-col gap-4 rounded-lg bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="post-cta" className="text-xl font-semibold text-gray-900">
            <Trans>Own a home, a plot or a shop?</Trans>
          </h2>
          <p className="mt-1 text-gray-800">
            <Trans>List it in minutes. Our team checks it and puts it live.</Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/postproperty"
            className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            <Trans>Post your property</Trans>
          </Link>
          <Link
            to="/explore?type=sell"
            className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700"
          >
            <Trans>Homes for sale</Trans>
          </Link>
        </div>
      </section>
      <h2 className="mb-4 text-2xl font-bold text-gray-900">
        <Trans>Homes for rent</Trans>
      </h2>
    </ExploreView>
  );
}
