import { heart, isHeartItem } from "~/islands/contracts/heart";
import { favouritesSnapshot, loadFavourites, subscribeFavourites, toggleFavourite } from "~/lib/favourites";
import { onEach, onEvent } from "./dom";

/** Every heart (app/components/heart.tsx), on cards and in the gallery: all hearts of an item show its one state. */
const HEART = heart.selector("item");

function itemOf(element: HTMLElement) {
  const item = heart.read(element, "item");
  return isHeartItem(item) ? item : undefined;
}

function show(element: HTMLElement): void {
  const { items, failed } = favouritesSnapshot();
  const item = itemOf(element) ?? "";
  element.querySelector("button")?.setAttribute("aria-pressed", String(items.has(item)));
  const alert = element.querySelector<HTMLElement>("[role=alert]");
  if (alert) alert.textContent = failed === item ? (heart.read(alert, "failed") ?? "") : "";
}

subscribeFavourites(() => {
  for (const element of document.querySelectorAll<HTMLElement>(HEART)) show(element);
});

onEach(HEART, (element) => {
  element.hidden = false;
  show(element);
  void loadFavourites(heart.read(element, "account") ?? null);
});

onEvent("click", `${HEART} button`, (button) => {
  const element = button.closest<HTMLElement>(HEART);
  const item = element && itemOf(element);
  if (item) void toggleFavourite(item);
});
