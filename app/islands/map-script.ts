// The map (ADR 051): loaded only when someone opens a map (app/islands/map-opener.ts adds this script), so the pages'
// own budgets never carry Leaflet. It draws the pins its container names (the contract's `pins`): each element there
// that is a pin stands at its point; its popup shows a copy of the element's card (the result's card), or the element
// itself. Pins closer than a cell of the screen are drawn as one cluster. A map where an owner places a pin (`place`)
// draws that one pin instead, which the owner drags, taps into place or moves with the arrow keys (ADR 057).

import * as L from "leaflet";
import leafletCss from "leaflet/dist/leaflet.css?inline";
import { MAP_OPEN_EVENT, map as mapContract, mapPin, readPoint } from "./contracts/map";

/** The screen cell, in pixels, whose pins draw as one cluster: about a finger's width, so pins never overlap. */
const CLUSTER_CELL_PX = 48;
/** A map shows a city's streets at this zoom; no fitting zooms in further, so a lone pin still shows its area. */
const CLOSEST_FIT_ZOOM = 15;
const MOST_ZOOM = 18;

type Pin = { point: L.LatLng; label: string; name: string; element: HTMLElement };

/** A map's container's value for one of the contract's names. */
const read = (container: HTMLElement, name: keyof typeof mapContract.names) => mapContract.read(container, name);

function pinsOf(container: HTMLElement): Pin[] {
  const scope = document.querySelector(read(container, "pins") ?? "") ?? document;
  return [...scope.querySelectorAll<HTMLElement>(mapPin.selector("pin"))].flatMap((element) => {
    const lat = Number(mapPin.read(element, "lat"));
    const lng = Number(mapPin.read(element, "lng"));
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    const label = mapPin.read(element, "pin") ?? "";
    return [{ point: L.latLng(lat, lng), label, name: mapPin.read(element, "name") ?? "", element }];
  });
}

/** A copy of a pin's card for its popup: without ids, which belong to the card in the list. */
function cardOf(pin: Pin): HTMLElement {
  const card = (pin.element.querySelector<HTMLElement>(mapPin.selector("card")) ?? pin.element).cloneNode(
    true,
  ) as HTMLElement;
  for (const element of [card, ...card.querySelectorAll("[id]")]) element.removeAttribute("id");
  card.removeAttribute(mapPin.names.pin);
  card.hidden = false;
  card.classList.add("map-card");
  return card;
}

/** A pin: its label in a box the size of its text, standing on its point. */
function pinIcon(
  text: string,
  cluster: boolean,
  className = cluster ? "map-pin map-pin-cluster" : "map-pin",
): L.DivIcon {
  const span = document.createElement("span");
  span.textContent = text;
  span.className = className;
  // Measured as drawn, so the pin's box is the label people see and tap, not a box of a guessed size.
  span.style.cssText = "position:absolute;visibility:hidden";
  document.body.append(span);
  const size: [number, number] = [span.offsetWidth, span.offsetHeight];
  span.remove();
  span.style.cssText = "";
  return L.divIcon({ html: span, className: "map-pin-box", iconSize: size, iconAnchor: [size[0] / 2, size[1]] });
}

/** A Leaflet map in the container's canvas, with the tiles of MAP_TILE_URL when there are any. */
function mapIn(container: HTMLElement): L.Map {
  const tiles = read(container, "tiles");
  const map = L.map(container.querySelector<HTMLElement>(mapContract.selector("canvas")) ?? container, {
    maxZoom: MOST_ZOOM,
    attributionControl: Boolean(tiles),
  });
  if (tiles) {
    map.attributionControl.setPrefix(false);
    L.tileLayer(tiles, { maxZoom: MOST_ZOOM, attribution: escapeText(read(container, "attribution") ?? "") }).addTo(
      map,
    );
  }
  return map;
}

function draw(container: HTMLElement): void {
  if (read(container, "place") !== undefined) {
    placing(container);
    container.setAttribute(mapContract.names.ready, "");
    return;
  }
  const pins = pinsOf(container);
  const map = mapIn(container);
  const area = read(container, "area")?.split(",").map(Number);
  const bounds =
    area?.length === 4
      ? L.latLngBounds([area[0], area[1]], [area[2], area[3]])
      : L.latLngBounds(pins.map((pin) => pin.point));
  if (bounds.isValid()) map.fitBounds(bounds, { maxZoom: CLOSEST_FIT_ZOOM, padding: [24, 24], animate: false });
  else map.setView([22.5, 80], 5);

  const layer = L.layerGroup().addTo(map);
  const cluster = () => {
    layer.clearLayers();
    const cells = new Map<string, Pin[]>();
    for (const pin of pins) {
      const at = map.project(pin.point, map.getZoom());
      const key = `${Math.floor(at.x / CLUSTER_CELL_PX)}:${Math.floor(at.y / CLUSTER_CELL_PX)}`;
      cells.set(key, [...(cells.get(key) ?? []), pin]);
    }
    for (const group of cells.values()) layer.addLayer(groupMarker(map, container, group));
  };
  map.on("zoomend", cluster);
  cluster();

  // Moving the map by hand offers to search the area in view; the first view is the search's own.
  const searchArea = container.querySelector<HTMLButtonElement>(mapContract.selector("searchArea"));
  if (searchArea) {
    // The first view was set above, before this listens: only a move after it offers the search.
    map.on("dragend zoomend", () => {
      searchArea.hidden = false;
    });
    searchArea.addEventListener("click", () => {
      const view = map.getBounds();
      const url = new URL(window.location.href);
      url.searchParams.set(
        "area",
        [view.getSouth(), view.getWest(), view.getNorth(), view.getEast()].map((d) => d.toFixed(5)).join(","),
      );
      url.searchParams.delete("page");
      url.searchParams.set("view", "map");
      window.location.assign(url);
    });
  }
  container.setAttribute(mapContract.names.ready, "");
}

/** How far an arrow key moves an owner's pin, in screen pixels; with Shift, five times as far. */
const ARROW_STEP_PX = 8;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** Six decimals of a degree: about 10 cm, closer than any owner places a pin. */
const degrees = (value: number) => value.toFixed(6);

/** Sets a field as typing would, so the form that owns it (React's, or a plain one) hears the change. */
function type(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * An owner's pin: it stands at the container's `point` (their own, or the locality's centre until they move it); a
 * drag, a tap on the map or an arrow key moves it and writes its point into the form's latitude and longitude
 * fields, and a change of `point` (the fields typed in, another locality) moves it there.
 */
function placing(container: HTMLElement): void {
  const map = mapIn(container);
  const [latName, lngName] = (read(container, "place") ?? "").split(",");
  const form = container.closest("form");
  const field = (name: string) => {
    const element = form?.elements.namedItem(name);
    return element instanceof HTMLInputElement ? element : null;
  };
  const start = readPoint(read(container, "point"));
  map.setView(start ?? [22.5, 80], start ? CLOSEST_FIT_ZOOM : 5);
  const marker = L.marker(map.getCenter(), {
    icon: pinIcon("", false, "map-pin map-pin-own"),
    draggable: true,
    keyboard: true,
    autoPan: true,
  }).addTo(map);
  const element = marker.getElement();
  element?.setAttribute("aria-label", read(container, "pinLabel") ?? "");
  element?.setAttribute("role", "button");

  const write = () => {
    const { lat, lng } = marker.getLatLng();
    const latField = field(latName);
    const lngField = field(lngName);
    if (latField) type(latField, degrees(lat));
    if (lngField) type(lngField, degrees(lng));
  };
  marker.on("dragend", write);
  map.on("click", (event: L.LeafletMouseEvent) => {
    marker.setLatLng(event.latlng);
    write();
  });
  element?.addEventListener("keydown", (event) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    // The arrows move the pin, not the map or the page.
    event.preventDefault();
    event.stopPropagation();
    const step = event.shiftKey ? ARROW_STEP_PX * 5 : ARROW_STEP_PX;
    const at = map.latLngToContainerPoint(marker.getLatLng()).add(L.point(arrow[0] * step, arrow[1] * step));
    marker.setLatLng(map.containerPointToLatLng(at));
    map.panInside(marker.getLatLng(), { padding: [24, 24] });
    write();
  });
  new MutationObserver(() => {
    const point = readPoint(read(container, "point"));
    if (!point) return;
    const here = marker.getLatLng();
    if (degrees(here.lat) === degrees(point.lat) && degrees(here.lng) === degrees(point.lng)) return;
    marker.setLatLng(point);
    map.panTo(point, { animate: false });
  }).observe(container, { attributes: true, attributeFilter: [mapContract.names.point] });
}

/** One pin, or a cluster: a cluster zooms in on its pins, or lists their cards when they share a point. */
function groupMarker(map: L.Map, container: HTMLElement, group: Pin[]): L.Marker {
  const [first] = group;
  const single = group.length === 1;
  const marker = L.marker(single ? first.point : L.latLngBounds(group.map((pin) => pin.point)).getCenter(), {
    icon: pinIcon(single ? first.label : String(group.length), !single),
    keyboard: true,
    riseOnHover: true,
  });
  marker.on("add", () => {
    marker
      .getElement()
      ?.setAttribute("aria-label", single ? first.name : `${group.length} ${read(container, "cluster") ?? ""}`);
  });
  const bounds = L.latLngBounds(group.map((pin) => pin.point));
  const samePoint = bounds.getNorthEast().equals(bounds.getSouthWest());
  if (single || samePoint || map.getZoom() >= MOST_ZOOM) {
    const list = document.createElement("div");
    list.className = "map-cards";
    for (const pin of group) list.append(cardOf(pin));
    marker.bindPopup(list, { maxWidth: 300, minWidth: 240, maxHeight: 360, autoPanPadding: [12, 12] });
  } else {
    const zoomIn = () => map.fitBounds(bounds, { padding: [48, 48] });
    marker.on("click", zoomIn);
    // Leaflet opens a popup on Enter, but a cluster without one needs telling.
    marker.on("keypress", (event) => {
      if ((event as L.LeafletKeyboardEvent).originalEvent.key === "Enter") zoomIn();
    });
  }
  return marker;
}

function escapeText(text: string): string {
  const span = document.createElement("span");
  span.textContent = text;
  return span.innerHTML;
}

/** Draws every opened map not drawn yet; the opener asks again (`map:open`) for maps opened after this loaded. */
function drawOpened(): void {
  const opened = `${mapContract.selector("map")}:not([hidden]):not(${mapContract.selector("ready")})`;
  for (const container of document.querySelectorAll<HTMLElement>(opened)) {
    draw(container);
  }
}

const style = document.createElement("style");
style.textContent = `${leafletCss}
.map-pin-box{background:none;border:0}
.map-pin{display:block;box-sizing:border-box;white-space:nowrap;border-radius:9999px;background:#fff;color:#111827;border:2px solid #1d4ed8;padding:2px 8px;font:600 13px/1.4 system-ui,sans-serif;box-shadow:0 1px 3px rgb(0 0 0/.3)}
.map-pin-cluster{background:#1d4ed8;color:#fff;min-width:2rem;text-align:center}
.map-pin-own{width:28px;height:28px;padding:0;border:4px solid #fff;background:#9a3412;box-shadow:0 0 0 2px #9a3412,0 2px 4px rgb(0 0 0/.4)}
.leaflet-marker-icon:focus-visible .map-pin{outline:3px solid #f59e0b;outline-offset:2px}
.map-cards{display:flex;flex-direction:column;gap:12px}
.map-card img{max-height:140px;width:100%;object-fit:cover}`;
document.head.append(style);
document.addEventListener(MAP_OPEN_EVENT, drawOpened);
drawOpened();
