import { prefersReducedMotion } from "./dom";

/** How much of a section must be on screen before it counts as seen (about 20%). */
export const SEEN_RATIO = 0.2;

/** True when at least SEEN_RATIO of the element, or of the screen for tall ones, is in view. */
export function isSeen(entry: IntersectionObserverEntry): boolean {
  const screen = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRatio >= SEEN_RATIO || entry.intersectionRect.height >= screen * SEEN_RATIO;
}

/** Whether an island may animate: not for people who prefer less motion, nor where nothing tells what is in view. */
export const mayAnimate = (): boolean => !prefersReducedMotion() && "IntersectionObserver" in window;
