import { PropertyCardShell } from "~/components/property-card-shell";
import type { ImageVariant } from "~/db/schema";
import { formatRupees } from "~/lib/format";

/** What a listing card shows: the columns `listingCardColumns` selects, and the cover photo. */
export type ListingCardData = {
  id: string;
  projectBuildingName: string;
  locality: string;
  city: string;
  price: number;
  listingType: string;
  propertyType: string;
  cover: ImageVariant[] | null;
};

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
