import { Trans, useLingui } from "@lingui/react/macro";
import { map, mapPin, writePoint } from "~/islands/contracts/map";
// Bundled on its own with Leaflet, without React, and fetched only when someone opens a map (ADR 051).
import mapScript from "~/islands/map-script.ts?worker&url";

/** Where the map's tiles come from (MAP_TILE_URL): null draws the pins on a blank map. */
export type MapTiles = { mapTiles: string | null; mapAttribution: string };

/** What makes an element a pin of a map: spread on the element that holds the card its popup shows. */
export function pinAttributes(point: { lat: number; lng: number }, label: string, name: string) {
  return mapPin.attrs({ pin: label, lat: point.lat, lng: point.lng, name });
}

/** The element of a pin whose popup shows only part of it: that part (a result's card). */
export const pinCardAttributes = () => mapPin.attrs({ card: "" });

/**
 * A map where the owner places one pin, in a form: `fields` are its latitude and longitude fields' names, which the
 * map writes; `point` is where the pin stands now (the owner's, else the locality's centre); `label` what a screen
 * reader hears on the pin.
 */
export type PlacePin = {
  fields: readonly [string, string];
  point: { lat: number; lng: number } | undefined;
  label: string;
};

type Props = {
  id: string;
  /** A selector for the part of the page whose elements marked `mapPin`'s `pin` are the pins. */
  pins: string;
  tiles: MapTiles | undefined;
  /** The area a search covers, 'south,west,north,east': the map opens on it rather than on the pins. */
  area?: string;
  /** Offer 'Search this area' once the map is moved. */
  searchArea?: boolean;
  /** What the map shows, under it. */
  caption: React.ReactNode;
  /** How a cluster names what it holds, after its count: 'results here'. */
  clusterLabel: string;
  /**
   * In a wrapping row (a search's count and 'Save this search'): the button joins that row and the map opens on a row
   * of its own under it, so the button costs a phone's first screen no line of its own (issue 47).
   */
  inRow?: boolean;
  /** The owner's pin to place, instead of pins from the page. */
  place?: PlacePin;
};

/**
 * A 'Map' button and the map it opens, drawn by app/islands/map-script.ts. The pins stay in the page as elements (a
 * result's card, a place in a list), so without tiles the pins still work, and without the map the list does.
 */
export function MapPanel({ id, pins, tiles, area, searchArea, caption, clusterLabel, inRow = false, place }: Props) {
  const { t } = useLingui();
  return (
    <div className={inRow ? "contents" : "mt-3"}>
      <button
        type="button"
        {...map.attrs({ open: id })}
        aria-controls={id}
        aria-expanded="false"
        className={`rounded-md border border-brand-700 bg-white font-semibold text-brand-800 hover:bg-brand-50 ${inRow ? "px-3 py-1 text-sm" : "px-4 py-2"}`}
      >
        <Trans>Map</Trans>
      </button>
      <div
        id={id}
        hidden
        {...map.attrs({
          map: "",
          script: mapScript,
          pins,
          tiles: tiles?.mapTiles ?? undefined,
          attribution: tiles?.mapAttribution,
          area,
          cluster: clusterLabel,
          place: place?.fields.join(","),
          point: place?.point && writePoint(place.point),
          pinLabel: place?.label,
        })}
        className={inRow ? "relative mt-3 w-full basis-full" : "relative mt-3"}
      >
        <section
          {...map.attrs({ canvas: "" })}
          aria-label={t`Map`}
          className="z-0 h-[60vh] w-full rounded-lg border border-gray-300 bg-gray-100 sm:h-[28rem]"
        />
        {searchArea ? (
          <button
            type="button"
            hidden
            {...map.attrs({ searchArea: "" })}
            className="absolute top-3 left-1/2 z-[1000] -translate-x-1/2 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white shadow-lg hover:bg-brand-800"
          >
            <Trans>Search this area</Trans>
          </button>
        ) : null}
        <p className="mt-2 text-sm text-gray-700">{caption}</p>
      </div>
    </div>
  );
}
