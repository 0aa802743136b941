import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { builderChoices } from "~/features/projects/builders.server";
import { createProjectAction } from "~/features/projects/project-actions.server";
import { ProjectForm } from "~/features/projects/project-form";
import { PROJECT_FORM_BODY_LIMIT } from "~/features/projects/project-options";
import type { RouteHandle } from "~/lib/route-handle";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/post-project";

export const handle: RouteHandle = { bodyLimit: { bytes: PROJECT_FORM_BODY_LIMIT } };

export function meta() {
  return adminPageMeta({
    title: t`Add New Project | Admin | GharStay`,
    description: t`Add a project with its details, amenities, images and where it shows.`,
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { builders: await builderChoices() };
}

export function action({ request }: Route.ActionArgs) {
  return createProjectAction(request);
}

export default function AdminPostProject({ loaderData, actionData: result }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-gray-900">
          <Trans>Add New Project</Trans>
        </h1>
        {result?.savedId ? (
          <p className="mt-2">
            <Trans>
              <Link to={`/admin/projects/${result.savedId}/edit`} className="font-semibold text-brand-800 underline">
                Edit the project just created
              </Link>{" "}
              or{" "}
              <Link to="/admin/ourproject" className="font-semibold text-brand-800 underline">
                see all projects
              </Link>
              .
            </Trans>
          </p>
        ) : null}
      </header>
      <ProjectForm
        key={result?.savedId ?? "new"}
        defaults={result?.errors ? (result.values ?? {}) : {}}
        errors={result?.errors}
        outcome={result}
        submitLabel={t`Add Project`}
        builders={loaderData.builders}
      />
    </div>
  );
}
