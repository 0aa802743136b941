import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { BrowseError } from "~/features/browse/browse-error";
import { projectCityPath } from "~/features/projects/projects.server";
import { redirect } from "~/lib/redirect";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/project-redirect";

/** /explore/{projectId}: answers with a redirect to the project's page by city. */
export async function loader({ params }: Route.LoaderArgs) {
  const path = await projectCityPath(params.projectId);
  if (!path) throw data(t`Project not found`, { status: 404 });
  throw redirect(path);
}

export function meta({ error }: Route.MetaArgs) {
  if (error) return [];
  return pageMeta({ title: t`Redirecting based on city... | GharStay`, description: t`Opening the project's page.` });
}

/** Seen only if a redirect is ever held up; the loader normally answers first. */
export default function ProjectRedirect() {
  return (
    <p className="mx-auto max-w-2xl px-4 py-24 text-center text-lg">
      <Trans>Redirecting based on city...</Trans>
    </p>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BrowseError error={error} />;
}
