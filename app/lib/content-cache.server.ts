import { eq } from "drizzle-orm";
import { type DatabaseHandle, databaseHandle, preparedPerDatabase } from "~/db/client.server";
import { contentVersion as contentVersionTable } from "~/db/schema";
import { listingOf, SHOWS_ANY_CHANGE, stillShownAt, touchedBetween } from "./content-changes.server";

const MAX_ENTRIES = 500;

/** A kept result, at the version it was last known right at, with what it shows (unknown: anything). */
type Entry = { version: number; value: unknown; shows?: ReadonlySet<string> };

const entries = new Map<string, Entry>();

let reading: Promise<number> | null = null;

/** The channel migration 0012 notifies on every change of the content version. */
const CHANGES = "content_version";

/**
 * The version as last read from a database that announces its changes (the embedded one), kept until the next
 * announcement. `changes` counts announcements, so a read that overlapped one is not kept.
 */
type Followed = { handle: DatabaseHandle; version?: number; changes: number };
let followed: Followed | undefined;

/**
 * The number that moves on every write to listings, their photos or projects. Requests that ask while a read is
 * under way share it, so under load one read answers many cached pages. A request that joins a read may miss a write
 * committed in those few milliseconds, exactly as if it had arrived a moment earlier. On the embedded database the
 * number is kept in memory between changes, which it announces before the writer goes on (ADR 022).
 */
export function contentVersion(): Promise<number> {
  const kept = followed?.handle === databaseHandle() ? followed?.version : undefined;
  if (kept !== undefined) return Promise.resolve(kept);
  reading ??= readContentVersion().finally(() => {
    reading = null;
  });
  return reading;
}

/** Read on PostgreSQL for every page a visitor is served, so prepared once. */
const versionRow = preparedPerDatabase((db) =>
  db
    .select({ version: contentVersionTable.version })
    .from(contentVersionTable)
    .where(eq(contentVersionTable.id, 1))
    .prepare("content_version"),
);

async function readContentVersion(): Promise<number> {
  const handle = databaseHandle();
  if (handle?.listen && followed?.handle !== handle) {
    const follow: Followed = { handle, changes: 0 };
    followed = follow;
    await handle.listen(CHANGES, () => {
      follow.changes += 1;
      follow.version = undefined;
    });
  }
  const follow = followed?.handle === handle ? followed : undefined;
  const changesBefore = follow?.changes;
  const [row] = await versionRow().execute();
  const version = row?.version ?? 0;
  if (follow && follow.changes === changesBefore) follow.version = version;
  return version;
}

/** What a request's page shows, gathered from its loaders for the page cache (ADR 023). */
export type PageShows = Set<string>;

/**
 * Public read results (search pages, the home carousel) kept until the content they show changes: the content version
 * tells whether any listing, photo or project was written since, on this instance or another (one indexed single-row
 * read on PostgreSQL; nothing to read on the embedded database until it announces a change), and the changes since
 * whether they touched what this result shows (`shows`), so a cached answer is never staler than the database.
 */
export async function cachedContent<T>(
  key: string,
  load: (version: number) => Promise<T>,
  /** The version this request has read already (the page cache's), and what its page shows, if it is to be kept. */
  context?: { contentVersion?: number; pageShows?: PageShows },
  /** What the result shows, by `content-changes`' names; without it any change drops it. */
  shows?: (value: T) => Iterable<string>,
): Promise<T> {
  // Read the version before the data: data loaded afterwards is at least this new.
  const version = context?.contentVersion ?? (await contentVersion());
  const hit = entries.get(key);
  let entry: Entry;
  if (hit && (hit.version === version || (await stillShownAt(hit.shows, hit.version, version)))) {
    hit.version = Math.max(hit.version, version);
    // Refresh its place so the least recently used entry is the one evicted.
    entries.delete(key);
    entry = hit;
  } else {
    const value = await load(version);
    entries.delete(key);
    entry = { version, value, shows: shows && new Set(shows(value)) };
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  }
  entries.set(key, entry);
  const page = context?.pageShows;
  if (page) {
    // A result that did not say what it shows makes its page one that any change drops.
    if (entry.shows) for (const name of entry.shows) page.add(name);
    else page.add(SHOWS_ANY_CHANGE);
  }
  return entry.value as T;
}

/**
 * A memo of values that change only with the content: `at(version)` is the map of what was kept at that content version
 * of the open database, empty when either moved on since. Past `most` entries the oldest goes first.
 */
export function contentMemo<V>(
  most: number,
  /**
   * What survives a change of listings the journal knows: `"other listings"` when the keys are listing ids (all but the
   * changed ones), `"all"` when nothing kept shows a listing (the projects). A change the log does not name drops all.
   */
  keptAcross?: "other listings" | "all",
) {
  let kept: { handle: DatabaseHandle | undefined; version: number; values: Map<string, V> } | undefined;
  return {
    at(version: number): Map<string, V> {
      const handle = databaseHandle();
      const before = kept;
      if (before && before.handle === handle && before.version < version && keptAcross) {
        const touched = touchedBetween(before.version, version);
        if (touched !== undefined && touched !== "everything") {
          if (keptAcross === "other listings") {
            for (const name of touched) {
              const id = listingOf(name);
              if (id !== undefined) before.values.delete(id);
            }
          }
          before.version = version;
        }
      }
      if (!kept || kept.handle !== handle || kept.version !== version) kept = { handle, version, values: new Map() };
      return kept.values;
    },
    keep(values: Map<string, V>, key: string, value: V): void {
      values.set(key, value);
      if (values.size > most) values.delete(values.keys().next().value as string);
    },
  };
}
