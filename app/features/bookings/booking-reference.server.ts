import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { env } from "~/lib/env.server";

/** Letters and digits nobody misreads on a phone call: no 0/O, 1/I/L, nor U (which reads as V). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/** GS-7K3Q9D: 30⁶, some 729 million, so a clash is rare and is simply drawn again. */
export function newBookingReference(): string {
  return `GS-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;
}

export const isBookingReference = (value: string) => /^GS-[2-9A-HJKMNP-TV-Z]{6}$/.test(value);

/**
 * The key in a booking's own link: an HMAC of its id under the server's secret, so a guest without an account can open
 * and cancel it from any of its e-mails, and each e-mail can carry the link without a secret being stored (ADR 035).
 */
export const bookingKey = (bookingId: string) =>
  createHmac("sha256", env().SESSION_SECRET).update(`booking:${bookingId}`).digest("base64url").slice(0, 32);

export function keyMatches(bookingId: string, key: string | null): boolean {
  if (!key) return false;
  const expected = Buffer.from(bookingKey(bookingId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
