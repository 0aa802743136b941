import { eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { contentVersion as contentVersionTable } from "~/db/schema";

const MAX_ENTRIES = 500;

type Entry = { version: number; value: unknown };

const entries = new Map<string, Entry>();

let reading: Promise<number> | null = null;

/**
 * The number that moves on every write to listings, their photos or projects. Requests that ask while a read is
 * under way share it, so under load one read answers many cached pages. A request that joins a read may miss a write
 * committed in those few milliseconds, exactly as if it had arrived a moment earlier.
 */
export function contentVersion(): Promise<number> {
  reading ??= readContentVersion().finally(() => {
    reading = null;
  });
  return reading;
}

async function readContentVersion(): Promise<number> {
  const [row] = await database()
    .select({ version: contentVersionTable.version })
    .from(contentVersionTable)
    .where(eq(contentVersionTable.id, 1));
  return row?.version ?? 0;
}

/**
 * Public read results (search pages, the home carousel) kept until the content changes: one
 * indexed single-row read tells whether any listing, photo or project was written since, on
 * this instance or another, so a cached answer is never staler than the database.
 */
export async function cachedContent<T>(key: string, load: () => Promise<T>): Promise<T> {
  // Read the version before the data: data loaded afterwards is at least this new.
  const version = await contentVersion();
  const hit = entries.get(key);
  if (hit && hit.version === version) {
    // Refresh its place so the least recently used entry is the one evicted.
    entries.delete(key);
    entries.set(key, hit);
    return hit.value as T;
  }
  const value = await load();
  entries.delete(key);
  entries.set(key, { version, value });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return value;
}
