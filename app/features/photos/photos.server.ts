/**
 * The photos part's server entry: every other part calls these, and only this part writes `listing_images`
 * (docs/architecture.md, ADR 053). What code that also runs in the browser needs (the uploader, a photo's type, the
 * uploads' messages and body limit, which route handles read) is in `photos.ts`.
 */
export { type ListingPhoto, photoJson } from "./listing-photo";
export {
  coverOf,
  deletePhotosGoingWith,
  hashedListingPhotos,
  listingPhotos,
  PhotoClaimError,
  type PhotoFileRemoval,
  photoAddresses,
  placeListingPhotos,
  withCovers,
} from "./listing-photos.server";
export { receiveUpload, removeUpload, startUploadSweeper } from "./uploads.server";
