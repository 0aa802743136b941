/**
 * Islands find their elements by `data-*` attributes. Events are delegated from the document, so one
 * listener serves markup the server sent and markup React renders later on a hydrated page.
 */
export function onEvent<K extends keyof DocumentEventMap>(
  type: K,
  selector: string,
  handle: (element: HTMLElement, event: DocumentEventMap[K]) => void,
): void {
  document.addEventListener(type, (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
    if (target) handle(target, event);
  });
}

type Watch = { selector: string; init: (element: HTMLElement) => void; done: WeakSet<Element> };
const watches: Watch[] = [];

function scan(watch: Watch): void {
  for (const element of document.querySelectorAll<HTMLElement>(watch.selector)) {
    if (watch.done.has(element)) continue;
    watch.done.add(element);
    watch.init(element);
  }
}

/**
 * Runs `init` once for every element matching `selector`: those in the page now and those a hydrated page
 * renders after a navigation. One observer serves every island, so a change to the page is scanned once.
 */
export function onEach(selector: string, init: (element: HTMLElement) => void): void {
  const watch = { selector, init, done: new WeakSet<Element>() };
  if (watches.length === 0) {
    new MutationObserver(() => {
      for (const each of watches) scan(each);
    }).observe(document.body, { childList: true, subtree: true });
  }
  watches.push(watch);
  scan(watch);
}

/** Shows item `index` of `items` alone, wrapping at both ends, and returns the index shown (-1 when none). */
export function showOnly(items: HTMLElement[], index: number): number {
  if (items.length === 0) return -1;
  const shown = (index + items.length) % items.length;
  items.forEach((item, i) => {
    item.hidden = i !== shown;
  });
  return shown;
}

export const prefersReducedMotion = (): boolean => window.matchMedia("(prefers-reduced-motion: reduce)").matches;
