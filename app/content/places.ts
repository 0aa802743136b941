import { PLACE_DATA } from "./place-data";
import { searchSpelling } from "./place-names";

/** What a place is: a locality (a PIN code's area) or a landmark people search near (ADR 042). */
export const PLACE_KINDS = ["locality", "metro", "college", "hospital", "it-park", "railway"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A point on the map: a PIN code area's point from a published data set, never typed from memory. */
export type Place = {
  /** Stable, used in addresses: `?near=kanpur-iit-kanpur`. */
  id: string;
  kind: PlaceKind;
  /** The English name; a locality's is its post office's. */
  name: string;
  /** A landmark's Hindi name; a locality is written in English in both languages. */
  hindi?: string;
  city: string;
  pin: string;
  lat: number;
  lng: number;
  /** The city's head post office: a listing whose locality and PIN code are both unknown is placed here. */
  head?: true;
  /** Other names people use for a landmark ('BHU'). */
  alsoCalled?: readonly string[];
};

export const PLACES: readonly Place[] = PLACE_DATA;
const PLACE_BY_ID = new Map(PLACES.map((place) => [place.id, place]));

export const placeById = (id: string): Place | undefined => PLACE_BY_ID.get(id);

/** The landmarks people search near, every kind but localities. */
export const LANDMARKS: readonly Place[] = PLACES.filter((place) => place.kind !== "locality");

/** 'near' reaches this far, in kilometres; the first is the default. */
export const NEAR_DISTANCES = [5, 1, 2] as const;
export type NearDistance = (typeof NEAR_DISTANCES)[number];

const compact = (name: string) => searchSpelling(name).replace(/[^\p{L}\p{N}]+/gu, "");

/** Each PIN code's place: its locality, or the landmark whose own PIN code it is (a campus is no locality). */
const PIN_POINTS = new Map(
  [...LANDMARKS, ...PLACES.filter((place) => place.kind === "locality")].map((place) => [place.pin, place]),
);

/** Whether a PIN code belongs to a city we have points for. */
export const pinOfCity = (pin: string, city: string): Place | undefined => {
  const place = PIN_POINTS.get(pin);
  return place?.city === city ? place : undefined;
};

/**
 * Where a listing is when its owner placed no pin: its locality's point when the name is a known locality of its city
 * (spaces and case aside: 'Gomti Nagar' is the 'Gomtinagar' post office), else its PIN code's, else the city's head
 * post office. Undefined only for a city without points.
 */
export function locate(city: string, locality: string, pin?: string): Place | undefined {
  const spelled = compact(locality);
  const inCity = PLACES.filter((place) => place.city === city && place.kind === "locality");
  return (
    inCity.find((place) => compact(place.name) === spelled) ??
    (pin ? pinOfCity(pin, city) : undefined) ??
    inCity.find((place) => place.head)
  );
}

/**
 * Whether a listing's point is its owner's pin (ADR 057): a point the server placed is exactly its locality's, PIN
 * code's or city's, so any other point was placed by hand.
 */
export function isOwnersPin(
  point: { lat: number; lng: number },
  listing: { city: string; locality: string; pinCode?: string | null },
): boolean {
  const placed = locate(listing.city, listing.locality, listing.pinCode ?? undefined);
  return placed?.lat !== point.lat || placed.lng !== point.lng;
}

/**
 * The sphere earthdistance measures on (its `earth()`, 6,378,168 m): the search index and the SQL then draw the same
 * circle, and differ only by rounding. On the mean radius (6,371 km) a listing 0.9990 km away by one was 1.0001 by the
 * other, in for one and out for the other (ADR 042).
 */
const EARTH_RADIUS_KM = 6_378.168;
const radians = (angle: number) => (angle * Math.PI) / 180;
const degrees = (angle: number) => (angle * 180) / Math.PI;

/** The straight-line (great-circle) distance in kilometres: what 'near' means, and what tests check the SQL against. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** How much wider than the circle its box is drawn: the box only saves work, the distance decides. */
const BOX_MARGIN = 1.01;

/**
 * Whether a point is within `km` of a place, as a 'near' search means it: a box around the circle (four comparisons,
 * written out since the search index asks it of every listing) rules out most points, and the distance decides the
 * rest. A point without coordinates (NaN) is never within.
 */
export function withinKmOf(place: { lat: number; lng: number }, km: number): (lat: number, lng: number) => boolean {
  const arc = km / EARTH_RADIUS_KM;
  const latDegrees = degrees(arc) * BOX_MARGIN;
  const south = place.lat - latDegrees;
  const north = place.lat + latDegrees;
  // The circle's widest point east or west is asin(sin(arc) / cos(lat)) away. Around a pole, or across the 180th
  // meridian, the box leaves longitude open.
  const widest = Math.sin(arc) / Math.cos(radians(Math.min(90, Math.abs(place.lat) + latDegrees)));
  const lngDegrees = widest >= 0 && widest < 1 ? degrees(Math.asin(widest)) * BOX_MARGIN : 180;
  const open = place.lng - lngDegrees < -180 || place.lng + lngDegrees > 180;
  const west = open ? -180 : place.lng - lngDegrees;
  const east = open ? 180 : place.lng + lngDegrees;
  return (lat, lng) =>
    lat >= south && lat <= north && lng >= west && lng <= east && haversineKm(place, { lat, lng }) <= km;
}

/** The nearest landmark of each kind in a city, nearest first, with its straight-line distance in kilometres. */
export function nearestLandmarks(
  point: { lat: number; lng: number },
  city: string,
): Array<{ place: Place; km: number }> {
  const nearest = new Map<PlaceKind, { place: Place; km: number }>();
  for (const place of LANDMARKS) {
    if (place.city !== city) continue;
    const km = haversineKm(point, place);
    const known = nearest.get(place.kind);
    if (!known || km < known.km) nearest.set(place.kind, { place, km });
  }
  return [...nearest.values()].sort((a, b) => a.km - b.km);
}

/** A place's name in a language: a landmark's Hindi name on Hindi pages, else its English one. */
export const placeName = (place: Place, locale: string): string =>
  locale === "hi" && place.hindi ? place.hindi : place.name;

/** The places a 'near' search offers for a city (every city's landmarks when none is chosen), landmarks first. */
export function nearChoices(city: string | undefined): Place[] {
  const landmarks = LANDMARKS.filter((place) => !city || place.city === city);
  const localities = city ? PLACES.filter((place) => place.kind === "locality" && place.city === city) : [];
  return [...landmarks, ...localities];
}

/** Every name of every place, written as `compact` writes it, with the places it names (one name, several cities). */
const PLACES_BY_NAME = new Map<string, Place[]>();
for (const place of PLACES) {
  // A head post office called by its city's name ('Varanasi') is the city, which the sentence reads as such.
  if (place.kind === "locality" && compact(place.name) === compact(place.city)) continue;
  for (const name of [place.name, place.hindi, ...(place.alsoCalled ?? [])]) {
    if (!name) continue;
    const key = compact(name);
    PLACES_BY_NAME.set(key, [...(PLACES_BY_NAME.get(key) ?? []), place]);
  }
}

/** The places some words name ('iit kanpur', 'gomti nagar', 'आईआईटी कानपुर'), spaces and case aside. */
export const nearPlaces = (words: string): readonly Place[] => PLACES_BY_NAME.get(compact(words)) ?? [];

/** A rectangle of the map, in degrees: what 'Search this area' searches (ADR 051). */
export type MapArea = { south: number; west: number; north: number; east: number };

/** Degrees as a map area writes them: five decimals (about a metre) keep its URLs short. */
const DEGREES = /^-?\d{1,3}(\.\d{1,12})?$/;

/** Reads 'south,west,north,east'; undefined unless it is four numbers of a real, non-empty rectangle. */
export function readMapArea(value: string): MapArea | undefined {
  const parts = value.split(",").map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => DEGREES.test(part))) return undefined;
  const [south, west, north, east] = parts.map(Number);
  if (south < -90 || north > 90 || west < -180 || east > 180 || south >= north || west >= east) return undefined;
  return { south, west, north, east };
}

/** A map area as its URL value, 'south,west,north,east', each to five decimals. */
export const writeMapArea = ({ south, west, north, east }: MapArea): string =>
  [south, west, north, east].map((degrees) => Number(degrees.toFixed(5))).join(",");

/** Whether a point lies in a map area, edges included: what the SQL's `between` answers. */
export const inMapArea = (area: MapArea, point: { lat: number; lng: number }): boolean =>
  point.lat >= area.south && point.lat <= area.north && point.lng >= area.west && point.lng <= area.east;

/**
 * How far a city reaches past its outermost PIN code points, in degrees (about 5 km): a PIN code's point is its area's
 * middle, so the city's edge lies beyond it.
 */
const CITY_MARGIN_DEGREES = 0.05;

/**
 * The rectangle an owner's pin must fall in for a city: its places' points (from the PIN-code data set, ADR 042) with
 * a margin. Undefined for a city without points.
 */
export function cityBounds(city: string): MapArea | undefined {
  const points = PLACES.filter((place) => place.city === city);
  if (points.length === 0) return undefined;
  const lats = points.map((place) => place.lat);
  const lngs = points.map((place) => place.lng);
  return {
    south: Math.min(...lats) - CITY_MARGIN_DEGREES,
    west: Math.min(...lngs) - CITY_MARGIN_DEGREES,
    north: Math.max(...lats) + CITY_MARGIN_DEGREES,
    east: Math.max(...lngs) + CITY_MARGIN_DEGREES,
  };
}
