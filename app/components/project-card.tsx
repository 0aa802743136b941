import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { findSupportedCity } from "~/content/cities";
import type { ImageVariant } from "~/db/schema";
import { shortRupees } from "~/lib/format";

export type ProjectCardData = {
  id: string;
  projectBuildingName: string;
  locality: string;
  city: string;
  price: number | null;
  propertyType: string | null;
  comingSoon: boolean;
  cover: ImageVariant[] | null;
};

/** A project's own page: /{city}/{id}, or /unknown/{id} when its city is not one we serve. */
export function projectPath(project: { id: string; city: string }): string {
  const city = findSupportedCity(project.city);
  return `/${city ? city.toLowerCase() : "unknown"}/${encodeURIComponent(project.id)}`;
}

export function ProjectCard({
  project,
  href = projectPath(project),
  priority,
}: {
  project: ProjectCardData;
  href?: string;
  priority?: boolean;
}) {
  const name = project.projectBuildingName.trim() || "Untitled Project";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <Link to={href} className="block" aria-label={name} tabIndex={-1}>
        {project.cover ? (
          <ResponsiveImage
            variants={project.cover}
            alt=""
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="h-48 w-full object-cover"
            priority={priority}
          />
        ) : (
          <div className="flex h-48 items-center justify-center bg-gray-100 text-gray-600">No Image Available</div>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          Project{project.propertyType ? ` · ${project.propertyType}` : ""}
          {project.comingSoon ? " · Coming Soon" : ""}
        </p>
        <h3 className="text-lg font-semibold text-gray-900">
          <Link to={href} className="hover:underline">
            {name}
          </Link>
        </h3>
        <p className="text-gray-700">
          {project.locality || "Location not available"}, {project.city}
        </p>
        <p className="mt-auto pt-2 font-semibold text-gray-900">
          {project.price === null ? "Price on request" : `From ${shortRupees(project.price)}`}
        </p>
      </div>
    </article>
  );
}
