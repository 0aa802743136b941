import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { ListingHeart } from "~/components/listing-heart";
import { JsonLd } from "~/components/ui/json-ld";
import { Lightbox, lightboxOpener } from "~/components/ui/lightbox";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { label } from "~/content/labels";
import type { ImageVariant } from "~/db/schema";
import type { ListingPhoto } from "~/features/photos/photos";
import { formatFullPrice, formatPrice, type PricedListing } from "~/lib/format";
import { mediaUrl } from "~/lib/media";
import { realEstateListingLd } from "~/lib/seo";
import { listingName, notAvailable } from "./listing-text";
import { isPublicListing } from "./listing-visibility";

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

/** Each photo opens the full-screen viewer; without a script the link still opens the photo itself. */
export function SectionGallery({ photos, name }: { photos: ListingPhoto[]; name: string }) {
  const { t } = useLingui();
  const viewerId = useId();
  const [cover, ...rest] = photos;
  if (!cover) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-lg bg-gray-100 text-lg text-gray-700">
        <Trans>No Image Available</Trans>
      </div>
    );
  }
  const count = photos.length;
  const fullSize = (index: number) => mediaUrl(largest(photos[index].variants).key);
  const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";
  return (
    <div className="space-y-3">
      <div className="relative">
        <a
          href={fullSize(0)}
          {...lightboxOpener(viewerId, 0)}
          aria-label={t`Open photo 1 of ${count}`}
          className={`block rounded-lg ${focusRing}`}
        >
          <ResponsiveImage
            variants={cover.variants}
            alt={name}
            sizes="(min-width: 1024px) 66vw, 100vw"
            className="aspect-[16/9] w-full rounded-lg object-cover"
            priority
          />
        </a>
        <a
          href={fullSize(0)}
          {...lightboxOpener(viewerId, 0)}
          className={`absolute right-3 bottom-3 inline-flex min-h-11 items-center rounded-md bg-white/95 px-4 font-semibold text-gray-900 shadow hover:bg-white ${focusRing}`}
        >
          <Trans>View all photos</Trans>
        </a>
      </div>
      {rest.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3">
          {rest.map((photo, index) => {
            const n = index + 2;
            return (
              <li key={photo.id}>
                <a
                  href={fullSize(index + 1)}
                  {...lightboxOpener(viewerId, index + 1)}
                  aria-label={t`Open photo ${n} of ${count}`}
                  className={`block rounded-md ${focusRing}`}
                >
                  <ResponsiveImage
                    variants={photo.variants}
                    alt={t`${name}, view ${n}`}
                    sizes="(min-width: 1024px) 22vw, 33vw"
                    className="aspect-[4/3] w-full rounded-md object-cover"
                  />
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Lightbox
        id={viewerId}
        title={name}
        count={count}
        renderPhoto={(index) => (
          <ResponsiveImage
            variants={photos[index].variants}
            alt={t`${name}, photo ${index + 1} of ${count}`}
            sizes="100vw"
          />
        )}
      />
    </div>
  );
}

const largest = (variants: ImageVariant[]): ImageVariant =>
  variants.reduce((best, variant) => (variant.width > best.width ? variant : best));

type Heading = PricedListing & {
  id: string;
  status: string;
  projectBuildingName: string | null;
  locality: string | null;
  city: string;
};

/**
 * Name, place and price, with the favourite heart once the listing is public, or a badge while it waits
 * for approval (only its owner and Admins see it then).
 */
export function SectionHeading({ listing }: { listing: Heading }) {
  const { t } = useLingui();
  const name = listingName(listing.projectBuildingName);
  return (
    <header className="relative pr-14">
      {isPublicListing(listing) ? (
        <ListingHeart listingId={listing.id} name={name} />
      ) : (
        <p className="mb-2 inline-block rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900">
          <Trans>Pending approval</Trans>
        </p>
      )}
      <h1 className="text-3xl font-bold text-gray-900">{name}</h1>
      <p className="mt-1 text-lg text-gray-700">
        {listing.locality?.trim() || t`Location not available`}, {listing.city ? label(listing.city) : notAvailable()}
      </p>
      <ListingPrice listing={listing} />
    </header>
  );
}

/** The price as cards show it; a sale's short ₹45 L gets its every digit beside it. */
function ListingPrice({ listing }: { listing: PricedListing }) {
  const price = formatPrice(listing);
  const full = formatFullPrice(listing);
  return (
    <p className="mt-3 text-2xl font-bold text-gray-900">
      {price}
      {full === price ? null : <span className="ml-2 text-base font-normal text-gray-700">({full})</span>}
    </p>
  );
}

export function SectionDescriptionMaybe({ description }: { description: string | null }) {
  const { t } = useLingui();
  if (!description) return null;
  return (
    <ListingSection id="about" title={t`About this property`} titleClassName="mb-2">
      <p className="whitespace-pre-line text-gray-800">{description}</p>
    </ListingSection>
  );
}

type Described = Heading & { id: string; description: string | null };

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
