import type { ImageVariant } from "~/db/schema";
import { mediaUrl } from "~/lib/media";
import { useSaveData } from "~/lib/save-data";

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
  const saveData = useSaveData();
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const fallback = saveData ? sorted[0] : (sorted.find((v) => v.width >= 800) ?? sorted[sorted.length - 1]);
  if (!fallback) return null;
  return (
    <img
      src={mediaUrl(fallback.key)}
      srcSet={saveData ? undefined : sorted.map((v) => `${mediaUrl(v.key)} ${v.width}w`).join(", ")}
      sizes={saveData ? undefined : sizes}
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
