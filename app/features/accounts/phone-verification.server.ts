import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { t } from "@lingui/core/macro";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { phoneCodes, users } from "~/db/schema";
import { recordTextMessage, sendTextMessage } from "~/features/mail/text-messages.server";
import { env } from "~/lib/env.server";
import type { Checked } from "~/lib/field-errors";
import type { CurrentUser } from "~/lib/session.server";
import { hit } from "~/lib/throttle.server";
import type { SettingsOutcome } from "./account-settings.server";
import { PHONE_MESSAGES, type VerifyPhoneInput, wrongCodeMessage } from "./settings-schema";

const MINUTE_MS = 60 * 1000;
const PHONE_CODE_TTL_MS = 10 * MINUTE_MS;
/** Wrong tries a code survives; a million codes and five guesses leave a guesser one chance in 200,000. */
const PHONE_CODE_MAX_ATTEMPTS = 5;
/** One code a minute, and five an hour: each one is a paid text message to somebody's phone. */
const SENDS = [
  { scope: "minute", limit: 1, windowMs: MINUTE_MS },
  { scope: "hour", limit: 5, windowMs: 60 * MINUTE_MS },
] as const;

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

/** 'Verify phone', first step: a new 6-digit code by SMS to the account's mobile number, replacing any earlier one. */
export async function sendPhoneCode(user: CurrentUser): Promise<SettingsOutcome> {
  const mobileNumber = user.mobileNumber;
  if (!mobileNumber) return refusal(400, PHONE_MESSAGES.noMobile);
  for (const { scope, limit, windowMs } of SENDS) {
    const quota = await hit(`phone-code-${scope}:${user.id}`, limit, windowMs);
    if (!quota.allowed) return refusal(429, PHONE_MESSAGES.wait, quota.retryAfterSeconds);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const message = await database().transaction(async (tx) => {
    await tx
      .update(phoneCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(phoneCodes.userId, user.id), isNull(phoneCodes.usedAt)));
    await tx.insert(phoneCodes).values({
      userId: user.id,
      mobileNumber,
      codeHash: codeHash(user.id, mobileNumber, code),
      expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
    });
    return recordTextMessage(tx, {
      kind: "phone-code",
      to: internationalNumber(mobileNumber),
      text: t`${code} is your GharStay code to verify your mobile number. It expires in 10 minutes. Do not share it.`,
      shown: "GharStay phone verification code",
    });
  });
  if (!(await sendTextMessage(message))) return refusal(503, PHONE_MESSAGES.notSent);
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
