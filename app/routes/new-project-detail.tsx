import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { BrowseError } from "~/features/browse/browse-error";
import { SectionNearbyMaybe } from "~/features/listings/listing-section-nearby";
import { ProjectDetailView, projectMeta } from "~/features/projects/project-detail";
import { projectById, projectPageData } from "~/features/projects/projects.server";
import { visitorsWithoutReact } from "~/lib/route-handle";
import { useRootData } from "~/root";
import type { Route } from "./+types/new-project-detail";

/** /NewlyProjectD, /Newprojectdetial and /ExplorecityPropertyD: the project id comes from the path or ?id=. */
export const handle = visitorsWithoutReact;

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = params.projectId ?? new URL(request.url).searchParams.get("id");
  const project = await projectById(id);
  if (!project) throw data(t`Project not found`, { status: 404 });
  return projectPageData(project);
}

export function meta({ data }: Route.MetaArgs) {
  return projectMeta(data);
}

export default function NewProjectDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const root = useRootData();
  return (
    <ProjectDetailView
      {...loaderData}
      back={{ to: "/NewlyProject", label: t`← Back to new projects` }}
      nearby={<SectionNearbyMaybe listing={loaderData.project} subject="project" tiles={root?.site} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BrowseError error={error} />;
}
