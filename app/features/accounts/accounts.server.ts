import { setTimeout as sleep } from "node:timers/promises";
import { t } from "@lingui/core/macro";
import { and, eq, ne, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { accounts, sessions, users } from "~/db/schema";
import { greeting, queueMail } from "~/features/mail/mail.server";
import { auth, CLIENT_IP_HEADER } from "~/lib/auth.server";
import { env } from "~/lib/env.server";
import type { Checked } from "~/lib/field-errors";
import { refusedProblem } from "~/lib/form-submission.server";
import { currentLocale, localePath } from "~/lib/i18n";
import { logger } from "~/lib/logger.server";
import { hashPassword, verifyPassword } from "~/lib/passwords.server";
import type { Role } from "~/lib/session.server";
import { recordSighting } from "~/lib/sightings.server";
import { clearThrottle, hit, release } from "~/lib/throttle.server";
import {
  type LogInField,
  type LogInInput,
  SIGN_UP_MESSAGES,
  type SignUpField,
  type SignUpInput,
} from "./account-schema";
import { revokeTokens } from "./account-tokens.server";
import { queueVerificationMail } from "./email-verification.server";

/** What sign-up and log-in answer, in the language being served (each read translates). */
export const SIGN_UP_ERRORS = {
  get emailInUse() {
    return t`Email already in use. Try another one.`;
  },
  get invalidEmail() {
    return SIGN_UP_MESSAGES.email;
  },
  get weakPassword() {
    return t`Password is too weak. Use a stronger password.`;
  },
  get other() {
    return t`An error occurred. Please try again.`;
  },
  get tooMany() {
    return t`Too many sign-ups from your network. Please try again in an hour.`;
  },
};

export const AUTH_MESSAGES = {
  get signedUp() {
    return t`User successfully signed up!`;
  },
  get loggedIn() {
    return t`Login successful! Redirecting...`;
  },
  /** One message for an unknown e-mail and a wrong password alike, so nobody can probe for accounts. */
  get logInFailed() {
    return t`Invalid email or password.`;
  },
  get logInTooMany() {
    return t`Too many failed login attempts. Please try again in 15 minutes.`;
  },
};

const MINUTE = 60_000;

/**
 * Brute-force limits, counted in the database so every app instance shares them. One address
 * may fail 10 times per 15 minutes on one account and 30 times across accounts (a hostel or
 * office may share an address), and try 50 sign-ups an hour. Failures on an account from
 * everywhere only slow later attempts on it, never refuse them: a lock would let strangers
 * keep the owner out.
 */
const LIMITS = {
  logInFailuresPerAccountAtAddress: { limit: 10, windowMs: 15 * MINUTE },
  logInFailuresPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  signUpsPerAddress: { limit: 50, windowMs: 60 * MINUTE },
} as const;

/** After this many failures on one account in 15 minutes, each attempt waits 250 ms, doubling up to 4 s. */
const ACCOUNT_SLOWDOWN = { freeFailures: 10, firstDelayMs: 250, maxDelayMs: 4_000, windowMs: 15 * MINUTE } as const;

export type Outcome<T> =
  | { ok: true; value: T; headers: Headers }
  | { ok: false; status: number; message: string; field?: string; retryAfterSeconds?: number };

function errorCode(error: unknown): string | undefined {
  return (error as { body?: { code?: string } }).body?.code;
}

/** The address Express trusts (it overwrites whatever a client sends in this header). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** Creates the account and sets its chosen role; on any failure nothing is left behind. */
export async function signUp(
  submitted: Checked<SignUpInput, SignUpField>,
  request: Request,
  returnTo?: string,
): Promise<Outcome<{ id: string; email: string }>> {
  if (!submitted.ok) return refusedProblem(submitted);
  const data = submitted.value;

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
    const createdId = userId;
    // better-auth writes the account in its own transaction; the role and the verification mail share
    // the next one, so a verification link is only ever sent for an account that got its role. The language
    // signed up in is kept with them, so later e-mails to this person (alerts, approvals) speak it. Where it
    // was made from is recorded there too, for telling whether reporters are independent (ADR 029).
    const stored = await database().transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ role: data.role, locale: currentLocale() })
        .where(eq(users.id, createdId))
        .returning({ id: users.id });
      if (!updated) return null;
      await queueVerificationMail(tx, { id: createdId, name: data.name, email: data.email }, returnTo);
      return { deviceCookie: await recordSighting(createdId, request, tx) };
    });
    // No row: a sign-up with the same e-mail won the race and ours was never stored.
    if (!stored) return emailInUse;
    const headers = new Headers();
    if (stored.deviceCookie) headers.append("Set-Cookie", stored.deviceCookie);
    return { ok: true, value: { id: userId, email: data.email }, headers };
  } catch (error) {
    const code = errorCode(error);
    if (code?.startsWith("USER_ALREADY_EXISTS")) return emailInUse;
    // better-auth checks the e-mail more strictly than the form does (it refuses "a@b.c"); the other
    // fields it validates have already passed our own, stricter checks.
    if (code === "INVALID_EMAIL" || code === "VALIDATION_ERROR") {
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

/** The wait before checking a password on an account that has already failed `failures` times. */
function accountSlowdownMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = ACCOUNT_SLOWDOWN;
  if (failures <= freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailures - 1));
}

type LogInCounters = { address: string; accountAtAddress: string; account: string };

/**
 * Takes this attempt's place in the address's and the (account, address) pair's failure counts
 * before the password is checked, so parallel guesses cannot slip past the limit: an attempt
 * over either limit is refused and hands its places back.
 */
async function takeLogInPlaces(
  counters: LogInCounters,
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const perAddress = LIMITS.logInFailuresPerAddress;
  const address = await hit(counters.address, perAddress.limit, perAddress.windowMs);
  if (!address.allowed) {
    await release(counters.address);
    return { ok: false, retryAfterSeconds: address.retryAfterSeconds };
  }
  const perPair = LIMITS.logInFailuresPerAccountAtAddress;
  const pair = await hit(counters.accountAtAddress, perPair.limit, perPair.windowMs);
  if (!pair.allowed) {
    await Promise.all([release(counters.address), release(counters.accountAtAddress)]);
    return { ok: false, retryAfterSeconds: pair.retryAfterSeconds };
  }
  return { ok: true };
}

/**
 * Starts a new session; the Set-Cookie headers in the outcome carry it. Every attempt counts as
 * a failure until the password proves right, which hands the places back and clears the pair.
 */
export async function logIn(
  submitted: Checked<LogInInput, LogInField>,
  request: Request,
): Promise<Outcome<{ id: string; role: string | null }>> {
  if (!submitted.ok) return refusedProblem(submitted);
  const { email, password } = submitted.value;
  const normalisedEmail = email.toLowerCase();
  const ip = clientAddress(request);
  const counters: LogInCounters = {
    address: `log-in-failures:ip:${ip}`,
    accountAtAddress: `log-in-failures:account-at-address:${ip}:${normalisedEmail}`,
    account: `log-in-failures:account:${normalisedEmail}`,
  };

  const places = await takeLogInPlaces(counters);
  if (!places.ok) {
    logger.warn({ ip }, "log-in throttled");
    return { ok: false, status: 429, message: AUTH_MESSAGES.logInTooMany, retryAfterSeconds: places.retryAfterSeconds };
  }
  const account = await hit(counters.account, ACCOUNT_SLOWDOWN.freeFailures, ACCOUNT_SLOWDOWN.windowMs);
  const slowdownMs = accountSlowdownMs(account.count);
  if (slowdownMs > 0) {
    logger.warn({ ip, failures: account.count, slowdownMs }, "log-in slowed for an account under attack");
    await sleep(slowdownMs);
  }

  try {
    const { headers, response } = await auth().api.signInEmail({
      body: { email: normalisedEmail, password },
      headers: request.headers,
      returnHeaders: true,
    });
    await Promise.all([clearThrottle(counters.accountAtAddress), release(counters.address), release(counters.account)]);
    const user = response.user as typeof response.user & { role?: string | null };
    const deviceCookie = await recordSighting(user.id, request);
    if (deviceCookie) headers.append("Set-Cookie", deviceCookie);
    return { ok: true, value: { id: user.id, role: user.role ?? null }, headers };
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL" || code === "INVALID_PASSWORD") {
      logger.info({ ip, code }, "log-in refused");
      return { ok: false, status: 401, message: AUTH_MESSAGES.logInFailed };
    }
    await Promise.all(Object.values(counters).map((key) => release(key)));
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

/**
 * For `npm run create-admin`: creates the account, or gives an existing one the role and keeps its password. An
 * existing account whose address nobody has verified is refused (`unverified`), unless it has the role already:
 * anyone may sign up with the address an Admin is about to be made for, and would be that Admin, with their password.
 */
export async function ensureAccount(account: NewAccount): Promise<{ id: string; created: boolean; unverified?: true }> {
  const result = await createAccountUnlessTaken(account);
  if (result.created) return result;
  const [existing] = await database()
    .select({ emailVerified: users.emailVerified, role: users.role })
    .from(users)
    .where(eq(users.id, result.id));
  if (existing && !existing.emailVerified && existing.role !== account.role) return { ...result, unverified: true };
  await database().update(users).set({ role: account.role }).where(eq(users.id, result.id));
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
  await db.transaction((tx) => setPasswordEndingSessions(tx, credential.userId, hash));
  return true;
}

/**
 * Gives an account a new password (already hashed by better-auth) and ends its sessions but
 * `keepSessionId`, the device making the change, inside the caller's transaction. A change of e-mail address still
 * waiting for its link ends too: whoever asked for it with the old password must not take the account over after.
 */
export async function setPasswordEndingSessions(
  tx: Pick<ReturnType<typeof database>, "update" | "delete">,
  userId: string,
  hash: string,
  keepSessionId?: string | null,
): Promise<void> {
  await tx
    .update(accounts)
    .set({ password: hash })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
  await revokeTokens(tx, userId, "change-email");
}

/**
 * Tells an account's owner that its password was replaced, and that other devices were logged out: by
 * the owner in settings (`changed`) or through a reset link (`reset`, which logs out every device).
 */
export async function queuePasswordChangedNotice(
  tx: Pick<ReturnType<typeof database>, "insert">,
  user: { name: string; email: string; emailVerified: boolean },
  how: "changed" | "reset",
): Promise<void> {
  const base = env().PUBLIC_URL;
  await queueMail(tx, {
    kind: "password-changed",
    to: user.email,
    subject: t`Your GharStay password was changed`,
    paragraphs: [
      greeting(user),
      how === "changed"
        ? t`The password of your GharStay account was just changed, and every other device was logged out.`
        : t`The password of your GharStay account was just reset, and every device that was logged in has been logged out.`,
      t`If this was not you, reset your password now and write to us at the address below.`,
    ],
    action:
      how === "changed"
        ? { label: t`Reset your password`, url: `${base}${localePath("/forgot-password")}` }
        : { label: t`Log in`, url: `${base}${localePath("/login")}` },
  });
}
