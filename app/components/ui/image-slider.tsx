import { Trans, useLingui } from "@lingui/react/macro";
import type { ImageVariant } from "~/db/schema";
import { slider } from "~/islands/contracts/slider";
import { ResponsiveImage } from "./responsive-image";

type Props = {
  images: ImageVariant[][];
  /** What the photos show, for the slider's name and each photo's text alternative. */
  label: string;
};

const buttonClass =
  "rounded-full bg-white/90 px-3 py-2 text-lg font-bold text-gray-900 shadow hover:bg-white focus-visible:bg-white";

/**
 * A photo slider that wraps at both ends, driven by its buttons or the arrow keys through the slider island.
 * Every photo is in the page; the hidden ones load lazily, once shown.
 */
export function ImageSlider({ images, label }: Props) {
  const { t } = useLingui();
  if (images.length === 0) {
    return (
      <div className="flex h-72 items-center justify-center rounded-lg bg-gray-100 text-gray-600">
        <Trans>No Images Available</Trans>
      </div>
    );
  }
  const count = images.length;
  const statusOf = (shown: number) => t`Photo ${shown} of ${count}`;
  return (
    // Another project's photos are a new slider: the island's place in the old one does not carry over.
    <section
      key={images[0]?.[0]?.key}
      {...slider.attrs({ slider: true })}
      aria-roledescription={t`carousel`}
      aria-label={t`${label} photos`}
      className="relative"
    >
      <div className="overflow-hidden rounded-lg bg-gray-100">
        {images.map((image, index) => {
          const shown = index + 1;
          return (
            <div
              key={image[0]?.key ?? index}
              {...slider.attrs({ slide: true, slideStatus: statusOf(shown) })}
              hidden={index !== 0}
            >
              <ResponsiveImage
                variants={image}
                alt={t`${label}, photo ${shown} of ${count}`}
                sizes="(min-width: 1024px) 60vw, 100vw"
                className="aspect-[3/2] w-full object-cover"
                priority={index === 0}
              />
            </div>
          );
        })}
      </div>
      {images.length > 1 ? (
        <>
          <div className="absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
            <button
              type="button"
              {...slider.attrs({ step: -1 })}
              aria-label={t`Previous image`}
              className={buttonClass}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" {...slider.attrs({ step: 1 })} aria-label={t`Next image`} className={buttonClass}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
          {/* The island rewrites this text as the photo changes, from the shown photo's `slideStatus`. */}
          <p {...slider.attrs({ status: true })} className="mt-2 text-center text-sm text-gray-700" aria-live="polite">
            {statusOf(1)}
          </p>
          {/* Each dot is drawn 12 px wide inside a button a finger or a pointer can hit, 24 px a side (WCAG 2.5.8). */}
          <div className="mt-1 flex justify-center">
            {images.map((image, i) => {
              const number = i + 1;
              return (
                <button
                  key={image[0]?.key ?? i}
                  type="button"
                  {...slider.attrs({ show: i })}
                  aria-label={t`Show photo ${number}`}
                  aria-current={i === 0 ? "true" : undefined}
                  className="grid size-6 place-items-center rounded-full before:size-3 before:rounded-full before:bg-gray-400 before:content-[''] aria-[current=true]:before:bg-brand-700"
                />
              );
            })}
          </div>
        </>
      ) : null}
    </section>
  );
}
