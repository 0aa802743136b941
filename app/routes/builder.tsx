import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { BrowseError } from "~/features/browse/browse-error";
import { builderBySlug } from "~/features/projects/builders.server";
import { ProjectGrid } from "~/features/projects/project-grid";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import { visitorsWithoutReact } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/builder";

/** /builders/{slug}: who a builder is and every project of theirs we list. */
export const handle = visitorsWithoutReact;

export async function loader({ params }: Route.LoaderArgs) {
  const builder = await builderBySlug(params.slug);
  if (!builder) throw data(t`Builder not found`, { status: 404 });
  return {
    builder,
    yearsActive: new Date().getUTCFullYear() - builder.activeSince,
    canonical: `${env().PUBLIC_URL}${localePath(`/builders/${builder.slug}`)}`,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const name = data.builder.name;
  return pageMeta({
    title: t`${name}: builder's projects | GharStay`,
    description: t`Projects by ${name}, their RERA registration and years active.`,
    canonical: data.canonical,
  });
}

export default function Builder({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { builder, yearsActive } = loaderData;
  const since = builder.activeSince;
  const promoter = builder.reraPromoterNumber;
  const name = builder.name;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{name}</h1>
      <dl className="mt-4 grid max-w-2xl grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-600">
            <Trans>Years active</Trans>
          </dt>
          <dd className="font-medium text-gray-900">{t`${yearsActive} years (since ${since})`}</dd>
        </div>
        {promoter ? (
          <div>
            <dt className="text-sm text-gray-600">
              <Trans>RERA promoter number</Trans>
            </dt>
            <dd className="break-all font-mono font-medium text-gray-900">{promoter}</dd>
          </div>
        ) : null}
      </dl>
      <h2 className="mt-8 text-2xl font-semibold text-gray-900">
        <Trans>Projects by {name}</Trans>
      </h2>
      {builder.projects.length > 0 ? (
        <div className="mt-4">
          <ProjectGrid projects={builder.projects} />
        </div>
      ) : (
        <p className="mt-4 text-gray-700">
          <Trans>No projects found.</Trans>
        </p>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BrowseError error={error} />;
}
