import type { ListingCardData } from "~/components/listing-card";
import type { ListingStatus } from "~/content/listing-statuses";
import type { ImageVariant } from "~/db/schema";

/** A listing as the Admin desk's queue and All properties table show it. */
export type ModerationListing = {
  id: string;
  projectBuildingName: string;
  city: string;
  locality: string;
  listingType: string;
  propertyType: string;
  price: number;
  isShortStay: boolean;
  status: ListingStatus;
  createdAt: Date;
  version: Date;
  ownerName: string | null;
  cover: ImageVariant[] | null;
};

/** One bar of the dashboard's listing charts. */
export type ChartSlice = { name: string; listings: number };

/** One page of a user's own listings on /profile. */
export type OwnListingsPage<T extends ListingCardData = ListingCardData> = {
  listings: T[];
  page: number;
  hasMore: boolean;
};
