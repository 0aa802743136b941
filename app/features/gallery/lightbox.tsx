import { useEffect, useRef } from "react";
import { ShippedImage } from "~/components/ui/shipped-image";

type LightboxProps = {
  title: string;
  images: string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * Full-size photos of one property in a modal dialog: previous and next wrap around, the
 * arrow keys move, Escape closes, and focus goes back to where it was.
 */
export function Lightbox({ title, images, index, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const count = images.length;

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

  const show = (step: number) => onIndexChange((index + step + count) % count);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowRight") show(1);
    else if (event.key === "ArrowLeft") show(-1);
    else return;
    event.preventDefault();
  }

  const button =
    "rounded-md border border-white/60 bg-black/40 px-4 py-2 font-semibold text-white hover:bg-black/70 focus-visible:outline-white";
  return (
    <dialog
      ref={dialogRef}
      aria-label={`Photos of ${title}`}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-auto w-full max-w-5xl bg-transparent p-4 backdrop:bg-[rgb(0_0_0/0.85)]"
    >
      <figure>
        <ShippedImage
          base={images[index]}
          sizes="(min-width: 1024px) 64rem, 100vw"
          alt={`${title}, ${index + 1} of ${count}`}
          className="max-h-[75vh] w-full rounded-lg object-contain"
        />
        <figcaption className="mt-3 text-center text-white" aria-live="polite">
          {title} — photo {index + 1} of {count}
        </figcaption>
      </figure>
      <div className="mt-4 flex justify-center gap-3">
        <button type="button" className={button} onClick={() => show(-1)}>
          Previous
        </button>
        <button type="button" className={button} onClick={() => show(1)}>
          Next
        </button>
        <button type="button" className={button} onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
