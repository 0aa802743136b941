import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { findSupportedCity } from "~/content/cities";
import { PLACE_KINDS, PLACES, type PlaceKind, placeName } from "~/content/places";
import { currentLocale } from "~/lib/i18n";
import type { Route } from "./+types/places";

/**
 * GET /api/v1/places?city=Noida&kind=college: the localities and landmarks a 'near' search can start from, each with
 * its id (for /api/v1/places/:id/listings), its PIN code and its point (ADR 042). Both filters are optional.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const cityParam = params.get("city");
  const kindParam = params.get("kind");
  const city = cityParam === null ? undefined : findSupportedCity(cityParam);
  if (cityParam !== null && !city)
    return data({ error: t`city must be one of the cities GharStay serves.` }, { status: 400 });
  const kind = PLACE_KINDS.find((known) => known === kindParam);
  if (kindParam !== null && !kind) {
    return data({ error: t`kind must be one of: ${PLACE_KINDS.join(", ")}.` }, { status: 400 });
  }
  const locale = currentLocale();
  const places = PLACES.filter(
    (place) => (!city || place.city === city) && (!kind || place.kind === (kind as PlaceKind)),
  );
  return {
    places: places.map((place) => ({
      id: place.id,
      kind: place.kind,
      name: placeName(place, locale),
      city: place.city,
      pinCode: place.pin,
      latitude: place.lat,
      longitude: place.lng,
    })),
  };
}
