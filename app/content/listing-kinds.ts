import { AMENITIES, type Amenity, type ListingType, STAY_AMENITIES } from "./listing-options";
import type { ReviewCategory } from "./review-options";

/**
 * What a listing is to a seeker, which decides the facts it has and the unit of its price. The
 * specification's listing types, with a sale of land told apart from a sale of a home.
 */
export type ListingKind = "hotel" | "pg" | "room" | "rent" | "sale" | "plot";

type KindOf = { listingType: string; propertyType: string };

export function listingKind({ listingType, propertyType }: KindOf): ListingKind {
  switch (listingType as ListingType) {
    case "Hotel":
      return "hotel";
    case "PG":
      return "pg";
    case "Room":
      return "room";
    case "Rent":
      return "rent";
    default:
      return propertyType === "Plot/Land" ? "plot" : "sale";
  }
}

/**
 * The optional facts a listing can record beyond its name, place, type and price. Each kind lists
 * the ones that apply, in the order forms and pages show them; the rest are neither asked nor shown
 * (and dropped when a form sends them anyway).
 */
export type KindFact =
  | "starRating"
  | "numRooms"
  | "pgGender"
  | "sharing"
  | "foodAvailable"
  | "attachedBathroom"
  | "furnished"
  | "bhk"
  | "furnishing"
  | "plotArea"
  | "floorNumber"
  | "totalFloors"
  | "facingType"
  | "deposit"
  | "noticePeriod"
  | "gateClosingTime"
  | "preferredTenants"
  | "availableFrom"
  | "possession"
  | "reraNumber"
  | "propertyCategory"
  | "categoryType";

/** What a flat or house has, whether it is let or sold. */
const HOME_FACTS = ["bhk", "furnishing", "plotArea", "floorNumber", "totalFloors", "facingType"] as const;
const CATEGORY_FACTS = ["propertyCategory", "categoryType"] as const;

export const KIND_FACTS: Record<ListingKind, readonly KindFact[]> = {
  hotel: ["starRating", "numRooms"],
  pg: ["pgGender", "sharing", "foodAvailable", "deposit", "noticePeriod", "gateClosingTime", "availableFrom"],
  room: ["sharing", "attachedBathroom", "furnished", "deposit", "availableFrom"],
  rent: [...HOME_FACTS, "deposit", "availableFrom", "preferredTenants", ...CATEGORY_FACTS],
  sale: [...HOME_FACTS, "possession", "reraNumber", ...CATEGORY_FACTS],
  plot: ["plotArea", "facingType", "possession", "reraNumber", ...CATEGORY_FACTS],
};

/** A fact worked out from others rather than recorded: what a square foot costs when the price buys the place. */
export type DerivedFact = "pricePerSqFt";
export type ShownFact = KindFact | DerivedFact;

/** The few facts a card shows as chips under its title: what seekers of each kind compare first. */
export const KIND_CARD_FACTS: Record<ListingKind, readonly ShownFact[]> = {
  hotel: ["starRating", "numRooms"],
  pg: ["pgGender", "sharing", "foodAvailable"],
  room: ["sharing", "attachedBathroom", "furnished"],
  rent: ["bhk", "furnishing", "plotArea"],
  sale: ["bhk", "furnishing", "plotArea"],
  plot: ["plotArea", "pricePerSqFt"],
};

export function kindHasFact(kind: ListingKind, fact: KindFact): boolean {
  return KIND_FACTS[kind].includes(fact);
}

/**
 * What a guest rates beside the overall rating, by kind (issue 45): what people of each kind of stay compare. A home
 * for sale or a plot is never stayed in, so it has none.
 */
export const KIND_REVIEW_CATEGORIES: Record<ListingKind, readonly ReviewCategory[]> = {
  hotel: ["cleanliness", "staff", "location", "value"],
  pg: ["food", "safety", "cleanliness", "owner", "value"],
  room: ["cleanliness", "location", "owner", "value"],
  rent: ["upkeep", "location", "owner", "value"],
  sale: [],
  plot: [],
};

/** What the price of a listing pays for: a night's stay, a month's rent, or the place itself (total). */
export type PriceUnit = "night" | "month" | "total";

/** Each kind's price unit; wizard hints, cards, the listing page and alerts read it through priceUnit. */
export const KIND_PRICE_UNIT: Record<ListingKind, PriceUnit> = {
  hotel: "night",
  pg: "month",
  room: "month",
  rent: "month",
  sale: "total",
  plot: "total",
};

/** A room let for short stays is priced by the night, whatever its kind's usual unit. */
export function priceUnit(listing: KindOf & { isShortStay?: boolean | null }): PriceUnit {
  return listing.isShortStay ? "night" : KIND_PRICE_UNIT[listingKind(listing)];
}

/** What a stay's own rooms and a small building have, from the specification's checklist. */
const BASIC_BUILDING = ["Parking", "Security", "Power Backup", "Lift"] as const satisfies readonly Amenity[];

/**
 * The amenities an owner of each kind may tick, in the order the wizard lists them. Homes for rent or sale keep
 * the specification's whole checklist of 24 (it describes housing projects) after what a stay offers; a plot keeps
 * the 24 alone; a hotel, PG or room is offered what such a place has, never a Helipad or a Golf Course.
 */
export const KIND_AMENITIES: Record<ListingKind, readonly Amenity[]> = {
  hotel: [
    ...STAY_AMENITIES,
    ...BASIC_BUILDING,
    "Gym",
    "Swimming Pool",
    "Conference Room",
    "Concierge Desk",
    "Medical Facility",
    "Service Elevators",
  ],
  pg: [...STAY_AMENITIES, ...BASIC_BUILDING, "Balcony", "Gym", "Indoor Games", "Study Room"],
  room: [...STAY_AMENITIES, ...BASIC_BUILDING, "Balcony", "Study Room"],
  rent: [...STAY_AMENITIES, ...AMENITIES],
  sale: [...STAY_AMENITIES, ...AMENITIES],
  plot: AMENITIES,
};
