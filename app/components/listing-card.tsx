import { PropertyCardShell } from "~/components/property-card-shell";
import { formatRupees } from "~/lib/format";
import type { ListingCardData } from "~/lib/listing-cards.server";

type Props = {
  listing: ListingCardData;
  /** Where the card leads; a listing's own page by default. */
  href?: string;
  priority?: boolean;
  children?: React.ReactNode;
};

const PER_MONTH = new Set(["Rent", "PG", "Room"]);

export function ListingCard({ listing, href = `/property/${listing.id}`, priority, children }: Props) {
  return (
    <PropertyCardShell
      item={listing}
      href={href}
      priority={priority}
      kicker={`${listing.listingType} · ${listing.propertyType}`}
      price={
        <>
          {formatRupees(listing.price)}
          {PER_MONTH.has(listing.listingType) ? (
            <span className="text-sm font-normal text-gray-600"> / month</span>
          ) : null}
          {listing.listingType === "Hotel" ? <span className="text-sm font-normal text-gray-600"> / night</span> : null}
        </>
      }
    >
      {children}
    </PropertyCardShell>
  );
}
