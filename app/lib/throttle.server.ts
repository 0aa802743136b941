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
/** The embedded database's token buckets (`takeInBatches`): when each is full again. */
let buckets = new Map<string, number>();
/** The database the windows count for: another one opened in this process (a test's) starts with none. */
let windowsFor: DatabaseHandle | undefined;
/** Past this many keys, the oldest windows go first: a flood of addresses cannot grow memory without end. */
const MAX_WINDOWS = 200_000;
function inMemory(): boolean {
  const handle = databaseHandle();
  if (handle?.kind !== "pglite") return false;
  if (windowsFor !== handle) {
    windows = new Map();
    buckets = new Map();
    windowsFor = handle;
  }
  return true;
}

/**
 * Puts `value` under `key` last in `kept`: the Map's order stays the order keys were last touched in, and past
 * `MAX_WINDOWS` the least recently touched goes.
 */
function keepRecent<V>(kept: Map<string, V>, key: string, value: V): void {
  kept.delete(key);
  kept.set(key, value);
  if (kept.size > MAX_WINDOWS) kept.delete(kept.keys().next().value as string);
}

/** `key`'s window in `windows`, or a new one where there was none or it ended, kept as the most recently touched. */
function currentWindow(key: string, windowMs: number): { count: number; windowStart: number } {
  const now = Date.now();
  const found = windows.get(key);
  const window = found && found.windowStart >= now - windowMs ? found : { count: 0, windowStart: now };
  keepRecent(windows, key, window);
  return window;
}

function hitInMemory(key: string, windowMs: number): { count: number; windowStart: number } {
  const window = currentWindow(key, windowMs);
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

/** A token bucket: `burst` at once when full, refilled by `perMinute`, one at a time, evenly over each minute. */
export type Bucket = { burst: number; perMinute: number };
export type BucketAnswer = { allowed: boolean; retryAfterSeconds: number };

/**
 * A bucket is kept as one time (the generic cell rate algorithm): when it is full again. A take moves that time on by
 * one token's share of a minute, from now if the bucket was full; it is refused when that would put the time more than
 * `burst` tokens ahead. A refused take takes nothing, so a client that keeps asking still gets a token each time one
 * comes back, and no more.
 */
function take(fullAt: number, intervalMs: number, burst: number): BucketAnswer & { fullAt: number } {
  const now = Date.now();
  const next = Math.max(fullAt, now) + intervalMs;
  const ahead = next - now - burst * intervalMs;
  if (ahead <= 0) return { allowed: true, retryAfterSeconds: 0, fullAt: next };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ahead / 1000)), fullAt };
}

/**
 * A bucket on PostgreSQL, whose takes are sent in batches: `fullAt` as this instance sees it (the table's time when it
 * last heard from it, plus the takes counted here since); `sending` the takes on their way to the table now; `pending`
 * those counted here since.
 */
type BatchedBucket = { fullAt: number; sending: number; pending: number; intervalMs: number };
let batched = new Map<string, BatchedBucket>();
/** The keys to send: those with takes counted here, and those refused here, whose table time is asked for again. */
let dirty = new Set<string>();
let batchedFor: DatabaseHandle | undefined;
let flushTimer: NodeJS.Timeout | undefined;
/** The flush under way. One at a time: a second would take over the takes the first is still sending. */
let flushing: Promise<void> | undefined;
/** How often the takes counted here go to the shared table: about the most another instance's view lags. */
const FLUSH_MS = 1_000;
/** Keys in one statement. */
const MOST_PER_STATEMENT = 5_000;

/**
 * Takes one token from `key`'s bucket, for a limit that every search passes through (ADR 032): a write per search
 * took a sixth of the app's CPU a search (ADR 027). On the embedded database the bucket is in memory and exact. On
 * PostgreSQL the take counts here at once, and this instance's takes go to `throttles` once a second, in one
 * statement that answers with each bucket's time across every instance; a bucket refused here is asked for again in
 * that statement, so an instance that refuses hears of the others' takes too. A crash forgets at most a second of
 * takes; a stop, none.
 */
export function takeInBatches(key: string, { burst, perMinute }: Bucket): BucketAnswer {
  const intervalMs = 60_000 / perMinute;
  if (inMemory()) {
    const answer = take(buckets.get(key) ?? 0, intervalMs, burst);
    keepRecent(buckets, key, answer.fullAt);
    return answer;
  }
  const handle = databaseHandle();
  if (batchedFor !== handle) {
    batched = new Map();
    dirty = new Set();
    batchedFor = handle;
  }
  const bucket = batched.get(key) ?? { fullAt: 0, sending: 0, pending: 0, intervalMs };
  keepRecent(batched, key, bucket);
  const answer = take(bucket.fullAt, intervalMs, burst);
  bucket.fullAt = answer.fullAt;
  if (answer.allowed) bucket.pending += 1;
  dirty.add(key);
  flushSoon();
  return answer;
}

/** Sends the takes counted here now rather than within the second: a stopping server forgets none. */
export async function saveBatchedHits(): Promise<void> {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  await flushing;
  if (dirty.size > 0 && databaseHandle() === batchedFor) await flushNow();
}

function flushSoon(): void {
  if (flushTimer || flushing) return;
  flushTimer = setTimeout(() => void flushNow(), FLUSH_MS).unref();
}

/** Starts a flush, or joins the one under way; takes counted meanwhile go in the next, a second after it ends. */
function flushNow(): Promise<void> {
  flushTimer = undefined;
  flushing ??= flushBatches().finally(() => {
    flushing = undefined;
    if (dirty.size > 0) flushSoon();
  });
  return flushing;
}

/**
 * Adds the takes counted here to `throttles` and keeps the times the table answers with. Keys go in sorted order, so
 * two instances' statements lock rows in the same order and do not deadlock. Takes whose statement failed are sent
 * with the next flush: none is lost while the process lives.
 */
async function flushBatches(): Promise<void> {
  const handle = batchedFor;
  const due: Array<[string, BatchedBucket]> = [];
  for (const key of [...dirty].sort()) {
    const bucket = batched.get(key);
    if (!bucket) continue;
    bucket.sending = bucket.pending;
    bucket.pending = 0;
    due.push([key, bucket]);
  }
  dirty = new Set();
  const byInterval = new Map<number, Array<[string, BatchedBucket]>>();
  for (const entry of due) {
    const group = byInterval.get(entry[1].intervalMs) ?? [];
    group.push(entry);
    byInterval.set(entry[1].intervalMs, group);
  }
  try {
    for (const [intervalMs, entries] of byInterval) {
      for (let first = 0; first < entries.length; first += MOST_PER_STATEMENT) {
        await sendTakes(entries.slice(first, first + MOST_PER_STATEMENT), intervalMs);
      }
    }
  } catch (error) {
    if (databaseHandle() !== handle) return;
    logger.warn({ err: error }, "search limit counts could not be saved; trying again");
    for (const [key, bucket] of due) {
      bucket.pending += bucket.sending;
      bucket.sending = 0;
      if (batched.get(key) === bucket) dirty.add(key);
    }
  }
}

/**
 * One statement: moves each bucket's time on by its takes (from now, for a bucket full by then) and keeps the times the
 * table now holds, with this instance's takes counted since added. `count` is every take the row has counted since it
 * was made; rows a day past full go in the hourly prune.
 */
async function sendTakes(entries: Array<[string, BatchedBucket]>, intervalMs: number): Promise<void> {
  const keys = entries.map(([key]) => key);
  const counts = entries.map(([, bucket]) => bucket.sending);
  const taken = sql`make_interval(secs => hits.count * ${intervalMs / 1000}::float8)`;
  const { rows } = await database().execute<{ key: string; window_start: Date | string }>(sql`
    insert into ${throttles} (key, count, window_start)
    select key, count, now() + ${taken}
    from unnest(${sql.param(keys)}::text[], ${sql.param(counts)}::int[]) as hits(key, count)
    on conflict (key) do update set
      count = least(${throttles.count}::bigint + excluded.count, 2147483647),
      window_start = greatest(${throttles.windowStart}, now()) + (excluded.window_start - now())
    returning key, window_start`);
  const sent = new Map(entries);
  for (const row of rows) {
    const bucket = sent.get(row.key);
    if (!bucket) continue;
    bucket.sending = 0;
    bucket.fullAt = Math.max(new Date(row.window_start).getTime(), Date.now()) + bucket.pending * intervalMs;
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
    // A bucket full again is the same as none.
    for (const [key, fullAt] of buckets) if (fullAt < Date.now()) buckets.delete(key);
    return;
  }
  await database()
    .delete(throttles)
    .where(sql`${throttles.windowStart} < ${new Date(Date.now() - olderThanMs)}`);
}
