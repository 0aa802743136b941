import {
  FAVOURITES_API,
  type FavouriteChange,
  type FavouritesAnswer,
  type HeartItem,
  heartItem,
} from "~/islands/contracts/heart";
import { readStoredIds, storeIds } from "./stored-ids";

/**
 * The browser's copy of what someone saved with a heart, shared by every heart on the page (the islands script,
 * app/islands/heart.ts, so no React here). A visitor's list lives in localStorage only; a signed-in user's comes
 * from their account and is mirrored there.
 */
const STORAGE_KEY = "gharstay:hearts";
/** Where the two hearts kept their lists before they became one (ADR 047): read once, so nothing saved is lost. */
const OLD_LISTINGS_KEY = "gharstay:saved-listings";
const OLD_GALLERY_KEY = "gharstay:favourites";

export type FavouritesState = {
  items: ReadonlySet<string>;
  /** The item whose last change could not be saved to the account, so its heart can say so. */
  failed: string | null;
};

let state: FavouritesState = { items: new Set(), failed: null };
/** Whose list `state` holds: an account id, null for a visitor, undefined before the first load. */
let loadedFor: string | null | undefined;
/** Counts changes made here, so an account list fetched before a change cannot undo it. */
let changes = 0;
const listeners = new Set<() => void>();

function storedItems(): string[] {
  try {
    if (window.localStorage.getItem(STORAGE_KEY) !== null) return readStoredIds(STORAGE_KEY);
  } catch {
    return [];
  }
  return [
    ...readStoredIds(OLD_LISTINGS_KEY).map(heartItem.listing),
    ...readStoredIds(OLD_GALLERY_KEY).map(heartItem.gallery),
  ];
}

function update(next: Partial<FavouritesState>) {
  state = { ...state, ...next };
  storeIds(STORAGE_KEY, state.items);
  for (const listener of listeners) listener();
}

export function subscribeFavourites(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const favouritesSnapshot = (): FavouritesState => state;

/** The listing ids a visitor saved in this browser, for the page that shows them. */
export const locallySavedListingIds = (): string[] =>
  storedItems().flatMap((item) => (item.startsWith("listing:") ? [item.slice("listing:".length)] : []));

/** Loads the list of whoever is signed in (`accountId`, null for a visitor), once per person. */
export async function loadFavourites(accountId: string | null): Promise<void> {
  if (loadedFor === accountId) return;
  loadedFor = accountId;
  update({ items: new Set(storedItems()), failed: null });
  if (!accountId) return;
  const changesBefore = changes;
  try {
    const response = await fetch(FAVOURITES_API, { headers: { Accept: "application/json" } });
    if (!response.ok) return;
    const { items } = (await response.json()) as FavouritesAnswer;
    // Someone else may have signed in, or a heart been pressed, while this was on its way.
    if (loadedFor === accountId && changes === changesBefore) update({ items: new Set(items) });
  } catch {
    // Offline: the copy in this browser stands in until the next page load.
  }
}

function withItem(items: ReadonlySet<string>, item: string, saved: boolean): Set<string> {
  const next = new Set(items);
  if (saved) next.add(item);
  else next.delete(item);
  return next;
}

/** Saves or unsaves an item at once in the browser, then in the account; a refusal puts it back. */
export async function toggleFavourite(item: HeartItem): Promise<void> {
  const saved = !state.items.has(item);
  changes += 1;
  update({ items: withItem(state.items, item, saved), failed: null });
  if (!loadedFor) return;
  try {
    const change: FavouriteChange = { item, saved };
    const response = await fetch(FAVOURITES_API, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(change),
    });
    if (!response.ok) throw new Error(String(response.status));
  } catch {
    update({ items: withItem(state.items, item, !saved), failed: item });
  }
}
