import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { findSupportedCity } from "~/content/cities";
import { label } from "~/content/labels";
import { BrowseError } from "~/features/browse/browse-error";
import { ProjectGrid } from "~/features/projects/project-grid";
import { projectsInCity } from "~/features/projects/projects.server";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import { pageFrom } from "~/lib/pagination";
import { visitorsWithoutReact } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/city-projects";

/** /project/{city}: the city's projects; a city we do not serve answers 404 with the same message. */
export const handle = visitorsWithoutReact;

export async function loader({ request, params }: Route.LoaderArgs) {
  const city = findSupportedCity(params.city);
  const name = city ?? params.city.slice(0, 40).replace(/^./, (c) => c.toUpperCase());
  if (!city) return data({ city: name, projects: null, canonical: undefined }, { status: 404 });
  const projects = await projectsInCity(city, pageFrom(new URL(request.url).searchParams));
  return { city: name, projects, canonical: `${env().PUBLIC_URL}${localePath(`/project/${city.toLowerCase()}`)}` };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const city = label(data.city);
  return pageMeta({
    title: t`Projects in ${city} | GharStay`,
    description: t`New residential and commercial projects in ${city}: prices, localities and amenities.`,
    canonical: data.canonical,
  });
}

export default function CityProjects({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { projects } = loaderData;
  const city = label(loaderData.city);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{t`Projects in ${city}`}</h1>
      {projects && projects.items.length > 0 ? (
        <div className="mt-6">
          <ProjectGrid projects={projects.items} />
          <Pagination page={projects.page} pageCount={projects.pageCount} label={t`Project pages`} />
        </div>
      ) : (
        <p className="mt-6 rounded-lg border border-dashed border-gray-300 p-8 text-center text-lg text-gray-800">
          {t`No projects found in ${city}`}
        </p>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BrowseError error={error} />;
}
