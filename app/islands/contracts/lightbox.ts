import { defineContract } from "./contract";

/**
 * The full-screen photo viewer (app/components/ui/lightbox.tsx and app/islands/lightbox.ts). `lightbox` is on the
 * dialog; a link or button that opens it carries the dialog's id in `open` and the photo to show first in `index`.
 * Inside, `figure` takes the swipes, each `photo` holds its caption (`photoCaption`), `caption` is where the shown
 * one's is said, `step` is on previous and next (-1 or 1) and `close` on Close.
 */
export const lightbox = defineContract({
  lightbox: "data-lightbox",
  open: "data-lightbox-open",
  index: "data-lightbox-index",
  figure: "data-lightbox-figure",
  photo: "data-lightbox-photo",
  photoCaption: "data-caption",
  caption: "data-lightbox-caption",
  step: "data-lightbox-step",
  close: "data-lightbox-close",
});
