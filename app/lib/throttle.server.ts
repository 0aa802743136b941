import { sql } from "drizzle-orm";
import { type DatabaseHandle, database, databaseHandle, preparedPerDatabase } from "~/db/client.server";
import { throttles } from "~/db/schema";

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

function hitInMemory(key: string, windowMs: number): { count: number; windowStart: number } {
  const now = Date.now();
  const kept = windows.get(key);
  const window = kept && kept.windowStart >= now - windowMs ? kept : { count: 0, windowStart: now };
  window.count += 1;
  // Re-inserted, so the Map's order stays the order windows were last touched in.
  windows.delete(key);
  windows.set(key, window);
  if (windows.size > MAX_WINDOWS) windows.delete(windows.keys().next().value as string);
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
