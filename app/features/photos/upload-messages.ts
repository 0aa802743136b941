import { t } from "@lingui/core/macro";
import { MAX_IMAGE_BYTES, MAX_PHOTOS } from "~/content/listing-options";

/** What the uploader, POST /api/v1/uploads and a listing's photo list say; read when said, in that request's language. */
export const UPLOAD_MESSAGES = {
  get failed() {
    return t`Image upload failed. Please try again.`;
  },
  get succeeded() {
    return t`Images uploaded successfully!`;
  },
  get tooLarge() {
    return t`The file is larger than 10 MB.`;
  },
  get noFile() {
    return t`No file was sent.`;
  },
  get logIn() {
    return t`Please log in to upload photos.`;
  },
  get tooMany() {
    return t`Too many uploads in a short time. Please wait a while and try again.`;
  },
  get atMost() {
    return t`You can add at most ${MAX_PHOTOS} photos.`;
  },
  get notFound() {
    return t`A photo could not be found. Please upload it again.`;
  },
};

/** The largest body POST /api/v1/uploads reads: one image, perhaps in a multipart envelope of up to 64 KB. */
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;
