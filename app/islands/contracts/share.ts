import { defineContract } from "./contract";

/**
 * The Share button (app/features/listings/share-button.tsx and app/islands/share.ts). `share` is on the wrapper and
 * holds the address shared, with its `title` and the words for a copied link (`copied`) and for a copy to make by hand
 * (`copy`); `link` is the plain link shown without the script, `button` the button shown with it, `status` where the
 * outcome is said.
 */
export const share = defineContract({
  share: "data-share",
  title: "data-share-title",
  copied: "data-share-copied",
  copy: "data-share-copy",
  link: "data-share-link",
  button: "data-share-button",
  status: "data-share-status",
});
