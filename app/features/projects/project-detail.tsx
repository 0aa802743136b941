import { ph, t as translate } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ReraRegistration } from "~/components/rera-registration";
import { ImageSlider } from "~/components/ui/image-slider";
import { JsonLd } from "~/components/ui/json-ld";
import { Link } from "~/components/ui/links";
import { label } from "~/content/labels";
import { ProjectBuyerTools } from "~/features/buying/buying";
import { formatMonth, formatNumber, formatRupees } from "~/lib/format";
import { pageMeta, realEstateListingLd } from "~/lib/seo";
import { ProjectConfigurations } from "./project-configurations";
import type { ProjectDetail } from "./projects.server";

type Props = {
  project: ProjectDetail;
  /** Absolute address of this page, for search engines. */
  canonical: string;
  publicUrl: string;
  back: { to: string; label: string };
  /** What is near the project and its map, made by the page (the listings' section, ADR 051). */
  nearby?: React.ReactNode;
};

function projectName(project: Pick<ProjectDetail, "projectBuildingName">): string {
  return project.projectBuildingName.trim() || translate`Untitled Project`;
}

function projectSummary(project: ProjectDetail): string {
  const place = [project.locality, project.city && label(project.city)].filter(Boolean).join(", ");
  const name = projectName(project);
  const type = project.propertyType && label(project.propertyType);
  return (
    project.description?.trim() || (type ? translate`${name}: ${type} in ${place}.` : translate`${name} in ${place}.`)
  ).slice(0, 300);
}

/** A project's page: photo slider, facts, amenities and a way to ask about it. */
export function ProjectDetailView({ project, canonical, publicUrl, back, nearby }: Props) {
  const { t } = useLingui();
  const name = projectName(project);
  /** A stored value in the page's language, or what to say when it is missing. */
  const shown = (value: string | null, missing: string) => (value ? label(value) : missing);
  const { builder } = project;
  const builderName = builder?.name;
  const facts: Array<[string, string]> = [
    [t`City`, shown(project.city, t`City not available`)],
    // A plot has a plot area; a flat's areas are its configurations' carpet and super built-up areas.
    ...(project.propertyType === "Plot/Land"
      ? [
          [
            t`Plot area`,
            project.plotArea ? t`${ph({ area: formatNumber(project.plotArea) })} sq ft` : t`Plot area not available`,
          ] as [string, string],
        ]
      : []),
    ...possessionFacts(project),
    [t`Listing type`, shown(project.listingType, t`Listing type not available`)],
    [t`Category`, shown(project.propertyCategory, t`Category not available`)],
    [t`Property type`, shown(project.propertyType, t`Property type not available`)],
    [t`Facing`, shown(project.facingType, t`Facing not available`)],
  ];
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd
        data={realEstateListingLd({
          name,
          description: projectSummary(project),
          url: canonical,
          publicUrl,
          images: project.images,
          price: project.price,
          locality: project.locality,
          city: project.city,
        })}
      />
      <Link to={back.to} className="font-medium text-brand-700 underline">
        {back.label}
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <ImageSlider images={project.images} label={name} />
        <div>
          {project.comingSoon ? (
            <p className="mb-2 inline-block rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900">
              <Trans>Coming Soon</Trans>
            </p>
          ) : null}
          <h1 className="text-3xl font-bold text-gray-900">{name}</h1>
          {project.heading ? <p className="mt-1 text-lg text-gray-800">{project.heading}</p> : null}
          <p className="mt-2 text-gray-700">
            {project.locality || t`Location not available`}, {label(project.city)}
          </p>
          <p className="mt-4 text-2xl font-semibold text-gray-900">
            {project.price === null ? t`Price not available` : formatRupees(project.price)}
          </p>
          <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-3">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm text-gray-600">{term}</dt>
                <dd className="font-medium text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
          {builder ? (
            <p className="mt-6 text-gray-800">
              <Trans>
                By{" "}
                <Link to={`/builders/${builder.slug}`} className="font-semibold text-brand-700 underline">
                  {builderName}
                </Link>
              </Trans>
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to={`/projects/${project.id}/enquiry`}
              className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              <Trans>Contact us about this project</Trans>
            </Link>
            {project.hasBrochure ? (
              // A file, not a page: a plain link, so the browser opens its PDF viewer.
              <a
                href={`/projects/${project.id}/brochure.pdf`}
                className="inline-block rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
              >
                <Trans>Download brochure (PDF)</Trans>
              </a>
            ) : null}
          </div>
          <div className="mt-6">
            <ProjectBuyerTools project={project} name={name} />
          </div>
        </div>
      </div>
      <ProjectConfigurations name={name} configurations={project.configurations} />
      <ReraRegistration city={project.city} reraNumber={project.reraNumber} />
      {project.description ? (
        <section className="mt-8" aria-labelledby="about-project">
          <h2 id="about-project" className="text-xl font-semibold text-gray-900">
            <Trans>About this project</Trans>
          </h2>
          <p className="mt-2 max-w-3xl text-gray-800">{project.description}</p>
        </section>
      ) : null}
      <section className="mt-8" aria-labelledby="project-amenities">
        <h2 id="project-amenities" className="text-xl font-semibold text-gray-900">
          <Trans>Amenities</Trans>
        </h2>
        {project.amenities.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {project.amenities.map((amenity) => (
              <li key={amenity} className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
                {label(amenity)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-gray-700">
            <Trans>Amenities not available</Trans>
          </p>
        )}
      </section>
      {nearby ? <div className="mt-8">{nearby}</div> : null}
    </article>
  );
}

/** Possession, towers and floors: the facts a buyer of a flat in a project asks first, each when known. */
function possessionFacts(project: ProjectDetail): Array<[string, string]> {
  const facts: Array<[string, string]> = [];
  if (project.possessionStatus) facts.push([translate`Status`, label(project.possessionStatus)]);
  if (project.possessionDate) facts.push([translate`Possession`, formatMonth(project.possessionDate)]);
  if (project.towers) facts.push([translate`Towers`, formatNumber(project.towers)]);
  if (project.floors) facts.push([translate`Floors`, formatNumber(project.floors)]);
  return facts;
}

/** The title, description and canonical address of a project page. */
export function projectMeta(data: { project: ProjectDetail; canonical: string } | undefined) {
  if (!data) return [];
  const name = projectName(data.project);
  const city = label(data.project.city);
  return pageMeta({
    title: translate`${name}, ${city} | GharStay`,
    description: projectSummary(data.project),
    canonical: data.canonical,
  });
}
