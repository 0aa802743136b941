import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ImageVariant } from "~/db/schema";
import { ResponsiveImage } from "./responsive-image";

type Props = {
  images: ImageVariant[][];
  /** What the photos show, for the slider's name and each photo's text alternative. */
  label: string;
};

const buttonClass =
  "rounded-full bg-white/90 px-3 py-2 text-lg font-bold text-gray-900 shadow hover:bg-white focus-visible:bg-white";

/** A photo slider that wraps at both ends, driven by its buttons or the arrow keys. */
export function ImageSlider({ images, label }: Props) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  if (images.length === 0) {
    return (
      <div className="flex h-72 items-center justify-center rounded-lg bg-gray-100 text-gray-600">
        <Trans>No Images Available</Trans>
      </div>
    );
  }
  const last = images.length - 1;
  const count = images.length;
  const shown = index + 1;
  const show = (next: number) => setIndex(next < 0 ? last : next > last ? 0 : next);
  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`${label} photos`}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") show(index - 1);
        if (event.key === "ArrowRight") show(index + 1);
      }}
    >
      <div className="overflow-hidden rounded-lg bg-gray-100">
        <ResponsiveImage
          key={index}
          variants={images[index]}
          alt={t`${label}, photo ${shown} of ${count}`}
          sizes="(min-width: 1024px) 60vw, 100vw"
          className="aspect-[3/2] w-full object-cover"
          priority={index === 0}
        />
      </div>
      {images.length > 1 ? (
        <>
          <div className="absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={t`Previous image`}
              className={buttonClass}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" onClick={() => show(index + 1)} aria-label={t`Next image`} className={buttonClass}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <p className="mt-2 text-center text-sm text-gray-700" aria-live="polite">
            <Trans>
              Photo {shown} of {count}
            </Trans>
          </p>
          <div className="mt-2 flex justify-center gap-2">
            {images.map((image, i) => {
              const number = i + 1;
              return (
                <button
                  key={image[0]?.key ?? i}
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={t`Show photo ${number}`}
                  aria-current={i === index ? "true" : undefined}
                  className={`size-3 rounded-full ${i === index ? "bg-brand-700" : "bg-gray-400"}`}
                />
              );
            })}
          </div>
        </>
      ) : null}
    </section>
  );
}
