/**
 * The one rule of who sees a listing: the public sees approved listings only. Every other status
 * (app/content/listing-statuses.ts) is for its owner and the Admin desk: pending until approved; held
 * while three users' reports wait for an Admin; removed by an Admin; expired after 60 days without its
 * owner's confirmation; closed when its owner said it is rented or sold. Trust decisions change the
 * status rather than adding conditions here, so every query, page and cache keeps this one test (ADR 012).
 */
export const PUBLIC_STATUS = "approved" as const;

export const isPublicListing = (listing: { status: string }): boolean => listing.status === PUBLIC_STATUS;

/**
 * Who a listing's page opens for, as `listingForView` decides: everyone, its owner alone (pending, held, removed,
 * expired, closed), or nobody but the Admin (deleted: it has no owner, ADR 067). A record that names the listing says
 * this, not why, and links to it only where the link leads somewhere.
 */
export type ListingPage = "public" | "owner" | "none";

export const listingPageOf = (listing: { status: string }): ListingPage =>
  isPublicListing(listing) ? "public" : listing.status === "deleted" ? "none" : "owner";

export const pageOpensFor = (page: ListingPage, isOwner: boolean): boolean =>
  page === "public" || (isOwner && page === "owner");
