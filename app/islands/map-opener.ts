import { MAP_OPEN_EVENT, map as mapContract } from "./contracts/map";
import { onEach, onEvent } from "./dom";

/**
 * The 'Map' button (the contract's `open`, naming its map's id): shows the map and, the first time, adds the map's
 * own script (its address is the map's `script`), which brings Leaflet. Until then no page loads any of it (ADR 051).
 * A page opened with `view=map` (after 'Search this area') opens its map at once.
 */
function open(button: HTMLElement): void {
  const map = document.getElementById(mapContract.read(button, "open") ?? "");
  if (!map) return;
  const opening = map.hidden;
  map.hidden = !opening;
  button.setAttribute("aria-expanded", String(opening));
  if (!opening) return;
  const script = mapContract.read(map, "script");
  if (script && !document.querySelector(`script[src="${script}"]`)) {
    const element = document.createElement("script");
    element.type = "module";
    element.src = script;
    document.head.append(element);
  }
  document.dispatchEvent(new Event(MAP_OPEN_EVENT));
}

onEvent("click", mapContract.selector("open"), (button) => open(button));

onEach(mapContract.selector("open"), (button) => {
  if (
    new URLSearchParams(window.location.search).get("view") === "map" &&
    button.getAttribute("aria-expanded") !== "true"
  ) {
    open(button);
  }
});
