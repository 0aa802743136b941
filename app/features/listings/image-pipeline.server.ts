import { randomBytes } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import type { ImageVariant } from "~/db/schema";
import { storage } from "~/lib/storage.server";

export const VARIANT_WIDTHS = [400, 800, 1600] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

export class ImageRejectedError extends Error {}

export type StoredImage = { storageKey: string; width: number; height: number; variants: ImageVariant[] };

/**
 * Decodes by content (never by name), auto-orients, strips metadata (GPS included) and
 * stores WebP variants. The original bytes are never stored, so they can never be served.
 */
export async function processImage(input: Buffer, folder = "stay_images"): Promise<StoredImage> {
  if (input.byteLength > MAX_IMAGE_BYTES) throw new ImageRejectedError("The file is larger than 10 MB.");
  let meta: Metadata;
  try {
    // Only the header is read here, so the declared size can be refused with its own reason.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError("The file is not an image we can read.");
  }
  if (!meta.width || !meta.height) throw new ImageRejectedError("The file is not an image we can read.");
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError("The image is larger than 40 megapixels.");
  }
  // A fresh name per upload: the same photo on two listings must not share files that either may delete.
  const id = randomBytes(12).toString("hex");
  const base = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true }).rotate();
  const oriented = (meta.orientation ?? 1) >= 5;
  const fullWidth = oriented ? meta.height : meta.width;
  const fullHeight = oriented ? meta.width : meta.height;
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < fullWidth);
  if (widths.length < VARIANT_WIDTHS.length)
    widths.push(Math.min(fullWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]));
  let encoded: Array<{ data: Buffer; info: OutputInfo }>;
  try {
    encoded = await Promise.all(
      widths.map((width) =>
        base
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 72, effort: 3 })
          .toBuffer({ resolveWithObject: true }),
      ),
    );
  } catch {
    throw new ImageRejectedError("The file is not an image we can read.");
  }
  // Stored only once every variant encoded, so a broken file leaves nothing behind.
  const variants = await Promise.all(
    encoded.map(async ({ data, info }) => {
      const key = `${folder}/${id}-${info.width}.webp`;
      await storage().put(key, data, "image/webp");
      return { width: info.width, height: info.height, key, bytes: data.byteLength };
    }),
  );
  return { storageKey: `${folder}/${id}`, width: fullWidth, height: fullHeight, variants };
}

export async function removeImageFiles(variants: ImageVariant[]): Promise<void> {
  await Promise.all(variants.map((v) => storage().remove(v.key)));
}
