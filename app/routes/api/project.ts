import { t } from "@lingui/core/macro";
import { data } from "react-router";
import type { ImageVariant } from "~/db/schema";
import { projectPath } from "~/features/projects/project-card";
import { projectById } from "~/features/projects/projects.server";
import { mediaUrl } from "~/lib/media";
import type { Route } from "./+types/project";

const imageJson = (variants: ImageVariant[]) =>
  variants.map((v) => ({ width: v.width, height: v.height, url: mediaUrl(v.key) }));

/**
 * GET /api/v1/projects/:id: what a project's page shows, for the mobile apps: its facts, builder, configurations
 * (areas in square feet, prices in rupees, the price per square foot of carpet, floor plan) and brochure address.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const project = await projectById(params.id);
  if (!project) return data({ error: t`Project not found.` }, { status: 404 });
  const { builder, configurations, images, hasBrochure, builderId: _builderId, updatedAt, ...fields } = project;
  return {
    project: {
      ...fields,
      path: projectPath(project),
      images: images.map(imageJson),
      brochureUrl: hasBrochure ? `/projects/${project.id}/brochure.pdf` : null,
      builder: builder
        ? {
            name: builder.name,
            url: `/builders/${builder.slug}`,
            activeSince: builder.activeSince,
            reraPromoterNumber: builder.reraPromoterNumber,
          }
        : null,
      configurations: configurations.map(({ floorPlan, ...configuration }) => ({
        ...configuration,
        pricePerSqFtCarpet: {
          min: Math.round(configuration.priceMin / configuration.carpetArea),
          max: Math.round(configuration.priceMax / configuration.carpetArea),
        },
        floorPlan: floorPlan ? imageJson(floorPlan) : null,
      })),
      updatedAt: updatedAt.toISOString(),
    },
  };
}
