import { Trans, useLingui } from "@lingui/react/macro";
import { Carousel } from "~/components/ui/carousel";
import { CoverOrPlaceholder } from "~/components/ui/cover-or-placeholder";
import { label } from "~/content/labels";
import type { CityProject } from "~/features/projects/projects.server";
import { truncateWords } from "~/lib/format";
import { LearnMore } from "./recommended-section";

/** Project names on this carousel are cut to five words (SPEC §9). */
const NAME_WORDS = 5;

/** One project for each city we serve, each leading to that city's projects. */
export function CityProjectsSection({ projects }: { projects: CityProject[] }) {
  const { t } = useLingui();
  if (projects.length === 0) return null;
  return (
    <div className="bg-gray-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="city-projects-title" className="mb-8 text-3xl font-extrabold text-gray-900">
          <Trans>Projects in Our Cities</Trans>
        </h2>
        <Carousel
          labelledBy="city-projects-title"
          items={projects}
          itemKey={(project) => project.id}
          renderItem={(project) => {
            const city = label(project.city);
            return (
              <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
                <CoverOrPlaceholder
                  cover={project.cover}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="h-48 w-full object-cover"
                  placeholderClassName="flex h-48 items-center justify-center bg-gray-100 text-gray-600"
                />
                <div className="flex flex-1 flex-col gap-1 p-4">
                  <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{city}</p>
                  <h3 className="text-lg font-semibold text-gray-900" title={project.projectBuildingName}>
                    {truncateWords(project.projectBuildingName, NAME_WORDS)}
                  </h3>
                  <p className="text-gray-700">
                    {project.locality}, {city}
                  </p>
                  <div className="mt-auto">
                    <LearnMore to={`/project/${project.city.toLowerCase()}`} about={t`projects in ${city}`} />
                  </div>
                </div>
              </article>
            );
          }}
        />
      </div>
    </div>
  );
}
