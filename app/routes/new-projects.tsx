import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Pagination } from "~/components/ui/pagination";
import { NewProjectFilterForm } from "~/features/projects/new-project-filter-form";
import { parseNewProjectFilters } from "~/features/projects/new-project-filters";
import { ProjectGrid } from "~/features/projects/project-grid";
import { newLaunches } from "~/features/projects/projects.server";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import { redirect } from "~/lib/redirect";
import { visitorsWithoutReact } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/new-projects";

/** /project, /NewlyProject, /NewProject and /NewsProject: the new launches. */
export const handle = visitorsWithoutReact;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has("reset")) throw redirect(url.pathname);
  const filters = parseNewProjectFilters(url.searchParams);
  const projects = await newLaunches(filters);
  return {
    filters: { ...filters, page: projects.page },
    projects,
    path: url.pathname,
    canonical: `${env().PUBLIC_URL}${localePath("/NewlyProject")}`,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: t`New Projects and Launches | GharStay`,
    description: t`Newly launched residential and commercial projects in Lucknow, Noida, Gurugram, Kanpur and Varanasi: prices, locations and amenities.`,
    canonical: data?.canonical,
  });
}

export default function NewProjects({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { filters, projects, path } = loaderData;
  const { total } = projects;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>New Projects</Trans>
      </h1>
      <p className="mt-2 max-w-3xl text-lg text-gray-700">
        <Trans>
          New launches from developers in the cities we serve. Choose a city, a listing type or a name and press Search.
        </Trans>
      </p>
      <div className="mt-6">
        <NewProjectFilterForm filters={filters} path={path} />
      </div>
      <section aria-labelledby="new-projects-count" className="mt-6">
        <h2 id="new-projects-count" className="text-lg font-semibold text-gray-900">
          {t`${plural(total, { one: "# project", other: "# projects" })}`}
        </h2>
        {projects.items.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-8 text-center text-lg text-gray-800">
            <Trans>No projects found.</Trans>
          </p>
        ) : (
          <div className="mt-4">
            <ProjectGrid projects={projects.items} hrefFor={(project) => `/NewlyProjectD/${project.id}`} />
            <Pagination page={projects.page} pageCount={projects.pageCount} label={t`Project pages`} />
          </div>
        )}
      </section>
    </div>
  );
}
