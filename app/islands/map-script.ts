// The map (ADR 051): loaded only when someone opens a map (app/islands/map-opener.ts adds this script), so the pages'
// own budgets never carry Leaflet. It draws the pins its container names (`data-map-pins`): each element there with
// `data-pin` is one, at `data-lat`/`data-lng`; its popup shows a copy of the element's `[data-pin-card]` (the result's
// card), or the element itself. Pins closer than a cell of the screen are drawn as one cluster.

import * as L from "leaflet";
import leafletCss from "leaflet/dist/leaflet.css?inline";

/** The screen cell, in pixels, whose pins draw as one cluster: about a finger's width, so pins never overlap. */
const CLUSTER_CELL_PX = 48;
/** A map shows a city's streets at this zoom; no fitting zooms in further, so a lone pin still shows its area. */
const CLOSEST_FIT_ZOOM = 15;
const MOST_ZOOM = 18;

type Pin = { point: L.LatLng; label: string; name: string; element: HTMLElement };

function pinsOf(container: HTMLElement): Pin[] {
  const scope = document.querySelector(container.dataset.mapPins ?? "") ?? document;
  return [...scope.querySelectorAll<HTMLElement>("[data-pin]")].flatMap((element) => {
    const lat = Number(element.dataset.lat);
    const lng = Number(element.dataset.lng);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    return [
      { point: L.latLng(lat, lng), label: element.dataset.pin ?? "", name: element.dataset.pinName ?? "", element },
    ];
  });
}

/** A copy of a pin's card for its popup: without ids, which belong to the card in the list. */
function cardOf(pin: Pin): HTMLElement {
  const card = (pin.element.querySelector<HTMLElement>("[data-pin-card]") ?? pin.element).cloneNode(
    true,
  ) as HTMLElement;
  for (const element of [card, ...card.querySelectorAll("[id]")]) element.removeAttribute("id");
  card.removeAttribute("data-pin");
  card.hidden = false;
  card.classList.add("map-card");
  return card;
}

/** A pin: its label in a box the size of its text, standing on its point. */
function pinIcon(text: string, cluster: boolean): L.DivIcon {
  const span = document.createElement("span");
  span.textContent = text;
  span.className = cluster ? "map-pin map-pin-cluster" : "map-pin";
  // Measured as drawn, so the pin's box is the label people see and tap, not a box of a guessed size.
  span.style.cssText = "position:absolute;visibility:hidden";
  document.body.append(span);
  const size: [number, number] = [span.offsetWidth, span.offsetHeight];
  span.remove();
  span.style.cssText = "";
  return L.divIcon({ html: span, className: "map-pin-box", iconSize: size, iconAnchor: [size[0] / 2, size[1]] });
}

function draw(container: HTMLElement): void {
  const pins = pinsOf(container);
  const map = L.map(container.querySelector<HTMLElement>("[data-map-canvas]") ?? container, {
    maxZoom: MOST_ZOOM,
    attributionControl: Boolean(container.dataset.mapTiles),
  });
  if (container.dataset.mapTiles) {
    map.attributionControl.setPrefix(false);
    L.tileLayer(container.dataset.mapTiles, {
      maxZoom: MOST_ZOOM,
      attribution: escapeText(container.dataset.mapAttribution ?? ""),
    }).addTo(map);
  }
  const area = container.dataset.mapArea?.split(",").map(Number);
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
  const searchArea = container.querySelector<HTMLButtonElement>("[data-map-search-area]");
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
  container.dataset.mapReady = "";
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
      ?.setAttribute("aria-label", single ? first.name : `${group.length} ${container.dataset.mapCluster ?? ""}`);
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
  for (const container of document.querySelectorAll<HTMLElement>("[data-map]:not([hidden]):not([data-map-ready])")) {
    draw(container);
  }
}

const style = document.createElement("style");
style.textContent = `${leafletCss}
.map-pin-box{background:none;border:0}
.map-pin{display:block;box-sizing:border-box;white-space:nowrap;border-radius:9999px;background:#fff;color:#111827;border:2px solid #1d4ed8;padding:2px 8px;font:600 13px/1.4 system-ui,sans-serif;box-shadow:0 1px 3px rgb(0 0 0/.3)}
.map-pin-cluster{background:#1d4ed8;color:#fff;min-width:2rem;text-align:center}
.leaflet-marker-icon:focus-visible .map-pin{outline:3px solid #f59e0b;outline-offset:2px}
.map-cards{display:flex;flex-direction:column;gap:12px}
.map-card img{max-height:140px;width:100%;object-fit:cover}`;
document.head.append(style);
document.addEventListener("map:open", drawOpened);
drawOpened();
