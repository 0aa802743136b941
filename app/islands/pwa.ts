import { pwa as contract } from "./contracts/pwa";
import { onEvent } from "./dom";

// Every page, hydrated or not (ADR 016): registers the service worker, offers 'Install' where the browser can install
// the app, and lists the saved pages on the offline page.

/** The worker's caches of pages (public/sw.js): the shared ones, and the signed-in session's own beside them. */
const KEPT = /gharstay-(pages|listings)-v2$/;

/** The browser's offer to install the site (`beforeinstallprompt`), which TypeScript's DOM types do not name yet. */
type InstallPrompt = Event & { prompt: () => Promise<unknown> };

if ("serviceWorker" in navigator) {
  // Once the page has loaded: installing fetches the offline page, its styles and the icons, which on a slow phone
  // would otherwise compete with the page the visitor asked for.
  const register = () =>
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Without a service worker the site works as before, only not offline.
    });
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", register, { once: true });
}

let installPrompt: InstallPrompt | null = null;
const showInstall = (shown: boolean) => {
  for (const button of document.querySelectorAll<HTMLElement>(contract.selector("install"))) button.hidden = !shown;
};
window.addEventListener("beforeinstallprompt", (event) => {
  event.preventDefault();
  installPrompt = event as InstallPrompt;
  showInstall(true);
});
window.addEventListener("appinstalled", () => {
  installPrompt = null;
  showInstall(false);
});
onEvent("click", contract.selector("install"), async (button) => {
  const prompt = installPrompt;
  if (!prompt) return;
  installPrompt = null;
  await prompt.prompt();
  button.hidden = true;
});

// Offline, a link followed inside a hydrated page would fetch data that cannot come and show an error: load the page
// itself instead, which the service worker answers with its copy or the offline page.
document.addEventListener(
  "click",
  (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (navigator.onLine || !link || link.origin !== location.origin || link.target || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    location.assign(link.href);
  },
  { capture: true },
);

void listSavedPages();

/** On the offline page: a link to each page kept for reading offline, named by its title. */
async function listSavedPages(): Promise<void> {
  const list = document.querySelector(contract.selector("savedPages"));
  if (!list || !("caches" in window)) return;
  const saved: Array<{ href: string; title: string }> = [];
  for (const name of (await caches.keys()).filter((name) => KEPT.test(name))) {
    const cache = await caches.open(name);
    // Newest first: the cache keeps its entries in the order they were last viewed.
    for (const request of [...(await cache.keys())].reverse()) {
      const response = await cache.match(request);
      const html = response ? await response.text() : "";
      const title = new DOMParser().parseFromString(html, "text/html").title.replace(/ \| GharStay$/, "");
      saved.push({ href: new URL(request.url).pathname, title: title || new URL(request.url).pathname });
    }
  }
  for (const { href, title } of saved) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = href;
    link.textContent = title;
    link.className = "font-semibold text-brand-700 underline";
    item.append(link);
    list.append(item);
  }
  const empty = document.querySelector<HTMLElement>(contract.selector("savedPagesEmpty"));
  if (empty) empty.hidden = saved.length > 0;
}
