import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { exploreQuery, parseExploreFilters } from "~/content/explore-filters";
import { placeById } from "~/content/places";
import { refusalAsJson, searchExplore, searchRefusal } from "~/features/search/explore.server";
import { contentVersion } from "~/lib/content-cache.server";
import type { Route } from "./+types/place-listings";

/**
 * GET /api/v1/places/:id/listings?within=2&page=1: the public listings within 1, 2 or 5 km (5 by default) of a place,
 * nearest first, each with its straight-line distance in kilometres; the page's address on the site beside them.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!placeById(params.id)) return data({ error: t`Place not found.` }, { status: 404 });
  const query = new URL(request.url).searchParams;
  const within = query.get("within");
  if (within !== null && !["1", "2", "5"].includes(within)) {
    return data({ error: t`within must be 1, 2 or 5 (kilometres).` }, { status: 400 });
  }
  const refusal = await searchRefusal(request, context);
  if (refusal) return refusalAsJson(refusal);
  const filters = parseExploreFilters(
    new URLSearchParams({ near: params.id, within: within ?? "5", sort: "distance", page: query.get("page") ?? "1" }),
  );
  // At the content version, so the search index answers it as it answers /explore's (ADR 042).
  // Listings only, counted and paged as such: the total and the pages agree with what the list holds.
  const results = await searchExplore(filters, [], await contentVersion(), { projects: false });
  return {
    listings: results.items.flatMap((item) =>
      item.kind === "listing"
        ? [
            {
              id: item.id,
              name: item.projectBuildingName,
              locality: item.locality,
              city: item.city,
              price: item.price,
              listingType: item.listingType,
              propertyType: item.propertyType,
              distanceKm: item.distanceKm,
            },
          ]
        : [],
    ),
    total: results.total,
    page: results.page,
    pageCount: results.pageCount,
    explore: `/explore${exploreQuery(filters, ["page"])}`,
  };
}
