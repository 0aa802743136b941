import { count, desc, eq, type SQL, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { type ImageVariant, projects } from "~/db/schema";
import { removeImageFiles } from "~/features/listings/image-pipeline.server";
import { recordAudit } from "~/lib/audit.server";
import { logger } from "~/lib/logger.server";
import { type Page, pageCountOf } from "~/lib/pagination";
import { type ProjectDetailFields, projectDetailColumns } from "~/lib/project-details.server";
import { PROJECT_CITIES, type ProjectSource } from "./project-options";
import type { ProjectInput, QuickPostingInput } from "./project-schema";

export const PROJECTS_PAGE_SIZE = 20;

/** Which projects an admin list shows. */
export type ProjectScope = { source: ProjectSource } | { placement: "showExplore" | "comingSoon" | "showNewLaunch" };

function scopeCondition(scope: ProjectScope): SQL {
  if ("source" in scope) return eq(projects.source, scope.source);
  return eq(projects[scope.placement], true);
}

export type ProjectRow = {
  id: string;
  projectBuildingName: string;
  city: string;
  locality: string;
  listingType: string | null;
  propertyType: string | null;
  price: number | null;
  showNewLaunch: boolean;
  showExplore: boolean;
  comingSoon: boolean;
  source: ProjectSource;
  cover: ImageVariant[] | null;
  createdAt: Date;
};

export async function listProjects(scope: ProjectScope, page: number): Promise<Page<ProjectRow>> {
  const db = database();
  const where = scopeCondition(scope);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: projects.id,
        projectBuildingName: projects.projectBuildingName,
        city: projects.city,
        locality: projects.locality,
        listingType: projects.listingType,
        propertyType: projects.propertyType,
        price: projects.price,
        showNewLaunch: projects.showNewLaunch,
        showExplore: projects.showExplore,
        comingSoon: projects.comingSoon,
        source: projects.source,
        cover: sql<ImageVariant[] | null>`${projects.images} -> 0`,
        createdAt: projects.createdAt,
      })
      .from(projects)
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(PROJECTS_PAGE_SIZE)
      .offset((page - 1) * PROJECTS_PAGE_SIZE),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { items: rows, page, pageCount: pageCountOf(total, PROJECTS_PAGE_SIZE), total };
}

export type EditableProject = ProjectDetailFields & {
  source: ProjectSource;
  showNewLaunch: boolean;
  showExplore: boolean;
};

export async function findProject(id: string): Promise<EditableProject | null> {
  const [row] = await database()
    .select({
      ...projectDetailColumns,
      source: projects.source,
      showNewLaunch: projects.showNewLaunch,
      showExplore: projects.showExplore,
    })
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1);
  return row ?? null;
}

const projectColumns = (input: ProjectInput) => ({
  city: input.city,
  projectBuildingName: input.projectBuildingName,
  locality: input.locality,
  propertyCategory: input.propertyCategory,
  listingType: input.listingType,
  propertyType: input.propertyType,
  price: input.price,
  plotArea: input.plotArea ?? null,
  facingType: input.facingType ?? null,
  amenities: input.amenities,
  showNewLaunch: input.showNewLaunch,
  showExplore: input.showExplore,
  comingSoon: input.comingSoon,
});

/** "Gomti Nagar, Lucknow" belongs to Lucknow; a place we do not know stays as written. */
export function cityFromLocation(location: string): string {
  const lower = location.toLowerCase();
  return PROJECT_CITIES.find((city) => new RegExp(`\\b${city.toLowerCase()}\\b`).test(lower)) ?? location;
}

const quickPostingColumns = (input: QuickPostingInput) => ({
  title: input.title,
  projectBuildingName: input.title,
  heading: input.heading ?? null,
  description: input.description ?? null,
  location: input.location,
  city: cityFromLocation(input.location),
  locality: input.location,
  price: input.price,
  propertyType: input.propertyType,
  propertyCategory: input.propertyCategory ?? null,
  listingType: input.listingType ?? null,
});

/** Inserts a project row and its audit entry together. */
function insertProject(actorId: string, values: typeof projects.$inferInsert, name: string): Promise<string> {
  return database().transaction(async (tx) => {
    const [row] = await tx.insert(projects).values(values).returning({ id: projects.id });
    await recordAudit(tx, {
      actorId,
      action: "project.create",
      subjectType: "project",
      subjectId: row.id,
      subjectName: name,
    });
    return row.id;
  });
}

export function createProject(actorId: string, input: ProjectInput, images: ImageVariant[][]): Promise<string> {
  return insertProject(
    actorId,
    { ...projectColumns(input), images, source: "project", createdById: actorId },
    input.projectBuildingName,
  );
}

export function createQuickPosting(actorId: string, input: QuickPostingInput, source: ProjectSource): Promise<string> {
  return insertProject(actorId, { ...quickPostingColumns(input), source, createdById: actorId }, input.title);
}

export async function updateProject(
  actorId: string,
  id: string,
  change:
    | { kind: "project"; input: ProjectInput; images: ImageVariant[][] }
    | { kind: "quick"; input: QuickPostingInput },
): Promise<boolean> {
  const outcome = await database().transaction(async (tx) => {
    const [before] = await tx
      .select({ images: projects.images })
      .from(projects)
      .where(eq(projects.id, id))
      .for("update");
    if (!before) return null;
    const values =
      change.kind === "project"
        ? { ...projectColumns(change.input), images: change.images }
        : quickPostingColumns(change.input);
    await tx.update(projects).set(values).where(eq(projects.id, id));
    await recordAudit(tx, {
      actorId,
      action: "project.update",
      subjectType: "project",
      subjectId: id,
      subjectName: change.kind === "project" ? change.input.projectBuildingName : change.input.title,
    });
    const kept = new Set(change.kind === "project" ? change.images.map(imageKey) : before.images.map(imageKey));
    return before.images.filter((image) => !kept.has(imageKey(image)));
  });
  if (!outcome) return false;
  await removeProjectFiles(outcome);
  return true;
}

export async function deleteProject(actorId: string, id: string): Promise<{ ok: true; name: string } | { ok: false }> {
  const outcome = await database().transaction(async (tx) => {
    const [row] = await tx
      .delete(projects)
      .where(eq(projects.id, id))
      .returning({ id: projects.id, name: projects.projectBuildingName, images: projects.images });
    if (!row) return null;
    await recordAudit(tx, {
      actorId,
      action: "project.delete",
      subjectType: "project",
      subjectId: row.id,
      subjectName: row.name,
    });
    return row;
  });
  if (!outcome) return { ok: false };
  await removeProjectFiles(outcome.images);
  return { ok: true, name: outcome.name };
}

/** A photo is known by its first variant's key: every upload gets file names of its own. */
export const imageKey = (image: ImageVariant[]) => image[0]?.key ?? "";

/** Removes the photo files of a deleted project or of photos taken off one (each upload has its own files). */
export async function removeProjectFiles(images: ImageVariant[][]): Promise<void> {
  try {
    await removeImageFiles(images.flat());
  } catch (error) {
    // The records are already right; a leftover file is only wasted space, so log it for clean-up.
    logger.error({ err: error }, "could not remove a project's photo files");
  }
}
