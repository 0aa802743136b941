import { defineContract } from "./contract";

/**
 * The top search bar's tabs (app/features/search/search-bar.tsx and app/islands/search-bar.ts). `bar` is on the
 * whole bar; `tab` on each tab, holding the type it searches for, empty for New Launch (which searches the new-launch
 * list); `category` on the category select; the form holds the addresses it sends to, `exploreAction` and
 * `newLaunchAction` (in the page's language).
 */
export const searchBar = defineContract({
  bar: "data-search-bar",
  tab: "data-search-tab",
  category: "data-search-category",
  exploreAction: "data-explore-action",
  newLaunchAction: "data-new-launch-action",
});
