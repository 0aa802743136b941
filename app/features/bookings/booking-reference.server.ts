import { randomInt } from "node:crypto";

/** Letters and digits nobody misreads on a phone call: no 0/O, 1/I/L, nor U (which reads as V). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/** GS-7K3Q9D: 30⁶, some 729 million, so a clash is rare and is simply drawn again. */
export function newBookingReference(): string {
  return `GS-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;
}

export const isBookingReference = (value: string) => /^GS-[2-9A-HJKMNP-TV-Z]{6}$/.test(value);
