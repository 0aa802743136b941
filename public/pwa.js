// Loaded by every page, hydrated or not (ADR 016): registers the service worker, offers
// 'Install' where the browser can install the app, and lists the saved pages on the offline page.
// The worker's caches (public/sw.js): the shared ones, and the signed-in session's own beside them.
const KEPT = /gharstay-(pages|listings)-v2$/;

if ("serviceWorker" in navigator) {
  // Once the page has loaded: installing fetches the offline page, its styles and the icons, which on a slow phone
  // would otherwise compete with the page the visitor asked for.
  const register = () =>
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Without a service worker the site works as before, only not offline.
    });
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

// The button is in the server's HTML, hidden; it shows only when the browser says the app can be installed.
let installPrompt = null;
window.addEventListener("beforeinstallprompt", (event) => {
  event.preventDefault();
  installPrompt = event;
  for (const button of document.querySelectorAll("[data-install-app]")) button.hidden = false;
});
window.addEventListener("appinstalled", () => {
  installPrompt = null;
  for (const button of document.querySelectorAll("[data-install-app]")) button.hidden = true;
});
document.addEventListener("click", async (event) => {
  const button = event.target instanceof Element ? event.target.closest("[data-install-app]") : null;
  if (!button || !installPrompt) return;
  const prompt = installPrompt;
  installPrompt = null;
  await prompt.prompt();
  button.hidden = true;
});

// Offline, a link followed inside a hydrated page would fetch data that cannot come and show an error:
// load the page itself instead, which the service worker answers with its copy or the offline page.
document.addEventListener(
  "click",
  (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (navigator.onLine || !link || link.origin !== location.origin || link.target || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    location.assign(link.href);
  },
  { capture: true },
);

listSavedPages();

/** On the offline page: a link to each page kept for reading offline, named by its title. */
async function listSavedPages() {
  const list = document.querySelector("[data-saved-pages]");
  if (!list || !("caches" in window)) return;
  const saved = [];
  for (const name of (await caches.keys()).filter((name) => KEPT.test(name))) {
    const cache = await caches.open(name);
    // Newest first: the cache keeps its entries in the order they were last viewed.
    for (const request of (await cache.keys()).reverse()) {
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
  const empty = document.querySelector("[data-saved-pages-empty]");
  if (empty) empty.hidden = saved.length > 0;
}
