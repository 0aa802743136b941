import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { findSupportedCity, SUPPORTED_CITIES, type SupportedCity } from "~/content/cities";
import { locate } from "~/content/places";
import { database } from "~/db/client.server";
import { builders, type ImageVariant, projectConfigurations, projects } from "~/db/schema";
import { recordAudit } from "~/lib/audit.server";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import { removeImageFiles } from "~/lib/images.server";
import { logger } from "~/lib/logger.server";
import { type Page, pageCountOf } from "~/lib/pagination";
import { storage } from "~/lib/storage.server";
import { textMatches } from "~/lib/text-search.server";
import type { ProjectScope } from "./admin-project-lists";
import type { NewProjectFilters } from "./new-project-filters";
import { type ProjectCardData, projectPath } from "./project-card";
import { PROJECT_CITIES, type ProjectSource } from "./project-options";
import type { ProjectInput, QuickPostingInput } from "./project-schema";

// The projects part's server entry (docs/architecture.md): besides this module, explore's search of projects.
export { type ProjectIndex, projectIndexAt } from "./project-index.server";
export { projectSearch } from "./project-search.server";

/** The public project grids (new launches, a city's projects) show this many cards a page. */
const PROJECT_GRID_PAGE_SIZE = 24;
/** The admin project tables show this many rows a page. */
const ADMIN_PROJECT_LIST_PAGE_SIZE = 20;

/** Ids are generated UUIDs; anything else cannot be a project and is not looked up. */
const PROJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  // Its pin on the map (ADR 051, 056).
  latitude: projects.latitude,
  longitude: projects.longitude,
};

/** A project's own fields, as its public page and its edit form both read them. */
export type ProjectDetailFields = {
  id: string;
  city: string;
  projectBuildingName: string;
  locality: string;
  pinCode: string | null;
  latitude: number | null;
  longitude: number | null;
  title: string | null;
  heading: string | null;
  description: string | null;
  location: string | null;
  propertyCategory: string | null;
  listingType: string | null;
  propertyType: string | null;
  price: number | null;
  plotArea: number | null;
  facingType: string | null;
  amenities: string[];
  images: ImageVariant[][];
  comingSoon: boolean;
  reraNumber: string | null;
  builderId: string | null;
  possessionStatus: (typeof projects.$inferSelect)["possessionStatus"];
  possessionDate: string | null;
  towers: number | null;
  floors: number | null;
  hasBrochure: boolean;
};

const projectDetailColumns = {
  id: projects.id,
  city: projects.city,
  projectBuildingName: projects.projectBuildingName,
  locality: projects.locality,
  pinCode: projects.pinCode,
  latitude: projects.latitude,
  longitude: projects.longitude,
  title: projects.title,
  heading: projects.heading,
  description: projects.description,
  location: projects.location,
  propertyCategory: projects.propertyCategory,
  listingType: projects.listingType,
  propertyType: projects.propertyType,
  price: projects.price,
  plotArea: projects.plotArea,
  facingType: projects.facingType,
  amenities: projects.amenities,
  images: projects.images,
  comingSoon: projects.comingSoon,
  reraNumber: projects.reraNumber,
  builderId: projects.builderId,
  possessionStatus: projects.possessionStatus,
  possessionDate: projects.possessionDate,
  towers: projects.towers,
  floors: projects.floors,
  hasBrochure: sql<boolean>`${projects.brochureKey} is not null`,
};

async function pageOfProjectCards(where: SQL | undefined, page: number): Promise<Page<ProjectCardData>> {
  const db = database();
  const [{ value: total }] = await db.select({ value: count() }).from(projects).where(where);
  const pageCount = pageCountOf(total, PROJECT_GRID_PAGE_SIZE);
  const current = Math.min(page, pageCount);
  const items = await db
    .select(projectCardColumns)
    .from(projects)
    .where(where)
    .orderBy(sql`${projects.createdAt} desc nulls last`, desc(projects.id))
    .limit(PROJECT_GRID_PAGE_SIZE)
    .offset((current - 1) * PROJECT_GRID_PAGE_SIZE);
  return { items, total, page: current, pageCount };
}

/** The new-launch list (the older version's NewlyProject), in the supported cities only. */
export function newLaunches(filters: NewProjectFilters): Promise<Page<ProjectCardData>> {
  return pageOfProjectCards(
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
  return pageOfProjectCards(and(sql`${projects.showNewLaunch}`, eq(projects.city, city)), page);
}

/** A flat or unit type of a project, as its page and the API show it. */
export type ProjectConfiguration = {
  name: string;
  carpetArea: number;
  builtUpArea: number | null;
  superBuiltUpArea: number | null;
  priceMin: number;
  priceMax: number;
  floorPlan: ImageVariant[] | null;
};

/** The builder as a project's page names it; `agentId` is who answers enquiries about its projects. */
export type ProjectBuilder = {
  slug: string;
  name: string;
  activeSince: number;
  reraPromoterNumber: string | null;
  agentId: string | null;
};

export type ProjectDetail = ProjectDetailFields & {
  updatedAt: Date;
  builder: ProjectBuilder | null;
  configurations: ProjectConfiguration[];
};

const publicDetailColumns = { ...projectDetailColumns, updatedAt: projects.updatedAt };

const configurationColumns = {
  name: projectConfigurations.name,
  carpetArea: projectConfigurations.carpetArea,
  builtUpArea: projectConfigurations.builtUpArea,
  superBuiltUpArea: projectConfigurations.superBuiltUpArea,
  priceMin: projectConfigurations.priceMin,
  priceMax: projectConfigurations.priceMax,
  floorPlan: projectConfigurations.floorPlan,
};

/** A project's configurations in the order its builder listed them. */
export function configurationsOf(projectId: string): Promise<ProjectConfiguration[]> {
  return database()
    .select(configurationColumns)
    .from(projectConfigurations)
    .where(eq(projectConfigurations.projectId, projectId))
    .orderBy(asc(projectConfigurations.position));
}

const builderColumns = {
  slug: builders.slug,
  name: builders.name,
  activeSince: builders.activeSince,
  reraPromoterNumber: builders.reraPromoterNumber,
  agentId: builders.agentId,
};

/** A project's page: its own fields, its builder and its configurations. */
async function withBuilderAndConfigurations(row: ProjectDetailFields & { updatedAt: Date }): Promise<ProjectDetail> {
  const [builder, configurations] = await Promise.all([
    row.builderId
      ? database().select(builderColumns).from(builders).where(eq(builders.id, row.builderId)).limit(1)
      : Promise.resolve([]),
    configurationsOf(row.id),
  ]);
  return { ...row, builder: builder[0] ?? null, configurations };
}

export async function projectById(id: string | null | undefined): Promise<ProjectDetail | null> {
  if (!id || !PROJECT_ID.test(id)) return null;
  const [row] = await database().select(publicDetailColumns).from(projects).where(eq(projects.id, id)).limit(1);
  return row ? withBuilderAndConfigurations(row) : null;
}

/** A locality's projects (its address part as localitySlug writes it), newest first; a city has few projects. */
export function projectsInLocality(city: string, slug: string): Promise<ProjectCardData[]> {
  return database()
    .select(projectCardColumns)
    .from(projects)
    .where(
      and(
        eq(projects.city, city),
        sql`btrim(regexp_replace(lower(${projects.locality}), '[^a-z0-9]+', '-', 'g'), '-') = ${slug}`,
      ),
    )
    .orderBy(sql`${projects.createdAt} desc nulls last`)
    .limit(PROJECT_GRID_PAGE_SIZE);
}

/** The Lucknow project /listing-detail shows when it is opened without a listing. */
export async function featuredLucknowProject(): Promise<ProjectDetail | null> {
  const [row] = await database()
    .select(publicDetailColumns)
    .from(projects)
    .where(and(eq(projects.city, "Lucknow"), sql`${projects.showNewLaunch}`))
    .orderBy(sql`${projects.createdAt} desc nulls last`)
    .limit(1);
  return row ? withBuilderAndConfigurations(row) : null;
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

/** What a project page needs: the project and its absolute addresses, in the language being served. */
export function projectPageData(project: ProjectDetail) {
  const publicUrl = env().PUBLIC_URL;
  return { project, publicUrl, canonical: `${publicUrl}${localePath(projectPath(project))}` };
}

export type CityProject = {
  id: string;
  city: string;
  projectBuildingName: string;
  locality: string;
  cover: ImageVariant[] | null;
};

/** The first project of each supported city, in the order of SUPPORTED_CITIES. */
export async function oneProjectPerCity(): Promise<CityProject[]> {
  const rows = await database()
    .selectDistinctOn([projects.city], {
      id: projects.id,
      city: projects.city,
      projectBuildingName: projects.projectBuildingName,
      locality: projects.locality,
      images: projects.images,
    })
    .from(projects)
    .where(and(inArray(projects.city, [...SUPPORTED_CITIES]), eq(projects.comingSoon, false)))
    .orderBy(asc(projects.city), asc(projects.createdAt));
  const byCity = new Map(rows.map((row) => [row.city, row]));
  return SUPPORTED_CITIES.flatMap((city) => {
    const row = byCity.get(city);
    if (!row) return [];
    const { images, ...project } = row;
    return [{ ...project, cover: images[0] ?? null }];
  });
}

/** The dashboard's project figures: our own projects, and the team's other postings. */
export async function projectTotals(): Promise<{ ourProjects: number; ourServices: number }> {
  const [row] = await database()
    .select({
      ourProjects: sql<number>`count(*) filter (where ${projects.source} = 'project')`.mapWith(Number),
      ourServices: sql<number>`count(*) filter (where ${projects.source} <> 'project')`.mapWith(Number),
    })
    .from(projects);
  return row;
}

/** The newest projects' pages and when each last changed, for the sitemap. */
export async function projectSitemapEntries(limit: number): Promise<Array<{ path: string; updatedAt: Date }>> {
  const rows = await database()
    .select({ id: projects.id, city: projects.city, updatedAt: projects.updatedAt })
    .from(projects)
    .orderBy(sql`${projects.createdAt} desc nulls last`)
    .limit(limit);
  return rows.map((row) => ({ path: projectPath(row), updatedAt: row.updatedAt }));
}

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
      .limit(ADMIN_PROJECT_LIST_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PROJECT_LIST_PAGE_SIZE),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { items: rows, page, pageCount: pageCountOf(total, ADMIN_PROJECT_LIST_PAGE_SIZE), total };
}

export type EditableProject = ProjectDetailFields & {
  source: ProjectSource;
  showNewLaunch: boolean;
  showExplore: boolean;
  configurations: ProjectConfiguration[];
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
  return row ? { ...row, configurations: await configurationsOf(id) } : null;
}

/**
 * Where a project is (ADR 056): its locality's point, else its PIN code's, else its city's head post office's, as a
 * listing is placed (ADR 042); no point for a city we have none for.
 */
export function projectPoint(city: string, locality: string, pinCode?: string) {
  const place = locate(city, locality, pinCode);
  return { pinCode: pinCode ?? null, latitude: place?.lat ?? null, longitude: place?.lng ?? null };
}

const projectColumns = (input: ProjectInput) => ({
  ...projectPoint(input.city, input.locality, input.pinCode),
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
  reraNumber: input.reraNumber,
  builderId: input.builderId ?? null,
  possessionStatus: input.possessionStatus ?? null,
  possessionDate: input.possessionDate ? `${input.possessionDate}-01` : null,
  towers: input.towers ?? null,
  floors: input.floors ?? null,
});

type Transaction = Parameters<Parameters<ReturnType<typeof database>["transaction"]>[0]>[0];

/**
 * Replaces a project's configurations with the form's rows. A floor plan stays with its configuration's name, so
 * editing a price never loses the plan; the plans of configurations gone are returned, for their files to go too.
 */
async function saveConfigurations(tx: Transaction, projectId: string, input: ProjectInput): Promise<ImageVariant[][]> {
  const before = await tx
    .delete(projectConfigurations)
    .where(eq(projectConfigurations.projectId, projectId))
    .returning({ name: projectConfigurations.name, floorPlan: projectConfigurations.floorPlan });
  const plans = new Map(before.map((row) => [row.name.toLowerCase(), row.floorPlan]));
  const kept = new Set(input.configurations.map((configuration) => configuration.name.toLowerCase()));
  const dropped = before.flatMap((row) => (row.floorPlan && !kept.has(row.name.toLowerCase()) ? [row.floorPlan] : []));
  if (input.configurations.length === 0) return dropped;
  await tx.insert(projectConfigurations).values(
    input.configurations.map((configuration, position) => ({
      ...configuration,
      projectId,
      position,
      floorPlan: plans.get(configuration.name.toLowerCase()) ?? null,
    })),
  );
  return dropped;
}

/** "Gomti Nagar, Lucknow" belongs to Lucknow; a place we do not know stays as written. */
function cityFromLocation(location: string): string {
  const lower = location.toLowerCase();
  return PROJECT_CITIES.find((city) => new RegExp(`\\b${city.toLowerCase()}\\b`).test(lower)) ?? location;
}

const quickPostingColumns = (input: QuickPostingInput) => ({
  ...projectPoint(cityFromLocation(input.location), input.location),
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

/** Inserts a project row, its configurations (from the project form) and its audit entry together. */
function insertProject(
  actorId: string,
  values: typeof projects.$inferInsert,
  name: string,
  input?: ProjectInput,
): Promise<string> {
  return database().transaction(async (tx) => {
    const [row] = await tx.insert(projects).values(values).returning({ id: projects.id });
    if (input) await saveConfigurations(tx, row.id, input);
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
    input,
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
    const droppedPlans = change.kind === "project" ? await saveConfigurations(tx, id, change.input) : [];
    await recordAudit(tx, {
      actorId,
      action: "project.update",
      subjectType: "project",
      subjectId: id,
      subjectName: change.kind === "project" ? change.input.projectBuildingName : change.input.title,
    });
    const kept = new Set(change.kind === "project" ? change.images.map(imageKey) : before.images.map(imageKey));
    return [...before.images.filter((image) => !kept.has(imageKey(image))), ...droppedPlans];
  });
  if (!outcome) return false;
  await removeProjectFiles(outcome);
  return true;
}

export async function deleteProject(actorId: string, id: string): Promise<{ ok: true; name: string } | { ok: false }> {
  const outcome = await database().transaction(async (tx) => {
    const plans = await tx
      .select({ floorPlan: projectConfigurations.floorPlan })
      .from(projectConfigurations)
      .where(eq(projectConfigurations.projectId, id));
    const [row] = await tx.delete(projects).where(eq(projects.id, id)).returning({
      id: projects.id,
      name: projects.projectBuildingName,
      images: projects.images,
      brochureKey: projects.brochureKey,
    });
    if (!row) return null;
    await recordAudit(tx, {
      actorId,
      action: "project.delete",
      subjectType: "project",
      subjectId: row.id,
      subjectName: row.name,
    });
    return { ...row, plans: plans.flatMap((plan) => (plan.floorPlan ? [plan.floorPlan] : [])) };
  });
  if (!outcome) return { ok: false };
  await removeProjectFiles([...outcome.images, ...outcome.plans], outcome.brochureKey ? [outcome.brochureKey] : []);
  return { ok: true, name: outcome.name };
}

/** A photo is known by its first variant's key: every upload gets file names of its own. */
export const imageKey = (image: ImageVariant[]) => image[0]?.key ?? "";

/**
 * Removes the files of a deleted project, or of the photos, floor plans or brochure taken off one (each upload has
 * files of its own, so nothing else reads them).
 */
export async function removeProjectFiles(images: ImageVariant[][], keys: readonly string[] = []): Promise<void> {
  try {
    await Promise.all([removeImageFiles(images.flat()), ...keys.map((key) => storage().remove(key))]);
  } catch (error) {
    // The records are already right; a leftover file is only wasted space, so log it for clean-up.
    logger.error({ err: error, keys }, "could not remove a project's files");
  }
}
