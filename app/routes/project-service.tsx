import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { findProjectService } from "~/content/project-services";
import { BrowseError } from "~/features/browse/browse-error";
import { ProjectServiceView, ServiceNotFound } from "~/features/browse/service-views";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/project-service";

export function loader({ params }: Route.LoaderArgs) {
  const service = findProjectService(params.url);
  if (!service) return data({ service: null, canonical: undefined }, { status: 404 });
  return { service, canonical: `${env().PUBLIC_URL}${localePath(`/ProjectService/${service.url}`)}` };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data?.service) return pageMeta({ title: t`Service not found! | GharStay`, description: t`No such service.` });
  const service = data.service.title;
  return pageMeta({
    title: t`${service} | GharStay`,
    description: data.service.description,
    canonical: data.canonical,
  });
}

export default function ProjectServicePage({ loaderData }: Route.ComponentProps) {
  return loaderData.service ? <ProjectServiceView service={loaderData.service} /> : <ServiceNotFound />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BrowseError error={error} />;
}
