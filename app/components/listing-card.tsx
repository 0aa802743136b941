import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageVariant } from "~/db/schema";
import { formatRupees } from "~/lib/format";

export type ListingCardProps = {
  listing: {
    id: string;
    projectBuildingName: string;
    locality: string;
    city: string;
    price: number;
    listingType: string;
    propertyType: string;
    cover: ImageVariant[] | null;
  };
  /** Where the card leads; a listing's own page by default. */
  href?: string;
  priority?: boolean;
  children?: React.ReactNode;
};

const PER_MONTH = new Set(["Rent", "PG", "Room"]);

export function ListingCard({ listing, href = `/property/${listing.id}`, priority, children }: ListingCardProps) {
  const name = listing.projectBuildingName.trim() || "Untitled Project";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
      <Link to={href} className="block" aria-label={name} tabIndex={-1}>
        {listing.cover ? (
          <ResponsiveImage
            variants={listing.cover}
            alt=""
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="h-48 w-full object-cover"
            priority={priority}
          />
        ) : (
          <div className="flex h-48 items-center justify-center bg-gray-100 text-gray-600">No Image Available</div>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {listing.listingType} · {listing.propertyType}
        </p>
        <h3 className="text-lg font-semibold text-gray-900">
          <Link to={href} className="hover:underline">
            {name}
          </Link>
        </h3>
        <p className="text-gray-700">
          {listing.locality || "Location not available"}, {listing.city}
        </p>
        <p className="mt-auto pt-2 font-semibold text-gray-900">
          {formatRupees(listing.price)}
          {PER_MONTH.has(listing.listingType) ? (
            <span className="text-sm font-normal text-gray-600"> / month</span>
          ) : null}
          {listing.listingType === "Hotel" ? <span className="text-sm font-normal text-gray-600"> / night</span> : null}
        </p>
        {children}
      </div>
    </article>
  );
}
