import { onEvent, showOnly } from "./dom";

const slidesOf = (slider: HTMLElement) => [...slider.querySelectorAll<HTMLElement>("[data-slide]")];

/** Shows photo `index` of a project's slider, wrapping at both ends, and says which one it is. */
function show(slider: HTMLElement, index: number): void {
  const slides = slidesOf(slider);
  const shown = showOnly(slides, index);
  if (shown < 0) return;
  for (const dot of slider.querySelectorAll<HTMLElement>("[data-slider-show]")) {
    if (Number(dot.dataset.sliderShow) === shown) dot.setAttribute("aria-current", "true");
    else dot.removeAttribute("aria-current");
  }
  // The text node React rendered keeps its identity: only its words change.
  const status = slider.querySelector("[data-slider-status]")?.firstChild;
  if (status) status.nodeValue = slides[shown].dataset.status ?? "";
}

function step(slider: HTMLElement | null, by: number): void {
  if (!slider) return;
  show(slider, slidesOf(slider).findIndex((slide) => !slide.hidden) + by);
}

onEvent("click", "[data-slider-step]", (button) =>
  step(button.closest("[data-slider]"), Number(button.dataset.sliderStep)),
);

onEvent("click", "[data-slider-show]", (dot) => {
  const slider = dot.closest<HTMLElement>("[data-slider]");
  if (slider) show(slider, Number(dot.dataset.sliderShow));
});

onEvent("keydown", "[data-slider]", (slider, event) => {
  if (event.key === "ArrowLeft") step(slider, -1);
  if (event.key === "ArrowRight") step(slider, 1);
});
