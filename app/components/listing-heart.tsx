import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { HeartButton } from "~/components/ui/heart-button";
import {
  loadSavedListings,
  savedListingsServerSnapshot,
  savedListingsSnapshot,
  subscribeSavedListings,
  toggleSavedListing,
} from "~/lib/saved-listings";

/** What this needs of the root loader's data: who is signed in. */
type RootUser = { user: { id: string } | null };

const subscribeNothing = () => () => {};

/**
 * The heart on a listing card. It appears once the page has hydrated: without JavaScript there is
 * nowhere to keep a visitor's favourites, and a button that does nothing would mislead.
 */
export function ListingHeart({ listingId, name }: { listingId: string; name: string }) {
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const { t } = useLingui();
  const accountId = useRouteLoaderData<RootUser>("root")?.user?.id ?? null;
  const { ids, failed } = useSyncExternalStore(
    subscribeSavedListings,
    savedListingsSnapshot,
    savedListingsServerSnapshot,
  );

  useEffect(() => {
    void loadSavedListings(accountId);
  }, [accountId]);

  if (!hydrated) return null;
  return (
    <div className="absolute top-2 right-2 flex flex-col items-end gap-1">
      <HeartButton
        pressed={ids.has(listingId)}
        label={t`Save ${name} to favourites`}
        onClick={() => void toggleSavedListing(listingId)}
      />
      {failed === listingId ? (
        <p role="alert" className="max-w-48 rounded bg-white px-2 py-1 text-sm font-medium text-red-700 shadow">
          <Trans>Could not save to your account. Please try again.</Trans>
        </p>
      ) : null}
    </div>
  );
}
