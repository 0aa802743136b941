import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { ListingCard } from "~/components/listing-card";
import { findSupportedCity } from "~/content/cities";
import { label } from "~/content/labels";
import { BrowseError } from "~/features/browse/browse-error";
import { SectionNearbyMaybe } from "~/features/listings/listing-section-nearby";
import { projectPath } from "~/features/projects/project-card";
import { ProjectDetailView, projectMeta } from "~/features/projects/project-detail";
import { ProjectGrid } from "~/features/projects/project-grid";
import { projectById, projectPageData, projectsInLocality } from "~/features/projects/projects.server";
import { LocalityFiguresView } from "~/features/search/locality-figures";
import { localityFigures, localityListings, localityName } from "~/features/search/locality-figures.server";
import { env } from "~/lib/env.server";
import { localePath, withoutLocale } from "~/lib/i18n";
import { redirect } from "~/lib/redirect";
import { visitorsWithoutReact } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import type { Route } from "./+types/city-project";

/**
 * /{city}/{projectId}: a project's page by city; a project asked for under another city moves to its own.
 * /{city}/{locality} (/lucknow/gomti-nagar): a locality's page, its typical prices, listings and projects.
 */
export const handle = visitorsWithoutReact;

export async function loader({ request, params }: Route.LoaderArgs) {
  const pathname = withoutLocale(new URL(request.url).pathname);
  const project = await projectById(params.projectId);
  if (project) {
    const own = projectPath(project);
    // Compared without /hi: redirect adds the page's language back, so a Hindi page keeps it.
    if (pathname !== own) throw redirect(own, 301);
    return { page: "project" as const, ...projectPageData(project) };
  }
  const city = findSupportedCity(pathname.split("/")[1]);
  const slug = params.projectId;
  const locality = city ? await localityName(city, slug) : null;
  if (!city || !locality) throw data(t`Project not found`, { status: 404 });
  const [figures, listings, projects] = await Promise.all([
    localityFigures(city, slug),
    localityListings(city, slug),
    projectsInLocality(city, slug),
  ]);
  return {
    page: "locality" as const,
    city,
    locality,
    figures,
    listings,
    projects,
    canonical: `${env().PUBLIC_URL}${localePath(`/${city.toLowerCase()}/${slug}`)}`,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (data?.page !== "locality") return projectMeta(data);
  const place = `${data.locality}, ${label(data.city)}`;
  return pageMeta({
    title: t`${place}: rents, prices per sq ft, listings and projects | GharStay`,
    description: t`Median rents and sale prices per sq ft in ${place} from GharStay's approved listings, with its listings and projects.`,
    canonical: data.canonical,
  });
}

export default function CityProject({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const root = useRootData();
  if (loaderData.page === "project") {
    const city = loaderData.project.city;
    const cityName = label(city);
    return (
      <ProjectDetailView
        {...loaderData}
        nearby={<SectionNearbyMaybe listing={loaderData.project} subject="project" tiles={root?.site} />}
        back={{
          to: `/explore?type=project&city=${encodeURIComponent(city)}`,
          label: t`← More projects in ${cityName}`,
        }}
      />
    );
  }
  const { locality, figures, listings, projects } = loaderData;
  const cityName = label(loaderData.city);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{t`${locality}, ${cityName}`}</h1>
      <LocalityFiguresView locality={locality} figures={figures} />
      <section aria-labelledby="locality-listings" className="mt-8">
        <h2 id="locality-listings" className="text-2xl font-semibold text-gray-900">
          <Trans>Listings in {locality}</Trans>
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      </section>
      {projects.length > 0 ? (
        <section aria-labelledby="locality-projects" className="mt-8">
          <h2 id="locality-projects" className="text-2xl font-semibold text-gray-900">
            <Trans>Projects in {locality}</Trans>
          </h2>
          <div className="mt-4">
            <ProjectGrid projects={projects} />
          </div>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BrowseError error={error} />;
}
