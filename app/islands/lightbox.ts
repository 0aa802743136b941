import { lightbox as contract } from "./contracts/lightbox";
import { onEach, onEvent, showOnly } from "./dom";

/** How far a finger must travel sideways before a swipe turns the photo; less is a tap or a wobble. */
const SWIPE_PX = 40;

const LIGHTBOX = contract.selector("lightbox");
const FIGURE = contract.selector("figure");

const openers = new WeakMap<HTMLDialogElement, HTMLElement>();
const swipeStarts = new WeakMap<HTMLElement, { x: number; y: number }>();

const photosOf = (dialog: HTMLElement) => [...dialog.querySelectorAll<HTMLElement>(contract.selector("photo"))];

/** Shows photo `index` (wrapping at both ends) and puts its caption in the announced figcaption. */
function show(dialog: HTMLElement, index: number): void {
  const photos = photosOf(dialog);
  const shown = showOnly(photos, index);
  if (shown < 0) return;
  const caption = dialog.querySelector(contract.selector("caption"));
  if (caption) caption.textContent = contract.read(photos[shown], "photoCaption") ?? "";
}

function step(dialog: HTMLElement | null, by: number): void {
  if (!dialog) return;
  show(dialog, photosOf(dialog).findIndex((photo) => !photo.hidden) + by);
}

onEvent("click", contract.selector("open"), (opener, event) => {
  const dialog = document.getElementById(contract.read(opener, "open") ?? "");
  if (!(dialog instanceof HTMLDialogElement)) return;
  // The opener is a link to the photo itself for pages without this script.
  event.preventDefault();
  show(dialog, Number(contract.read(opener, "index") ?? 0));
  openers.set(dialog, opener);
  dialog.showModal();
});

onEvent("click", contract.selector("step"), (button) =>
  step(button.closest(LIGHTBOX), Number(contract.read(button, "step"))),
);

onEvent("click", contract.selector("close"), (button) => button.closest<HTMLDialogElement>("dialog")?.close());

onEvent("keydown", LIGHTBOX, (dialog, event) => {
  if (event.key === "ArrowRight") step(dialog, 1);
  else if (event.key === "ArrowLeft") step(dialog, -1);
  else return;
  event.preventDefault();
});

// Escape, the Close button and dialog.close() all end here: focus goes back to where the person was.
onEach(LIGHTBOX, (dialog) => dialog.addEventListener("close", () => openers.get(dialog as HTMLDialogElement)?.focus()));

onEvent("pointerdown", FIGURE, (figure, event) => {
  swipeStarts.set(figure, { x: event.clientX, y: event.clientY });
  // The end of the swipe still counts when the finger leaves the photo on its way.
  figure.setPointerCapture(event.pointerId);
});

onEvent("pointerup", FIGURE, (figure, event) => {
  const start = swipeStarts.get(figure);
  swipeStarts.delete(figure);
  if (!start) return;
  const dx = event.clientX - start.x;
  // A mostly vertical movement is a scroll or a tap, not a swipe.
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
  step(figure.closest(LIGHTBOX), dx < 0 ? 1 : -1);
});

onEvent("pointercancel", FIGURE, (figure) => swipeStarts.delete(figure));

// Dragging with a mouse would start the browser's drag and drop of the image, which cancels the pointer.
onEvent("dragstart", FIGURE, (_figure, event) => event.preventDefault());
