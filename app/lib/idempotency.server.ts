import { t } from "@lingui/core/macro";
import { and, eq, lt } from "drizzle-orm";
import { type Database, database } from "~/db/client.server";
import { idempotencyKeys } from "~/db/schema";

/** Room for a UUID or a long random token, too short to be a storage burden; characters that need no escaping. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** Far longer than any client goes on retrying, short enough to keep the table small. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Whose key it is (a user, or a contact address) and the key itself: two people can never share a result. */
export type IdempotencyClaim = { scope: string; key: string };
export type StoredResult<Body> = { status: number; body: Body };

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A key as the client sent it: none is fine (nothing to recognise a retry by); a malformed one is refused. */
export function checkIdempotencyKey(value: unknown): { ok: true; key: string | null } | { ok: false; message: string } {
  if (value === null || value === undefined) return { ok: true, key: null };
  if (typeof value === "string" && KEY_PATTERN.test(value)) return { ok: true, key: value };
  return { ok: false, message: t`The submission key must be 8 to 100 letters, digits, hyphens or underscores.` };
}

async function storedResult<Body>(db: Database | Transaction, claim: IdempotencyClaim) {
  const [row] = await db
    .select({ status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  return row ? { status: row.status, body: row.body as Body } : null;
}

/** What an earlier request with this key got; a retry is answered with it before any limit or check runs. */
export function earlierResult<Body>(claim: IdempotencyClaim | null): Promise<StoredResult<Body> | null> {
  return claim ? storedResult<Body>(database(), claim) : Promise.resolve(null);
}

/**
 * Runs `create` in one transaction that first claims the key and at the end stores the result,
 * so the record and its key commit together or not at all. A concurrent request with the same key
 * waits on the key's primary key until the first commits, then gets the stored result. `create`
 * refuses by throwing: nothing is kept, and the key stays free for a corrected retry.
 */
export async function createOnce<Body>(
  claim: IdempotencyClaim | null,
  create: (tx: Transaction) => Promise<StoredResult<Body>>,
): Promise<StoredResult<Body> & { repeated: boolean }> {
  return database().transaction(async (tx) => {
    if (!claim) return { ...(await create(tx)), repeated: false };
    // The result is filled in below, before commit; no other transaction ever sees this placeholder.
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ ...claim, status: 0, body: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const earlier = await storedResult<Body>(tx, claim);
      if (!earlier) throw new Error("An idempotency key was taken but holds no result.");
      return { ...earlier, repeated: true };
    }
    const result = await create(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: result.status, body: result.body })
      .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
    return { ...result, repeated: false };
  });
}

/** Forgets keys past their lifetime (hourly upkeep). */
export async function pruneIdempotencyKeys(): Promise<void> {
  await database()
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEY_LIFETIME_MS)));
}
