import { readStoredIds, storeIds } from "./stored-ids";

/**
 * The browser's copy of the listings someone saved, shared by every heart on the page (the islands script,
 * app/islands/listing-heart.ts, so no React here). A visitor's
 * list lives in localStorage only; a signed-in user's comes from their account and is mirrored there.
 */
const STORAGE_KEY = "gharstay:saved-listings";
const API = "/api/v1/saved-listings";

export type SavedListingsState = {
  ids: ReadonlySet<string>;
  /** The listing whose last change could not be saved to the account, so its heart can say so. */
  failed: string | null;
};

const EMPTY: SavedListingsState = { ids: new Set(), failed: null };
let state = EMPTY;
/** Whose list `state` holds: an account id, null for a visitor, undefined before the first load. */
let loadedFor: string | null | undefined;
/** Counts changes made here, so an account list fetched before a change cannot undo it. */
let changes = 0;
const listeners = new Set<() => void>();

function update(next: Partial<SavedListingsState>) {
  state = { ...state, ...next };
  storeIds(STORAGE_KEY, state.ids);
  for (const listener of listeners) listener();
}

export function subscribeSavedListings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const savedListingsSnapshot = (): SavedListingsState => state;

/** The ids a visitor saved in this browser, for the page that shows them. */
export const locallySavedListingIds = (): string[] => readStoredIds(STORAGE_KEY);

/** Loads the list of whoever is signed in (`accountId`, null for a visitor), once per person. */
export async function loadSavedListings(accountId: string | null): Promise<void> {
  if (loadedFor === accountId) return;
  loadedFor = accountId;
  state = { ids: new Set(readStoredIds(STORAGE_KEY)), failed: null };
  for (const listener of listeners) listener();
  if (!accountId) return;
  const changesBefore = changes;
  try {
    const response = await fetch(API, { headers: { Accept: "application/json" } });
    if (!response.ok) return;
    const { listingIds } = (await response.json()) as { listingIds: string[] };
    // Someone else may have signed in, or a heart been pressed, while this was on its way.
    if (loadedFor === accountId && changes === changesBefore) update({ ids: new Set(listingIds) });
  } catch {
    // Offline: the copy in this browser stands in until the next page load.
  }
}

function withListing(ids: ReadonlySet<string>, listingId: string, saved: boolean): Set<string> {
  const next = new Set(ids);
  if (saved) next.add(listingId);
  else next.delete(listingId);
  return next;
}

/** Saves or unsaves a listing at once in the browser, then in the account; a refusal puts it back. */
export async function toggleSavedListing(listingId: string): Promise<void> {
  const saved = !state.ids.has(listingId);
  changes += 1;
  update({ ids: withListing(state.ids, listingId, saved), failed: null });
  if (!loadedFor) return;
  try {
    const response = await fetch(API, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ listingId, saved }),
    });
    if (!response.ok) throw new Error(String(response.status));
  } catch {
    update({ ids: withListing(state.ids, listingId, !saved), failed: listingId });
  }
}
