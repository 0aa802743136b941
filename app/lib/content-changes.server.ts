import { type DatabaseHandle, databaseHandle } from "~/db/client.server";

/**
 * What changed between content versions, so that the caches drop only what a change can affect (issue 46, ADR 023).
 * A kept page or result names what it shows; the search index, which reads each change's listings anyway, says what
 * each change touched. A page is served on at a newer version only when the changes since its own, without a gap, touch
 * nothing it shows.
 */

/** Shows this listing: its page, or its card. */
export const showsListing = (id: string) => `listing:${id}`;
/** The listing a `showsListing` name names. */
export const listingOf = (name: string) => (name.startsWith("listing:") ? name.slice("listing:".length) : undefined);
/** Shows a search or list of the public listings of this city: any of them that changes what a search reads. */
export const showsCity = (city: string) => `city:${city}`;
/** Shows a list that any listing made public or no longer public may enter or leave (the home page's newest). */
export const SHOWS_PUBLIC_SET = "public";
/** Shows something every change of a listing may alter (a search across cities). */
export const SHOWS_ANY_LISTING = "*";
/** Shows what a change may alter though the journal does not say (a result that did not name what it shows). */
export const SHOWS_ANY_CHANGE = "any change";
/** Touched by a listing whose city the index could not tell: as if every city's. */
const ANY_CITY = showsCity("*");

type Touched = ReadonlySet<string> | "everything";
/** The changes after version `from` up to and including `to`. */
type Entry = { from: number; to: number; touched: Touched };

/** Enough for minutes of changes at ten a second; a page older than the journal is rendered again. */
const MOST_ENTRIES = 5_000;

let journal: { handle: DatabaseHandle; entries: Entry[] } | undefined;
let catchUpTo: ((version: number) => Promise<void>) | undefined;

/** Who brings the journal up to a version: the search index, which reads the change log anyway. */
export function journalFollowedBy(follow: (version: number) => Promise<void>): void {
  catchUpTo = follow;
}

/** What a listing's change touched: its own page and card always, and its city's lists when its searched facts moved. */
export function touchedByListing(
  touched: Set<string>,
  id: string,
  before: { city: string | null; facts: number } | undefined,
  after: { city: string | null; facts: number } | undefined,
): void {
  touched.add(showsListing(id));
  if (!before && !after) {
    // Not in the index before or after (a city it does not serve): its lists are unknown.
    touched.add(SHOWS_PUBLIC_SET).add(ANY_CITY);
    return;
  }
  if (!before || !after) touched.add(SHOWS_PUBLIC_SET);
  if (before && after && before.facts === after.facts && before.city === after.city) return;
  for (const side of [before, after]) if (side) touched.add(side.city === null ? ANY_CITY : showsCity(side.city));
}

/**
 * Notes what the changes after `from` up to `to` touched; "everything" for a change the log does not name (a
 * project's). A journal of another database starts again.
 */
export function recordChanges(handle: DatabaseHandle, from: number, to: number, touched: Touched): void {
  if (journal?.handle !== handle) journal = { handle, entries: [] };
  journal.entries.push({ from, to, touched });
  if (journal.entries.length > MOST_ENTRIES) journal.entries.splice(0, journal.entries.length - MOST_ENTRIES);
}

/**
 * Everything the changes after `from` up to `to` touched, as far as the journal knows now; undefined when it has a gap
 * there (a whole read of the index, or changes not taken yet).
 */
export function touchedBetween(from: number, to: number): Touched | undefined {
  if (from === to) return new Set();
  const entries = journal?.handle === databaseHandle() ? journal?.entries : undefined;
  if (!entries || from > to) return undefined;
  const all = new Set<string>();
  // Walk back from the newest: each entry must begin where the one after it starts, until `from` is reached.
  let reached = Number.POSITIVE_INFINITY;
  for (let at = entries.length - 1; at >= 0 && reached > from; at--) {
    const entry = entries[at];
    if (entry.from >= to) continue;
    if (reached !== Number.POSITIVE_INFINITY ? entry.to < reached : entry.to < to) return undefined;
    if (entry.touched === "everything") return "everything";
    for (const name of entry.touched) all.add(name);
    reached = entry.from;
  }
  return reached <= from ? all : undefined;
}

/** Whether something that shows `shown` is the same at version `to` as it was at `from`. */
function unaffected(shown: ReadonlySet<string>, touched: Touched | undefined): boolean {
  if (touched === undefined || touched === "everything") return false;
  if (shown.has(SHOWS_ANY_CHANGE)) return false;
  if (touched.size === 0) return true;
  if (shown.has(SHOWS_ANY_LISTING)) return false;
  for (const name of shown) {
    if (touched.has(name) || (touched.has(ANY_CITY) && name.startsWith("city:"))) return false;
  }
  return true;
}

/**
 * Whether a page or result kept at version `from`, showing `shown`, is still what version `to` would show: the
 * journal is brought up to `to` first (on PostgreSQL, another instance's change is read from the log here).
 */
export async function stillShownAt(shown: ReadonlySet<string> | undefined, from: number, to: number): Promise<boolean> {
  if (!shown || shown.size === 0 || from > to) return false;
  // Every version names a listing or is a change the log does not name: either drops these, with no need to look.
  if (from < to && (shown.has(SHOWS_ANY_CHANGE) || shown.has(SHOWS_ANY_LISTING))) return false;
  await catchUpTo?.(to);
  return unaffected(shown, touchedBetween(from, to));
}
