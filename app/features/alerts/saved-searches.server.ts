import { createHash, createHmac } from "node:crypto";
import { t } from "@lingui/core/macro";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { canonicalExploreQuery, parseExploreFilters } from "~/content/explore-filters";
import { database } from "~/db/client.server";
import { savedSearches } from "~/db/schema";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import { hit } from "~/lib/throttle.server";
import type { AlertChoice, AlertFrequency } from "./saved-search-schema";

/** Enough for anyone hunting in a few cities; it keeps matching one listing against everyone's cheap. */
export const MAX_SAVED_SEARCHES = 20;
const SAVES_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

export const SAVED_SEARCH_REFUSALS = {
  get tooMany() {
    return t`You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`;
  },
  get tooFast() {
    return t`Too many searches saved. Please wait a while and try again.`;
  },
};

export type SavedSearch = {
  id: string;
  name: string;
  query: string;
  frequency: AlertFrequency;
  unsubscribedAt: Date | null;
  createdAt: Date;
};

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  frequency: savedSearches.frequency,
  unsubscribedAt: savedSearches.unsubscribedAt,
  createdAt: savedSearches.createdAt,
};

/** The query a saved search keeps: the explore parser's canonical form, without the page it was on. */
export const savedSearchQuery = (query: string): string =>
  canonicalExploreQuery(new URLSearchParams(query.replace(/^\?/, "")), ["page"]);

/** The filters a saved search stands for, read by the same parser as the page. */
export const savedSearchFilters = (query: string) => parseExploreFilters(new URLSearchParams(query.replace(/^\?/, "")));

/**
 * The unsubscribe token is derived from the search's id with the server secret, so every alert can carry
 * it without the token being stored: the table keeps only its SHA-256, as for other one-time links.
 */
export function unsubscribeToken(savedSearchId: string): string {
  return createHmac("sha256", env().SESSION_SECRET)
    .update(`saved-search-unsubscribe:${savedSearchId}`)
    .digest("base64url");
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The unsubscribe page in the language being served: the alert's reader's, as alerts are composed in it. */
export const unsubscribeUrl = (savedSearchId: string) =>
  `${env().PUBLIC_URL}${localePath(`/unsubscribe?token=${unsubscribeToken(savedSearchId)}`)}`;

export type SaveOutcome =
  /** `created` is false when the person had saved that search already: it takes the name and alerts given again. */
  | { ok: true; search: SavedSearch; created: boolean }
  | { ok: false; status: 400 | 429; message: string; retryAfterSeconds?: number };

export async function saveSearch(
  userId: string,
  input: { name: string; query: string; frequency: AlertFrequency },
): Promise<SaveOutcome> {
  const limit = await hit(`saved-search:${userId}`, SAVES_PER_HOUR, HOUR_MS);
  if (!limit.allowed) {
    return {
      ok: false,
      status: 429,
      message: SAVED_SEARCH_REFUSALS.tooFast,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  return database().transaction(async (tx) => {
    // Serialises one user's saves, so two at once cannot both pass the count below.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-search:${userId}`}))`);
    const query = savedSearchQuery(input.query);
    // A search saved twice (a second press, a retry) stays one search, so its alerts come once.
    const [again] = await tx
      .update(savedSearches)
      .set({ name: input.name, ...alertColumns(input.frequency) })
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, query)))
      .returning(columns);
    if (again) return { ok: true, search: again, created: false } as const;
    const [{ total }] = await tx.select({ total: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (total >= MAX_SAVED_SEARCHES) return { ok: false, status: 400, message: SAVED_SEARCH_REFUSALS.tooMany } as const;
    const id = crypto.randomUUID();
    const [search] = await tx
      .insert(savedSearches)
      .values({
        id,
        userId,
        name: input.name,
        query,
        frequency: input.frequency,
        unsubscribeTokenHash: tokenHash(unsubscribeToken(id)),
      })
      .returning(columns);
    return { ok: true, search, created: true } as const;
  });
}

/** 'Off' keeps the frequency and the first time alerts stopped; choosing alerts again turns them back on. */
const alertColumns = (frequency: AlertChoice) =>
  frequency === "off"
    ? { unsubscribedAt: sql`coalesce(${savedSearches.unsubscribedAt}, now())` }
    : { frequency, unsubscribedAt: null };

/** A user's saved searches, newest first (saved_searches_user_idx); never more than MAX_SAVED_SEARCHES. */
export function savedSearchesOf(userId: string): Promise<SavedSearch[]> {
  return database()
    .select(columns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt))
    .limit(MAX_SAVED_SEARCHES);
}

/**
 * Renames a saved search or changes its alerts; only its owner can, anyone else is told it does not exist.
 * 'Off' is what an unsubscribe link does (its first time is kept) and keeps the frequency; choosing alerts again
 * turns them back on.
 */
export async function updateSavedSearch(
  userId: string,
  id: string,
  change: { name?: string; frequency?: AlertChoice },
): Promise<SavedSearch | null> {
  const { frequency, ...renamed } = change;
  const alerts = frequency === undefined ? {} : alertColumns(frequency);
  const [search] = await database()
    .update(savedSearches)
    .set({ ...renamed, ...alerts })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning(columns);
  return search ?? null;
}

/** Deletes a saved search of the user's (its matches go with it); false when they have none by that id. */
export async function deleteSavedSearch(userId: string, id: string): Promise<boolean> {
  const deleted = await database()
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}

/** The search an unsubscribe link names, for its confirm page; null for a token that names none. */
export async function searchForUnsubscribe(token: string): Promise<{ name: string; unsubscribed: boolean } | null> {
  if (token.length === 0 || token.length > 100) return null;
  const [search] = await database()
    .select({ name: savedSearches.name, unsubscribedAt: savedSearches.unsubscribedAt })
    .from(savedSearches)
    .where(eq(savedSearches.unsubscribeTokenHash, tokenHash(token)));
  return search ? { name: search.name, unsubscribed: search.unsubscribedAt !== null } : null;
}

/** Stops a saved search's alerts from its link; repeating it is harmless. Null for a token that names none. */
export async function unsubscribe(token: string): Promise<{ name: string } | null> {
  if (token.length === 0 || token.length > 100) return null;
  const hash = tokenHash(token);
  await database()
    .update(savedSearches)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(savedSearches.unsubscribeTokenHash, hash), isNull(savedSearches.unsubscribedAt)));
  const [search] = await database()
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(eq(savedSearches.unsubscribeTokenHash, hash));
  return search ?? null;
}
