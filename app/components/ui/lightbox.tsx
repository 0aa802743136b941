import { Trans, useLingui } from "@lingui/react/macro";
import { lightbox } from "~/islands/contracts/lightbox";

type LightboxProps = {
  /** The dialog's id, which each opener names (`lightboxOpener`). */
  id: string;
  title: string;
  count: number;
  /**
   * Photo `index`, sized to fit the screen (object-contain); its alt text says which photo it is. It should load
   * lazily: every photo is in the page, and a lazy one loads only once the viewer shows it.
   */
  renderPhoto: (index: number) => React.ReactNode;
};

/** What a link or button needs to open the viewer `id` at photo `index` (the lightbox island reads it). */
export function lightboxOpener(id: string, index: number) {
  return lightbox.attrs({ open: id, index });
}

/**
 * Full-screen photos in a modal dialog, driven by the lightbox island: previous and next wrap around, the arrow
 * keys move, a swipe left or right moves, Escape closes, and focus goes back to the opener. Without a script the
 * dialog stays closed, so its openers should be links to the photos themselves.
 */
export function Lightbox({ id, title, count, renderPhoto }: LightboxProps) {
  const { t } = useLingui();
  const button =
    "min-h-11 min-w-11 rounded-md border border-white/60 bg-black/40 px-4 py-2 font-semibold text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
  return (
    <dialog
      id={id}
      {...lightbox.attrs({ lightbox: true })}
      aria-label={t`Photos of ${title}`}
      className="m-0 h-dvh max-h-none w-screen max-w-none flex-col bg-black/95 open:flex p-4 backdrop:bg-black/85"
    >
      {/* touch-none: the browser hands horizontal finger movement to the swipe instead of scrolling or zooming. */}
      <figure {...lightbox.attrs({ figure: true })} className="flex min-h-0 flex-1 touch-none select-none flex-col">
        {Array.from({ length: count }, (_, index) => {
          const shown = index + 1;
          const caption = t`${title} — photo ${shown} of ${count}`;
          return (
            <div
              key={caption}
              {...lightbox.attrs({ photo: true, photoCaption: caption })}
              hidden={index !== 0}
              className="flex min-h-0 flex-1 items-center justify-center [&>img]:max-h-full [&>img]:w-auto [&>img]:max-w-full [&>img]:object-contain"
            >
              {renderPhoto(index)}
            </div>
          );
        })}
        {/* Filled by the island with the shown photo's caption; announced as it changes. */}
        <figcaption {...lightbox.attrs({ caption: true })} className="mt-3 text-center text-white" aria-live="polite" />
      </figure>
      <div className="mt-4 flex justify-center gap-3">
        <button type="button" className={button} {...lightbox.attrs({ step: -1 })}>
          <Trans>Previous</Trans>
        </button>
        <button type="button" className={button} {...lightbox.attrs({ step: 1 })}>
          <Trans>Next</Trans>
        </button>
        <button type="button" className={button} {...lightbox.attrs({ close: true })}>
          <Trans>Close</Trans>
        </button>
      </div>
    </dialog>
  );
}
