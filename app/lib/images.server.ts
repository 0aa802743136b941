import { randomBytes } from "node:crypto";
import { t } from "@lingui/core/macro";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { MAX_IMAGE_BYTES } from "~/content/listing-options";
import type { ImageVariant } from "~/db/schema";
import { differenceHash } from "~/lib/photo-hash.server";
import { storage } from "~/lib/storage.server";
import { WorkQueue } from "~/lib/work-queue";

const VARIANT_WIDTHS = [400, 800, 1600] as const;
const MAX_IMAGE_PIXELS = 40_000_000;
/** A 36-megapixel AVIF, the slowest photo we accept, takes about 10 s to decode on a 2-core machine. */
const DECODE_SECONDS = 20;

/** Getters: the uploader reads why in the language of their request (a queued task keeps its caller's). */
const REASONS = {
  get notAPhoto() {
    return t`The file is not a JPEG, PNG, WebP or AVIF photo.`;
  },
  get unreadable() {
    return t`The file is not an image we can read.`;
  },
  get tooManyPixels() {
    return t`The image is larger than 40 megapixels.`;
  },
  get tooSlow() {
    return t`The image took too long to process.`;
  },
  get busy() {
    return t`Many photos are being processed right now. Please try again in a minute.`;
  },
};

export class ImageRejectedError extends Error {}
/** Refused before any work because too many photos are waiting; the same upload may simply be sent again. */
export class ImagesBusyError extends ImageRejectedError {}

export type StoredImage = {
  storageKey: string;
  width: number;
  height: number;
  variants: ImageVariant[];
  /** The photo's difference hash, for finding the same photo on another owner's listing. */
  dhash: bigint;
};

// Each image holds one libvips thread, and decoded pixels are not cached (every upload is a new
// picture): two uploads at a time then take at most two cores' worth of work and no memory once done.
sharp.concurrency(1);
sharp.cache(false);

/**
 * At most two photos are decoded at once per process, and at most eight more wait. Each runs one
 * sharp step at a time, so sharp holds at most two of libuv's threads (four unless UV_THREADPOOL_SIZE
 * says otherwise) and the rest stay free for the file, compression and DNS work page rendering waits on.
 */
const decodeQueue = new WorkQueue({ running: 2, waiting: 8 });

type PhotoFormat = "jpeg" | "png" | "webp" | "avif" | "heic";

/** HEIC needs an HEVC decoder, which sharp's prebuilt libheif lacks: it is accepted only where sharp can read it. */
const HEIC_READABLE = sharp.format.heif.input.fileSuffix?.includes(".heic") ?? false;
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis"]);

/** What sharp must report for the same bytes: the file's first bytes and its decoder have to agree. */
const DECODED_AS: Record<PhotoFormat, { format: string; compression?: string }> = {
  jpeg: { format: "jpeg" },
  png: { format: "png" },
  webp: { format: "webp" },
  avif: { format: "heif", compression: "av1" },
  heic: { format: "heif", compression: "hevc" },
};

/** Far more than a real file-type box needs, so a forged box size cannot make the scan long. */
const MAX_FTYP_BYTES = 256;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The photo format of a file, judged by its first bytes before any decoder sees it: SVG, TIFF,
 * GIF, PDF and everything else are refused without being parsed.
 */
function photoFormatOf(bytes: Buffer): PhotoFormat | undefined {
  const text = (start: number, end: number) => bytes.toString("latin1", start, end);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (text(0, 4) === "RIFF" && text(8, 12) === "WEBP") return "webp";
  if (text(4, 8) !== "ftyp") return undefined;
  // An ISO media file: the major brand, then (after the minor version) the compatible brands.
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.byteLength, MAX_FTYP_BYTES);
  const brands = [text(8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(text(at, at + 4));
  if (brands.includes("avif") || brands.includes("avis")) return "avif";
  if (HEIC_READABLE && brands.some((brand) => HEIC_BRANDS.has(brand))) return "heic";
  return undefined;
}

/**
 * Accepts JPEG, PNG, WebP and AVIF photos by content (never by name), auto-orients, strips
 * metadata (GPS included) and stores WebP variants, at a listing's widths unless `widths` says
 * otherwise. The original bytes are never stored, so they can never be served.
 */
export async function processImage(
  input: Buffer,
  folder = "stay_images",
  widths: readonly number[] = VARIANT_WIDTHS,
): Promise<StoredImage> {
  if (input.byteLength > MAX_IMAGE_BYTES) throw new ImageRejectedError(t`The file is larger than 10 MB.`);
  const format = photoFormatOf(input);
  if (!format) throw new ImageRejectedError(REASONS.notAPhoto);
  const stored = decodeQueue.tryRun(() => encodeAndStore(input, format, folder, widths));
  if (!stored) throw new ImagesBusyError(REASONS.busy);
  return stored;
}

async function encodeAndStore(
  input: Buffer,
  format: PhotoFormat,
  folder: string,
  variantWidths: readonly number[],
): Promise<StoredImage> {
  let meta: Metadata;
  try {
    // Only the header is read here, so the declared size can be refused with its own reason.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError(REASONS.unreadable);
  }
  const expected = DECODED_AS[format];
  if (meta.format !== expected.format || (expected.compression && meta.compression !== expected.compression)) {
    throw new ImageRejectedError(REASONS.notAPhoto);
  }
  if (!meta.width || !meta.height) throw new ImageRejectedError(REASONS.unreadable);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageRejectedError(REASONS.tooManyPixels);
  // A fresh name per upload: the same photo on two listings must not share files that either may delete.
  const id = randomBytes(12).toString("hex");
  const oriented = (meta.orientation ?? 1) >= 5;
  const fullWidth = oriented ? meta.height : meta.width;
  const fullHeight = oriented ? meta.width : meta.height;
  const largest = Math.min(fullWidth, variantWidths[variantWidths.length - 1]);
  const widths: number[] = [...variantWidths.filter((w) => w < largest), largest];
  const encoded: Array<{ data: Buffer; info: OutputInfo }> = [];
  let dhash: bigint;
  try {
    // Decoded once, at the largest width a variant needs; each variant is then made from those
    // pixels in turn, so an upload never holds more than one thread.
    const pixels = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true })
      .timeout({ seconds: DECODE_SECONDS })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = pixels.info;
    dhash = await differenceHash(sharp(pixels.data, { raw: { width, height, channels } }));
    for (const variantWidth of widths) {
      encoded.push(
        await sharp(pixels.data, { raw: { width, height, channels } })
          .resize({ width: variantWidth, withoutEnlargement: true })
          .webp({ quality: 72, effort: 3 })
          .toBuffer({ resolveWithObject: true }),
      );
    }
  } catch (error) {
    const timedOut = error instanceof Error && error.message.startsWith("timeout:");
    throw new ImageRejectedError(timedOut ? REASONS.tooSlow : REASONS.unreadable);
  }
  // Stored only once every variant encoded, so a broken file leaves nothing behind.
  const variants = await Promise.all(
    encoded.map(async ({ data, info }) => {
      const key = `${folder}/${id}-${info.width}.webp`;
      await storage().put(key, data, "image/webp");
      return { width: info.width, height: info.height, key, bytes: data.byteLength };
    }),
  );
  return { storageKey: `${folder}/${id}`, width: fullWidth, height: fullHeight, variants, dhash };
}

export async function removeImageFiles(variants: ImageVariant[]): Promise<void> {
  await Promise.all(variants.map((v) => storage().remove(v.key)));
}
