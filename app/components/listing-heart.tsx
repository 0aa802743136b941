import { useLingui } from "@lingui/react/macro";
import { Heart } from "~/components/heart";
import { heartItem } from "~/islands/contracts/heart";

/** The heart on a listing card and on the listing page. */
export function ListingHeart({ listingId, name }: { listingId: string; name: string }) {
  const { t } = useLingui();
  return (
    <Heart
      item={heartItem.listing(listingId)}
      label={t`Save ${name} to favourites`}
      failed={t`Could not save to your account. Please try again.`}
      className="absolute top-2 right-2"
    />
  );
}
