/**
 * The search part's entry for other parts (docs/architecture.md): what alerts match with, the places visits name,
 * the localities the sitemap lists, and the row of the search index that the catalogue's rules test.
 */
export type { ListingColumns, RowTest } from "./listing-index.server";
export { type ListingPlace, listingPlaces } from "./listing-places.server";
export { listingMatches, listingsApprovedSince, type MatchedListing, matchedListings } from "./listing-search.server";
export { localitySitemapEntries } from "./locality-figures.server";
