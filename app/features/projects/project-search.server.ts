import { and, asc, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { SUPPORTED_CITIES } from "~/content/cities";
import type { ExploreFilters, ExploreType, NarrowingFilterName } from "~/content/explore-filters";
import { database } from "~/db/client.server";
import { projects } from "~/db/schema";
import { countUpTo, type FilterSql, filterConditions, type SearchPart, textArray } from "~/lib/filter-sql.server";
import { textMatches } from "~/lib/text-search.server";
import type { ProjectCardData } from "./project-card";
import { projectCardColumns } from "./projects.server";

/** Projects are sold, not let: they join the results only for the kinds of search that include them. */
const PROJECT_KINDS: Partial<Record<ExploreType, SQL | undefined>> = {
  project: undefined,
  sell: eq(projects.listingType, "Sell"),
  plot: eq(projects.propertyType, "Plot/Land"),
  commercial: eq(projects.propertyCategory, "Commercial"),
};

/** Each explore filter's SQL on projects; filters of a home's or stay's own facts (furnishing, PG gender, food, BHK, sharing, moving-in date) leave projects out. */
const PROJECT_FILTER_SQL: FilterSql<ExploreFilters, NarrowingFilterName> = {
  city: (city) => eq(projects.city, city),
  type: (type) => (type in PROJECT_KINDS ? PROJECT_KINDS[type] : null),
  q: (q, { city }) => textMatches(projects.searchVector, q, city),
  minPrice: (min) => gte(projects.price, min),
  maxPrice: (max) => lte(projects.price, max),
  furnishing: () => null,
  pgGender: () => null,
  food: () => null,
  bhk: () => null,
  sharing: () => null,
  availableFrom: () => null,
  rera: () => isNotNull(projects.reraNumber),
  amenities: (amenities) => sql`${projects.amenities} @> ${textArray(amenities)}`,
  // Projects are the company's own postings, neither an owner's nor an agent's.
  postedBy: () => null,
};

function projectConditions(filters: ExploreFilters): SQL | null {
  const conditions = filterConditions(filters, PROJECT_FILTER_SQL);
  if (!conditions) return null;
  const anyCity = filters.city ? undefined : inArray(projects.city, [...SUPPORTED_CITIES]);
  return and(sql`${projects.showExplore}`, anyCity, ...conditions) ?? null;
}

function projectOrder(sort: ExploreFilters["sort"]) {
  if (sort === "price-asc") return [sql`${projects.price} asc nulls last`, asc(projects.id)];
  if (sort === "price-desc") return [sql`${projects.price} desc nulls last`, desc(projects.id)];
  return [sql`${projects.createdAt} desc nulls last`, desc(projects.id)];
}

/** The projects side of an explore search (those shown on explore), or null when its filters leave projects out. */
export function projectSearch(filters: ExploreFilters): SearchPart<ProjectCardData> | null {
  const where = projectConditions(filters);
  if (!where) return null;
  return {
    count: (upTo) => countUpTo(projects, where, upTo),
    page: (offset, limit) =>
      database()
        .select(projectCardColumns)
        .from(projects)
        .where(where)
        .orderBy(...projectOrder(filters.sort))
        .limit(limit)
        .offset(offset),
  };
}
