import { PropertyCardShell } from "~/components/property-card-shell";
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
  return (
    <PropertyCardShell
      item={project}
      href={href}
      priority={priority}
      kicker={["Project", project.propertyType, project.comingSoon ? "Coming Soon" : null].filter(Boolean).join(" · ")}
      price={project.price === null ? "Price on request" : `From ${shortRupees(project.price)}`}
    />
  );
}
