import { and, asc, inArray, sql } from "drizzle-orm";
import { SUPPORTED_CITIES } from "~/content/cities";
import { database, databaseHandle } from "~/db/client.server";
import { projects } from "~/db/schema";
import { contentMemo } from "~/lib/content-cache.server";
import { logger } from "~/lib/logger.server";
import type { ProjectCardData } from "./project-card";
import { projectCardColumns } from "./projects.server";

/** A project explore may show: its card, and the other facts a search filters and orders it by. */
export type IndexedProject = {
  card: ProjectCardData;
  listingType: string | null;
  propertyCategory: string | null;
  hasRera: boolean;
  amenities: readonly string[];
  /** Its search vector's lexemes. */
  words: readonly string[];
  /** Microseconds, exactly, so that newest-first breaks ties as the database does. */
  createdMicros: number;
};

/** Every project explore may show at one content version, in the database's order of ids (which breaks ties). */
export type ProjectIndex = readonly IndexedProject[];

/**
 * Past this many projects, searches ask the database for them. The company posts its projects by hand (a few dozen a
 * city), so this is far above what there is, and the whole read stays one small statement.
 */
const MOST_INDEXED = 2_000;

/** The one read of the projects at the open database's content version. */
const kept = contentMemo<Promise<ProjectIndex | undefined>>(1, "all");
const KEY = "projects";

/**
 * The projects explore shows, kept in memory at the content version given (read before), one statement per version:
 * a search nobody made before then counts and pages its projects with no statement of its own, where their counts were
 * a statement for two searches in five on the embedded database (ADR 023). Undefined when there are too many to keep,
 * or the read failed: the database answers then.
 */
export function projectIndexAt(version: number): Promise<ProjectIndex | undefined> {
  const values = kept.at(version);
  let index = values.get(KEY);
  if (!index) {
    const handle = databaseHandle();
    index = readProjects().catch((error: unknown) => {
      // The next search reads again. A database closed while it read (a test's, or at shutdown) is no fault.
      values.delete(KEY);
      if (databaseHandle() === handle) logger.warn({ err: error }, "the projects could not be read for searches");
      return undefined;
    });
    kept.keep(values, KEY, index);
  }
  return index;
}

async function readProjects(): Promise<ProjectIndex | undefined> {
  const rows = await database()
    .select({
      ...projectCardColumns,
      listingType: projects.listingType,
      propertyCategory: projects.propertyCategory,
      hasRera: sql<boolean>`${projects.reraNumber} is not null`,
      amenities: projects.amenities,
      words: sql<string>`array_to_string(tsvector_to_array(${projects.searchVector}), ' ')`,
      createdMicros: sql<string>`(extract(epoch from ${projects.createdAt}) * 1000000)::bigint::text`,
    })
    .from(projects)
    .where(and(sql`${projects.showExplore}`, inArray(projects.city, [...SUPPORTED_CITIES])))
    .orderBy(asc(projects.id))
    .limit(MOST_INDEXED + 1);
  if (rows.length > MOST_INDEXED) return undefined;
  return rows.map(({ listingType, propertyCategory, hasRera, amenities, words, createdMicros, ...card }) => ({
    card,
    listingType,
    propertyCategory,
    hasRera,
    amenities,
    words: words ? words.split(" ") : [],
    createdMicros: Number(createdMicros),
  }));
}
