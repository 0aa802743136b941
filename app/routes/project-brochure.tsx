import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, useNavigation } from "react-router";
import { FormMessage, TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { BrowseError } from "~/features/browse/browse-error";
import { BROCHURE_MESSAGES, mayChangeBrochure, storeBrochure } from "~/features/projects/project-brochure.server";
import { projectPath } from "~/features/projects/project-card";
import { SaveButton } from "~/features/projects/project-form-fields";
import { BROCHURE_BODY_LIMIT } from "~/features/projects/project-options";
import { projectById } from "~/features/projects/projects.server";
import { readForm } from "~/lib/request-body.server";
import type { RouteHandle } from "~/lib/route-handle";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/project-brochure";

export const handle: RouteHandle = { bodyLimit: { bytes: BROCHURE_BODY_LIMIT } };

/** The project, for someone who may change its brochure: an Admin or the builder's agent. */
async function projectToChange(request: Request, projectId: string) {
  const user = await requireUser(request);
  const allowed = await mayChangeBrochure(user, projectId);
  if (allowed === "no-such-project") throw data(t`Project not found`, { status: 404 });
  if (allowed === "no") throw data(BROCHURE_MESSAGES.forbidden, { status: 403 });
  return user;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await projectToChange(request, params.projectId);
  const project = await projectById(params.projectId);
  if (!project) throw data(t`Project not found`, { status: 404 });
  return {
    project: {
      id: project.id,
      city: project.city,
      name: project.projectBuildingName,
      hasBrochure: project.hasBrochure,
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await projectToChange(request, params.projectId);
  const form = await readForm(request, BROCHURE_BODY_LIMIT);
  if (!form.ok) {
    const message = form.status === 413 ? BROCHURE_MESSAGES.tooLarge : form.message;
    return data({ ok: false, message }, { status: form.status });
  }
  const file = form.value?.get("brochure");
  const outcome = await storeBrochure(user, params.projectId, file instanceof File ? file : undefined);
  return data({ ok: outcome.ok, message: outcome.message }, { status: outcome.ok ? 200 : outcome.status });
}

export function meta({ data }: Route.MetaArgs) {
  const name = data?.project.name ?? t`Project`;
  return [{ title: t`Brochure of ${name} | GharStay` }, { name: "robots", content: "noindex" }];
}

export default function ProjectBrochure({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { project } = loaderData;
  const name = project.name;
  const saving = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <p>
        <Link to={projectPath(project)} className="font-medium text-brand-700 underline">
          <Trans>← Back to {name}</Trans>
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Brochure of {name}</Trans>
      </h1>
      {actionData ? <FormMessage tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage> : null}
      {project.hasBrochure ? (
        <p>
          <a href={`/projects/${project.id}/brochure.pdf`} className="font-medium text-brand-700 underline">
            <Trans>Download the current brochure</Trans>
          </a>
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="space-y-4">
        <TextField
          name="brochure"
          type="file"
          accept="application/pdf"
          required
          label={t`Brochure (PDF)`}
          hint={t`A PDF of at most 10 MB. It replaces the current brochure.`}
        />
        <SaveButton saving={saving} label={t`Upload brochure`} />
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BrowseError error={error} />;
}
