import { eq, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { users } from "~/db/schema";
import { auth } from "~/lib/auth.server";
import type { Role } from "~/lib/session.server";

export type NewAccount = { name: string; email: string; password: string; mobileNumber: string | null; role: Role };

/**
 * Creates an account with a password through better-auth, then sets its role on the server.
 * An existing account with the e-mail keeps its password and only has its role set.
 */
export async function ensureAccount(account: NewAccount): Promise<{ id: string; created: boolean }> {
  const email = account.email.trim().toLowerCase();
  const db = database();
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (existing) {
    await db.update(users).set({ role: account.role }).where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const result = await auth().api.signUpEmail({
    body: { name: account.name, email, password: account.password, mobileNumber: account.mobileNumber ?? undefined },
  });
  await db.update(users).set({ role: account.role }).where(eq(users.id, result.user.id));
  return { id: result.user.id, created: true };
}
