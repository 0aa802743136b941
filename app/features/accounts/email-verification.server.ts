import { t } from "@lingui/core/macro";
import { and, eq, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { users } from "~/db/schema";
import { greeting, queueMail } from "~/features/mail/mail.server";
import { env } from "~/lib/env.server";
import { localePath } from "~/lib/i18n";
import { logger } from "~/lib/logger.server";
import type { CurrentUser } from "~/lib/session.server";
import { hit } from "~/lib/throttle.server";
import { ACCOUNT_LINK_MESSAGES } from "./account-links-schema";
import { consumeToken, followedToken, issueToken } from "./account-tokens.server";
import type { Outcome } from "./accounts.server";

const HOUR_MS = 60 * 60 * 1000;
export const VERIFY_LINK_TTL_MS = 48 * HOUR_MS;
/** A few resends an hour cover a lost or late message; more would let one account flood a mailbox. */
const RESENDS_PER_ACCOUNT = { limit: 3, windowMs: HOUR_MS } as const;

type Writer = Parameters<typeof issueToken>[0] & Parameters<typeof queueMail>[0];

/**
 * Issues a verification link for the address the account has now and queues the mail that carries it,
 * in the caller's transaction. `returnTo`, a page the person signed up on the way to (already checked as one of
 * ours), travels in the link, so the verified page leads back there.
 */
export async function queueVerificationMail(
  writer: Writer,
  user: { id: string; name: string; email: string },
  returnTo?: string,
): Promise<void> {
  // The address goes with the token, so a link sent before an e-mail change cannot verify the new address.
  const token = await issueToken(writer, user.id, "verify-email", VERIFY_LINK_TTL_MS, user.email);
  // Sent at sign-up or on the person's own request, so the language being served is theirs.
  await queueMail(writer, {
    kind: "verify-email",
    to: user.email,
    subject: t`Confirm your GharStay e-mail address`,
    paragraphs: [
      greeting({ name: user.name, emailVerified: false }),
      t`Please confirm that this is your e-mail address. The link below is valid for 48 hours.`,
      t`Once it is confirmed, your listings show 'E-mail verified' to everyone who views them.`,
    ],
    action: {
      label: t`Verify e-mail`,
      url: `${env().PUBLIC_URL}${localePath(`/verify-email?token=${token}`)}${returnTo ? `&redirectTo=${encodeURIComponent(returnTo)}` : ""}`,
    },
  });
}

/**
 * Follows a verification link; false for an unknown or expired one, or one for an address no longer held. A link
 * followed before (mail providers open links to scan them before their reader does) says true while the address it
 * verified is still the account's and verified: the reader is told what is so, not that the link no longer works.
 */
export async function verifyEmail(token: string): Promise<boolean> {
  const used = await consumeToken("verify-email", token);
  if (!used?.newEmail) return (await followedVerification(token)) !== null;
  const verified = await database()
    .update(users)
    .set({ emailVerified: true, emailVerifiedAt: sql`now()` })
    .where(and(eq(users.id, used.userId), sql`lower(${users.email}) = lower(${used.newEmail})`))
    .returning({ id: users.id });
  if (verified.length > 0) logger.info({ userId: used.userId }, "e-mail address verified");
  return verified.length > 0;
}

/** Sends the signed-in user a new verification link, unless the address is verified already. */
export async function resendVerification(user: CurrentUser): Promise<Outcome<{ message: string }>> {
  if (user.emailVerified)
    return { ok: true, value: { message: ACCOUNT_LINK_MESSAGES.alreadyVerified }, headers: new Headers() };
  const { limit, windowMs } = RESENDS_PER_ACCOUNT;
  const quota = await hit(`verify-resend:user:${user.id}`, limit, windowMs);
  if (!quota.allowed) {
    return {
      ok: false,
      status: 429,
      message: ACCOUNT_LINK_MESSAGES.verificationTooMany,
      retryAfterSeconds: quota.retryAfterSeconds,
    };
  }
  await database().transaction((tx) => queueVerificationMail(tx, user));
  return { ok: true, value: { message: ACCOUNT_LINK_MESSAGES.verificationSent }, headers: new Headers() };
}

/** A verification link already followed, while the address it verified is still its account's, verified. */
async function followedVerification(token: string) {
  const followed = await followedToken("verify-email", token);
  if (!followed?.newEmail) return null;
  const [still] = await database()
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, followed.userId),
        eq(users.emailVerified, true),
        sql`lower(${users.email}) = lower(${followed.newEmail})`,
      ),
    );
  return still ? followed : null;
}
