import { slider as contract } from "./contracts/slider";
import { onEvent, showOnly } from "./dom";

const SLIDER = contract.selector("slider");

const slidesOf = (slider: HTMLElement) => [...slider.querySelectorAll<HTMLElement>(contract.selector("slide"))];

/** Shows photo `index` of a project's slider, wrapping at both ends, and says which one it is. */
function show(slider: HTMLElement, index: number): void {
  const slides = slidesOf(slider);
  const shown = showOnly(slides, index);
  if (shown < 0) return;
  for (const dot of slider.querySelectorAll<HTMLElement>(contract.selector("show"))) {
    if (Number(contract.read(dot, "show")) === shown) dot.setAttribute("aria-current", "true");
    else dot.removeAttribute("aria-current");
  }
  // The text node React rendered keeps its identity: only its words change.
  const status = slider.querySelector(contract.selector("status"))?.firstChild;
  if (status) status.nodeValue = contract.read(slides[shown], "slideStatus") ?? "";
}

function step(slider: HTMLElement | null, by: number): void {
  if (!slider) return;
  show(slider, slidesOf(slider).findIndex((slide) => !slide.hidden) + by);
}

onEvent("click", contract.selector("step"), (button) =>
  step(button.closest(SLIDER), Number(contract.read(button, "step"))),
);

onEvent("click", contract.selector("show"), (dot) => {
  const slider = dot.closest<HTMLElement>(SLIDER);
  if (slider) show(slider, Number(contract.read(dot, "show")));
});

onEvent("keydown", SLIDER, (slider, event) => {
  if (event.key === "ArrowLeft") step(slider, -1);
  if (event.key === "ArrowRight") step(slider, 1);
});
