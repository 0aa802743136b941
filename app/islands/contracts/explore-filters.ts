import { defineContract } from "./contract";

/**
 * The filters of /explore and the stay pages (app/features/search/explore-view.tsx and app/islands/explore-filters.ts).
 * `panel` is the folding <details>; `type` is on the select whose type the other filters follow; `filterFor` is on a
 * fieldset of filters and names the types they apply to; `price` is on a price filter, whose lists of choices (one per
 * scale of prices) name their types in `priceFor`.
 */
export const exploreFilters = defineContract({
  panel: "data-filter-panel",
  type: "data-filter-type",
  filterFor: "data-filter-for",
  price: "data-price-filter",
  priceFor: "data-price-for",
});

/** Types as `filterFor` and `priceFor` hold them: separated by spaces. */
export const writeTypes = (types: readonly string[]): string => types.join(" ");

export const readTypes = (value: string | undefined): string[] => (value ?? "").split(" ");
