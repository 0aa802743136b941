import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, useNavigation } from "react-router";
import { FormMessage, TextField } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { adminBuilders, builderFormSchema, createBuilder } from "~/features/projects/builder-admin.server";
import { SaveButton } from "~/features/projects/project-form-fields";
import { readSubmission } from "~/lib/form-submission.server";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/builders";

export function meta() {
  return adminPageMeta({
    title: t`Builders | Admin | GharStay`,
    description: t`The builders behind projects, and the agent who answers for each.`,
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { builders: await adminBuilders(), thisYear: new Date().getUTCFullYear() };
}

/** 'Add builder': refused fields come back with their messages and what was typed. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const submission = await readSubmission(request, builderFormSchema);
  if (!submission.ok) {
    return data(
      {
        ok: false as const,
        message: submission.message ?? null,
        errors: submission.fieldErrors,
        values: submission.values,
      },
      { status: submission.status },
    );
  }
  const created = await createBuilder(admin.id, submission.value);
  if (!created.ok) {
    return data(
      { ok: false as const, message: null, errors: created.errors, values: submission.values },
      { status: 400 },
    );
  }
  const name = submission.value.name;
  return { ok: true as const, message: t`Builder ${name} added.`, errors: {}, values: {}, slug: created.slug };
}

export default function AdminBuilders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { builders, thisYear } = loaderData;
  const saving = useNavigation().state === "submitting";
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  const values: Record<string, unknown> = actionData?.ok ? {} : (actionData?.values ?? {});
  const typed = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : undefined);
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Builders</Trans>
      </h1>
      {builders.length === 0 ? (
        <p className="text-gray-800">
          <Trans>No builders yet.</Trans>
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">
              <Trans>Builders</Trans>
            </caption>
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="p-2">
                  <Trans>Name</Trans>
                </th>
                <th scope="col" className="p-2">
                  <Trans>Active since</Trans>
                </th>
                <th scope="col" className="p-2">
                  <Trans>RERA promoter number</Trans>
                </th>
                <th scope="col" className="p-2">
                  <Trans>Agent</Trans>
                </th>
                <th scope="col" className="p-2">
                  <Trans>Projects</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {builders.map((builder) => (
                <tr key={builder.slug} className="border-b border-gray-200">
                  <th scope="row" className="p-2 font-medium">
                    <Link to={`/builders/${builder.slug}`} className="text-brand-700 underline">
                      {builder.name}
                    </Link>
                  </th>
                  <td className="p-2">{builder.activeSince}</td>
                  <td className="p-2">{builder.reraPromoterNumber ?? t`Not given`}</td>
                  <td className="p-2">{builder.agentEmail ?? t`No agent`}</td>
                  <td className="p-2">{builder.projects}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="add-builder" className="max-w-xl space-y-4">
        <h2 id="add-builder" className="text-xl font-semibold text-gray-900">
          <Trans>Add builder</Trans>
        </h2>
        {actionData?.message ? (
          <FormMessage tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage>
        ) : null}
        <Form method="post" className="space-y-4" key={actionData?.ok ? actionData.slug : "form"}>
          <TextField
            label={t`Builder's name`}
            name="name"
            required
            maxLength={120}
            defaultValue={typed("name")}
            error={errors.name}
          />
          <TextField
            label={t`Active since (year)`}
            name="activeSince"
            required
            inputMode="numeric"
            defaultValue={typed("activeSince")}
            error={errors.activeSince}
            hint={t`The year the builder started, for example 2008; its page counts the years active from it (up to ${thisYear}).`}
          />
          <TextField
            label={t`RERA promoter number`}
            name="reraPromoterNumber"
            maxLength={60}
            defaultValue={typed("reraPromoterNumber")}
            error={errors.reraPromoterNumber}
            hint={t`Optional. As the state's RERA authority wrote it, for example UPRERAPRM10457.`}
          />
          <TextField
            label={t`Agent's e-mail`}
            name="agentEmail"
            type="email"
            defaultValue={typed("agentEmail")}
            error={errors.agentEmail}
            hint={t`Optional. The agent's account that represents the builder: enquiries about its projects go there.`}
          />
          <SaveButton saving={saving} label={t`Add builder`} />
        </Form>
      </section>
    </div>
  );
}
