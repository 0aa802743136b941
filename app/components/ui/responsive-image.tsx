import type { ImageVariant } from "~/db/schema";
import { mediaUrl } from "~/lib/media";

type Props = {
  variants: ImageVariant[];
  alt: string;
  sizes: string;
  className?: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
};

/** A stored photo with its WebP variants as srcset, explicit size, and lazy loading below the fold. */
export function ResponsiveImage({ variants, alt, sizes, className, priority = false }: Props) {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const fallback = sorted.find((v) => v.width >= 800) ?? sorted[sorted.length - 1];
  if (!fallback) return null;
  return (
    <img
      src={mediaUrl(fallback.key)}
      srcSet={sorted.map((v) => `${mediaUrl(v.key)} ${v.width}w`).join(", ")}
      sizes={sizes}
      width={fallback.width}
      height={fallback.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
