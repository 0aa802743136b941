import { Trans } from "@lingui/react/macro";
import type { ImageVariant } from "~/db/schema";
import { ResponsiveImage } from "./responsive-image";

type Props = {
  cover: ImageVariant[] | null;
  sizes: string;
  className: string;
  /** The box shown instead when there is no photo, sized like the photo would be. */
  placeholderClassName: string;
  /** Above the fold: load at once with high priority. */
  priority?: boolean;
};

/** A listing's or project's cover photo, or the "No Image Available" box. The name beside it says what it is, so the photo is decorative. */
export function CoverOrPlaceholder({ cover, sizes, className, placeholderClassName, priority }: Props) {
  return cover ? (
    <ResponsiveImage variants={cover} alt="" sizes={sizes} className={className} priority={priority} />
  ) : (
    <div className={placeholderClassName}>
      <Trans>No Image Available</Trans>
    </div>
  );
}
