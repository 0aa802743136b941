import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

const SCROLL_DELAY_MS = 100;

/** Scrolls to the top 100 ms after each route change; smooth unless the user prefers reduced motion. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each new pathname on purpose.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
