/** Pictures shipped in public/images come in 400 and 800 px wide WebP files named {base}-{width}.webp. */
export const SHIPPED_IMAGE_WIDTHS = [400, 800] as const;

export function shippedImage(base: string): { src: string; srcSet: string } {
  return {
    src: `${base}-800.webp`,
    srcSet: SHIPPED_IMAGE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(", "),
  };
}
