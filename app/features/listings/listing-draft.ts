import { FACT_NAMES, type KindFact } from "~/content/catalogue";
import {
  KIND_AMENITIES,
  kindHasFact,
  type ListingKind,
  listingKind,
  type PriceUnit,
  priceUnit,
} from "~/content/listing-kinds";
import {
  ALL_AMENITIES,
  type Amenity,
  LISTING_TYPES,
  type ListingType,
  type OwnerContactChoice,
  SHORT_STAY_TYPES,
} from "~/content/listing-options";
import { isOwnersPin, locate } from "~/content/places";
import type { ListingPhoto } from "~/features/photos/photos";

/** The wizard's values as the form holds them: text for every input (each fact of the catalogue too), lists for checkbox groups. */
export type ListingDraft = {
  listingType: string;
  propertyType: string;
  city: string;
  projectBuildingName: string;
  locality: string;
  pinCode: string;
  /** The owner's pin, blank for none: the listing is then placed at its locality's centre. */
  latitude: string;
  longitude: string;
  price: string;
  description: string;
  isCoLiving: boolean;
  isShortStay: boolean;
  amenities: string[];
  ownerContact: OwnerContactChoice;
} & Record<KindFact, string>;

/** Where the draft's listing is when its owner places no pin: its locality's, PIN code's or city's point. */
export function draftCentre(draft: ListingDraft): { lat: number; lng: number } | undefined {
  return draft.city ? locate(draft.city, draft.locality, draft.pinCode || undefined) : undefined;
}

/** The draft's listing type, when one of ours is chosen: the steps show the fields that type has. */
export function listingTypeOf(draft: ListingDraft): ListingType | null {
  return (LISTING_TYPES as readonly string[]).includes(draft.listingType) ? (draft.listingType as ListingType) : null;
}

/** The draft's kind once a listing type is chosen; before that no kind's facts are asked. */
export function draftKind(draft: ListingDraft): ListingKind | null {
  return listingTypeOf(draft) ? listingKind(draft) : null;
}

const KIND_FACT_NAMES: ReadonlySet<string> = new Set(FACT_NAMES);

/** Whether the wizard asks for `field` now: the facts of another kind are neither shown, checked nor sent. */
export function draftAsks(draft: ListingDraft, field: string): boolean {
  if (!KIND_FACT_NAMES.has(field)) return true;
  const kind = draftKind(draft);
  return kind !== null && kindHasFact(kind, field as KindFact);
}

/** The amenities the wizard offers now: the chosen kind's own, or every one before a listing type is chosen. */
export function draftAmenities(draft: ListingDraft): readonly Amenity[] {
  const kind = draftKind(draft);
  return kind ? KIND_AMENITIES[kind] : ALL_AMENITIES;
}

/**
 * The unit the draft's price is in once a listing type is chosen. A short stay ticked for a room and left behind when
 * the type changed to a sale does not count: the server drops it too.
 */
export function draftPriceUnit(draft: ListingDraft): PriceUnit | null {
  const type = listingTypeOf(draft);
  return type ? priceUnit({ ...draft, isShortStay: SHORT_STAY_TYPES.includes(type) && draft.isShortStay }) : null;
}

/** What the wizard checks and sends: the answers it asks for now (others blank) and the photos in order. */
export function listingPayload(draft: ListingDraft, photos: ListingPhoto[]) {
  const asked = Object.entries(draft).map(([field, value]) => [field, draftAsks(draft, field) ? value : ""]);
  const amenities = draftAmenities(draft).filter((amenity) => draft.amenities.includes(amenity));
  return { ...Object.fromEntries(asked), amenities, imageIds: photos.map((photo) => photo.id) };
}

export const EMPTY_DRAFT: ListingDraft = {
  listingType: "",
  propertyType: "",
  city: "",
  projectBuildingName: "",
  locality: "",
  pinCode: "",
  latitude: "",
  longitude: "",
  price: "",
  description: "",
  ...(Object.fromEntries(FACT_NAMES.map((fact) => [fact, ""])) as Record<KindFact, string>),
  isCoLiving: false,
  isShortStay: false,
  amenities: [],
  ownerContact: "verified",
};

type StoredListing = {
  [K in keyof ListingDraft]?: ListingDraft[K] extends string ? string | number | null : ListingDraft[K];
} & { kindFacts?: Record<string, string | number> | null };

/** A saved listing as the edit form's starting values. */
export function draftFromListing(listing: StoredListing): ListingDraft {
  const draft = { ...EMPTY_DRAFT };
  const stored: StoredListing = { ...listing, ...listing.kindFacts };
  for (const key of Object.keys(EMPTY_DRAFT) as Array<keyof ListingDraft>) {
    const value = stored[key];
    if (value === null || value === undefined) continue;
    Object.assign(draft, { [key]: typeof value === "number" ? String(value) : value });
  }
  // A point the server placed at the locality is no pin of the owner's: the form shows none, so a new locality moves it.
  const point = { lat: Number(draft.latitude), lng: Number(draft.longitude) };
  if (draft.city && draft.latitude && draft.longitude && !isOwnersPin(point, draft)) {
    Object.assign(draft, { latitude: "", longitude: "" });
  }
  return draft;
}

export type SavedWizard = { draft: ListingDraft; photos: ListingPhoto[]; step: number };

const DRAFT_KEY = "gharstay:listing-draft";

/** The unfinished new listing survives a trip to /login in this tab. */
export function loadSavedWizard(): SavedWizard | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedWizard>;
    return {
      draft: { ...EMPTY_DRAFT, ...saved.draft },
      photos: Array.isArray(saved.photos) ? saved.photos : [],
      step: typeof saved.step === "number" ? saved.step : 0,
    };
  } catch {
    return null;
  }
}

export function saveWizard(saved: SavedWizard): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or disabled: the wizard still works, the draft just does not survive a reload.
  }
}

export function clearSavedWizard(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was saved.
  }
}
