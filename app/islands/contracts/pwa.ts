import { defineContract } from "./contract";

/**
 * The installed app's controls (app/features/home/app-download.tsx, app/routes/offline.tsx and app/islands/pwa.ts):
 * `install` is the 'Install' button the server sends hidden, shown while the browser offers to install the site;
 * `savedPages` is the offline page's list of pages kept for reading offline, `savedPagesEmpty` what it says when the
 * list is empty.
 */
export const pwa = defineContract({
  install: "data-install-app",
  savedPages: "data-saved-pages",
  savedPagesEmpty: "data-saved-pages-empty",
});
