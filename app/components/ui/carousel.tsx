import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { carousel } from "~/islands/contracts/carousel";

/** Cards in view: 1 below 640 px, 2 below 1024 px, otherwise 3 (SPEC §9); the carousel island reads the same steps. */
const SLIDE_WIDTH = "w-full shrink-0 px-2 sm:w-1/2 lg:w-1/3";

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
 * A sliding row of cards that wraps around at both ends, moved by its arrows, the arrow keys and swipes: the
 * carousel island (app/islands/carousel.ts) moves it, on every page. Every card is in the server's HTML; the
 * island makes the cards out of view inert, and sets the track's position, so React renders neither.
 */
export function Carousel<T>({ labelledBy, items, itemKey, renderItem }: CarouselProps<T>) {
  const { t } = useLingui();
  const trackId = useId();
  const arrows = arrowVisibility(items.length);
  const arrowClass = `${arrows} absolute top-24 z-10 size-11 -translate-y-1/2 items-center justify-center rounded-full border border-gray-300 bg-white text-2xl text-gray-900 shadow-md hover:bg-brand-50 hover:text-brand-700`;

  return (
    // The island may have set the position, the track's offset and the inert cards before React hydrates a
    // signed-in user's page: hence suppressHydrationWarning on the elements it changes.
    <section
      {...carousel.attrs({ carousel: true })}
      tabIndex={-1}
      aria-roledescription={t`carousel`}
      aria-labelledby={labelledBy}
      className="relative"
      suppressHydrationWarning
    >
      <div className="overflow-x-clip">
        <ul
          id={trackId}
          {...carousel.attrs({ track: true })}
          aria-live="polite"
          className="-mx-2 flex transition-transform duration-500 ease-in-out"
          suppressHydrationWarning
        >
          {items.map((item, index) => (
            <li key={itemKey(item)} className={SLIDE_WIDTH} suppressHydrationWarning>
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        {...carousel.attrs({ step: -1 })}
        aria-label={t`Previous`}
        aria-controls={trackId}
        className={`${arrowClass} -left-2 sm:-left-4`}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        {...carousel.attrs({ step: 1 })}
        aria-label={t`Next`}
        aria-controls={trackId}
        className={`${arrowClass} -right-2 sm:-right-4`}
      >
        <span aria-hidden="true">›</span>
      </button>
    </section>
  );
}
