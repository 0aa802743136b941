import { eq, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { users } from "~/db/schema";
import { auth, CLIENT_IP_HEADER } from "~/lib/auth.server";
import { logger } from "~/lib/logger.server";
import { clearThrottle, hit, isOverLimit } from "~/lib/throttle.server";
import { firstLogInError, firstSignUpError, logInSchema, SIGN_UP_MESSAGES, signUpSchema } from "./account-schema";

export const SIGN_UP_ERRORS = {
  emailInUse: "Email already in use. Try another one.",
  invalidEmail: SIGN_UP_MESSAGES.email,
  weakPassword: "Password is too weak. Use a stronger password.",
  other: "An error occurred. Please try again.",
  tooMany: "Too many sign-ups from your network. Please try again in an hour.",
} as const;

export const SIGN_UP_SUCCESS = "User successfully signed up!";
export const LOG_IN_SUCCESS = "Login successful! Redirecting...";
/** One message for an unknown e-mail and a wrong password alike, so nobody can probe for accounts. */
export const LOG_IN_FAILED = "Invalid email or password.";
export const LOG_IN_TOO_MANY = "Too many failed login attempts. Please try again in 15 minutes.";

const MINUTE = 60_000;

/**
 * Brute-force limits, counted in the database so every app instance shares them. An account
 * takes 10 wrong passwords per 15 minutes; an address (a hostel or office may share one)
 * 30 failed logins, and 50 sign-up attempts an hour.
 */
const LIMITS = {
  logInFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  logInFailuresPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  signUpsPerAddress: { limit: 50, windowMs: 60 * MINUTE },
} as const;

export type Outcome<T> =
  | { ok: true; value: T; headers: Headers }
  | { ok: false; status: number; message: string; field?: string; retryAfterSeconds?: number };

function errorCode(error: unknown): string | undefined {
  return (error as { body?: { code?: string } }).body?.code;
}

/** The address Express trusts (it overwrites whatever a client sends in this header). */
function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** Creates the account and sets its chosen role; on any failure nothing is left behind. */
export async function signUp(input: unknown, request: Request): Promise<Outcome<{ id: string; email: string }>> {
  const problem = firstSignUpError(input);
  if (problem) return { ok: false, status: 400, message: problem.message, field: problem.field };
  const data = signUpSchema.parse(input);

  const { limit, windowMs } = LIMITS.signUpsPerAddress;
  const quota = await hit(`sign-up:ip:${clientAddress(request)}`, limit, windowMs);
  if (!quota.allowed) {
    logger.warn({ ip: clientAddress(request) }, "sign-up throttled");
    return { ok: false, status: 429, message: SIGN_UP_ERRORS.tooMany, retryAfterSeconds: quota.retryAfterSeconds };
  }

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
    if (code === "INVALID_EMAIL") {
      return { ok: false, status: 400, message: SIGN_UP_ERRORS.invalidEmail, field: "email" };
    }
    if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG") {
      return { ok: false, status: 400, message: SIGN_UP_ERRORS.weakPassword, field: "password" };
    }
    if (userId) {
      await database()
        .delete(users)
        .where(eq(users.id, userId))
        .catch(() => {});
    }
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

/**
 * Starts a new session; the Set-Cookie headers in the outcome carry it. The account's counter
 * is taken before the password is checked, so parallel guesses cannot slip past the limit;
 * a correct password clears it.
 */
export async function logIn(input: unknown, request: Request): Promise<Outcome<{ id: string; role: string | null }>> {
  const problem = firstLogInError(input);
  if (problem) return { ok: false, status: 400, message: problem.message, field: problem.field };
  const { email, password } = logInSchema.parse(input);
  const normalisedEmail = email.toLowerCase();
  const ip = clientAddress(request);
  const addressKey = `log-in-failures:ip:${ip}`;
  const accountKey = `log-in-failures:account:${normalisedEmail}`;
  const perAddress = LIMITS.logInFailuresPerAddress;
  const perAccount = LIMITS.logInFailuresPerAccount;
  const tooMany = { ok: false as const, status: 429, message: LOG_IN_TOO_MANY };

  if (await isOverLimit(addressKey, perAddress.limit, perAddress.windowMs)) {
    logger.warn({ ip }, "log-in throttled for the address");
    return { ...tooMany, retryAfterSeconds: perAddress.windowMs / 1000 };
  }
  const attempt = await hit(accountKey, perAccount.limit, perAccount.windowMs);
  if (!attempt.allowed) {
    logger.warn({ ip }, "log-in throttled for the account");
    return { ...tooMany, retryAfterSeconds: attempt.retryAfterSeconds };
  }

  try {
    const { headers, response } = await auth().api.signInEmail({
      body: { email: normalisedEmail, password },
      headers: request.headers,
      returnHeaders: true,
    });
    await clearThrottle(accountKey);
    const user = response.user as typeof response.user & { role?: string | null };
    return { ok: true, value: { id: user.id, role: user.role ?? null }, headers };
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL" || code === "INVALID_PASSWORD") {
      await hit(addressKey, perAddress.limit, perAddress.windowMs);
      logger.info({ ip, code }, "log-in refused");
      return { ok: false, status: 401, message: LOG_IN_FAILED };
    }
    logger.error({ err: error }, "log-in failed");
    return { ok: false, status: 500, message: SIGN_UP_ERRORS.other };
  }
}

/** Ends the session on the server (its row is deleted) and clears the cookie. */
export async function logOut(request: Request): Promise<Headers> {
  try {
    const { headers } = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
    return headers;
  } catch (error) {
    // No session to end: the visitor is logged out either way.
    logger.debug({ code: errorCode(error) }, "log-out without a session");
    return new Headers();
  }
}
