import { eq, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { users } from "~/db/schema";
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
