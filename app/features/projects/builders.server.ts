import { asc, count, desc, eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { builders, projects, users } from "~/db/schema";
import type { ProjectCardData } from "./project-card";
import { projectCardColumns } from "./projects.server";

/** The builder pages list this many of a builder's projects, newest first. */
const BUILDER_PROJECTS_SHOWN = 48;

export type BuilderPage = {
  slug: string;
  name: string;
  activeSince: number;
  reraPromoterNumber: string | null;
  projects: ProjectCardData[];
};

/** A builder's page: who they are and their projects. */
export async function builderBySlug(slug: string): Promise<BuilderPage | null> {
  const db = database();
  const [builder] = await db
    .select({
      id: builders.id,
      slug: builders.slug,
      name: builders.name,
      activeSince: builders.activeSince,
      reraPromoterNumber: builders.reraPromoterNumber,
    })
    .from(builders)
    .where(eq(builders.slug, slug))
    .limit(1);
  if (!builder) return null;
  const rows = await db
    .select(projectCardColumns)
    .from(projects)
    .where(eq(projects.builderId, builder.id))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(BUILDER_PROJECTS_SHOWN);
  return {
    slug: builder.slug,
    name: builder.name,
    activeSince: builder.activeSince,
    reraPromoterNumber: builder.reraPromoterNumber,
    projects: rows,
  };
}

/** The builders an Agent answers for, with how many projects each has: the Agent's way to them from their profile. */
export function buildersRepresentedBy(
  userId: string,
): Promise<Array<{ slug: string; name: string; projects: number }>> {
  return database()
    .select({ slug: builders.slug, name: builders.name, projects: count(projects.id) })
    .from(builders)
    .leftJoin(projects, eq(projects.builderId, builders.id))
    .where(eq(builders.agentId, userId))
    .groupBy(builders.id)
    .orderBy(asc(builders.name));
}

/** The builders the Admin's project form offers, by name. */
export function builderChoices(): Promise<Array<{ id: string; name: string }>> {
  return database().select({ id: builders.id, name: builders.name }).from(builders).orderBy(asc(builders.name));
}

/** Whether a project with this id exists and who may change its brochure besides an Admin: its builder's agent. */
export async function projectAgent(projectId: string): Promise<{ found: boolean; agentId: string | null }> {
  const [row] = await database()
    .select({ agentId: builders.agentId })
    .from(projects)
    .leftJoin(builders, eq(builders.id, projects.builderId))
    .where(eq(projects.id, projectId))
    .limit(1);
  return row ? { found: true, agentId: row.agentId } : { found: false, agentId: null };
}

/** A project as an enquiry names it, with its builder's agent's address (null when no one represents it). */
export async function projectEnquiryTarget(
  projectId: string,
): Promise<{ id: string; name: string; city: string; agentEmail: string | null } | null> {
  const [row] = await database()
    .select({ id: projects.id, name: projects.projectBuildingName, city: projects.city, agentEmail: users.email })
    .from(projects)
    .leftJoin(builders, eq(builders.id, projects.builderId))
    .leftJoin(users, eq(users.id, builders.agentId))
    .where(eq(projects.id, projectId))
    .limit(1);
  return row ?? null;
}
