import { eq, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { users } from "~/db/schema";
import { auth } from "~/lib/auth.server";
import { logger } from "~/lib/logger.server";
import { firstSignUpError, logInSchema, SIGN_UP_MESSAGES, signUpSchema } from "./account-schema";

export const SIGN_UP_ERRORS = {
  emailInUse: "Email already in use. Try another one.",
  invalidEmail: SIGN_UP_MESSAGES.email,
  weakPassword: "Password is too weak. Use a stronger password.",
  other: "An error occurred. Please try again.",
} as const;

export const LOG_IN_FAILED = "Invalid email or password.";

export type Outcome<T> =
  | { ok: true; value: T; headers: Headers }
  | { ok: false; status: number; message: string; field?: string };

function errorCode(error: unknown): string | undefined {
  const body = (error as { body?: { code?: string } }).body;
  return body?.code;
}

/** Creates the account and sets its chosen role; on any failure nothing is left behind. */
export async function signUp(input: unknown, request: Request): Promise<Outcome<{ id: string; email: string }>> {
  const problem = firstSignUpError(input);
  if (problem) return { ok: false, status: 400, message: problem.message, field: problem.field };
  const data = signUpSchema.parse(input);
  const emailInUse = { ok: false as const, status: 400, message: SIGN_UP_ERRORS.emailInUse, field: "email" };
  // better-auth answers a taken e-mail with a look-alike success (against enumeration); we must say so plainly.
  if (await emailTaken(data.email)) return emailInUse;
  let userId: string | undefined;
  try {
    const result = await auth().api.signUpEmail({
      body: { name: data.name, email: data.email, password: data.password, mobileNumber: data.mobileNumber },
      headers: request.headers,
    });
    userId = result.user.id;
    const updated = await database()
      .update(users)
      .set({ role: data.role })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    // No row: a sign-up with the same e-mail won the race and ours was never stored.
    if (updated.length === 0) return emailInUse;
    return { ok: true, value: { id: userId, email: data.email }, headers: new Headers() };
  } catch (error) {
    const code = errorCode(error);
    if (code?.startsWith("USER_ALREADY_EXISTS")) return emailInUse;
    if (code === "INVALID_EMAIL")
      return { ok: false, status: 400, message: SIGN_UP_ERRORS.invalidEmail, field: "email" };
    if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG") {
      return { ok: false, status: 400, message: SIGN_UP_ERRORS.weakPassword, field: "password" };
    }
    if (userId)
      await database()
        .delete(users)
        .where(eq(users.id, userId))
        .catch(() => {});
    if ((error as { statusCode?: number }).statusCode === 429)
      return { ok: false, status: 429, message: SIGN_UP_ERRORS.other };
    logger.error({ err: error }, "sign-up failed");
    return { ok: false, status: 500, message: SIGN_UP_ERRORS.other };
  }
}

async function emailTaken(email: string): Promise<boolean> {
  const rows = await database()
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

/** Starts a new session; the Set-Cookie headers in the outcome carry it. */
export async function logIn(input: unknown, request: Request): Promise<Outcome<{ id: string; role: string | null }>> {
  const parsed = logInSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, status: 400, message: issue.message, field: String(issue.path[0]) };
  }
  try {
    const { headers, response } = await auth().api.signInEmail({
      body: { email: parsed.data.email.toLowerCase(), password: parsed.data.password },
      headers: request.headers,
      returnHeaders: true,
    });
    const user = response.user as typeof response.user & { role?: string | null };
    return { ok: true, value: { id: user.id, role: user.role ?? null }, headers };
  } catch (error) {
    const code = errorCode(error);
    logger.info({ code }, "log-in refused");
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL" || code === "INVALID_PASSWORD") {
      return { ok: false, status: 401, message: LOG_IN_FAILED };
    }
    logger.error({ err: error }, "log-in failed");
    return { ok: false, status: 500, message: SIGN_UP_ERRORS.other };
  }
}

/** Ends the session on the server and clears the cookie. */
export async function logOut(request: Request): Promise<Headers> {
  try {
    const { headers } = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
    return headers;
  } catch {
    return new Headers();
  }
}
