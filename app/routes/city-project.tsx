import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { label } from "~/content/labels";
import { BrowseError } from "~/features/browse/browse-error";
import { projectPath } from "~/features/projects/project-card";
import { ProjectDetailView, projectMeta } from "~/features/projects/project-detail";
import { projectById, projectPageData } from "~/features/projects/projects.server";
import { withoutLocale } from "~/lib/i18n";
import { redirect } from "~/lib/redirect";
import { visitorsWithoutReact } from "~/lib/route-handle";
import type { Route } from "./+types/city-project";

/** /{city}/{projectId}: a project's page by city; a project asked for under another city moves to its own. */
export const handle = visitorsWithoutReact;

export async function loader({ request, params }: Route.LoaderArgs) {
  const project = await projectById(params.projectId);
  if (!project) throw data(t`Project not found`, { status: 404 });
  const own = projectPath(project);
  // Compared without /hi: redirect adds the page's language back, so a Hindi page keeps it.
  if (withoutLocale(new URL(request.url).pathname) !== own) throw redirect(own, 301);
  return projectPageData(project);
}

export function meta({ data }: Route.MetaArgs) {
  return projectMeta(data);
}

export default function CityProject({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const city = loaderData.project.city;
  const cityName = label(city);
  return (
    <ProjectDetailView
      {...loaderData}
      back={{ to: `/explore?type=project&city=${encodeURIComponent(city)}`, label: t`← More projects in ${cityName}` }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BrowseError error={error} />;
}
