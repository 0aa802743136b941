import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { findSupportedCity } from "~/content/cities";
import { FIGURE_MIN_LISTINGS, localityFigures, localityName } from "~/features/search/locality-figures.server";
import type { Route } from "./+types/locality";

/**
 * GET /api/v1/localities/:city/:locality (/api/v1/localities/lucknow/gomti-nagar): the locality's median monthly rent
 * of each kind and median sale price per square foot, each with the listings behind it and its last twelve months;
 * a figure's value is null when fewer than `minimumListings` listings are behind it.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const city = findSupportedCity(params.city);
  const locality = city ? await localityName(city, params.locality) : null;
  if (!city || !locality) return data({ error: t`Locality not found.` }, { status: 404 });
  return {
    city,
    locality,
    path: `/${city.toLowerCase()}/${params.locality}`,
    minimumListings: FIGURE_MIN_LISTINGS,
    ...(await localityFigures(city, params.locality)),
  };
}
