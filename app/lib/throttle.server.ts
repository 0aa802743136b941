import { sql } from "drizzle-orm";
import { type DatabaseHandle, database, databaseHandle, preparedPerDatabase } from "~/db/client.server";
import { throttles } from "~/db/schema";
import { logger } from "./logger.server";

export type ThrottleResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * The embedded database's counters, in the memory of the one process that may open it (ADR 001), so they are as exact
 * as the table: a write to PGlite for every search cost more than the search itself (ADR 023). They start again when
 * the server does, which no one sending requests can make happen. PostgreSQL keeps them in `throttles`, shared by
 * every instance.
 */
let windows = new Map<string, { count: number; windowStart: number }>();
/** The database the windows count for: another one opened in this process (a test's) starts with none. */
let windowsFor: DatabaseHandle | undefined;
/** Past this many keys, the oldest windows go first: a flood of addresses cannot grow memory without end. */
const MAX_WINDOWS = 200_000;
function inMemory(): boolean {
  const handle = databaseHandle();
  if (handle?.kind !== "pglite") return false;
  if (windowsFor !== handle) {
    windows = new Map();
    windowsFor = handle;
  }
  return true;
}

/**
 * `key`'s window in `kept`, or a new one (`start(now)`) where there was none or it ended, moved to the end: the Map's
 * order stays the order windows were last touched in, and past `MAX_WINDOWS` the least recently touched goes.
 */
function currentWindow<W extends { windowStart: number }>(
  kept: Map<string, W>,
  key: string,
  windowMs: number,
  start: (now: number) => W,
): W {
  const now = Date.now();
  const found = kept.get(key);
  const window = found && found.windowStart >= now - windowMs ? found : start(now);
  kept.delete(key);
  kept.set(key, window);
  if (kept.size > MAX_WINDOWS) kept.delete(kept.keys().next().value as string);
  return window;
}

function hitInMemory(key: string, windowMs: number): { count: number; windowStart: number } {
  const window = currentWindow(windows, key, windowMs, (now) => ({ count: 0, windowStart: now }));
  window.count += 1;
  return window;
}

/**
 * One atomic upsert, so app instances sharing the database share the counters: a window that ended starts again at
 * 1. Sent on every search, so prepared once.
 */
const countHit = preparedPerDatabase((db) => {
  const windowEnded = sql`${throttles.windowStart} < ${sql.placeholder("windowStartCutoff")}`;
  return db
    .insert(throttles)
    .values({ key: sql.placeholder("key"), count: 1, windowStart: sql.placeholder("now") })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`case when ${windowEnded} then 1 else ${throttles.count} + 1 end`,
        windowStart: sql`case when ${windowEnded} then now() else ${throttles.windowStart} end`,
      },
    })
    .returning({ count: throttles.count, windowStart: throttles.windowStart })
    .prepare("throttle_hit");
});

/** Counts one hit on `key` in a fixed window and says whether it is within `limit`. */
export async function hit(key: string, limit: number, windowMs: number): Promise<ThrottleResult> {
  if (inMemory()) return allowance(hitInMemory(key, windowMs), limit, windowMs);
  const now = new Date();
  const [row] = await countHit().execute({ key, now, windowStartCutoff: new Date(now.getTime() - windowMs) });
  return allowance({ count: row.count, windowStart: row.windowStart.getTime() }, limit, windowMs);
}

/**
 * A limit's window on PostgreSQL when its hits are counted in batches: `shared` is the table's count when this
 * instance last heard from it; `sending` the hits on their way to the table now; `pending` the hits counted here
 * since.
 */
type BatchedWindow = { shared: number; sending: number; pending: number; windowStart: number; windowMs: number };
let batched = new Map<string, BatchedWindow>();
/** The keys with pending hits (one that left `batched` since is skipped). */
let dirty = new Set<string>();
let batchedFor: DatabaseHandle | undefined;
let flushTimer: NodeJS.Timeout | undefined;
/** How often the hits counted here go to the shared table: about the most another instance's count lags. */
const FLUSH_MS = 1_000;
/** Keys in one statement. */
const MOST_PER_STATEMENT = 5_000;

/**
 * Counts one hit on `key` like `hit`, for a limit that every search passes through: a write per search took a sixth of
 * the app's CPU a search (ADR 027). On the embedded database this is `hit`. On PostgreSQL the hit counts here at
 * once, and this instance's hits go to `throttles` once a second, in one statement that answers with each key's count
 * across every instance. So instances still share the limit, each hearing of the others' hits within about a second,
 * and one process alone counts exactly. A crash forgets at most a second of hits; a stop, none.
 */
export function hitInBatches(key: string, limit: number, windowMs: number): ThrottleResult {
  if (inMemory()) return allowance(hitInMemory(key, windowMs), limit, windowMs);
  const handle = databaseHandle();
  if (batchedFor !== handle) {
    batched = new Map();
    dirty = new Set();
    batchedFor = handle;
  }
  const window = currentWindow(batched, key, windowMs, (now) => ({
    shared: 0,
    sending: 0,
    pending: 0,
    windowStart: now,
    windowMs,
  }));
  window.pending += 1;
  dirty.add(key);
  flushSoon();
  const count = window.shared + window.sending + window.pending;
  return allowance({ count, windowStart: window.windowStart }, limit, windowMs);
}

/** Sends the hits counted here now rather than within the second: a stopping server forgets none. */
export async function saveBatchedHits(): Promise<void> {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  if (dirty.size > 0 && databaseHandle() === batchedFor) await flushBatches();
}

function flushSoon(): void {
  if (flushTimer) return;
  flushTimer = setTimeout(() => void flushBatches(), FLUSH_MS).unref();
}

/**
 * Adds the hits counted here to `throttles`, a key's window starting again where it ended, and keeps the counts the
 * table answers with. Keys go in sorted order, so two instances' statements lock rows in the same order and do not
 * deadlock. Hits whose statement failed are sent with the next flush: none is lost while the process lives.
 */
async function flushBatches(): Promise<void> {
  flushTimer = undefined;
  const handle = batchedFor;
  const due: Array<[string, BatchedWindow]> = [];
  for (const key of [...dirty].sort()) {
    const window = batched.get(key);
    if (!window) continue;
    window.sending = window.pending;
    window.pending = 0;
    due.push([key, window]);
  }
  dirty = new Set();
  const byLength = new Map<number, Array<[string, BatchedWindow]>>();
  for (const entry of due) {
    const group = byLength.get(entry[1].windowMs) ?? [];
    group.push(entry);
    byLength.set(entry[1].windowMs, group);
  }
  try {
    for (const [windowMs, entries] of byLength) {
      for (let first = 0; first < entries.length; first += MOST_PER_STATEMENT) {
        await sendHits(entries.slice(first, first + MOST_PER_STATEMENT), windowMs);
      }
    }
  } catch (error) {
    if (databaseHandle() !== handle) return;
    logger.warn({ err: error }, "search limit counts could not be saved; trying again");
    for (const [key, window] of due) {
      if (window.sending === 0) continue;
      window.pending += window.sending;
      window.sending = 0;
      if (batched.get(key) === window) dirty.add(key);
    }
  }
  if (dirty.size > 0) flushSoon();
}

/** One statement: adds `entries`' hits and keeps the counts the table now holds. */
async function sendHits(entries: Array<[string, BatchedWindow]>, windowMs: number): Promise<void> {
  const keys = entries.map(([key]) => key);
  const counts = entries.map(([, window]) => window.sending);
  const cutoff = new Date(Date.now() - windowMs);
  const ended = sql`${throttles.windowStart} < ${cutoff}`;
  const { rows } = await database().execute<{ key: string; count: number; window_start: Date | string }>(sql`
    insert into ${throttles} (key, count, window_start)
    select key, count, now() from unnest(${sql.param(keys)}::text[], ${sql.param(counts)}::int[]) as hits(key, count)
    on conflict (key) do update set
      count = case when ${ended} then excluded.count else ${throttles.count} + excluded.count end,
      window_start = case when ${ended} then now() else ${throttles.windowStart} end
    returning key, count, window_start`);
  const windows = new Map(entries);
  for (const row of rows) {
    const window = windows.get(row.key);
    if (!window) continue;
    window.shared = row.count;
    window.sending = 0;
    window.windowStart = new Date(row.window_start).getTime();
  }
}

function allowance(window: { count: number; windowStart: number }, limit: number, windowMs: number): ThrottleResult {
  const retryAfterSeconds = Math.max(1, Math.ceil((window.windowStart + windowMs - Date.now()) / 1000));
  return { allowed: window.count <= limit, count: window.count, retryAfterSeconds };
}

/**
 * Hands back a hit taken for an attempt that turned out not to count (a right password, a
 * refused attempt). Taking first and handing back later keeps the limit exact under parallel
 * requests: at any moment the count covers every attempt still in flight.
 */
export async function release(key: string): Promise<void> {
  if (inMemory()) {
    const window = windows.get(key);
    if (window) window.count = Math.max(window.count - 1, 0);
    return;
  }
  await database()
    .update(throttles)
    .set({ count: sql`greatest(${throttles.count} - 1, 0)` })
    .where(sql`${throttles.key} = ${key}`);
}

export async function clearThrottle(key: string): Promise<void> {
  if (inMemory()) {
    windows.delete(key);
    return;
  }
  await database().delete(throttles).where(sql`${throttles.key} = ${key}`);
}

/** Forgets windows that ended long ago; every limit here uses a window of at most a day. */
export async function pruneThrottles(olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  if (inMemory()) {
    const cutoff = Date.now() - olderThanMs;
    for (const [key, window] of windows) if (window.windowStart < cutoff) windows.delete(key);
    return;
  }
  await database()
    .delete(throttles)
    .where(sql`${throttles.windowStart} < ${new Date(Date.now() - olderThanMs)}`);
}
