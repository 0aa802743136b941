import { useLingui } from "@lingui/react/macro";
import { useRouteLoaderData } from "react-router";
import { HeartButton } from "~/components/ui/heart-button";

/** What this needs of the root loader's data: who is signed in. */
type RootUser = { user: { id: string } | null };

/**
 * The heart on a listing card. The server renders it hidden: without a script there is nowhere to keep a
 * visitor's favourites, and a button that does nothing would mislead. The islands script shows it and keeps
 * it (app/islands/listing-heart.ts): in this browser for a visitor, in the account named by `data-account`.
 */
export function ListingHeart({ listingId, name }: { listingId: string; name: string }) {
  const { t } = useLingui();
  const accountId = useRouteLoaderData<RootUser>("root")?.user?.id;
  return (
    <div
      data-listing-heart={listingId}
      data-account={accountId}
      hidden
      className="absolute top-2 right-2 flex flex-col items-end gap-1"
    >
      <HeartButton pressed={false} label={t`Save ${name} to favourites`} />
      <p
        role="alert"
        data-message={t`Could not save to your account. Please try again.`}
        className="max-w-48 rounded bg-white px-2 py-1 text-sm font-medium text-red-700 shadow empty:hidden"
      />
    </div>
  );
}
