import type { MessageDescriptor } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import { label as valueLabel } from "~/content/labels";
import { formatDate, formatRupees, type PricedListing } from "~/lib/format";
import { i18n } from "~/lib/i18n";
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
  label: MessageDescriptor;
  /** The fact in words, the same on a card's chip and the listing page; null when it is missing. */
  value: (listing: ListingFacts) => string | null;
};

/** A stored choice (furnishing, facing, possession…) in the words of the language being served. */
const text = (value: string | null | undefined) => (value ? valueLabel(value) : null);
const sqFt = (area: number) => `${area.toLocaleString("en-IN")} sq ft`;
const worded = (words: Record<string, MessageDescriptor>, value: string) =>
  Object.hasOwn(words, value) ? i18n._(words[value]) : value;

const GENDER_WORDS: Record<string, MessageDescriptor> = {
  Boys: msg`For boys`,
  Girls: msg`For girls`,
  Both: msg`For boys & girls`,
};
const FOOD_WORDS: Record<string, MessageDescriptor> = { Yes: msg`Food included`, No: msg`No food` };
const BATHROOM_WORDS: Record<string, MessageDescriptor> = { Yes: msg`Attached bathroom`, No: msg`Shared bathroom` };

/** '3 of 12': the floor, and out of how many when the owner said. */
function floorWords(floor: number | null | undefined, total: number | null | undefined): string | null {
  if (floor === null || floor === undefined) return null;
  return total ? t`${floor} of ${total}` : String(floor);
}

/** 22:30 → 10:30 PM, as a notice on a PG's gate would say it. */
function clockTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

const FACT_WORDING: Record<ReadAlone, FactWording> = {
  starRating: { label: msg`Star Rating`, value: (l) => (l.starRating ? t`${l.starRating} Star` : null) },
  numRooms: {
    label: msg`Number of Rooms`,
    value: (l) => (l.numRooms ? t`${plural(l.numRooms, { one: "# room", other: "# rooms" })}` : null),
  },
  pgGender: { label: msg`Gender`, value: (l) => (l.pgGender ? worded(GENDER_WORDS, l.pgGender) : null) },
  sharing: { label: msg`Sharing`, value: (l) => (l.sharing ? t`${valueLabel(l.sharing)} sharing` : null) },
  foodAvailable: {
    label: msg`Food`,
    value: (l) => (l.foodAvailable ? worded(FOOD_WORDS, l.foodAvailable) : null),
  },
  attachedBathroom: {
    label: msg`Bathroom`,
    value: (l) => (l.attachedBathroom ? worded(BATHROOM_WORDS, l.attachedBathroom) : null),
  },
  furnished: { label: msg`Furnished`, value: (l) => text(l.furnished) },
  bhk: { label: msg`BHK`, value: (l) => (l.bhk ? bhkLabel(l.bhk) : null) },
  furnishing: { label: msg`Furnishing`, value: (l) => text(l.furnishing) },
  plotArea: { label: msg`Plot Area`, value: (l) => (l.plotArea ? sqFt(l.plotArea) : null) },
  pricePerSqFt: {
    label: msg`Price per sq ft`,
    value: (l) => (l.plotArea ? `${formatRupees(l.price / l.plotArea)} / sq ft` : null),
  },
  floorNumber: {
    label: msg`Floor`,
    value: (l) => floorWords(l.floorNumber, l.totalFloors),
  },
  facingType: { label: msg`Facing`, value: (l) => text(l.facingType) },
  deposit: { label: msg`Deposit`, value: (l) => (l.deposit ? formatRupees(l.deposit) : null) },
  noticePeriod: { label: msg`Notice Period`, value: (l) => text(l.noticePeriod) },
  gateClosingTime: {
    label: msg`Gate Closing Time`,
    value: (l) => (l.gateClosingTime ? clockTime(l.gateClosingTime) : null),
  },
  preferredTenants: { label: msg`Preferred Tenants`, value: (l) => text(l.preferredTenants) },
  availableFrom: {
    label: msg`Available From`,
    value: (l) => (l.availableFrom ? formatDate(l.availableFrom) : null),
  },
  possession: { label: msg`Possession`, value: (l) => text(l.possession) },
  propertyCategory: {
    label: msg`Category`,
    value: (l) =>
      l.propertyCategory
        ? [l.propertyCategory, l.categoryType].flatMap((value) => (value ? [valueLabel(value)] : [])).join(" · ")
        : null,
  },
};

const readsAlone = <F extends ShownFact>(fact: F): fact is Exclude<F, ReadWithAnother> =>
  fact !== "totalFloors" && fact !== "categoryType" && fact !== "reraNumber";

/** The listing page's facts for the listing's kind, in order; a missing one has a null value. */
export function kindFactRows(listing: ListingFacts): Array<{ label: string; value: string | null }> {
  const facts = KIND_FACTS[listingKind(listing)].filter(readsAlone);
  // Only a price that buys the place divides into a price per square foot.
  const shown =
    priceUnit(listing) === "total"
      ? facts.flatMap((fact): ReadAlone[] => (fact === "plotArea" ? [fact, "pricePerSqFt"] : [fact]))
      : facts;
  return shown.map((fact) => ({ label: i18n._(FACT_WORDING[fact].label), value: FACT_WORDING[fact].value(listing) }));
}

/** The short facts a card shows under its title; missing ones are left out. */
export function cardFactChips(listing: ListingFacts): string[] {
  return KIND_CARD_FACTS[listingKind(listing)]
    .filter(readsAlone)
    .map((fact) => FACT_WORDING[fact].value(listing))
    .filter((value) => value !== null);
}
