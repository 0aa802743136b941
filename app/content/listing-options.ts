/** The wizard's choice lists, word for word from the specification (§3). */

export const LISTING_TYPES = ["Sell", "Rent", "PG", "Hotel", "Room"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** The listing types a project, a quick posting and the new-project filter offer. */
export const PROJECT_POSTING_TYPES = ["Sell", "Rent", "PG"] as const satisfies readonly ListingType[];
export type ProjectPostingType = (typeof PROJECT_POSTING_TYPES)[number];

export const PROPERTY_TYPES: Record<ListingType, readonly string[]> = {
  Sell: ["Flat/Apartment", "Independent House", "Plot/Land"],
  Rent: ["Flat/Apartment", "Independent House", "Studio Apartment"],
  PG: ["Single Room", "Shared Room"],
  Hotel: ["1 Star", "2 Star", "3 Star", "Luxury"],
  Room: ["Single Room", "Double Room", "Triple Room"],
};

export const PROPERTY_CATEGORIES = ["Residential", "Commercial"] as const;
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];

export const CATEGORY_TYPES: Record<PropertyCategory, readonly string[]> = {
  Residential: ["Flat/Apartment", "Independent House/Villa", "Plot/Land", "1 RK/Studio Apartment"],
  Commercial: ["Office", "Retail", "Plot/Land", "Storage", "Industry"],
};

export const FACING_TYPES = [
  "North",
  "South",
  "East",
  "West",
  "North-East",
  "North-West",
  "South-East",
  "South-West",
] as const;

export const FURNISHING_OPTIONS = ["Fully Furnished", "Semi Furnished", "Unfurnished"] as const;
export const PG_GENDERS = ["Boys", "Girls", "Both"] as const;
export const YES_NO = ["Yes", "No"] as const;
export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

export const AMENITIES = [
  "Gym",
  "Swimming Pool",
  "Parking",
  "Security",
  "Power Backup",
  "Clubhouse",
  "Lift",
  "Balcony",
  "Medical Facility",
  "Day Care Center",
  "Pet Area",
  "Indoor Games",
  "Conference Room",
  "Large Green Area",
  "Concierge Desk",
  "Helipad",
  "Golf Course",
  "Multiplex",
  "Serviced Apartments",
  "Service Elevators",
  "High Street Retail",
  "Hypermarket",
  "ATM'S",
  "Study Room",
] as const;

/** Co-living homes are PGs or rooms; short stays are hotels or rooms. */
export const CO_LIVING_TYPES: readonly ListingType[] = ["PG", "Room"];
export const SHORT_STAY_TYPES: readonly ListingType[] = ["Hotel", "Room"];

export const MAX_PHOTOS = 10;
/** The largest photo we accept, as the specification says: 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const WIZARD_STEPS = ["Stay Info", "Details", "Amenities", "Upload Photos"] as const;
