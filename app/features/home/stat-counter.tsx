import { useEffect, useRef, useState } from "react";
import { isSeen, prefersReducedMotion, SEEN_RATIO } from "./motion";

/** Counter run time (SPEC §9). */
const COUNT_UP_MS = 2500;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A figure that counts from `from` to `to` when it comes into view. The server's HTML (for
 * crawlers and before scripts run) has the final figure; people who prefer less motion see it at once.
 */
export function StatCounter({ label, from, to }: { label: string; from: number; to: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(to);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    let frame = 0;
    const run = () => {
      const started = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - started) / COUNT_UP_MS);
        setValue(Math.round(from + (to - from) * easeOut(progress)));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!isSeen(entry)) {
          setValue(from);
          return;
        }
        observer.disconnect();
        run();
      },
      { threshold: [0, SEEN_RATIO, 1] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [from, to]);

  return (
    <div ref={ref} className="flex flex-col-reverse items-center gap-1 rounded-lg bg-white p-6 text-center shadow-sm">
      <dt className="font-medium text-gray-700">{label}</dt>
      <dd className="text-4xl font-extrabold tabular-nums text-brand-700">{`${value}+`}</dd>
    </div>
  );
}
