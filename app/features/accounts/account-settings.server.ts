import { t } from "@lingui/core/macro";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { accounts, accountTokens, users } from "~/db/schema";
import {
  deleteOwnerListingsWithPhotos,
  LIVE_BOOKINGS_MESSAGES,
  LiveBookingsError,
} from "~/features/listings/listings.server";
import { greeting, queueMail } from "~/features/mail/mail.server";
import { auth } from "~/lib/auth.server";
import { env } from "~/lib/env.server";
import type { Checked, FieldErrors } from "~/lib/field-errors";
import { type Locale, localePath } from "~/lib/i18n";
import { ImageRejectedError, ImagesBusyError, processImage, removeImageFiles } from "~/lib/images.server";
import { logger } from "~/lib/logger.server";
import { mediaUrl } from "~/lib/media";
import { hashPassword, verifyPassword } from "~/lib/passwords.server";
import type { CurrentUser } from "~/lib/session.server";
import { hit, release } from "~/lib/throttle.server";
import { consumeToken, issueToken, revokeTokens } from "./account-tokens.server";
import { logOut, queuePasswordChangedNotice, setPasswordEndingSessions } from "./accounts.server";
import { SETTINGS_SUCCESS } from "./settings-messages";
import {
  type ChangeEmailInput,
  type ChangePasswordInput,
  type ProfileInput,
  SETTINGS_MESSAGES,
} from "./settings-schema";

/** What every settings change answers: a message to show, or what went wrong and where. */
export type SettingsOutcome =
  | { ok: true; message: string; headers?: Headers }
  | {
      ok: false;
      status: 400 | 404 | 409 | 413 | 415 | 429 | 503;
      fieldErrors: FieldErrors;
      message?: string;
      retryAfterSeconds?: number;
    };

const HOUR_MS = 60 * 60 * 1000;
/** A change-email link is valid for a day: long enough to reach a mailbox checked once a day. */
const EMAIL_CHANGE_TTL_MS = 24 * HOUR_MS;
/** Each attempt checks a password with a slow hash, and an e-mail change sends two messages: both are bounded. */
const CHANGES_PER_HOUR = 10;
/** A new avatar now and then is plenty; each costs the shared image queue a decode and an encode. */
const PHOTOS_PER_HOUR = 20;
/** Confirmation links a mailbox may be sent in an hour, whoever asks, as for enquiries' (ADR 030). */
const EMAIL_CHANGES_TO_AN_ADDRESS_PER_HOUR = 3;
/** One 320 px variant: the avatar is shown at most 96 px wide, at up to three device pixels each. */
const AVATAR_WIDTHS = [320] as const;
const AVATAR_FOLDER = "avatars";
const AVATAR_URL_PREFIX = mediaUrl(`${AVATAR_FOLDER}/`);

const refused = (fieldErrors: FieldErrors): SettingsOutcome => ({ ok: false, status: 400, fieldErrors });

const tooManyTries = (retryAfterSeconds: number): SettingsOutcome => ({
  ok: false,
  status: 429,
  fieldErrors: {},
  message: SETTINGS_MESSAGES.tooMany,
  retryAfterSeconds,
});

/** Counts one attempt at a password or e-mail change before the password is checked, so guessing is bounded too. */
async function changeAllowance(kind: "password" | "email" | "delete", userId: string): Promise<SettingsOutcome | null> {
  const quota = await hit(`settings-${kind}:${userId}`, CHANGES_PER_HOUR, HOUR_MS);
  if (quota.allowed) return null;
  logger.warn({ userId, kind }, "account change throttled");
  return tooManyTries(quota.retryAfterSeconds);
}

async function passwordIsRight(userId: string, password: string): Promise<boolean> {
  const [credential] = await database()
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return Boolean(credential?.hash) && (await verifyPassword({ hash: credential.hash as string, password }));
}

/**
 * Checks the current password that a new password, a new e-mail and the deletion each ask for. Wrong ones are counted
 * for the account across the three forms, so a session left open gives a guesser 10 tries an hour, not 10 per form.
 * The try is counted before the check and handed back when the password was right, so parallel guesses are counted too.
 */
async function proveCurrentPassword(userId: string, password: string): Promise<SettingsOutcome | null> {
  const key = `current-password-wrong:${userId}`;
  const guess = await hit(key, CHANGES_PER_HOUR, HOUR_MS);
  if (!guess.allowed) {
    logger.warn({ userId }, "current password guesses throttled");
    return tooManyTries(guess.retryAfterSeconds);
  }
  if (await passwordIsRight(userId, password)) {
    await release(key);
    return null;
  }
  return refused({ currentPassword: SETTINGS_MESSAGES.currentPasswordWrong });
}

function isUniqueViolation(error: unknown): boolean {
  for (let at: unknown = error; at instanceof Object; at = (at as { cause?: unknown }).cause) {
    if ((at as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** A page of the site in the language being served: the reader of these e-mails is the person making the change. */
const link = (path: string) => `${env().PUBLIC_URL}${localePath(path)}`;

export async function updateProfile(user: CurrentUser, submitted: Checked<ProfileInput>): Promise<SettingsOutcome> {
  if (!submitted.ok) return refused(submitted.fieldErrors);
  await database()
    .update(users)
    .set({ name: submitted.value.name, mobileNumber: submitted.value.mobileNumber })
    .where(eq(users.id, user.id));
  return { ok: true, message: SETTINGS_SUCCESS.profile };
}

/** The storage key of an avatar we stored, or null for an address that is not ours to delete. */
function avatarKey(photoUrl: string | null): string | null {
  return photoUrl?.startsWith(AVATAR_URL_PREFIX) ? photoUrl.slice(mediaUrl("").length) : null;
}

async function removeAvatarFile(photoUrl: string | null): Promise<void> {
  const key = avatarKey(photoUrl);
  if (!key) return;
  try {
    await removeImageFiles([{ key, width: 0, height: 0, bytes: 0 }]);
  } catch (error) {
    // The account no longer points at it; a leftover file is only wasted space.
    logger.error({ err: error, key }, "could not remove a replaced profile photo");
  }
}

/** Swaps the account's photo address and hands back the previous one, in one statement. */
async function replacePhotoUrl(userId: string, photoUrl: string | null): Promise<string | null> {
  const previous = database()
    .$with("previous")
    .as(database().select({ photoUrl: users.photoUrl }).from(users).where(eq(users.id, userId)));
  const [row] = await database()
    .with(previous)
    .update(users)
    .set({ photoUrl })
    .where(eq(users.id, userId))
    .returning({ previous: sql<string | null>`(select ${previous.photoUrl} from ${previous})` });
  return row?.previous ?? null;
}

/** Stores an uploaded photo through the image pipeline as the account's avatar, and removes the one it replaces. */
export async function setProfilePhoto(user: CurrentUser, files: File[]): Promise<SettingsOutcome> {
  const [file] = files;
  if (!file) return refused({ photo: SETTINGS_MESSAGES.noPhoto });
  // The image queue is everyone's: one account's uploads in a loop would leave none for the listings' photos.
  const quota = await hit(`settings-photo:${user.id}`, PHOTOS_PER_HOUR, HOUR_MS);
  if (!quota.allowed) return tooManyTries(quota.retryAfterSeconds);
  let photoUrl: string;
  try {
    const stored = await processImage(Buffer.from(await file.arrayBuffer()), AVATAR_FOLDER, AVATAR_WIDTHS);
    photoUrl = mediaUrl(stored.variants[0].key);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    logger.info({ userId: user.id, reason: error.message }, "profile photo refused");
    return { ok: false, status: error instanceof ImagesBusyError ? 503 : 400, fieldErrors: { photo: error.message } };
  }
  await removeAvatarFile(await replacePhotoUrl(user.id, photoUrl));
  return { ok: true, message: SETTINGS_SUCCESS.photo };
}

export async function removeProfilePhoto(user: CurrentUser): Promise<SettingsOutcome> {
  await removeAvatarFile(await replacePhotoUrl(user.id, null));
  return { ok: true, message: SETTINGS_SUCCESS.photoRemoved };
}

/** The id of the session this request rides on, kept when every other session of the account ends. */
async function currentSessionId(request: Request): Promise<string | null> {
  const result = await auth().api.getSession({ headers: request.headers });
  return result?.session.id ?? null;
}

/**
 * Sets a new password (hashed as better-auth hashes it) once the current one is proved, ends every
 * other session of the account and writes the notice, all in one transaction.
 */
export async function changePassword(
  user: CurrentUser,
  request: Request,
  submitted: Checked<ChangePasswordInput>,
): Promise<SettingsOutcome> {
  if (!submitted.ok) return refused(submitted.fieldErrors);
  const throttled = await changeAllowance("password", user.id);
  if (throttled) return throttled;
  const { currentPassword, newPassword } = submitted.value;
  const unproven = await proveCurrentPassword(user.id, currentPassword);
  if (unproven) return unproven;
  const [hash, keep] = await Promise.all([hashPassword(newPassword), currentSessionId(request)]);
  await database().transaction(async (tx) => {
    await setPasswordEndingSessions(tx, user.id, hash, keep);
    await queuePasswordChangedNotice(tx, user, "changed");
  });
  logger.info({ userId: user.id }, "password changed");
  return { ok: true, message: SETTINGS_SUCCESS.password };
}

async function emailTakenByAnother(tx: Pick<ReturnType<typeof database>, "select">, email: string, userId: string) {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)))
    .limit(1);
  return Boolean(other);
}

/**
 * Sends a one-time link to the new address and a notice to the current one. The address changes only
 * when the link is followed, proving the new mailbox is theirs; an earlier link stops working.
 */
export async function requestEmailChange(
  user: CurrentUser,
  submitted: Checked<ChangeEmailInput>,
): Promise<SettingsOutcome> {
  if (!submitted.ok) return refused(submitted.fieldErrors);
  const throttled = await changeAllowance("email", user.id);
  if (throttled) return throttled;
  const { newEmail, currentPassword } = submitted.value;
  const unproven = await proveCurrentPassword(user.id, currentPassword);
  if (unproven) return unproven;
  if (newEmail === user.email.toLowerCase()) return refused({ newEmail: SETTINGS_MESSAGES.sameEmail });
  if (await emailTakenByAnother(database(), newEmail, user.id))
    return refused({ newEmail: SETTINGS_MESSAGES.emailInUse });
  // Many accounts could each send an address ten links an hour: the address has a limit of its own.
  const toAddress = await hit(`email-change-to:${newEmail}`, EMAIL_CHANGES_TO_AN_ADDRESS_PER_HOUR, HOUR_MS);
  if (!toAddress.allowed) return tooManyTries(toAddress.retryAfterSeconds);
  await database().transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, "change-email"), isNull(accountTokens.usedAt)),
      );
    const token = await issueToken(tx, user.id, "change-email", EMAIL_CHANGE_TTL_MS, newEmail);
    await queueMail(tx, {
      kind: "email-change-confirm",
      to: newEmail,
      subject: t`Confirm your new GharStay e-mail address`,
      paragraphs: [
        // An address not yet proven to be this user's, so nothing they typed but the address itself.
        greeting({ name: user.name, emailVerified: false }),
        t`Follow this link within 24 hours to make ${newEmail} the e-mail address of your GharStay account.`,
        t`If you did not ask for this, ignore this message: nothing changes.`,
      ],
      action: { label: t`Confirm new e-mail`, url: link(`/profile/settings/confirm-email?token=${token}`) },
    });
    await queueMail(tx, {
      kind: "email-change-requested",
      to: user.email,
      subject: t`Your GharStay e-mail address is changing`,
      paragraphs: [
        greeting(user),
        t`Someone signed in to your account asked to change its e-mail address to ${newEmail}. It changes once that address confirms.`,
        t`If this was not you, change your password now and write to our support team.`,
      ],
      action: { label: t`Open your settings`, url: link("/profile/settings") },
    });
  });
  return { ok: true, message: SETTINGS_SUCCESS.emailRequested };
}

/** Follows a change-email link: once, within its day, and only while no other account has taken the address. */
export async function confirmEmailChange(token: string): Promise<SettingsOutcome> {
  const used = await consumeToken("change-email", token);
  if (!used?.newEmail) return { ok: false, status: 404, fieldErrors: {}, message: SETTINGS_MESSAGES.linkInvalid };
  const newEmail = used.newEmail;
  const inUse: SettingsOutcome = { ok: false, status: 400, fieldErrors: {}, message: SETTINGS_MESSAGES.emailInUse };
  try {
    return await database().transaction(async (tx) => {
      if (await emailTakenByAnother(tx, newEmail, used.userId)) return inUse;
      const [before] = await tx
        .select({ email: users.email, name: users.name, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.id, used.userId))
        .for("update");
      if (!before) return { ok: false, status: 404, fieldErrors: {}, message: SETTINGS_MESSAGES.linkInvalid };
      await tx
        .update(users)
        .set({ email: newEmail, emailVerified: true, emailVerifiedAt: sql`now()` })
        .where(eq(users.id, used.userId));
      // Links mailed to the old address no longer speak for the account.
      await revokeTokens(tx, used.userId, "reset-password");
      await revokeTokens(tx, used.userId, "verify-email");
      await queueMail(tx, {
        kind: "email-changed",
        to: before.email,
        subject: t`Your GharStay e-mail address was changed`,
        paragraphs: [
          greeting(before),
          t`Your GharStay account now uses ${newEmail}. Messages about it go there from now on.`,
          t`If this was not you, write to our support team at once.`,
        ],
      });
      return { ok: true, message: SETTINGS_SUCCESS.emailConfirmed } satisfies SettingsOutcome;
    });
  } catch (error) {
    // Another account took the address between the check and the update: the unique index said no.
    if (isUniqueViolation(error)) return inUse;
    throw error;
  }
}

/**
 * Once the current password is proved, removes the account and everything that is only theirs in one transaction:
 * listings with their photos (those others' records refer to kept without them, ADR 067), uploads, saved listings,
 * favourites, sessions, tokens (all cascade from the account row). The audit log keeps its entries with no actor, the
 * other side of each conversation keeps it without them (ADR 068); contact messages never named an account. Then logs
 * out.
 */
export async function deleteAccount(
  user: CurrentUser,
  request: Request,
  submitted: Checked<{ currentPassword: string }>,
): Promise<SettingsOutcome> {
  if (!submitted.ok) return refused(submitted.fieldErrors);
  const throttled = await changeAllowance("delete", user.id);
  if (throttled) return throttled;
  const unproven = await proveCurrentPassword(user.id, submitted.value.currentPassword);
  if (unproven) return unproven;
  let photoUrl: string | null = null;
  try {
    await deleteOwnerListingsWithPhotos(user.id, async (tx) => {
      if (user.role === "Admin") await refuseTheLastAdmin(tx, user.id);
      const [deleted] = await tx.delete(users).where(eq(users.id, user.id)).returning({ photoUrl: users.photoUrl });
      photoUrl = deleted?.photoUrl ?? null;
    });
  } catch (error) {
    if (error instanceof LastAdminError) {
      return { ok: false, status: 409, fieldErrors: {}, message: SETTINGS_MESSAGES.lastAdmin };
    }
    if (!(error instanceof LiveBookingsError)) throw error;
    return { ok: false, status: 409, fieldErrors: {}, message: LIVE_BOOKINGS_MESSAGES.account };
  }
  // Like the listings' photos, the avatar's file goes only once the deletion has committed.
  await removeAvatarFile(photoUrl);
  // The session row went with the account; better-auth still clears the cookie.
  const headers = await logOut(request);
  logger.info({ userId: user.id }, "account deleted by its owner");
  return { ok: true, message: SETTINGS_SUCCESS.deleted, headers };
}

class LastAdminError extends Error {}

/**
 * Without an Admin nobody could approve a listing or read the outbox until someone with the server made one: the only
 * Admin's account stays. Two Admins deleting theirs at once are taken one after the other, so one of them stays.
 */
async function refuseTheLastAdmin(tx: Pick<ReturnType<typeof database>, "select" | "execute">, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admins'))`);
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "Admin"), ne(users.id, userId)))
    .limit(1);
  if (!other) throw new LastAdminError();
}

/** Remembers the language a signed-in person chose, so the e-mails sent to them later speak it. */
export async function rememberLocale(userId: string, locale: Locale): Promise<void> {
  await database().update(users).set({ locale }).where(eq(users.id, userId));
}
