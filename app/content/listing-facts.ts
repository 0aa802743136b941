import { formatDate, formatRupees, type PricedListing } from "~/lib/format";
import { KIND_CARD_FACTS, KIND_FACTS, type KindFact, listingKind, priceUnit, type ShownFact } from "./listing-kinds";
import { bhkLabel } from "./listing-options";

type NumberFact = "starRating" | "numRooms" | "bhk" | "plotArea" | "floorNumber" | "totalFloors" | "deposit";

/**
 * A listing's recorded facts, each null when the owner left it empty. A view selects only the
 * facts it shows (a card a few, the listing page all), so any may be absent.
 */
export type ListingFacts = PricedListing & { [F in KindFact]?: (F extends NumberFact ? number : string) | null };

/**
 * Facts read beside another one rather than on their own: the floor count with the floor, the type with the
 * category; the RERA number has a section of its own, with the authority's QR code.
 */
type ReadWithAnother = "totalFloors" | "categoryType" | "reraNumber";
type ReadAlone = Exclude<ShownFact, ReadWithAnother>;

type FactWording = {
  label: string;
  /** The fact in words, the same on a card's chip and the listing page; null when it is missing. */
  value: (listing: ListingFacts) => string | null;
};

const text = (value: string | null | undefined) => value || null;
const sqFt = (area: number) => `${area.toLocaleString("en-IN")} sq ft`;

const GENDER_WORDS: Record<string, string> = { Boys: "For boys", Girls: "For girls", Both: "For boys & girls" };
const FOOD_WORDS: Record<string, string> = { Yes: "Food included", No: "No food" };
const BATHROOM_WORDS: Record<string, string> = { Yes: "Attached bathroom", No: "Shared bathroom" };

/** 22:30 → 10:30 PM, as a notice on a PG's gate would say it. */
function clockTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

const FACT_WORDING: Record<ReadAlone, FactWording> = {
  starRating: { label: "Star Rating", value: (l) => (l.starRating ? `${l.starRating} Star` : null) },
  numRooms: {
    label: "Number of Rooms",
    value: (l) => (l.numRooms ? `${l.numRooms} ${l.numRooms === 1 ? "room" : "rooms"}` : null),
  },
  pgGender: { label: "Gender", value: (l) => (l.pgGender ? GENDER_WORDS[l.pgGender] : null) },
  sharing: { label: "Sharing", value: (l) => (l.sharing ? `${l.sharing} sharing` : null) },
  foodAvailable: { label: "Food", value: (l) => (l.foodAvailable ? FOOD_WORDS[l.foodAvailable] : null) },
  attachedBathroom: {
    label: "Bathroom",
    value: (l) => (l.attachedBathroom ? BATHROOM_WORDS[l.attachedBathroom] : null),
  },
  furnished: { label: "Furnished", value: (l) => text(l.furnished) },
  bhk: { label: "BHK", value: (l) => (l.bhk ? bhkLabel(l.bhk) : null) },
  furnishing: { label: "Furnishing", value: (l) => text(l.furnishing) },
  plotArea: { label: "Plot Area", value: (l) => (l.plotArea ? sqFt(l.plotArea) : null) },
  pricePerSqFt: {
    label: "Price per sq ft",
    value: (l) => (l.plotArea ? `${formatRupees(l.price / l.plotArea)} / sq ft` : null),
  },
  floorNumber: {
    label: "Floor",
    value: (l) =>
      l.floorNumber === null || l.floorNumber === undefined
        ? null
        : `${l.floorNumber}${l.totalFloors ? ` of ${l.totalFloors}` : ""}`,
  },
  facingType: { label: "Facing", value: (l) => text(l.facingType) },
  deposit: { label: "Deposit", value: (l) => (l.deposit ? formatRupees(l.deposit) : null) },
  noticePeriod: { label: "Notice Period", value: (l) => text(l.noticePeriod) },
  gateClosingTime: {
    label: "Gate Closing Time",
    value: (l) => (l.gateClosingTime ? clockTime(l.gateClosingTime) : null),
  },
  preferredTenants: { label: "Preferred Tenants", value: (l) => text(l.preferredTenants) },
  availableFrom: { label: "Available From", value: (l) => (l.availableFrom ? formatDate(l.availableFrom) : null) },
  possession: { label: "Possession", value: (l) => text(l.possession) },
  propertyCategory: {
    label: "Category",
    value: (l) => (l.propertyCategory ? [l.propertyCategory, l.categoryType].filter(Boolean).join(" · ") : null),
  },
};

const readsAlone = <F extends ShownFact>(fact: F): fact is Exclude<F, ReadWithAnother> =>
  fact !== "totalFloors" && fact !== "categoryType" && fact !== "reraNumber";

/** The listing page's facts for the listing's kind, in order; a missing one has a null value. */
export function kindFactRows(listing: ListingFacts): Array<{ label: string; value: string | null }> {
  const facts = KIND_FACTS[listingKind(listing)].filter(readsAlone);
  // Only a price that buys the place divides into a price per square foot.
  const shown = priceUnit(listing)
    ? facts
    : facts.flatMap((fact): ReadAlone[] => (fact === "plotArea" ? [fact, "pricePerSqFt"] : [fact]));
  return shown.map((fact) => ({ label: FACT_WORDING[fact].label, value: FACT_WORDING[fact].value(listing) }));
}

/** The short facts a card shows under its title; missing ones are left out. */
export function cardFactChips(listing: ListingFacts): string[] {
  return KIND_CARD_FACTS[listingKind(listing)]
    .filter(readsAlone)
    .map((fact) => FACT_WORDING[fact].value(listing))
    .filter((value) => value !== null);
}
