/**
 * The listings part's server entry (docs/architecture.md): what other parts call, and the routes. What code that also
 * runs in the browser needs (a listing's name, the public rule, the Admin desk's shapes) is in `listings.ts`.
 */
export {
  listingCardColumns,
  listingSitemapEntries,
  listingSummaries,
  newestListings,
  ownListings,
  publicListingCards,
  publicListings,
} from "./listing-cards.server";
export {
  expiringListingCount,
  followListingLink,
  type LinkOutcome,
  ownExpiringListings,
  peekListingLink,
  renewOwnListing,
  startFreshnessLook,
} from "./listing-freshness.server";
export {
  approveListing,
  type Decision,
  listingBreakdown,
  listingTotals,
  moderationListings,
  pendingCount,
  pendingListings,
  rejectListing,
} from "./listing-moderation.server";
export {
  createListing,
  deleteListing,
  deleteOwnerListingsWithPhotos,
  holdPublicListing,
  LIVE_BOOKINGS_MESSAGES,
  LiveBookingsError,
  listingForEdit,
  listingForEnquiry,
  listingForView,
  listingLocation,
  listingOwnerContact,
  OWN_LISTINGS_PAGE_SIZE,
  ownListingRecords,
  ownListingsForExport,
  type QuotaRefusal,
  quotaRefusalResponse,
  updateListing,
} from "./listing-records.server";
export { moveListing, type ReportedListing, reportedListing, reportedListings } from "./listing-trust.server";
