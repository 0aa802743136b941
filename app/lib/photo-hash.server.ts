import type { Sharp } from "sharp";

/**
 * A photo's 64-bit difference hash (dHash): the photo shrunk to 9×8 grey pixels, one bit per pair of
 * neighbours in a row, set when the left one is brighter. Resizing, recompressing or trimming a few
 * percent barely changes it, so re-uploads of one photo land a few bits apart (ADR 015).
 * Returned as a signed 64-bit value, the way PostgreSQL's bigint holds it.
 */
export async function differenceHash(image: Sharp): Promise<bigint> {
  const { data } = await image
    .clone()
    .greyscale()
    .resize(9, 8, { fit: "fill", kernel: "cubic" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const bit = data[row * 9 + column] > data[row * 9 + column + 1] ? 1n : 0n;
      hash = (hash << 1n) | bit;
    }
  }
  return BigInt.asIntN(64, hash);
}

/** How many of the 64 bits differ between two hashes. */
export function hashDistance(a: bigint, b: bigint): number {
  let difference = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (difference) {
    bits += Number(difference & 1n);
    difference >>= 1n;
  }
  return bits;
}

/**
 * Two photos at most this many bits apart are taken for one photo. Measured by `npm run bench:duplicates`:
 * copies (resized, 5 % cropped, recompressed) came within 14 bits, different photos (even of one street) 22 or more.
 */
export const DUPLICATE_MAX_DISTANCE = 16;
