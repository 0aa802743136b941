import { t } from "@lingui/core/macro";
import { eq, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { users } from "~/db/schema";
import { greeting, queueMail } from "~/features/mail/mail.server";
import { env } from "~/lib/env.server";
import type { Checked } from "~/lib/field-errors";
import { refusedProblem } from "~/lib/form-submission.server";
import { localePath } from "~/lib/i18n";
import { logger } from "~/lib/logger.server";
import { hashPassword } from "~/lib/passwords.server";
import { hit } from "~/lib/throttle.server";
import { ACCOUNT_LINK_MESSAGES, type ForgotPasswordInput, type ResetPasswordInput } from "./account-links-schema";
import { consumeToken, issueToken, revokeTokens } from "./account-tokens.server";
import { clientAddress, type Outcome, queuePasswordChangedNotice, setPasswordEndingSessions } from "./accounts.server";

const HOUR_MS = 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = HOUR_MS;

/**
 * Reset requests an hour: a few per e-mail, so nobody can flood someone's mailbox; more per network
 * address, where a hostel or an office may share one.
 */
const LIMITS = {
  perEmail: { limit: 3, windowMs: HOUR_MS },
  perAddress: { limit: 20, windowMs: HOUR_MS },
} as const;

/**
 * Answers a forgot-password request the same way whether or not the e-mail has an account. The
 * lookup, the link and the mail happen after the answer, so a known address takes no longer to
 * answer than an unknown one.
 */
export async function requestPasswordReset(
  submitted: Checked<ForgotPasswordInput, "email">,
  request: Request,
): Promise<Outcome<{ message: string }>> {
  if (!submitted.ok) return refusedProblem(submitted);
  const { email } = submitted.value;
  const ip = clientAddress(request);
  for (const [key, { limit, windowMs }] of [
    [`password-reset:ip:${ip}`, LIMITS.perAddress],
    [`password-reset:email:${email}`, LIMITS.perEmail],
  ] as const) {
    const quota = await hit(key, limit, windowMs);
    if (!quota.allowed) {
      logger.warn({ ip }, "password reset requests throttled");
      return {
        ok: false,
        status: 429,
        message: ACCOUNT_LINK_MESSAGES.resetTooMany,
        retryAfterSeconds: quota.retryAfterSeconds,
      };
    }
  }
  sendResetLink(email).catch((error) => logger.error({ err: error }, "could not queue a password reset mail"));
  return { ok: true, value: { message: ACCOUNT_LINK_MESSAGES.resetSent }, headers: new Headers() };
}

async function sendResetLink(email: string): Promise<void> {
  await database().transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (!user) return;
    const token = await issueToken(tx, user.id, "reset-password", RESET_LINK_TTL_MS);
    // In the language of the page the reset was asked from: whoever asked is about to read it.
    await queueMail(tx, {
      kind: "password-reset",
      to: user.email,
      subject: t`Reset your GharStay password`,
      paragraphs: [
        greeting(user),
        t`Someone, hopefully you, asked to reset the password of your GharStay account. The link below is valid for 1 hour and works once.`,
        t`If it was not you, ignore this e-mail: your password stays as it is.`,
      ],
      action: { label: t`Reset password`, url: `${env().PUBLIC_URL}${localePath(`/reset-password?token=${token}`)}` },
    });
  });
}

/**
 * Sets a new password with a reset link, once. The password is hashed by better-auth's own function,
 * every session of the account ends, older reset links stop working, and the owner gets a notice.
 */
export async function resetPassword(
  submitted: Checked<ResetPasswordInput, keyof ResetPasswordInput>,
): Promise<Outcome<{ message: string }>> {
  if (!submitted.ok) return refusedProblem(submitted);
  const { token, password } = submitted.value;
  // Hashing is slow on purpose; done before the link is used, so a failure cannot waste the link.
  const hash = await hashPassword(password);
  const used = await consumeToken("reset-password", token);
  if (!used) return { ok: false, status: 400, message: ACCOUNT_LINK_MESSAGES.resetLinkInvalid, field: "token" };
  const { userId } = used;
  await database().transaction(async (tx) => {
    await setPasswordEndingSessions(tx, userId, hash);
    await revokeTokens(tx, userId, "reset-password");
    // The link reached this mailbox, which proves the address as well as a verification link would.
    const [user] = await tx
      .update(users)
      .set({ emailVerified: true, emailVerifiedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ name: users.name, email: users.email, emailVerified: users.emailVerified });
    await queuePasswordChangedNotice(tx, user, "reset");
  });
  logger.info({ userId }, "password reset; sessions ended");
  return { ok: true, value: { message: ACCOUNT_LINK_MESSAGES.resetDone }, headers: new Headers() };
}
