import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { ListingCard } from "~/components/listing-card";
import { Link } from "~/components/ui/links";
import { galleryFavourites } from "~/features/favourites/favourites.server";
import { Gallery } from "~/features/gallery/gallery";
import { MAX_QUERY_LENGTH } from "~/features/gallery/gallery-search";
import { newestListings } from "~/features/listings/listing-cards.server";
import { cachedContent } from "~/lib/content-cache.server";
import { SHOWS_ANY_LISTING } from "~/lib/content-changes.server";
import type { RouteHandle } from "~/lib/route-handle";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/buy";

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`Luxury Real Estate — Buy a Home | GharStay` },
    {
      name: "description",
      content: t`Penthouses, villas and heritage homes for sale in Lucknow, Noida, Gurugram, Kanpur and Varanasi, with approved flats, plots and commercial property.`,
    },
  ];
}

/** One screenful; the full list with filters and pages is /explore?type=sell. */
const SALE_LISTINGS_LIMIT = 9;

/** The gallery's search as the page reads it: the text of `?q=`, trimmed and cut to the search box's length. */
const galleryQuery = (params: URLSearchParams) => (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);

/** A visitor's page is the same for every visitor asking the same gallery search, until a listing changes (ADR 005). */
export const handle: RouteHandle = {
  pageCache: (params) => {
    const query = galleryQuery(params);
    return query ? `?${new URLSearchParams({ q: query })}` : "";
  },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = galleryQuery(new URL(request.url).searchParams);
  const user = await getCurrentUser(request);
  const [favourites, forSale] = await Promise.all([
    user ? galleryFavourites(user.id) : null,
    // Any listing's change may move it into or out of the newest for sale (its type is one of its facts).
    cachedContent(
      "buy",
      () => newestListings(SALE_LISTINGS_LIMIT, "Sell"),
      context,
      () => [SHOWS_ANY_LISTING],
    ),
  ]);
  return { query, favourites, forSale };
}

export default function Buy({ loaderData }: Route.ComponentProps) {
  const { query, favourites, forSale } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <section aria-labelledby="gallery-title">
        <h1 id="gallery-title" className="text-3xl font-extrabold text-gray-900 sm:text-4xl">
          <Trans>Luxury Real Estate</Trans>
        </h1>
        <p className="mt-3 mb-8 max-w-2xl text-lg text-gray-700">
          <Trans>Handpicked penthouses, villas and heritage homes across the cities we serve.</Trans>
        </p>
        <Gallery initialQuery={query} accountFavourites={favourites} />
      </section>
      <section aria-labelledby="for-sale-title" className="mt-16">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <h2 id="for-sale-title" className="text-2xl font-extrabold text-gray-900 sm:text-3xl">
            <Trans>Homes, plots and commercial property for sale</Trans>
          </h2>
          <Link to="/explore?type=sell" className="font-semibold text-brand-700 underline">
            <Trans>See all properties for sale</Trans>
          </Link>
        </div>
        {forSale.length === 0 ? (
          <p className="text-gray-700">
            <Trans>No approved listings.</Trans>
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {forSale.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
