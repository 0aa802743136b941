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

const initialised = new WeakSet<Element>();

/**
 * Runs `init` once for every element matching `selector`: those in the page now and those a hydrated page
 * renders after a navigation.
 */
export function onEach(selector: string, init: (element: HTMLElement) => void): void {
  const scan = (root: ParentNode) => {
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      if (initialised.has(element)) continue;
      initialised.add(element);
      init(element);
    }
  };
  scan(document);
  new MutationObserver(() => scan(document)).observe(document.body, { childList: true, subtree: true });
}

export const prefersReducedMotion = (): boolean => window.matchMedia("(prefers-reduced-motion: reduce)").matches;
