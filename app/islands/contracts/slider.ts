import { defineContract } from "./contract";

/**
 * A project's photo slider (app/components/ui/image-slider.tsx and app/islands/slider.ts): `slider` is on the section,
 * `slide` on each photo with the words that say which one it is (`slideStatus`), `step` on the previous and next
 * buttons (-1 or 1), `show` on each dot (the index of its photo), and `status` on the line that says the shown photo.
 */
export const slider = defineContract({
  slider: "data-slider",
  slide: "data-slide",
  slideStatus: "data-status",
  step: "data-slider-step",
  show: "data-slider-show",
  status: "data-slider-status",
});
