import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { MAX_IMAGE_BYTES } from "~/content/listing-options";
import { database } from "~/db/client.server";
import { listingImages } from "~/db/schema";
import { ImageRejectedError, ImagesBusyError, processImage, removeImageFiles } from "~/lib/images.server";
import { logger } from "~/lib/logger.server";
import { type BodyRead, readBytes, readForm } from "~/lib/request-body.server";
import type { CurrentUser } from "~/lib/session.server";
import { hit } from "~/lib/throttle.server";
import type { ListingPhoto } from "./listing-photo";
import { UPLOAD_BODY_LIMIT, UPLOAD_MESSAGES } from "./upload-messages";

/** Uploads one account may make in an hour. */
const UPLOADS_PER_HOUR = 120;

export type UploadOutcome = { ok: true; photo: ListingPhoto } | { ok: false; status: number; reason: string };

/** The uploaded file's bytes: the raw body, or the first file of a multipart form. */
async function uploadedBytes(request: Request): Promise<BodyRead<Buffer | null>> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const body = await readBytes(request, MAX_IMAGE_BYTES);
    if (!body.ok) return body;
    return { ok: true, value: body.value.byteLength > 0 ? Buffer.from(body.value.buffer) : null };
  }
  const form = await readForm(request, UPLOAD_BODY_LIMIT);
  if (!form.ok) return form;
  const file = [...(form.value?.values() ?? [])].find((value): value is File => typeof value !== "string");
  if (!file || file.size === 0) return { ok: true, value: null };
  return { ok: true, value: Buffer.from(await file.arrayBuffer()) };
}

/** Verifies, re-encodes and stores one photo as an unclaimed upload of this user. */
export async function receiveUpload(request: Request, user: CurrentUser): Promise<UploadOutcome> {
  const throttle = await hit(`uploads:${user.id}`, UPLOADS_PER_HOUR, 60 * 60 * 1000);
  if (!throttle.allowed) return { ok: false, status: 429, reason: UPLOAD_MESSAGES.tooMany };
  const bytes = await uploadedBytes(request);
  if (!bytes.ok) {
    return { ok: false, status: bytes.status, reason: bytes.status === 413 ? UPLOAD_MESSAGES.tooLarge : bytes.message };
  }
  if (!bytes.value) return { ok: false, status: 400, reason: UPLOAD_MESSAGES.noFile };
  try {
    const stored = await processImage(bytes.value);
    const [row] = await database()
      .insert(listingImages)
      .values({ ...stored, listingId: null, uploaderId: user.id })
      .returning({
        id: listingImages.id,
        width: listingImages.width,
        height: listingImages.height,
        variants: listingImages.variants,
      });
    return { ok: true, photo: row };
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      logger.info({ userId: user.id, reason: error.message }, "image upload refused");
      return { ok: false, status: error instanceof ImagesBusyError ? 503 : 400, reason: error.message };
    }
    throw error;
  }
}

/** Removes an upload that no listing has claimed yet; only its uploader may. */
export async function removeUpload(id: string, user: CurrentUser): Promise<200 | 403 | 404 | 409> {
  const [row] = await database()
    .select({
      uploaderId: listingImages.uploaderId,
      listingId: listingImages.listingId,
      variants: listingImages.variants,
    })
    .from(listingImages)
    .where(eq(listingImages.id, id));
  if (!row) return 404;
  if (row.uploaderId !== user.id) return 403;
  // A listing's own photo goes when its owner saves the listing without it.
  if (row.listingId !== null) return 409;
  await database().delete(listingImages).where(eq(listingImages.id, id));
  await removeImageFiles(row.variants);
  return 200;
}

export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 200;

/** Deletes uploads never attached to a listing within a day, rows and files. Returns how many went. */
export async function sweepUnclaimedUploads(now = Date.now()): Promise<number> {
  const cutoff = new Date(now - UNCLAIMED_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
    const stale = await database()
      .select({ id: listingImages.id, variants: listingImages.variants })
      .from(listingImages)
      .where(and(isNull(listingImages.listingId), lt(listingImages.createdAt, cutoff)))
      .limit(SWEEP_BATCH);
    if (stale.length === 0) return removed;
    // Only rows still unclaimed are deleted: a listing may claim one between the two queries.
    const deleted = await database()
      .delete(listingImages)
      .where(
        and(
          inArray(
            listingImages.id,
            stale.map((s) => s.id),
          ),
          isNull(listingImages.listingId),
        ),
      )
      .returning({ id: listingImages.id });
    const deletedIds = new Set(deleted.map((d) => d.id));
    await removeImageFiles(stale.filter((s) => deletedIds.has(s.id)).flatMap((s) => s.variants));
    removed += deleted.length;
    if (stale.length < SWEEP_BATCH) return removed;
  }
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Runs the sweep now and every hour in this process; safe with several instances (deletes are idempotent). */
export function startUploadSweeper(): void {
  const sweep = () =>
    sweepUnclaimedUploads()
      .then((removed) => {
        if (removed > 0) logger.info({ removed }, "removed unclaimed uploads older than 24 h");
      })
      .catch((error) => logger.error({ err: error }, "unclaimed upload sweep failed"));
  void sweep();
  setInterval(sweep, SWEEP_EVERY_MS).unref();
}
