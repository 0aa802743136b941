import { and, asc, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { SUPPORTED_CITIES } from "~/content/cities";
import type { ExploreFilters, ExploreSort, ExploreType, NarrowingFilterName } from "~/content/explore-filters";
import { haversineKm, inMapArea, placeById, readMapArea, withinKmOf } from "~/content/places";
import { database } from "~/db/client.server";
import { projects } from "~/db/schema";
import {
  conditionsOf,
  countUpTo,
  type FilterForms,
  type FilterSql,
  filterConditions,
  type SearchPart,
  textArray,
} from "~/lib/filter-sql.server";
import { distanceFrom, withinArea, withinOf } from "~/lib/near-sql.server";
import { textMatches } from "~/lib/text-search.server";
import type { ProjectCardData } from "./project-card";
import type { IndexedProject, ProjectIndex } from "./project-index.server";
import { projectCardColumns } from "./projects.server";

/** Projects are sold, not let: they join the results only for the kinds of search that include them. */
const PROJECT_KINDS: Partial<Record<ExploreType, SQL | undefined>> = {
  project: undefined,
  sell: eq(projects.listingType, "Sell"),
  plot: eq(projects.propertyType, "Plot/Land"),
  commercial: eq(projects.propertyCategory, "Commercial"),
};

/**
 * The filters no project answers: a home's or stay's own facts (furnishing, PG gender, food, BHK, sharing, moving-in
 * date, a stay's nights and guests), and who posted it (projects are the company's own postings, neither an owner's
 * nor an agent's).
 */
const LEAVE_PROJECTS_OUT = {
  furnishing: () => null,
  pgGender: () => null,
  food: () => null,
  bhk: () => null,
  sharing: () => null,
  availableFrom: () => null,
  checkIn: () => null,
  checkOut: () => null,
  guests: () => null,
  postedBy: () => null,
  // Projects are not stayed in, so nobody reviews them (ADR 040).
  rated: () => null,
} as const;

/** Each explore filter's SQL on projects. */
const PROJECT_FILTER_SQL: FilterSql<ExploreFilters, NarrowingFilterName> = {
  city: (city) => eq(projects.city, city),
  type: (type) => (type in PROJECT_KINDS ? PROJECT_KINDS[type] : null),
  q: (q, { city }) => textMatches(projects.searchVector, q, city),
  minPrice: (min) => gte(projects.price, min),
  maxPrice: (max) => lte(projects.price, max),
  rera: () => isNotNull(projects.reraNumber),
  amenities: (amenities) => sql`${projects.amenities} @> ${textArray(amenities)}`,
  // Projects have points (ADR 056) on the same kind of index as listings; an unknown place or area is dropped.
  near: (id, { within }) => {
    const place = placeById(id);
    return place ? withinOf(projects, place, within) : undefined;
  },
  area: (value) => {
    const area = readMapArea(value);
    return area ? withinArea(projects, area) : undefined;
  },
  ...LEAVE_PROJECTS_OUT,
};

function projectConditions(filters: ExploreFilters): SQL | null {
  const conditions = filterConditions(filters, PROJECT_FILTER_SQL);
  if (!conditions) return null;
  const anyCity = filters.city ? undefined : inArray(projects.city, [...SUPPORTED_CITIES]);
  return and(sql`${projects.showExplore}`, anyCity, ...conditions) ?? null;
}

function projectOrder({ sort, near }: ExploreFilters) {
  const place = near === undefined ? undefined : placeById(near);
  if (sort === "distance" && place) return [asc(distanceFrom(projects, place)), asc(projects.id)];
  if (sort === "price-asc") return [sql`${projects.price} asc nulls last`, asc(projects.id)];
  if (sort === "price-desc") return [sql`${projects.price} desc nulls last`, desc(projects.id)];
  return [sql`${projects.createdAt} desc nulls last`, desc(projects.id)];
}

/** One condition of a search on a project in memory. */
type ProjectTest = (project: IndexedProject) => boolean;

/** A test of a project's point; a project without one passes none, as SQL's comparisons with null do. */
const atPoint = ({ card }: IndexedProject, test: (point: { lat: number; lng: number }) => boolean) =>
  card.latitude !== null && card.longitude !== null && test({ lat: card.latitude, lng: card.longitude });

/** PROJECT_KINDS on a project in memory, kind for kind. */
const PROJECT_KIND_TESTS: Partial<Record<ExploreType, ProjectTest | undefined>> = {
  project: undefined,
  sell: (project) => project.listingType === "Sell",
  plot: (project) => project.card.propertyType === "Plot/Land",
  commercial: (project) => project.propertyCategory === "Commercial",
};

/**
 * PROJECT_FILTER_SQL on a project in memory, filter for filter (a filter added there fails the typecheck until it has
 * a line here too); `textPrefixes` reads a search's words as the database does. The city needs no test of its own in
 * the words: every project in memory is in a city we serve, and its words include it.
 */
function projectFilterTests(
  textPrefixes: (text: string) => readonly string[],
): FilterForms<ExploreFilters, NarrowingFilterName, ProjectTest> {
  return {
    city: (city) => (project) => project.card.city === city,
    type: (type) => (type in PROJECT_KIND_TESTS ? PROJECT_KIND_TESTS[type] : null),
    q: (q) => {
      // No word left (only stop words) matches nothing, as to_tsquery's empty query does.
      const prefixes = textPrefixes(q);
      return (project) =>
        prefixes.length > 0 && prefixes.every((prefix) => project.words.some((word) => word.startsWith(prefix)));
    },
    minPrice: (min) => (project) => project.card.price !== null && project.card.price >= min,
    maxPrice: (max) => (project) => project.card.price !== null && project.card.price <= max,
    rera: () => (project) => project.hasRera,
    amenities: (amenities) => (project) => amenities.every((amenity) => project.amenities.includes(amenity)),
    // The listings' test of 'near' (the search index's): the same sphere as the SQL's earth_distance.
    near: (id, { within }) => {
      const place = placeById(id);
      if (!place) return undefined;
      const isWithin = withinKmOf(place, within);
      return (project) => atPoint(project, (point) => isWithin(point.lat, point.lng));
    },
    // projectSearch sends a search with an area to the database; this says the same in memory.
    area: (value) => {
      const area = readMapArea(value);
      return area ? (project) => atPoint(project, (point) => inMapArea(area, point)) : undefined;
    },
    ...LEAVE_PROJECTS_OUT,
  };
}

/**
 * A project, its place in the order of ids, which breaks the orders' ties as `asc(id)` and `desc(id)` do, and its
 * distance in kilometres from a 'near' search's place (0 in any other search).
 */
type Placed = { project: IndexedProject; place: number; km: number };

/** SQL's `nulls last`, whichever way the prices go. */
const byPrice = (a: number | null, b: number | null, direction: 1 | -1) =>
  a === null || b === null ? (a === null ? 1 : 0) - (b === null ? 1 : 0) : direction * (a - b);

/** projectOrder in memory. */
const PROJECT_ORDERS: Record<ExploreSort, (a: Placed, b: Placed) => number> = {
  newest: (a, b) => b.project.createdMicros - a.project.createdMicros || b.place - a.place,
  "price-asc": (a, b) => byPrice(a.project.card.price, b.project.card.price, 1) || a.place - b.place,
  "price-desc": (a, b) => byPrice(a.project.card.price, b.project.card.price, -1) || b.place - a.place,
  // Projects have no reviews: under listings ordered best rated first, they come newest first, as projectOrder has it.
  "best-rated": (a, b) => b.project.createdMicros - a.project.createdMicros || b.place - a.place,
  // Without a place to measure from, as in the SQL; a 'near' search's is nearestFirst.
  distance: (a, b) => b.project.createdMicros - a.project.createdMicros || b.place - a.place,
};

/** A 'near' search's order: projectOrder's `asc(distance), asc(id)`. */
const nearestFirst = (a: Placed, b: Placed) => a.km - b.km || a.place - b.place;

/** The projects side of a search answered from memory: the same projects, count and order as the SQL. */
function indexedProjectSearch(
  filters: ExploreFilters,
  index: ProjectIndex,
  textPrefixes: (text: string) => readonly string[],
): SearchPart<ProjectCardData> | null {
  const tests = conditionsOf(filters, projectFilterTests(textPrefixes));
  if (!tests) return null;
  const near = filters.near === undefined ? undefined : placeById(filters.near);
  // Every match of a 'near' search has a point (atPoint).
  const kmOf = ({ card }: IndexedProject) =>
    near ? haversineKm(near, { lat: card.latitude ?? Number.NaN, lng: card.longitude ?? Number.NaN }) : 0;
  const matches = index.flatMap((project, place) =>
    tests.every((test) => test(project)) ? [{ project, place, km: kmOf(project) }] : [],
  );
  const order = near && filters.sort === "distance" ? nearestFirst : PROJECT_ORDERS[filters.sort];
  return {
    count: (upTo) => Math.min(matches.length, upTo + 1),
    page: async (offset, limit) =>
      matches
        .sort(order)
        .slice(offset, offset + limit)
        // Only a 'near' search's cards say how far they are, as the SQL's do.
        .map(({ project, km }) => (near ? { ...project.card, distanceKm: km } : project.card)),
  };
}

/**
 * The projects side of an explore search (those shown on explore), or null when its filters leave projects out. The
 * projects in memory answer it when given (`projectIndexAt`, with the search's words readable); the database otherwise.
 */
export function projectSearch(
  filters: ExploreFilters,
  indexed?: { index: ProjectIndex; textPrefixes: (text: string) => readonly string[] },
): SearchPart<ProjectCardData> | null {
  // A map's area is the database's, as for listings (listingSearch).
  if (indexed && filters.area === undefined) return indexedProjectSearch(filters, indexed.index, indexed.textPrefixes);
  const where = projectConditions(filters);
  if (!where) return null;
  const place = filters.near === undefined ? undefined : placeById(filters.near);
  // Only a 'near' search's cards say how far they are.
  const columns = place ? { ...projectCardColumns, distanceKm: distanceFrom(projects, place) } : projectCardColumns;
  return {
    count: (upTo) => countUpTo(projects, where, upTo),
    page: (offset, limit) =>
      database()
        .select(columns)
        .from(projects)
        .where(where)
        .orderBy(...projectOrder(filters))
        .limit(limit)
        .offset(offset),
  };
}
