import {
  canonicalExploreQuery,
  type ExploreFilterName,
  exploreQuery,
  parseExploreFilters,
} from "~/content/explore-filters";

/**
 * Where a search whose keywords read as a sentence goes (ADR 039): the same search with what the sentence named as
 * the usual filters and only the rest as keywords, so the address is shareable and a saved search is the usual one.
 * Undefined when the keywords are already what they mean. `fixed` is the type a stay page sets itself.
 */
export function sentenceTarget(params: URLSearchParams, fixed: { type?: string } = {}): string | undefined {
  const asked = params.get("q");
  if (asked === null || asked === "") return undefined;
  const read = new URLSearchParams(params);
  if (fixed.type) read.set("type", fixed.type);
  const filters = parseExploreFilters(read);
  if (filters.q === asked) return undefined;
  const omit: ExploreFilterName[] = fixed.type ? ["type", "page"] : ["page"];
  const target = exploreQuery(filters, omit);
  // Read again, the target must stay as it is: a redirect never leads to another.
  const again = new URLSearchParams(target);
  if (fixed.type) again.set("type", fixed.type);
  return parseExploreFilters(again).q === filters.q ? target : undefined;
}

/**
 * The page cache's key for an explore page: the canonical query, except for keywords still to be read, which must reach
 * the loader as they were asked. A sentence is answered by its redirect, never kept; on a stay page the keywords are
 * read beside the page's own type, which the query does not carry, so they are kept under the query as asked.
 */
export function explorePageQuery(params: URLSearchParams, fixed: ReadonlyArray<ExploreFilterName> = []): string {
  if (!params.get("q") || (fixed.length === 0 && sentenceTarget(params) === undefined)) {
    return canonicalExploreQuery(params, fixed);
  }
  return `?${params}`;
}
