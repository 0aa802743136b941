/** The wizard's choice lists, word for word from the specification (§3), and GharStay's additions after them. */

/** The specification's five listing types, then Hostel (issue 41), the first kind added through the catalogue. */
export const LISTING_TYPES = ["Sell", "Rent", "PG", "Hotel", "Room", "Hostel"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** The listing types a project, a quick posting and the new-project filter offer. */
export const PROJECT_POSTING_TYPES = ["Sell", "Rent", "PG"] as const satisfies readonly ListingType[];
export type ProjectPostingType = (typeof PROJECT_POSTING_TYPES)[number];

/** Whether a project's price buys a home: one that lets its homes or beds asks a rent. A project saying neither sells. */
export const projectSells = (project: { listingType: string | null }) =>
  project.listingType !== "Rent" && project.listingType !== "PG";

export const PROPERTY_TYPES: Record<ListingType, readonly string[]> = {
  Sell: ["Flat/Apartment", "Independent House", "Plot/Land"],
  Rent: ["Flat/Apartment", "Independent House", "Studio Apartment"],
  PG: ["Single Room", "Shared Room"],
  Hotel: ["1 Star", "2 Star", "3 Star", "Luxury"],
  Room: ["Single Room", "Double Room", "Triple Room"],
  Hostel: ["Dormitory", "Private Room"],
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

/** How seekers reach a listing's owner: the number shown to verified users who ask for it, or enquiries only. */
export const OWNER_CONTACT_CHOICES = ["verified", "enquiries"] as const;
export type OwnerContactChoice = (typeof OWNER_CONTACT_CHOICES)[number];
export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

/* Facts the specification does not list but seekers decide by (issue 12); each kind asks only its own. */

/** Bedrooms of a flat or house; 5 stands for five or more. */
export const BHK_OPTIONS = [1, 2, 3, 4, 5] as const;
export const bhkLabel = (bhk: number) => (bhk >= 5 ? "5+ BHK" : `${bhk} BHK`);
/** How many share a room in a PG or a rented room. */
export const SHARING_OPTIONS = ["Single", "Double", "Triple"] as const;
export type Sharing = (typeof SHARING_OPTIONS)[number];
export const PREFERRED_TENANTS = ["Anyone", "Family", "Bachelors", "Company lease"] as const;
export const NOTICE_PERIODS = ["No notice", "15 days", "1 month", "2 months", "3 months"] as const;
export const POSSESSION_OPTIONS = ["Ready to move", "Under construction"] as const;

/** Where a project stands: a listing's two, and a launch whose building has not started. */
export const PROJECT_POSSESSION_STATUSES = ["New launch", "Under construction", "Ready to move"] as const;

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

/**
 * What stays offer beyond the specification's checklist: shown before the 24 in the wizard, and
 * what the listing page's facility icons (WiFi, 24x7 Water, Fire Safety) are recorded from.
 */
export const STAY_AMENITIES = [
  "WiFi",
  "AC",
  "Meals",
  "Laundry",
  "Housekeeping",
  "CCTV",
  "24x7 Water",
  "Fire Safety",
] as const;

/** Every amenity an owner can tick, in the order the wizard lists them. */
export const ALL_AMENITIES = [...STAY_AMENITIES, ...AMENITIES] as const;
export type Amenity = (typeof ALL_AMENITIES)[number];

/** Co-living homes are PGs or rooms; short stays are hotels or rooms. */
export const CO_LIVING_TYPES: readonly ListingType[] = ["PG", "Room"];
export const SHORT_STAY_TYPES: readonly ListingType[] = ["Hotel", "Room"];

export const MAX_PHOTOS = 10;
/** The largest photo we accept, as the specification says: 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const WIZARD_STEPS = ["Stay Info", "Details", "Amenities", "Upload Photos"] as const;
