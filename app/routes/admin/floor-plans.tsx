import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, useNavigation } from "react-router";
import { FormMessage, TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { projectPath } from "~/features/projects/project-card";
import { FLOOR_PLAN_MESSAGES, storeFloorPlan } from "~/features/projects/project-floor-plans.server";
import { SaveButton } from "~/features/projects/project-form-fields";
import { FLOOR_PLAN_BODY_LIMIT } from "~/features/projects/project-options";
import { findProject } from "~/features/projects/projects.server";
import { readForm } from "~/lib/request-body.server";
import type { RouteHandle } from "~/lib/route-handle";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/floor-plans";

export const handle: RouteHandle = { bodyLimit: { bytes: FLOOR_PLAN_BODY_LIMIT } };

export function meta({ data }: Route.MetaArgs) {
  const name = data?.project.name ?? t`Project`;
  return adminPageMeta({
    title: t`Floor plans of ${name} | Admin | GharStay`,
    description: t`A floor plan for each configuration of ${name}.`,
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const project = await findProject(params.id);
  if (!project) throw data(t`Project not found`, { status: 404 });
  return {
    project: { id: project.id, city: project.city, name: project.projectBuildingName },
    configurations: project.configurations.map(({ name, floorPlan }) => ({ name, floorPlan })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request, FLOOR_PLAN_BODY_LIMIT);
  if (!form.ok) {
    const message = form.status === 413 ? FLOOR_PLAN_MESSAGES.tooLarge : form.message;
    return data({ ok: false, message }, { status: form.status });
  }
  const configuration = form.value?.get("configuration");
  const file = form.value?.get("floorPlan");
  const outcome = await storeFloorPlan(
    admin.id,
    params.id,
    typeof configuration === "string" ? configuration : "",
    file instanceof File ? file : undefined,
  );
  return data({ ok: outcome.ok, message: outcome.message }, { status: outcome.ok ? 200 : outcome.status });
}

export default function AdminFloorPlans({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { project, configurations } = loaderData;
  const name = project.name;
  const saving = useNavigation().state === "submitting";
  return (
    <div className="space-y-6">
      <p>
        <Link to={`/admin/projects/${project.id}/edit`} className="font-semibold text-brand-800 underline">
          <Trans>Back to the project</Trans>
        </Link>{" "}
        ·{" "}
        <Link to={projectPath(project)} className="font-semibold text-brand-800 underline">
          <Trans>See its page</Trans>
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Floor plans of {name}</Trans>
      </h1>
      {actionData ? <FormMessage tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage> : null}
      {configurations.length === 0 ? (
        <p className="text-gray-800">
          <Trans>This project has no configurations yet. Add them on its edit page first.</Trans>
        </p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2">
          {configurations.map((configuration) => {
            const unit = configuration.name;
            return (
              <li key={unit} className="space-y-3 rounded-lg border border-gray-200 p-4">
                <h2 className="text-xl font-semibold text-gray-900">{unit}</h2>
                {configuration.floorPlan ? (
                  <ResponsiveImage
                    variants={configuration.floorPlan}
                    alt={t`${unit} floor plan`}
                    sizes="(min-width: 768px) 40vw, 100vw"
                    className="aspect-[4/3] w-full rounded-md border border-gray-200 bg-white object-contain"
                  />
                ) : (
                  <p className="text-gray-700">
                    <Trans>No floor plan yet.</Trans>
                  </p>
                )}
                <Form method="post" encType="multipart/form-data" className="space-y-3">
                  <input type="hidden" name="configuration" value={unit} />
                  <TextField
                    name="floorPlan"
                    type="file"
                    accept="image/jpeg,image/png,image/webp,image/avif"
                    required
                    label={t`Floor plan of ${unit}`}
                    hint={t`A JPEG, PNG, WebP or AVIF image of at most 10 MB. It replaces the current plan.`}
                  />
                  <SaveButton saving={saving} label={t`Upload floor plan of ${unit}`} />
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
