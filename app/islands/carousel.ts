import { carousel as contract } from "./contracts/carousel";
import { onEach, onEvent } from "./dom";

/** Cards in view at each width, as the carousel's CSS lays them out: 1 below 640 px, 2 below 1024 px, else 3. */
const WIDE = window.matchMedia("(min-width: 1024px)");
const MEDIUM = window.matchMedia("(min-width: 640px)");
const SWIPE_PX = 40;
const CAROUSEL = contract.selector("carousel");
const TRACK = contract.selector("track");

const visibleCards = (): number => (WIDE.matches ? 3 : MEDIUM.matches ? 2 : 1);

/** Where a carousel stands: the index of its first card in view, kept on the element across re-renders. */
const positionOf = (carousel: HTMLElement): number => Number(contract.read(carousel, "position") ?? 0);

function slidesOf(carousel: HTMLElement): HTMLElement[] {
  const track = carousel.querySelector(TRACK);
  return track ? [...track.children].filter((slide): slide is HTMLElement => slide instanceof HTMLElement) : [];
}

/** Shows the cards from `position` on: slides the track and makes the cards out of view inert. */
function show(carousel: HTMLElement, position: number): void {
  const slides = slidesOf(carousel);
  const visible = visibleCards();
  const positions = Math.max(1, slides.length - visible + 1);
  const current = Math.min(Math.max(position, 0), positions - 1);
  carousel.setAttribute(contract.names.position, String(current));
  const track = carousel.querySelector<HTMLElement>(TRACK);
  if (track) track.style.transform = `translateX(-${(current * 100) / visible}%)`;
  slides.forEach((slide, index) => {
    slide.inert = index < current || index >= current + visible;
  });
}

/** Moves by `step` positions, wrapping around; focus inside a card that slides out of view moves to the carousel. */
function move(carousel: HTMLElement, step: number): void {
  const slides = slidesOf(carousel);
  const positions = Math.max(1, slides.length - visibleCards() + 1);
  const next = (positionOf(carousel) + step + positions) % positions;
  const focused = slides.findIndex((slide) => slide.contains(document.activeElement));
  if (focused >= 0 && (focused < next || focused >= next + visibleCards())) carousel.focus({ preventScroll: true });
  show(carousel, next);
}

onEach(CAROUSEL, (carousel) => {
  show(carousel, 0);
  // A hydrated page may render other cards into the same carousel after a revalidation.
  const track = carousel.querySelector(TRACK);
  if (track) new MutationObserver(() => show(carousel, positionOf(carousel))).observe(track, { childList: true });
});

const showAll = () => {
  for (const carousel of document.querySelectorAll<HTMLElement>(CAROUSEL)) show(carousel, positionOf(carousel));
};
WIDE.addEventListener("change", showAll);
MEDIUM.addEventListener("change", showAll);

onEvent("click", contract.selector("step"), (button) => {
  const carousel = button.closest<HTMLElement>(CAROUSEL);
  if (carousel) move(carousel, Number(contract.read(button, "step")));
});

onEvent("keydown", CAROUSEL, (carousel, event) => {
  if (event.target instanceof Element && event.target.closest("input, textarea, select")) return;
  if (event.key === "ArrowRight") move(carousel, 1);
  else if (event.key === "ArrowLeft") move(carousel, -1);
  else return;
  event.preventDefault();
});

const touchStarts = new WeakMap<HTMLElement, number>();

onEvent("touchstart", CAROUSEL, (carousel, event) => {
  touchStarts.set(carousel, event.touches[0].clientX);
});

onEvent("touchend", CAROUSEL, (carousel, event) => {
  const start = touchStarts.get(carousel);
  touchStarts.delete(carousel);
  if (start === undefined) return;
  const distance = event.changedTouches[0].clientX - start;
  if (Math.abs(distance) >= SWIPE_PX) move(carousel, distance < 0 ? 1 : -1);
});
