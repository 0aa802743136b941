import { msg } from "@lingui/core/macro";
import type { PricedListing } from "~/lib/format";
import { i18n } from "~/lib/i18n";
import {
  FACTS,
  type FactValue,
  KINDS,
  type KindFact,
  listingKind,
  PER_SQ_FT_AREAS,
  pricePerSqFt,
  priceUnit,
  type ShownFact,
  type StoredFacts,
} from "./catalogue";

/**
 * A listing's recorded facts, each null when the owner left it empty. A view selects only the facts it shows (a card
 * a few, the listing page all), so any may be absent. Facts kept as JSON arrive in `kindFacts`.
 */
export type ListingFacts = PricedListing & {
  [F in KindFact]?: (FactValue<F> extends number ? number : string) | null;
} & {
  kindFacts?: Record<string, string | number> | null;
};

type FactWording = { label: string; value: string | null };

/** What a square foot costs, for a price that buys the place. */
const PRICE_PER_SQ_FT = msg`Price per sq ft`;

/** The listing's facts in one record, whether kept in columns or as JSON. */
function factsOf(listing: ListingFacts): StoredFacts {
  return { ...listing, ...listing.kindFacts } as StoredFacts;
}

function wording(fact: ShownFact, listing: ListingFacts): FactWording | null {
  if (fact === "pricePerSqFt") {
    return { label: i18n._(PRICE_PER_SQ_FT), value: pricePerSqFt(listing.price, factsOf(listing)) };
  }
  const declared = FACTS[fact];
  // A fact without words of its own is read beside another (floors, category type) or has its own section (RERA).
  if (!("show" in declared)) return null;
  return { label: i18n._(declared.label), value: declared.show(factsOf(listing)) };
}

const AREA_FACTS = new Set<string>(PER_SQ_FT_AREAS.map((area) => area.fact));

/** The listing page's facts for the listing's kind, in order; a missing one has a null value. */
export function kindFactRows(listing: ListingFacts): FactWording[] {
  const facts = KINDS[listingKind(listing)].facts;
  // Only a price that buys the place divides into a price per square foot, shown after the last of its areas.
  const lastArea = facts.findLastIndex((fact) => AREA_FACTS.has(fact));
  const shown =
    priceUnit(listing) === "total" && lastArea >= 0
      ? [...facts.slice(0, lastArea + 1), "pricePerSqFt" as const, ...facts.slice(lastArea + 1)]
      : facts;
  return shown.flatMap((fact) => wording(fact, listing) ?? []);
}

/** The short facts a card shows under its title; missing ones are left out. */
export function cardFactChips(listing: ListingFacts): string[] {
  return KINDS[listingKind(listing)].cardFacts.flatMap((fact) => wording(fact, listing)?.value ?? []);
}
