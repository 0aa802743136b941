import { JsonLd } from "~/components/ui/json-ld";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageVariant } from "~/db/schema";
import { realEstateListingLd } from "~/lib/seo";
import { listingName, priceText } from "./listing-text";
import { isPublicListing } from "./listing-visibility";
import type { ListingPhoto } from "./listings.server";

/** One titled part of the listing page; its heading names it for screen readers. */
export function ListingSection({
  id,
  title,
  titleClassName,
  children,
}: {
  id: string;
  title: string;
  titleClassName: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={`${titleClassName} text-xl font-semibold text-gray-900`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SectionGallery({ photos, name }: { photos: ListingPhoto[]; name: string }) {
  const [cover, ...rest] = photos;
  if (!cover) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-lg bg-gray-100 text-lg text-gray-700">
        No Image Available
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ResponsiveImage
        variants={cover.variants}
        alt={name}
        sizes="(min-width: 1024px) 66vw, 100vw"
        className="aspect-[16/9] w-full rounded-lg object-cover"
        priority
      />
      {rest.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3">
          {rest.map((photo, index) => (
            <li key={photo.id}>
              <ResponsiveImage
                variants={photo.variants}
                alt={`${name}, view ${index + 2}`}
                sizes="(min-width: 1024px) 22vw, 33vw"
                className="aspect-[4/3] w-full rounded-md object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type Heading = {
  status: string;
  projectBuildingName: string | null;
  locality: string | null;
  city: string;
  price: number;
};

/** Name, place and price, with a badge while the listing waits for approval (only its owner and Admins see it then). */
export function SectionHeading({ listing }: { listing: Heading }) {
  return (
    <header>
      {isPublicListing(listing) ? null : (
        <p className="mb-2 inline-block rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900">
          Pending approval
        </p>
      )}
      <h1 className="text-3xl font-bold text-gray-900">{listingName(listing.projectBuildingName)}</h1>
      <p className="mt-1 text-lg text-gray-700">
        {listing.locality?.trim() || "Location not available"}, {listing.city || "Not available"}
      </p>
      <p className="mt-3 text-2xl font-bold text-gray-900">{priceText(listing.price)}</p>
    </header>
  );
}

export function SectionDescriptionMaybe({ description }: { description: string | null }) {
  if (!description) return null;
  return (
    <ListingSection id="about" title="About this property" titleClassName="mb-2">
      <p className="whitespace-pre-line text-gray-800">{description}</p>
    </ListingSection>
  );
}

type Described = Heading & { id: string; description: string | null; listingType: string; propertyType: string };

/** Search engines' structured data, for public listings only: a pending one is not to be indexed. */
export function SectionStructuredDataMaybe({
  listing,
  photos,
  publicUrl,
}: {
  listing: Described;
  photos: { variants: ImageVariant[] }[];
  publicUrl: string;
}) {
  if (!isPublicListing(listing)) return null;
  return (
    <JsonLd
      data={realEstateListingLd({
        name: listingName(listing.projectBuildingName),
        description: listing.description ?? `${listing.listingType} · ${listing.propertyType}`,
        url: `${publicUrl}/property/${listing.id}`,
        publicUrl,
        images: photos.map((photo) => photo.variants),
        price: listing.price,
        locality: listing.locality,
        city: listing.city,
      })}
    />
  );
}
