import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { database } from "~/db/client.server";
import { accountTokens } from "~/db/schema";

export type TokenPurpose = (typeof accountTokens.$inferSelect)["purpose"];

type Writer = Pick<ReturnType<typeof database>, "insert">;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new one-time link token for `purpose`, valid for `ttlMs`. The token itself goes only into the
 * e-mail; the database keeps its SHA-256 (32 random bytes need no slow hash to resist guessing).
 */
export async function issueToken(
  writer: Writer,
  userId: string,
  purpose: TokenPurpose,
  ttlMs: number,
  newEmail?: string,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await writer.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hash(token),
    newEmail: newEmail ?? null,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** A token of this purpose, not yet used and not expired. */
const usable = (purpose: TokenPurpose, token: string) =>
  and(
    eq(accountTokens.tokenHash, hash(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date()),
  );

/**
 * Uses a token once: one atomic update marks it used only if it is unused and unexpired, so two
 * clicks racing on the same link cannot both succeed. Null for an unknown, used or expired token.
 */
export async function consumeToken(
  purpose: TokenPurpose,
  token: string,
): Promise<{ userId: string; newEmail: string | null } | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [used] = await database()
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(usable(purpose, token))
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return used ?? null;
}

/**
 * Whom a link already followed was for, however long ago: a link opened again (by its reader after their mail
 * provider's scanner, or a reload) can say what it did instead of that it no longer works. Null for any other.
 */
export async function followedToken(
  purpose: TokenPurpose,
  token: string,
): Promise<{ userId: string; newEmail: string | null } | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await database()
    .select({ userId: accountTokens.userId, newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hash(token)),
        eq(accountTokens.purpose, purpose),
        isNotNull(accountTokens.usedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether a link may still be followed, without using it: a page can say at once that it expired. */
export async function isTokenUsable(purpose: TokenPurpose, token: string): Promise<boolean> {
  if (token.length < 20 || token.length > 100) return false;
  const [row] = await database()
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(usable(purpose, token))
    .limit(1);
  return row !== undefined;
}

/** Ends every unused link of one purpose for a user, in the caller's transaction (older reset links after a reset). */
export async function revokeTokens(
  writer: Pick<ReturnType<typeof database>, "update">,
  userId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await writer
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
