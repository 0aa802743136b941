import { defineContract } from "./contract";

/**
 * The map (app/components/map-panel.tsx, app/islands/map-opener.ts and the map's own script, ADR 051). `open` is on
 * the 'Map' button and names its map's id; the rest are on the map's container: `script` the address of the map's
 * script, `pins` a selector for the part of the page whose pins it shows, `tiles` and `attribution` MAP_TILE_URL's,
 * `area` the rectangle a search covers ('south,west,north,east'), `cluster` the words after a cluster's count, `canvas`
 * the element Leaflet draws in, `searchArea` the 'Search this area' button, and `ready` set once it is drawn.
 *
 * A map where an owner places a pin (the listing wizard) has `place` (the names of its form's latitude and longitude
 * fields, 'latitude,longitude'), `point` (where the pin stands now, 'lat,lng': the owner's or the locality's centre)
 * and `pinLabel` (what a screen reader hears on the pin). The map writes the fields; the fields move the pin.
 */
export const map = defineContract({
  open: "data-map-open",
  map: "data-map",
  script: "data-map-script",
  pins: "data-map-pins",
  tiles: "data-map-tiles",
  attribution: "data-map-attribution",
  area: "data-map-area",
  cluster: "data-map-cluster",
  canvas: "data-map-canvas",
  searchArea: "data-map-search-area",
  ready: "data-map-ready",
  place: "data-map-place",
  point: "data-map-point",
  pinLabel: "data-map-pin-label",
});

/** One pin of a map: on the element that holds its card. `pin` is its label, `name` what a screen reader hears. */
export const mapPin = defineContract({
  pin: "data-pin",
  lat: "data-lat",
  lng: "data-lng",
  name: "data-pin-name",
  card: "data-pin-card",
});

/** Asks the map's script to draw the maps opened since it loaded. */
export const MAP_OPEN_EVENT = "map:open";

/** A point as `point` writes it, 'lat,lng'. */
export const writePoint = (point: { lat: number; lng: number }): string => `${point.lat},${point.lng}`;

/** A point `point` holds; undefined unless it is two numbers. */
export function readPoint(value: string | undefined): { lat: number; lng: number } | undefined {
  const [lat, lng] = (value ?? "").split(",").map((part) => (part.trim() === "" ? Number.NaN : Number(part)));
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined;
}
