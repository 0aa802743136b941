export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** How much of a section must be on screen before it counts as seen (about 20%). */
export const SEEN_RATIO = 0.2;

/** True when at least SEEN_RATIO of the element, or of the screen for tall ones, is in view. */
export function isSeen(entry: IntersectionObserverEntry): boolean {
  const screen = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRatio >= SEEN_RATIO || entry.intersectionRect.height >= screen * SEEN_RATIO;
}
