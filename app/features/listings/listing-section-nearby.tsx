import { Trans, useLingui } from "@lingui/react/macro";
import { MapPanel, type MapTiles, pinAttributes } from "~/components/map-panel";
import { isOwnersPin, nearestLandmarks, type PlaceKind, placeName } from "~/content/places";
import { currentLocale } from "~/lib/i18n";
import { ListingSection } from "./listing-section";

/**
 * What is near a listing: the nearest landmark of each kind in its city, each with its straight-line distance (ADR
 * 042), a small map of them with the listing (ADR 051), and a link that opens its point on OpenStreetMap. Nothing when
 * the listing has no point.
 */
export function SectionNearbyMaybe({
  listing,
  tiles,
}: {
  listing: {
    city: string;
    locality: string;
    pinCode: string | null;
    latitude: number | null;
    longitude: number | null;
  };
  tiles?: MapTiles;
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
  return (
    <ListingSection id="listing-nearby" title={t`What is near`} titleClassName="mb-3">
      <span hidden {...pinAttributes(point, t`This listing`, t`This listing, ${listing.locality}`)}>
        {pinned ? (
          <Trans>This listing, at its owner's pin</Trans>
        ) : (
          <Trans>This listing, placed at {listing.locality}</Trans>
        )}
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
        {pinned ? (
          <Trans>Distances are straight-line, from the owner's pin, not by road.</Trans>
        ) : (
          <Trans>Distances are straight-line, from the listing's locality or PIN code area, not by road.</Trans>
        )}{" "}
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
        caption={
          pinned ? (
            <Trans>The listing at its owner's pin, and the places above, each at its PIN code area's point.</Trans>
          ) : (
            <Trans>The listing and the places above, each at its PIN code area's point.</Trans>
          )
        }
      />
    </ListingSection>
  );
}
