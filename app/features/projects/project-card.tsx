import { useLingui } from "@lingui/react/macro";
import { PropertyCardShell } from "~/components/property-card-shell";
import { findSupportedCity } from "~/content/cities";
import { label } from "~/content/labels";
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
  latitude: number | null;
  longitude: number | null;
  /** How far it is from the place of a 'near' search, in kilometres; only such a search's cards have it. */
  distanceKm?: number;
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
  children,
}: {
  project: ProjectCardData;
  href?: string;
  priority?: boolean;
  /** Shown under the card's facts: a 'near' search's distance. */
  children?: React.ReactNode;
}) {
  const { t } = useLingui();
  const price = project.price === null ? null : shortRupees(project.price);
  return (
    <PropertyCardShell
      item={project}
      href={href}
      priority={priority}
      kicker={[
        t`Project`,
        project.propertyType && label(project.propertyType),
        project.comingSoon ? t`Coming Soon` : null,
      ]
        .filter(Boolean)
        .join(" · ")}
      price={price === null ? t`Price on request` : t`From ${price}`}
    >
      {children}
    </PropertyCardShell>
  );
}
