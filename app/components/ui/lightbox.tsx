import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";

type LightboxProps = {
  title: string;
  count: number;
  index: number;
  /** The photo at `index`, sized to fit the screen (object-contain); its alt text says which photo it is. */
  renderPhoto: (index: number) => React.ReactNode;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** How far a finger must travel sideways before a swipe turns the photo; less is a tap or a wobble. */
const SWIPE_PX = 40;

/**
 * Full-screen photos in a modal dialog: previous and next wrap around, the arrow keys move, a swipe
 * left or right moves, Escape closes, and focus goes back to where it was.
 */
export function Lightbox({ title, count, index, renderPhoto, onIndexChange, onClose }: LightboxProps) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const shown = index + 1;
  const show = (step: number) => onIndexChange((index + step + count) % count);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowRight") show(1);
    else if (event.key === "ArrowLeft") show(-1);
    else return;
    event.preventDefault();
  }

  function onPointerUp(event: React.PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    // A mostly vertical movement is a scroll or a tap, not a swipe.
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    show(dx < 0 ? 1 : -1);
  }

  const button =
    "min-h-11 min-w-11 rounded-md border border-white/60 bg-black/40 px-4 py-2 font-semibold text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
  return (
    <dialog
      ref={dialogRef}
      aria-label={t`Photos of ${title}`}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none flex-col bg-black/95 open:flex p-4 backdrop:bg-black/85"
    >
      {/* touch-none: the browser hands horizontal finger movement to the swipe instead of scrolling or zooming. */}
      <figure
        className="flex min-h-0 flex-1 touch-none select-none flex-col"
        onPointerDown={(event) => {
          swipeStart.current = { x: event.clientX, y: event.clientY };
          // The end of the swipe still counts when the finger leaves the photo on its way.
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        // Dragging with a mouse would start the browser's drag and drop of the image, which cancels the pointer.
        onDragStart={(event) => event.preventDefault()}
      >
        <div className="flex min-h-0 flex-1 items-center justify-center [&>img]:max-h-full [&>img]:w-auto [&>img]:max-w-full [&>img]:object-contain">
          {renderPhoto(index)}
        </div>
        <figcaption className="mt-3 text-center text-white" aria-live="polite">
          <Trans>
            {title} — photo {shown} of {count}
          </Trans>
        </figcaption>
      </figure>
      <div className="mt-4 flex justify-center gap-3">
        <button type="button" className={button} onClick={() => show(-1)}>
          <Trans>Previous</Trans>
        </button>
        <button type="button" className={button} onClick={() => show(1)}>
          <Trans>Next</Trans>
        </button>
        <button type="button" className={button} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </dialog>
  );
}
