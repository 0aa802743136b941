import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { env } from "~/lib/env.server";

/** Letters and digits nobody misreads on a phone call: no 0/O, 1/I/L, nor U (which reads as V). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/** GS-7K3Q9D: 30⁶, some 729 million, so a clash is rare and is simply drawn again. */
export function newBookingReference(): string {
  return `GS-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;
}

export const isBookingReference = (value: string) => /^GS-[2-9A-HJKMNP-TV-Z]{6}$/.test(value);

/** An HMAC of an id for one purpose under the server's secret: a key nobody can guess and nothing stores. */
export const secretKey = (purpose: string, id: string) =>
  createHmac("sha256", env().SESSION_SECRET).update(`${purpose}:${id}`).digest("base64url").slice(0, 32);

/** Whether a key given (in a link) is the one for this purpose and id, compared in constant time. */
export function secretKeyMatches(purpose: string, id: string, key: string | null): boolean {
  if (!key) return false;
  const expected = Buffer.from(secretKey(purpose, id));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The key in a booking's own link, so a guest without an account can open and cancel it from any of its e-mails, and
 * each e-mail can carry the link without a secret being stored (ADR 035).
 */
export const bookingKey = (bookingId: string) => secretKey("booking", bookingId);

export const keyMatches = (bookingId: string, key: string | null) => secretKeyMatches("booking", bookingId, key);
