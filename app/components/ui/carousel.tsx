import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";

/** Cards in view: 1 below 640 px, 2 below 1024 px, otherwise 3 (SPEC §9); the slide widths below match. */
const WIDE = "(min-width: 1024px)";
const MEDIUM = "(min-width: 640px)";
const SLIDE_WIDTH = "w-full shrink-0 px-2 sm:w-1/2 lg:w-1/3";
const SWIPE_PX = 40;

function subscribe(onChange: () => void) {
  const queries = [window.matchMedia(WIDE), window.matchMedia(MEDIUM)];
  for (const query of queries) query.addEventListener("change", onChange);
  return () => {
    for (const query of queries) query.removeEventListener("change", onChange);
  };
}

function visibleNow(): number {
  if (window.matchMedia(WIDE).matches) return 3;
  return window.matchMedia(MEDIUM).matches ? 2 : 1;
}

/** The server cannot know the screen; the CSS shows the right cards until the browser says how many fit. */
const visibleOnServer = () => 3;

/** Arrows show only when there are more cards than fit; in CSS, so the server's HTML is already right. */
function arrowVisibility(count: number): string {
  if (count > 3) return "flex";
  if (count === 3) return "flex lg:hidden";
  if (count === 2) return "flex sm:hidden";
  return "hidden";
}

type CarouselProps<T> = {
  /** Id of the visible heading that names the carousel. */
  labelledBy: string;
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => React.ReactNode;
};

/**
 * A sliding row of cards that wraps around at both ends, moved by its arrows, the arrow
 * keys and swipes. Every card is in the server's HTML; cards out of view are inert once
 * the browser has taken over.
 */
export function Carousel<T>({ labelledBy, items, itemKey, renderItem }: CarouselProps<T>) {
  const { t } = useLingui();
  const trackId = useId();
  const visible = useSyncExternalStore(subscribe, visibleNow, visibleOnServer);
  const [hydrated, setHydrated] = useState(false);
  const [position, setPosition] = useState(0);
  const touchStart = useRef<number | null>(null);
  const regionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const positions = Math.max(1, items.length - visible + 1);
  const current = Math.min(position, positions - 1);

  useEffect(() => setHydrated(true), []);

  /** Moves by `step` positions; focus inside a card that slides out of view moves to the carousel itself. */
  function move(step: number) {
    const next = (current + step + positions) % positions;
    const focusedSlide = [...(trackRef.current?.children ?? [])].findIndex((slide) =>
      slide.contains(document.activeElement),
    );
    if (focusedSlide >= 0 && (focusedSlide < next || focusedSlide >= next + visible)) {
      regionRef.current?.focus({ preventScroll: true });
    }
    setPosition(next);
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select")) return;
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  }

  function onTouchEnd(event: React.TouchEvent) {
    const start = touchStart.current;
    touchStart.current = null;
    if (start === null || positions < 2) return;
    const distance = event.changedTouches[0].clientX - start;
    if (Math.abs(distance) >= SWIPE_PX) move(distance < 0 ? 1 : -1);
  }

  const arrows = arrowVisibility(items.length);
  const arrowClass = `${arrows} absolute top-24 z-10 size-11 -translate-y-1/2 items-center justify-center rounded-full border border-gray-300 bg-white text-2xl text-gray-900 shadow-md hover:bg-brand-50 hover:text-brand-700`;

  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-roledescription={t`carousel`}
      aria-labelledby={labelledBy}
      className="relative"
      onKeyDown={onKeyDown}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0].clientX;
      }}
      onTouchEnd={onTouchEnd}
    >
      <div className="overflow-x-clip">
        <ul
          ref={trackRef}
          id={trackId}
          aria-live="polite"
          className="-mx-2 flex transition-transform duration-500 ease-in-out"
          style={{ transform: `translateX(-${(current * 100) / visible}%)` }}
        >
          {items.map((item, index) => {
            const outOfView = hydrated && (index < current || index >= current + visible);
            return (
              <li key={itemKey(item)} inert={outOfView} className={SLIDE_WIDTH}>
                {renderItem(item, index)}
              </li>
            );
          })}
        </ul>
      </div>
      <button
        type="button"
        aria-label={t`Previous`}
        aria-controls={trackId}
        onClick={() => move(-1)}
        className={`${arrowClass} -left-2 sm:-left-5`}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        aria-label={t`Next`}
        aria-controls={trackId}
        onClick={() => move(1)}
        className={`${arrowClass} -right-2 sm:-right-5`}
      >
        <span aria-hidden="true">›</span>
      </button>
    </section>
  );
}
