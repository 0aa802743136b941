import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { ListingCard } from "~/components/listing-card";
import { listingIdSchema, MAX_FAVOURITES, publicListingCards } from "~/features/favourites/favourites.server";
import { locallySavedListingIds } from "~/lib/favourites";
import { localePath } from "~/lib/i18n";
import { redirect } from "~/lib/redirect";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/favourites";

export function meta(_: Route.MetaArgs) {
  return [
    { title: t`Your favourites | GharStay` },
    { name: "description", content: t`The listings you saved in this browser.` },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * A visitor's favourites live in their browser, so the page asks for their cards with ?ids= once it
 * has read them; a signed-in user's are in their account, on the profile.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getCurrentUser(request)) throw redirect("/profile?tab=favourites");
  const ids = (new URL(request.url).searchParams.get("ids") ?? "")
    .split(",")
    .filter((id) => listingIdSchema.safeParse(id).success)
    .slice(0, MAX_FAVOURITES);
  return { listings: await publicListingCards(ids) };
}

export default function Favourites() {
  const fetcher = useFetcher<typeof loader>();
  const { load } = fetcher;

  useEffect(() => {
    void load(localePath(`/favourites?ids=${locallySavedListingIds().join(",")}`));
  }, [load]);

  const listings = fetcher.data?.listings;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Your favourites</Trans>
      </h1>
      <p className="mt-2 text-gray-700">
        <Trans>Kept in this browser. Log in to keep them in your account.</Trans>
      </p>
      <div aria-live="polite">
        {listings === undefined ? (
          <p className="mt-6 text-gray-700">
            <Trans>Loading your favourites…</Trans>
          </p>
        ) : listings.length === 0 ? (
          <p className="mt-6 rounded-md bg-gray-50 px-4 py-6 text-gray-700">
            <Trans>No favourites yet.</Trans>
          </p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
