import { Trans, useLingui } from "@lingui/react/macro";
import { MapPanel, type MapTiles, pinAttributes } from "~/components/map-panel";
import { isOwnersPin, nearestLandmarks, type PlaceKind, placeName } from "~/content/places";
import { currentLocale } from "~/lib/i18n";
import { ListingSection } from "./listing-section";

/**
 * What is near a listing, or a project (`subject`): the nearest landmark of each kind in its city, each with its
 * straight-line distance (ADR 042), a small map of them with the listing (ADR 051), and a link that opens its point on
 * OpenStreetMap. Nothing when it has no point.
 */
export function SectionNearbyMaybe({
  listing,
  tiles,
  subject = "listing",
}: {
  listing: {
    city: string;
    locality: string;
    pinCode: string | null;
    latitude: number | null;
    longitude: number | null;
  };
  tiles?: MapTiles;
  subject?: "listing" | "project";
}) {
  const { t } = useLingui();
  if (listing.latitude === null || listing.longitude === null) return null;
  const point = { lat: listing.latitude, lng: listing.longitude };
  const nearby = nearestLandmarks(point, listing.city);
  const pinned = isOwnersPin(point, listing);
  const kinds: Record<PlaceKind, string> = {
    locality: t`Locality`,
    metro: t`Metro station`,
    college: t`College or university`,
    hospital: t`Hospital`,
    "it-park": t`IT park`,
    railway: t`Railway station`,
  };
  const locale = currentLocale();
  const { locality } = listing;
  const words =
    subject === "project"
      ? {
          pin: t`This project`,
          pinName: t`This project, ${locality}`,
          at: pinned ? <Trans>This project, at its pin</Trans> : <Trans>This project, placed at {locality}</Trans>,
          from: pinned ? (
            <Trans>Distances are straight-line, from the project's pin, not by road.</Trans>
          ) : (
            <Trans>Distances are straight-line, from the project's locality or PIN code area, not by road.</Trans>
          ),
          caption: <Trans>The project and the places above, each at its PIN code area's point.</Trans>,
        }
      : {
          pin: t`This listing`,
          pinName: t`This listing, ${locality}`,
          at: pinned ? (
            <Trans>This listing, at its owner's pin</Trans>
          ) : (
            <Trans>This listing, placed at {locality}</Trans>
          ),
          from: pinned ? (
            <Trans>Distances are straight-line, from the owner's pin, not by road.</Trans>
          ) : (
            <Trans>Distances are straight-line, from the listing's locality or PIN code area, not by road.</Trans>
          ),
          caption: pinned ? (
            <Trans>The listing at its owner's pin, and the places above, each at its PIN code area's point.</Trans>
          ) : (
            <Trans>The listing and the places above, each at its PIN code area's point.</Trans>
          ),
        };
  return (
    <ListingSection id="listing-nearby" title={t`What is near`} titleClassName="mb-3">
      <span hidden {...pinAttributes(point, words.pin, words.pinName)}>
        {words.at}
      </span>
      {nearby.length > 0 ? (
        <ul className="space-y-1 text-gray-900">
          {nearby.map(({ place, km }) => {
            const distance = km.toLocaleString("en-IN", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
            const name = placeName(place, locale);
            return (
              <li key={place.id} {...pinAttributes(place, name, `${name}, ${t`${distance} km in a straight line`}`)}>
                <span className="font-medium">{placeName(place, locale)}</span> ({kinds[place.kind]}):{" "}
                {t`${distance} km in a straight line`}
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="mt-2 text-sm text-gray-700">
        {words.from}{" "}
        <a
          href={`https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=15/${point.lat}/${point.lng}`}
          className="font-semibold text-brand-700 underline"
          rel="noopener"
        >
          <Trans>Open on OpenStreetMap</Trans>
        </a>
      </p>
      <MapPanel
        id="listing-map"
        pins='section[aria-labelledby="listing-nearby"]'
        tiles={tiles}
        clusterLabel={t`places here`}
        caption={words.caption}
      />
    </ListingSection>
  );
}
