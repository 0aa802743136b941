import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type ProjectCardData, projectPath } from "~/components/project-card";
import { findSupportedCity, SUPPORTED_CITIES, type SupportedCity } from "~/content/cities";
import { database } from "~/db/client.server";
import { projects } from "~/db/schema";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { type Page, pageCountOf } from "~/lib/pagination";
import { projectCardColumns } from "~/lib/project-cards.server";
import { type ProjectDetailFields, projectDetailColumns } from "~/lib/project-details.server";
import { textMatches } from "~/lib/text-search.server";
import type { NewProjectFilters } from "./new-project-filters";

export const PROJECTS_PAGE_SIZE = 24;

/** Ids are generated UUIDs; anything else cannot be a project and is not looked up. */
const PROJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function pageOfProjects(where: SQL | undefined, page: number): Promise<Page<ProjectCardData>> {
  const db = database();
  const [{ value: total }] = await db.select({ value: count() }).from(projects).where(where);
  const pageCount = pageCountOf(total, PROJECTS_PAGE_SIZE);
  const current = Math.min(page, pageCount);
  const items = await db
    .select(projectCardColumns)
    .from(projects)
    .where(where)
    .orderBy(sql`${projects.createdAt} desc nulls last`, desc(projects.id))
    .limit(PROJECTS_PAGE_SIZE)
    .offset((current - 1) * PROJECTS_PAGE_SIZE);
  return { items, total, page: current, pageCount };
}

/** The new-launch list (the older version's NewlyProject), in the supported cities only. */
export function newLaunches(filters: NewProjectFilters): Promise<Page<ProjectCardData>> {
  return pageOfProjects(
    and(
      sql`${projects.showNewLaunch}`,
      filters.city ? eq(projects.city, filters.city) : inArray(projects.city, [...SUPPORTED_CITIES]),
      filters.listingType ? eq(projects.listingType, filters.listingType) : undefined,
      filters.name ? textMatches(projects.searchVector, filters.name) : undefined,
    ),
    filters.page,
  );
}

/** A city's new-launch projects, for /project/{city}. */
export function projectsInCity(city: SupportedCity, page: number): Promise<Page<ProjectCardData>> {
  return pageOfProjects(and(sql`${projects.showNewLaunch}`, eq(projects.city, city)), page);
}

export type ProjectDetail = ProjectDetailFields & { updatedAt: Date };

const detailColumns = { ...projectDetailColumns, updatedAt: projects.updatedAt };

export async function projectById(id: string | null | undefined): Promise<ProjectDetail | null> {
  if (!id || !PROJECT_ID.test(id)) return null;
  const [row] = await database().select(detailColumns).from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

/** The Lucknow project /listing-detail shows when it is opened without a listing. */
export async function featuredLucknowProject(): Promise<ProjectDetail | null> {
  const [row] = await database()
    .select(detailColumns)
    .from(projects)
    .where(and(eq(projects.city, "Lucknow"), sql`${projects.showNewLaunch}`))
    .orderBy(sql`${projects.createdAt} desc nulls last`)
    .limit(1);
  return row ?? null;
}

/**
 * Where the redirect page sends a project: /{city}/{id}, or /unknown/{id}. A project whose city
 * is not one we serve but whose locality is gets that locality as its city, stored (SPEC §4).
 */
export async function projectCityPath(id: string): Promise<string | null> {
  const project = PROJECT_ID.test(id)
    ? (
        await database()
          .select({ id: projects.id, city: projects.city, locality: projects.locality })
          .from(projects)
          .where(eq(projects.id, id))
          .limit(1)
      )[0]
    : undefined;
  if (!project) {
    logger.warn({ projectId: id }, "No such project!");
    return null;
  }
  let city = findSupportedCity(project.city);
  if (!city) {
    city = findSupportedCity(project.locality);
    if (city) {
      await database()
        .update(projects)
        .set({ city })
        .where(and(eq(projects.id, project.id), eq(projects.city, project.city)));
    }
  }
  return projectPath({ id: project.id, city: city ?? project.city });
}

/** What a project page needs: the project and its absolute addresses. */
export function projectPageData(project: ProjectDetail) {
  const publicUrl = env().PUBLIC_URL;
  return { project, publicUrl, canonical: `${publicUrl}${projectPath(project)}` };
}
