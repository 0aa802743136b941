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
 * Whether a listing's page opens for someone who is or is not its owner, as `listingForView` decides: so a booking or
 * a conversation links to it only where the link leads somewhere. A deleted listing has no owner (ADR 067).
 */
export const listingPageOpens = (listing: { status: string }, isOwner: boolean): boolean =>
  isPublicListing(listing) || (isOwner && listing.status !== "deleted");

/** Who a listing's page opens for, as a record that names it may say without telling why (held, removed, closed). */
export type ListingPage = "public" | "owner" | "none";

export const pageOpensFor = (page: ListingPage, isOwner: boolean): boolean =>
  page === "public" || (isOwner && page === "owner");
