import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

const SCROLL_DELAY_MS = 100;

/** A hash as an element's id; one that is not valid percent-encoding (typed by hand) is taken as it is. */
function decodedId(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

/**
 * Scrolls to the top 100 ms after each route change; smooth unless the user prefers reduced motion. A new address
 * that names a place on its page (`/booking/GS-7K3Q9D#stay-reviews-heading`, where a review just written comes back
 * to) is left where React Router's scroll restoration puts it, and that place takes the focus when it can, so a
 * screen reader starts there too.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each new pathname on purpose.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodedId(hash.slice(1))) : null;
    if (target) {
      target.focus({ preventScroll: true });
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
