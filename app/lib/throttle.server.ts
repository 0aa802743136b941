import { sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { throttles } from "~/db/schema";

export type ThrottleResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one hit on `key` in a fixed window and says whether it is within `limit`.
 * One atomic upsert, so app instances sharing the database share the counters.
 */
export async function hit(key: string, limit: number, windowMs: number): Promise<ThrottleResult> {
  const windowStartCutoff = new Date(Date.now() - windowMs);
  const [row] = await database()
    .insert(throttles)
    .values({ key, count: 1, windowStart: new Date() })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`case when ${throttles.windowStart} < ${windowStartCutoff} then 1 else ${throttles.count} + 1 end`,
        windowStart: sql`case when ${throttles.windowStart} < ${windowStartCutoff} then now() else ${throttles.windowStart} end`,
      },
    })
    .returning({ count: throttles.count, windowStart: throttles.windowStart });
  const retryAfterSeconds = Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - Date.now()) / 1000));
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
}

/**
 * Hands back a hit taken for an attempt that turned out not to count (a right password, a
 * refused attempt). Taking first and handing back later keeps the limit exact under parallel
 * requests: at any moment the count covers every attempt still in flight.
 */
export async function release(key: string): Promise<void> {
  await database()
    .update(throttles)
    .set({ count: sql`greatest(${throttles.count} - 1, 0)` })
    .where(sql`${throttles.key} = ${key}`);
}

export async function clearThrottle(key: string): Promise<void> {
  await database().delete(throttles).where(sql`${throttles.key} = ${key}`);
}

/** Forgets windows that ended long ago; every limit here uses a window of at most a day. */
export async function pruneThrottles(olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await database()
    .delete(throttles)
    .where(sql`${throttles.windowStart} < ${new Date(Date.now() - olderThanMs)}`);
}
