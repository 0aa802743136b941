/**
 * The listings part's entry for code that also runs in the browser (React Router keeps `.server` modules out of it):
 * a listing's name, the public rule and the shapes the Admin desk and profile show. The server's is `listings.server`.
 */
export { listingName } from "./listing-text";
export type { ChartSlice, ModerationListing, OwnListingsPage } from "./listing-views";
export { isPublicListing, type ListingPage, listingPageOf, pageOpensFor } from "./listing-visibility";
export type { PropertyFilters } from "./property-filters";
