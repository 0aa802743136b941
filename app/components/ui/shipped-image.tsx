import { SHIPPED_IMAGE_WIDTHS, shippedImage } from "~/content/images";
import { useSaveData } from "~/lib/save-data";

type Props = { base: string; alt: string; sizes: string } & Omit<
  React.ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "width" | "height"
>;

/** A picture shipped in public/images: its 400 and 800 px files as srcset, at their 3:2 size. */
export function ShippedImage({ base, alt, ...img }: Props) {
  const { src, srcSet } = shippedImage(base);
  if (useSaveData()) {
    const { sizes: _, ...rest } = img;
    return <img src={`${base}-${SHIPPED_IMAGE_WIDTHS[0]}.webp`} width={800} height={533} alt={alt} {...rest} />;
  }
  return <img src={src} srcSet={srcSet} width={800} height={533} alt={alt} {...img} />;
}
