import { isRouteErrorResponse, Link } from "react-router";
import { ErrorView } from "~/components/ui/error-view";
import {
  SectionDescriptionMaybe,
  SectionGallery,
  SectionHeading,
  SectionStructuredDataMaybe,
} from "~/features/listings/listing-section";
import { SectionAmenities } from "~/features/listings/listing-section-amenities";
import { SectionFacts } from "~/features/listings/listing-section-facts";
import { SectionOwner } from "~/features/listings/listing-section-owner";
import { listingName } from "~/features/listings/listing-text";
import { listingForView } from "~/features/listings/listings.server";
import { OwnerListingActions } from "~/features/listings/owner-listing-actions";
import { env } from "~/lib/env.server";
import { formatRupees, shortRupees } from "~/lib/format";
import { mediaUrl } from "~/lib/media";
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
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <SectionStructuredDataMaybe listing={listing} photos={photos} publicUrl={publicUrl} />
      <Link to="/explore" className="font-semibold text-brand-700 hover:underline">
        ← Back to listings
      </Link>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <SectionGallery photos={photos} name={listingName(listing.projectBuildingName)} />
          <SectionHeading listing={listing} />
          <SectionFacts listing={listing} />
          <SectionDescriptionMaybe description={listing.description} />
          <SectionAmenities amenities={listing.amenities} />
        </div>
        <div className="space-y-4">
          <SectionOwner owner={owner} signedIn={signedIn} listingId={listing.id} />
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
