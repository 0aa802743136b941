import { and, asc, inArray, sql } from "drizzle-orm";
import { SUPPORTED_CITIES } from "~/content/cities";
import { type DatabaseHandle, database, databaseHandle } from "~/db/client.server";
import { projects } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import type { ProjectCardData } from "./project-card";
import { projectCardColumns } from "./projects.server";

/** A project explore may show: its card, and the facts a search filters and orders it by. */
export type IndexedProject = {
  card: ProjectCardData;
  listingType: string | null;
  propertyType: string | null;
  propertyCategory: string | null;
  price: number | null;
  hasRera: boolean;
  amenities: readonly string[];
  /** Its search vector's lexemes. */
  words: readonly string[];
  /** Microseconds, exactly, so that newest-first breaks ties as the database does. */
  createdMicros: number;
};

/** Every project explore may show at one content version, in the database's order of ids (which breaks ties). */
export type ProjectIndex = { handle: DatabaseHandle; version: number; projects: readonly IndexedProject[] };

/**
 * Past this many projects, searches ask the database for them. The company posts its projects by hand (a few dozen a
 * city), so this is far above what there is, and the whole read stays one small statement.
 */
const MOST_INDEXED = 2_000;

let kept: { handle: DatabaseHandle; version: number; index: Promise<ProjectIndex | undefined> } | undefined;

/**
 * The projects explore shows, kept in memory at the content version given (read before), one statement per version:
 * a search nobody made before then counts and pages its projects with no statement of its own, where the counts alone
 * were a statement for two searches in three and a tenth of a search's time on the embedded database (ADR 023).
 * Undefined when there are too many to keep, or the read failed: the database answers then.
 */
export function projectIndexAt(version: number): Promise<ProjectIndex | undefined> {
  const handle = databaseHandle();
  if (!handle) return Promise.resolve(undefined);
  if (kept?.handle !== handle || kept.version !== version) {
    kept = { handle, version, index: readProjects(handle, version) };
  }
  return kept.index;
}

async function readProjects(handle: DatabaseHandle, version: number): Promise<ProjectIndex | undefined> {
  try {
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
    return {
      handle,
      version,
      projects: rows.map(({ listingType, propertyCategory, hasRera, amenities, words, createdMicros, ...card }) => ({
        card,
        listingType,
        propertyType: card.propertyType,
        propertyCategory,
        price: card.price,
        hasRera,
        amenities,
        words: words ? words.split(" ") : [],
        createdMicros: Number(createdMicros),
      })),
    };
  } catch (error) {
    // A database closed while it read (a test's, or at shutdown) is no fault; anything else is worth a look.
    if (databaseHandle() === handle) logger.warn({ err: error }, "the projects could not be read for searches");
    if (kept?.handle === handle && kept.version === version) kept = undefined;
    return undefined;
  }
}
