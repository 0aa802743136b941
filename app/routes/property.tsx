import { isRouteErrorResponse, Link } from "react-router";
import { ErrorView } from "~/components/ui/error-view";
import { JsonLd } from "~/components/ui/json-ld";
import {
  ListingAmenities,
  ListingFacts,
  ListingGallery,
  listingName,
  OwnerPanel,
  priceText,
} from "~/features/listings/listing-page";
import { isPublicListing } from "~/features/listings/listing-visibility";
import { listingForView } from "~/features/listings/listings.server";
import { OwnerListingActions } from "~/features/listings/owner-listing-actions";
import { env } from "~/lib/env.server";
import { formatRupees, shortRupees } from "~/lib/format";
import { mediaUrl } from "~/lib/media";
import { realEstateListingLd } from "~/lib/seo";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/property";

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getCurrentUser(request);
  const view = await listingForView(params.id, viewer);
  if (!view) throw new Response("Listing not found.", { status: 404 });
  const cover = view.photos[0]?.variants.find((v) => v.width >= 800) ?? view.photos[0]?.variants[0];
  return {
    ...view,
    signedIn: viewer !== null,
    publicUrl: env().PUBLIC_URL,
    ogImage: cover ? `${env().PUBLIC_URL}${mediaUrl(cover.key)}` : null,
  };
}

export function meta({ data, params }: Route.MetaArgs) {
  if (!data) return [{ title: "Listing not found | GharStay" }];
  const { listing } = data;
  const name = listingName(listing.projectBuildingName);
  const place = [listing.locality, listing.city].filter(Boolean).join(", ");
  const title = `${name}, ${place} — ${shortRupees(listing.price)} | GharStay`;
  const description =
    `${listing.listingType} · ${listing.propertyType} in ${place} for ${formatRupees(listing.price)}. ${
      listing.description ?? ""
    }`
      .trim()
      .slice(0, 160);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: `/property/${params.id}` },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    ...(data.ogImage ? [{ property: "og:image", content: data.ogImage }] : []),
  ];
}

export default function Property({ loaderData }: Route.ComponentProps) {
  const { listing, owner, photos, isOwner, signedIn, publicUrl } = loaderData;
  const name = listingName(listing.projectBuildingName);
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      {isPublicListing(listing) ? (
        <JsonLd
          data={realEstateListingLd({
            name,
            description: listing.description ?? `${listing.listingType} · ${listing.propertyType}`,
            url: `${publicUrl}/property/${listing.id}`,
            publicUrl,
            images: photos.map((photo) => photo.variants),
            price: listing.price,
            locality: listing.locality,
            city: listing.city,
          })}
        />
      ) : null}
      <Link to="/explore" className="font-semibold text-brand-700 hover:underline">
        ← Back to listings
      </Link>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <ListingGallery photos={photos} name={name} />
          <header>
            {listing.status === "pending" ? (
              <p className="mb-2 inline-block rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900">
                Pending approval
              </p>
            ) : null}
            <h1 className="text-3xl font-bold text-gray-900">{name}</h1>
            <p className="mt-1 text-lg text-gray-700">
              {listing.locality?.trim() || "Location not available"}, {listing.city || "Not available"}
            </p>
            <p className="mt-3 text-2xl font-bold text-gray-900">{priceText(listing.price)}</p>
          </header>
          <section aria-labelledby="facts">
            <h2 id="facts" className="mb-3 text-xl font-semibold text-gray-900">
              Property details
            </h2>
            <ListingFacts listing={listing} />
          </section>
          {listing.description ? (
            <section aria-labelledby="about">
              <h2 id="about" className="mb-2 text-xl font-semibold text-gray-900">
                About this property
              </h2>
              <p className="whitespace-pre-line text-gray-800">{listing.description}</p>
            </section>
          ) : null}
          <section aria-labelledby="amenities">
            <h2 id="amenities" className="mb-3 text-xl font-semibold text-gray-900">
              Amenities
            </h2>
            <ListingAmenities amenities={listing.amenities} />
          </section>
        </div>
        <div className="space-y-4">
          <OwnerPanel owner={owner} signedIn={signedIn} listingId={listing.id} />
          {isOwner ? <OwnerListingActions listingId={listing.id} /> : null}
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorView
      title={notFound ? "Listing not found" : "Something went wrong"}
      message={
        notFound
          ? "This listing does not exist, or it is not published yet."
          : "We could not show this listing. Please try again in a moment."
      }
    >
      <Link to="/explore" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Back to listings
      </Link>
    </ErrorView>
  );
}
