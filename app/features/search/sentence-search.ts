import {
  asksAboutRooms,
  canonicalExploreQuery,
  type ExploreFilterName,
  type ExploreType,
  exploreQuery,
  filterApplies,
  parseExploreFilters,
  stayFilters,
} from "~/content/explore-filters";
import type { SentenceFilterName } from "~/content/sentence";
import { STAY_KINDS } from "~/content/stay-kinds";

const SENTENCE_FILTERS: readonly SentenceFilterName[] = [
  "type",
  "city",
  "minPrice",
  "maxPrice",
  "pgGender",
  "food",
  "furnishing",
  "sharing",
  "bhk",
  "rera",
  "guests",
];

/**
 * Where a search whose keywords read as a sentence goes (ADR 039): the same search with what the sentence named as
 * the usual filters and only the rest as keywords, so the address is shareable and a saved search is the usual one.
 * Undefined when the keywords name no filter. `fixed` is the type a stay page sets itself.
 */
export function sentenceTarget(params: URLSearchParams, fixed: { type?: string } = {}): string | undefined {
  if (!params.get("q")) return undefined;
  const read = new URLSearchParams(params);
  if (fixed.type) read.set("type", fixed.type);
  const filters = parseExploreFilters(read);
  read.delete("q");
  const withoutWords = parseExploreFilters(read);
  if (SENTENCE_FILTERS.every((name) => filters[name] === withoutWords[name])) return undefined;
  const target = exploreQuery(filters, fixed.type ? ["type"] : []);
  // Read again, the target must name nothing more: a redirect never leads to another.
  return sentenceTarget(new URLSearchParams(target), fixed) === undefined ? target : undefined;
}

/**
 * Where a search sentence asked on an explore or stay page (`path`, without the language) goes, or undefined when it
 * stays. On a stay page, a sentence naming another kind ('hotel in varanasi' on /pgs) goes to that kind's stay page, or
 * to /explore for a kind without one; each hop takes the kind's word out of the keywords, so hops end.
 */
export function sentenceRedirect(
  path: string,
  params: URLSearchParams,
  fixed: { type?: ExploreType } = {},
): string | undefined {
  if (fixed.type && params.get("q")) {
    const asked = new URLSearchParams(params);
    asked.delete("type");
    const read = parseExploreFilters(asked);
    const named = read.type;
    if (named && named !== fixed.type) {
      const other = STAY_KINDS.find((kind) => kind.type === named);
      asked.set("type", named);
      return `${other?.path ?? "/explore"}${exploreQuery(parseExploreFilters(asked), other ? ["type"] : [])}`;
    }
    // A fact this kind has not ('2 bhk flat' on /pgs) asks about another kind, unnamed: every kind is searched.
    if (!named && SENTENCE_FILTERS.some((name) => read[name] !== undefined && !filterApplies(name, fixed.type))) {
      return `/explore${exploreQuery(read)}`;
    }
  }
  const target = sentenceTarget(params, fixed);
  return target === undefined ? undefined : `${path}${target}`;
}

/**
 * The page cache's key for an explore page: the canonical query, except for keywords still to be read, which must reach
 * the loader as they were asked. A sentence is answered by its redirect, never kept; on a stay page the keywords are
 * read beside the page's own type, which the query does not carry, so they are kept under the query as asked. A
 * search that asks about rooms, or names dates at all, is not kept (null).
 */
export function explorePageQuery(params: URLSearchParams, fixed: ReadonlyArray<ExploreFilterName> = []): string | null {
  // Rooms free for some dates change with every booking, which the kept pages do not follow; and dates the search
  // refuses (a check-in already past) are answered with their message, which the canonical query, without them, lacks.
  if (params.get("checkIn") || params.get("checkOut") || asksAboutRooms(stayFilters(params))) return null;
  if (!params.get("q") || (fixed.length === 0 && sentenceTarget(params) === undefined)) {
    return canonicalExploreQuery(params, fixed);
  }
  return `?${params}`;
}
