import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { SectionNearbyMaybe } from "~/features/listings/listing-section-nearby";
import { ProjectDetailView, projectMeta } from "~/features/projects/project-detail";
import { featuredLucknowProject, projectPageData } from "~/features/projects/projects.server";
import { redirect } from "~/lib/redirect";
import { pageMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import type { Route } from "./+types/listing-detail";

/** /listing-detail?id=… is a listing's old address; without an id it is the Lucknow project view (SPEC §2). */
export async function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("id")?.trim();
  if (id) throw redirect(`/property/${encodeURIComponent(id)}`, 301);
  const project = await featuredLucknowProject();
  return project ? projectPageData(project) : null;
}

export function meta({ data }: Route.MetaArgs) {
  return data
    ? projectMeta(data)
    : pageMeta({ title: t`Lucknow project | GharStay`, description: t`A featured project in Lucknow.` });
}

export default function ListingDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const root = useRootData();
  if (!loaderData) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <p className="text-lg text-gray-800">
          <Trans>Loading Lucknow project details...</Trans>
        </p>
        <Link to="/" className="mt-6 inline-block font-medium text-brand-700 underline">
          <Trans>← Back</Trans>
        </Link>
      </div>
    );
  }
  return (
    <ProjectDetailView
      {...loaderData}
      back={{ to: "/", label: t`← Back` }}
      nearby={<SectionNearbyMaybe listing={loaderData.project} subject="project" tiles={root?.site} />}
    />
  );
}
