import { sql } from "drizzle-orm";
import { type ImageVariant, projects } from "~/db/schema";

/** The columns a project card shows; its cover is the first photo only, never the whole gallery. */
export const projectCardColumns = {
  id: projects.id,
  projectBuildingName: projects.projectBuildingName,
  locality: projects.locality,
  city: projects.city,
  price: projects.price,
  propertyType: projects.propertyType,
  comingSoon: projects.comingSoon,
  cover: sql<ImageVariant[] | null>`${projects.images} -> 0`,
};
