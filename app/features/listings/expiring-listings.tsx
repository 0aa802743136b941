import { Trans, useLingui } from "@lingui/react/macro";
import { ListingCard, type ListingCardData } from "~/components/listing-card";
import { Form } from "~/components/ui/links";
import { formatDate } from "~/lib/format";

export type ExpiringListing = ListingCardData & { status: string; expiresAt: Date };

/**
 * The owner's listings that expired or soon will, each with 'Still available' to keep it public for
 * another 60 days. Shown only when there is one.
 */
export function ExpiringListingsMaybe({ listings }: { listings: ExpiringListing[] }) {
  const { t } = useLingui();
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="expiring-heading" className="mt-10">
      <h2 id="expiring-heading" className="text-2xl font-bold text-gray-900">
        <Trans>Expiring listings</Trans>
      </h2>
      <p className="mt-1 text-gray-700">
        <Trans>Confirm they are still available to keep them on GharStay.</Trans>
      </p>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing}>
              <p className="mt-2 text-sm font-medium text-amber-900">
                {listing.status === "expired"
                  ? t`Expired on ${formatDate(listing.expiresAt)}`
                  : t`Expires on ${formatDate(listing.expiresAt)}`}
              </p>
              <Form method="post" action={`/profile/listings/${listing.id}/renew`}>
                <button
                  type="submit"
                  className="mt-3 min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  <Trans>Still available</Trans>
                </button>
              </Form>
            </ListingCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
