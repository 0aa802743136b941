/**
 * The one rule of who sees a listing: the public sees approved listings only; a pending one is
 * for its owner and the Admin desk until an Admin approves it.
 */
export const PUBLIC_STATUS = "approved" as const;

export const isPublicListing = (listing: { status: string }): boolean => listing.status === PUBLIC_STATUS;
