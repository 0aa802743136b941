import { defineContract } from "./contract";

/**
 * The carousel (app/components/ui/carousel.tsx and app/islands/carousel.ts): `carousel` is on the section, `track` on
 * the list of cards it slides, `step` on each arrow (the positions it moves, -1 or 1). The island keeps where the
 * carousel stands, the index of its first card in view, in `position`.
 */
export const carousel = defineContract({
  carousel: "data-carousel",
  track: "data-carousel-track",
  step: "data-carousel-step",
  position: "data-carousel-position",
});
