import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { isRouteErrorResponse } from "react-router";
import { Link } from "~/components/ui/links";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { builderChoices } from "~/features/projects/builders.server";
import { updateProjectAction } from "~/features/projects/project-actions.server";
import { ProjectForm, savedProjectDefaults } from "~/features/projects/project-form";
import { PROJECT_FORM_BODY_LIMIT } from "~/features/projects/project-options";
import { findProject } from "~/features/projects/projects.server";
import { QuickPostingForm } from "~/features/projects/quick-posting-form";
import type { RouteHandle } from "~/lib/route-handle";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/project-edit";

export const handle: RouteHandle = { bodyLimit: { bytes: PROJECT_FORM_BODY_LIMIT } };

export function meta({ data }: Route.MetaArgs) {
  const name = data?.project.projectBuildingName ?? t`Project`;
  return adminPageMeta({
    title: t`Edit ${name} | Admin | GharStay`,
    description: t`Edit ${name}: its details, images and where it shows.`,
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const project = await findProject(params.id);
  if (!project) throw new Response("Project not found.", { status: 404 });
  return { project, builders: await builderChoices() };
}

export function action({ request, params }: Route.ActionArgs) {
  return updateProjectAction(request, params.id);
}

const BACK_TO = { project: "/admin/ourproject", "post-property": "/admin/Apartments", buy: "/admin/Buys" } as const;

export default function AdminProjectEdit({ loaderData, actionData: result }: Route.ComponentProps) {
  const { t } = useLingui();
  const { project } = loaderData;
  const name = project.projectBuildingName;
  const defaults = result?.errors ? (result.values ?? {}) : { ...project, ...savedProjectDefaults(project) };
  return (
    <div className="space-y-6">
      <header>
        <p>
          <Link to={BACK_TO[project.source]} className="font-semibold text-brand-800 underline">
            <Trans>Back to the list</Trans>
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold text-gray-900">
          <Trans>Edit {name}</Trans>
        </h1>
        {project.source === "project" ? (
          <p className="mt-2">
            <Link to={`/projects/${project.id}/brochure`} className="font-semibold text-brand-800 underline">
              <Trans>Upload brochure</Trans>
            </Link>{" "}
            ·{" "}
            <Link to={`/admin/projects/${project.id}/floor-plans`} className="font-semibold text-brand-800 underline">
              <Trans>Upload floor plans</Trans>
            </Link>
          </p>
        ) : null}
      </header>
      {project.source === "project" ? (
        <ProjectForm
          key={result?.savedId ?? "saved"}
          defaults={defaults}
          errors={result?.errors}
          outcome={result}
          submitLabel={t`Save changes`}
          existingImages={project.images}
          builders={loaderData.builders}
        />
      ) : (
        <QuickPostingForm
          heading={t`Details`}
          submitLabel={t`Save changes`}
          defaults={defaults}
          errors={result?.errors}
          outcome={result}
        />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useLingui();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="space-y-3">
      <title>{missing ? t`Project not found | Admin | GharStay` : t`Something went wrong | Admin | GharStay`}</title>
      <h1 className="text-3xl font-bold text-gray-900">{missing ? t`Project not found` : t`Something went wrong`}</h1>
      <p className="text-gray-700">
        {missing
          ? t`This project does not exist or was deleted.`
          : t`We could not show this project. Please try again.`}
      </p>
      <Link to="/admin/ourproject" className="font-semibold text-brand-800 underline">
        <Trans>Back to Our projects</Trans>
      </Link>
    </section>
  );
}
