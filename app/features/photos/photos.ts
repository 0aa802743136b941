/**
 * The photos part's entry for code that also runs in the browser (React Router keeps `.server` modules out of it):
 * the wizard's uploader, a photo's type and the uploads' messages. The server's entry is `photos.server.ts`.
 */
export type { ListingPhoto } from "./listing-photo";
export { type PhotosUpdate, PhotoUploader } from "./photo-uploader";
export { UPLOAD_BODY_LIMIT, UPLOAD_MESSAGES } from "./upload-messages";
