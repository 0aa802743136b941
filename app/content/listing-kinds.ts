import type { ListingType } from "./listing-options";

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

/** What the price of a listing pays for: a night's stay, a month's rent, or (null) the place itself. */
export type PriceUnit = "night" | "month" | null;

export function priceUnit(listing: KindOf & { isShortStay?: boolean | null }): PriceUnit {
  const kind = listingKind(listing);
  if (kind === "hotel" || listing.isShortStay) return "night";
  if (kind === "pg" || kind === "room" || kind === "rent") return "month";
  return null;
}
