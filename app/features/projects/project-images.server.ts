import { t } from "@lingui/core/macro";
import { MAX_PHOTOS } from "~/content/listing-options";
import type { ImageVariant } from "~/db/schema";
import { ImageRejectedError, processImage } from "~/lib/images.server";
import { removeProjectFiles } from "./projects.server";

const PROJECT_IMAGE_FOLDER = "project_images";

export const tooLargeMessage = () => t`Please upload at most ${MAX_PHOTOS} images of up to 10 MB each.`;

export type StoredImages = { ok: true; images: ImageVariant[][] } | { ok: false; message: string };

/** Stores every photo or none: when one is refused, the ones already stored are removed again. */
export async function storeProjectImages(files: File[]): Promise<StoredImages> {
  const images: ImageVariant[][] = [];
  for (const file of files) {
    try {
      const stored = await processImage(Buffer.from(await file.arrayBuffer()), PROJECT_IMAGE_FOLDER);
      images.push(stored.variants);
    } catch (error) {
      await removeProjectFiles(images);
      if (error instanceof ImageRejectedError) return { ok: false, message: `${file.name}: ${error.message}` };
      throw error;
    }
  }
  return { ok: true, images };
}
