import { hashPassword, verifyPassword } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { accounts, sessions, users } from "~/db/schema";
import { auth } from "~/lib/auth.server";
import type { Role } from "~/lib/session.server";

export type NewAccount = { name: string; email: string; password: string; mobileNumber: string | null; role: Role };

/**
 * Creates an account with a password through better-auth and sets its role on the server,
 * unless the e-mail already has an account: that one is left exactly as it is.
 */
export async function createAccountUnlessTaken(account: NewAccount): Promise<{ id: string; created: boolean }> {
  const email = account.email.trim().toLowerCase();
  const db = database();
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (existing) return { id: existing.id, created: false };
  const result = await auth().api.signUpEmail({
    body: { name: account.name, email, password: account.password, mobileNumber: account.mobileNumber ?? undefined },
  });
  await db.update(users).set({ role: account.role }).where(eq(users.id, result.user.id));
  return { id: result.user.id, created: true };
}

/** For `npm run create-admin`: creates the account, or gives an existing one the role and keeps its password. */
export async function ensureAccount(account: NewAccount): Promise<{ id: string; created: boolean }> {
  const result = await createAccountUnlessTaken(account);
  if (!result.created) await database().update(users).set({ role: account.role }).where(eq(users.id, result.id));
  return result;
}

/**
 * Gives the account of `email` the password `replacement` if its current password is `known`, and
 * ends its sessions. For passwords that were once published and must stop working. True when replaced.
 */
export async function replaceKnownPassword(email: string, known: string, replacement: string): Promise<boolean> {
  const db = database();
  const [credential] = await db
    .select({ id: accounts.id, userId: accounts.userId, hash: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(accounts.providerId, "credential")));
  if (!credential?.hash || !(await verifyPassword({ hash: credential.hash, password: known }))) return false;
  const hash = await hashPassword(replacement);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ password: hash }).where(eq(accounts.id, credential.id));
    await tx.delete(sessions).where(eq(sessions.userId, credential.userId));
  });
  return true;
}
