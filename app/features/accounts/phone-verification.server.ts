import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { plural, t } from "@lingui/core/macro";
import { and, count, desc, eq, gt, isNull, lt, min, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { phoneCodeRequests, phoneCodes, users } from "~/db/schema";
import { recordTextMessage, sendTextMessage, withdrawTextMessages } from "~/features/mail/mail.server";
import { env } from "~/lib/env.server";
import type { Checked } from "~/lib/field-errors";
import type { CurrentUser } from "~/lib/session.server";
import type { SettingsOutcome } from "./account-settings.server";
import { clientAddress } from "./accounts.server";
import { PHONE_MESSAGES, type VerifyPhoneInput, wrongCodeMessage } from "./settings-schema";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const PHONE_CODE_TTL_MS = 10 * MINUTE_MS;
/**
 * How long a code may wait for the hourly SMS limit: one sent later would reach its reader with less than half of its
 * ten minutes left, so it is not sent at all (ADR 034).
 */
const PHONE_CODE_SEND_BY_MS = 5 * MINUTE_MS;
/** Wrong tries a code survives; a million codes and five guesses leave a guesser one chance in 200,000. */
const PHONE_CODE_MAX_ATTEMPTS = 5;

type Asker = "number" | "account" | "address";
/**
 * Codes asked for, whoever asks: each is a paid text message to somebody's phone (ADR 034). A number gets few, so no
 * one can make GharStay pester a stranger; an account and an address a few more, for a typo corrected or a family
 * sharing a connection.
 */
const CODE_LIMITS: Array<{ by: Asker; limit: number; windowMs: number }> = [
  { by: "account", limit: 1, windowMs: MINUTE_MS },
  { by: "number", limit: 3, windowMs: HOUR_MS },
  { by: "number", limit: 6, windowMs: DAY_MS },
  { by: "account", limit: 5, windowMs: HOUR_MS },
  { by: "account", limit: 10, windowMs: DAY_MS },
  { by: "address", limit: 10, windowMs: HOUR_MS },
  { by: "address", limit: 30, windowMs: DAY_MS },
];
/** Requests are counted and written under one lock, shared by every instance, so parallel ones cannot all pass. */
const CODE_LIMITS_LOCK = sql`select pg_advisory_xact_lock(hashtext('phone-code-requests'))`;

/**
 * A keyed hash, not a plain one: six digits are a million guesses away from any plain hash, so a copy
 * of the database alone must not be enough to read the codes back.
 */
const codeHash = (userId: string, mobileNumber: string, code: string) =>
  createHmac("sha256", env().SESSION_SECRET).update(`${userId}:${mobileNumber}:${code}`).digest("hex");

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Our numbers are ten Indian digits; a gateway expects the country code in front. */
export const internationalNumber = (mobileNumber: string) =>
  /^\d{10}$/.test(mobileNumber) ? `+91${mobileNumber}` : mobileNumber;

const refusal = (status: 400 | 429 | 503, message: string, retryAfterSeconds?: number): SettingsOutcome => ({
  ok: false,
  status,
  fieldErrors: {},
  message,
  retryAfterSeconds,
});

/** A keyed hash for the limits' counts: the same number or address always gives the same key, and only with the secret. */
const limitKey = (kind: string, value: string) =>
  createHmac("sha256", env().SESSION_SECRET).update(`${kind}:${value}`).digest("hex");

/** "12 minutes", or hours once that is over two of them. */
function waitWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 120) return plural(minutes, { one: "# minute", other: "# minutes" });
  const hours = Math.ceil(minutes / 60);
  return plural(hours, { one: "# hour", other: "# hours" });
}

function limitMessage(by: Asker, windowMs: number, seconds: number): string {
  if (windowMs === MINUTE_MS) return PHONE_MESSAGES.wait;
  const wait = waitWords(seconds);
  if (by === "number") return t`Too many codes have been sent to this number. Please try again in ${wait}.`;
  if (by === "account") return t`You have asked for too many codes. Please try again in ${wait}.`;
  return t`Too many codes have been asked for from your network. Please try again in ${wait}.`;
}

/** 'Verify phone', first step: a new 6-digit code by SMS to the account's mobile number, replacing any earlier one. */
export async function sendPhoneCode(user: CurrentUser, request: Request): Promise<SettingsOutcome> {
  const mobileNumber = user.mobileNumber;
  if (!mobileNumber) return refusal(400, PHONE_MESSAGES.noMobile);
  const to = internationalNumber(mobileNumber);
  const asking = {
    numberKey: limitKey("number", to.replace(/[^\d+]/g, "")),
    userId: user.id,
    addressKey: limitKey("address", clientAddress(request)),
  };
  const askers = {
    number: eq(phoneCodeRequests.numberKey, asking.numberKey),
    account: eq(phoneCodeRequests.userId, asking.userId),
    address: eq(phoneCodeRequests.addressKey, asking.addressKey),
  };
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const written = await database().transaction(async (tx) => {
    await tx.execute(CODE_LIMITS_LOCK);
    // Every limit reached is looked at, so the answer names the wait after which a code will really be sent.
    let refused: { by: Asker; windowMs: number; seconds: number } | undefined;
    for (const { by, limit, windowMs } of CODE_LIMITS) {
      const [asked] = await tx
        .select({ count: count(), oldest: min(phoneCodeRequests.createdAt) })
        .from(phoneCodeRequests)
        .where(and(askers[by], gt(phoneCodeRequests.createdAt, new Date(Date.now() - windowMs))));
      if (asked.count < limit || !asked.oldest) continue;
      const seconds = Math.max(1, Math.ceil((asked.oldest.getTime() + windowMs - Date.now()) / 1000));
      if (!refused || seconds > refused.seconds) refused = { by, windowMs, seconds };
    }
    if (refused) return refusal(429, limitMessage(refused.by, refused.windowMs, refused.seconds), refused.seconds);
    await tx.insert(phoneCodeRequests).values(asking);
    // A code it replaces that still waits for the hourly limit is not sent: it could no longer be used.
    const replaced = await tx
      .update(phoneCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(phoneCodes.userId, user.id), isNull(phoneCodes.usedAt)))
      .returning({ outboxId: phoneCodes.outboxId });
    await withdrawTextMessages(
      tx,
      replaced.flatMap((row) => (row.outboxId ? [row.outboxId] : [])),
    );
    const message = await recordTextMessage(tx, {
      kind: "phone-code",
      to,
      text: t`${code} is your GharStay code to verify your mobile number. It expires in 10 minutes. Do not share it.`,
      shown: "GharStay phone verification code",
      sendBy: new Date(Date.now() + PHONE_CODE_SEND_BY_MS),
    });
    await tx.insert(phoneCodes).values({
      userId: user.id,
      mobileNumber,
      codeHash: codeHash(user.id, mobileNumber, code),
      expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
      outboxId: message.id,
    });
    return message;
  });
  // A refusal from the limits, or the text message written with its code.
  if ("ok" in written) return written;
  const outcome = await sendTextMessage(written);
  if (outcome === "failed") return refusal(503, PHONE_MESSAGES.notSent);
  if (outcome === "waiting")
    return {
      ok: true,
      message: t`Many codes are being sent right now, so yours may take a few minutes to reach ${mobileNumber}. If it has not come in 5 minutes, ask for a new one.`,
    };
  return { ok: true, message: t`We have sent a 6-digit code to ${mobileNumber}. It works for 10 minutes.` };
}

/** 'Verify phone', second step: the code from the text message proves the number, within its time and tries. */
export async function verifyPhoneCode(
  user: CurrentUser,
  submitted: Checked<VerifyPhoneInput>,
): Promise<SettingsOutcome> {
  if (!submitted.ok) return { ok: false, status: 400, fieldErrors: submitted.fieldErrors };
  const mobileNumber = user.mobileNumber;
  if (!mobileNumber) return refusal(400, PHONE_MESSAGES.noMobile);
  const db = database();
  const [current] = await db
    .select({ id: phoneCodes.id, codeHash: phoneCodes.codeHash, expiresAt: phoneCodes.expiresAt })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, user.id), eq(phoneCodes.mobileNumber, mobileNumber), isNull(phoneCodes.usedAt)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (!current) return refusal(400, PHONE_MESSAGES.noCode);
  if (current.expiresAt.getTime() <= Date.now()) return refusal(400, PHONE_MESSAGES.expired);
  // The try is counted before the code is compared, in one statement, so parallel guesses cannot share a try.
  const [counted] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(eq(phoneCodes.id, current.id), lt(phoneCodes.attempts, PHONE_CODE_MAX_ATTEMPTS)))
    .returning({ attempts: phoneCodes.attempts });
  if (!counted) return refusal(400, PHONE_MESSAGES.tooManyWrong);
  if (!sameHash(current.codeHash, codeHash(user.id, mobileNumber, submitted.value.code))) {
    const left = PHONE_CODE_MAX_ATTEMPTS - counted.attempts;
    return refusal(400, left > 0 ? wrongCodeMessage(left) : PHONE_MESSAGES.tooManyWrong);
  }
  await db.transaction(async (tx) => {
    await tx.update(phoneCodes).set({ usedAt: new Date() }).where(eq(phoneCodes.id, current.id));
    await tx
      .update(users)
      .set({ phoneVerifiedNumber: mobileNumber, phoneNumberVerifiedAt: new Date() })
      .where(eq(users.id, user.id));
  });
  return { ok: true, message: PHONE_MESSAGES.verified };
}

/** When the account's current mobile number was verified; null when it never was or has changed since. */
export async function phoneVerifiedSince(userId: string): Promise<Date | null> {
  const [row] = await database().select({ at: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}

/** Forgets codes asked for more than a day ago: no limit looks further back. */
export async function prunePhoneCodeRequests(): Promise<void> {
  await database()
    .delete(phoneCodeRequests)
    .where(lt(phoneCodeRequests.createdAt, new Date(Date.now() - DAY_MS)));
}
