import { KINDS, type KindFact, type ListingKind, type PriceUnit, type ShownFact } from "./catalogue";
import type { Amenity } from "./listing-options";
import type { ReviewCategory } from "./review-options";

export {
  type DerivedFact,
  type KindFact,
  type ListingKind,
  listingKind,
  type PriceUnit,
  priceUnit,
  type ShownFact,
} from "./catalogue";

/** Each kind's part of its declaration in the catalogue (`catalogue.ts`), for the readers that want one part. */
const byKind = <T>(part: (kind: (typeof KINDS)[ListingKind]) => T) =>
  Object.fromEntries(Object.entries(KINDS).map(([kind, declared]) => [kind, part(declared)])) as Record<ListingKind, T>;

export const KIND_FACTS: Record<ListingKind, readonly KindFact[]> = byKind((kind) => kind.facts);
export const KIND_CARD_FACTS: Record<ListingKind, readonly ShownFact[]> = byKind((kind) => kind.cardFacts);
export const KIND_REVIEW_CATEGORIES: Record<ListingKind, readonly ReviewCategory[]> = byKind(
  (kind) => kind.reviewCategories,
);
/** Each kind's price unit; wizard hints, cards, the listing page and alerts read it through priceUnit. */
export const KIND_PRICE_UNIT: Record<ListingKind, PriceUnit> = byKind((kind) => kind.priceUnit);
/** The amenities an owner of each kind may tick, in the order the wizard lists them. */
export const KIND_AMENITIES: Record<ListingKind, readonly Amenity[]> = byKind((kind) => kind.amenities);

export function kindHasFact(kind: ListingKind, fact: KindFact): boolean {
  return KINDS[kind].facts.includes(fact);
}
