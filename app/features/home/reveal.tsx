import { useEffect, useRef, useState } from "react";
import { isSeen, prefersReducedMotion, SEEN_RATIO } from "./motion";

/**
 * A home-page section that fades in when about a fifth of it comes into view. The server's
 * HTML shows it plainly; only a section still below the fold once the browser has taken over
 * is hidden, to fade in when it is reached. Nothing moves for people who prefer less motion.
 */
export function Reveal({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"plain" | "waiting" | "shown">("plain");

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (first) {
          first = false;
          if (entry.isIntersecting) {
            observer.disconnect();
            return;
          }
          setState("waiting");
          return;
        }
        if (isSeen(entry)) {
          setState("shown");
          observer.disconnect();
        }
      },
      { threshold: [0, SEEN_RATIO] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const motion =
    state === "plain"
      ? ""
      : `transition duration-700 ease-out ${state === "waiting" ? "translate-y-6 opacity-0" : "translate-y-0 opacity-100"}`;
  return (
    <div ref={ref} className={`${motion} ${className}`}>
      {children}
    </div>
  );
}
