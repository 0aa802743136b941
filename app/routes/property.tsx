import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { isRouteErrorResponse } from "react-router";
import { ReraRegistration } from "~/components/rera-registration";
import { ErrorView } from "~/components/ui/error-view";
import { Link } from "~/components/ui/links";
import { exploreQuery, stayFilters } from "~/content/explore-filters";
import { label } from "~/content/labels";
import { postedByLabel } from "~/content/posted-by";
import { BedOffersSection } from "~/features/bookings/bed-views";
import { bedOffers, letByTheBed } from "~/features/bookings/beds.server";
import { StayPicker } from "~/features/bookings/booking-views";
import { takesBookings } from "~/features/bookings/room-types.server";
import { ListingBuyerTools } from "~/features/buying/buyer-tools";
import { ownerReplyFigures } from "~/features/conversations/reply-times.server";
import { ownerAsSeenBy } from "~/features/leads/contact-reveals.server";
import { handleEnquiryForm } from "~/features/leads/enquiries.server";
import { enquiryDraft } from "~/features/leads/enquiry-drafts.server";
import { EnquiryForm, OwnEnquiriesLink } from "~/features/leads/enquiry-form";
import { OwnerContactButtons, ShowNumberForm } from "~/features/leads/owner-contact-buttons";
import { PhoneContactBar } from "~/features/leads/phone-contact-bar";
import {
  SectionDescriptionMaybe,
  SectionGallery,
  SectionHeading,
  SectionStructuredDataMaybe,
} from "~/features/listings/listing-section";
import { SectionAmenities } from "~/features/listings/listing-section-amenities";
import { SectionFacts } from "~/features/listings/listing-section-facts";
import { SectionNearbyMaybe } from "~/features/listings/listing-section-nearby";
import { SectionOwner } from "~/features/listings/listing-section-owner";
import { SectionSimilarMaybe } from "~/features/listings/listing-section-similar";
import { listingName } from "~/features/listings/listing-text";
import { isPublicListing } from "~/features/listings/listing-visibility";
import { listingForView } from "~/features/listings/listings.server";
import { OwnerListingActions } from "~/features/listings/owner-listing-actions";
import { ShareButton } from "~/features/listings/share-button";
import { ReportListingMaybe } from "~/features/reports/report-form";
import { SectionReviews } from "~/features/reviews/review-views";
import { listingReviews, ratingSummary } from "~/features/reviews/reviews.server";
import { similarListings } from "~/features/search/listing-search.server";
import { ScheduleVisitMaybe } from "~/features/visits/schedule-visit";
import { showsCity, showsListing } from "~/lib/content-changes.server";
import { env } from "~/lib/env.server";
import { formatFullPrice, formatPrice } from "~/lib/format";
import { freshnessLabel } from "~/lib/freshness";
import { localePath } from "~/lib/i18n";
import { mediaUrl } from "~/lib/media";
import type { RouteHandle } from "~/lib/route-handle";
import { getCurrentUser } from "~/lib/session.server";
import { useRootData } from "~/root";
import type { Route } from "./+types/property";

/** A search with dates leads here with them: the page is kept once per stay asked, so the picker can start from it. */
export const handle: RouteHandle = {
  hydrate: "signed-in",
  pageCache: (params) => exploreQuery(stayFilters(params)),
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await getCurrentUser(request);
  const view = await listingForView(params.id, viewer);
  if (!view) throw new Response(t`Listing not found.`, { status: 404 });
  const similar = await similarListings(view.listing);
  // The listing with its owner, and its city's nearest in price: the page cache keeps it across other changes.
  for (const shown of [view.listing.id, ...similar.map((listing) => listing.id)]) {
    context.pageShows?.add(showsListing(shown));
  }
  context.pageShows?.add(showsCity(view.listing.city));
  const cover = view.photos[0]?.variants.find((v) => v.width >= 800) ?? view.photos[0]?.variants[0];
  return {
    ...view,
    owner: await ownerAsSeenBy(viewer, view.listing.id, view.owner),
    similar,
    takesBookings: await takesBookings(view.listing.id),
    // A PG's, hostel's or co-living home's beds by the month; their changes record the listing as changed (ADR 054).
    beds: letByTheBed(view.listing) ? await bedOffers(view.listing.id) : [],
    stay: stayFilters(new URL(request.url).searchParams),
    replies: view.listing.userId ? await ownerReplyFigures(view.listing.userId) : null,
    draft: await enquiryDraft(request, view.listing.id, viewer),
    reviews: {
      summary: await ratingSummary(view.listing.id),
      newest: await listingReviews(view.listing.id, FIRST_PAGE),
    },
    signedIn: viewer !== null,
    seeker: viewer && {
      name: viewer.name,
      email: viewer.email,
      mobileNumber: viewer.mobileNumber,
      emailVerified: viewer.emailVerified,
    },
    publicUrl: env().PUBLIC_URL,
    ogImage: cover ? `${env().PUBLIC_URL}${mediaUrl(cover.key)}` : null,
  };
}

const FIRST_PAGE = { sort: "newest", page: 1 } as const;

/** 'Contact owner', posted without JavaScript or through React Router's fetch: one enquiry. */
export function action({ request, params }: Route.ActionArgs) {
  return handleEnquiryForm(request, params.id);
}

export function meta({ data, params }: Route.MetaArgs) {
  if (!data) return [{ title: t`Listing not found | GharStay` }];
  const { listing } = data;
  const name = listingName(listing.projectBuildingName);
  const place = [listing.locality, listing.city].filter(Boolean).join(", ");
  const price = formatPrice(listing);
  const title = `${name}, ${place} — ${price} | GharStay`;
  const kind = `${label(listing.listingType)} · ${label(listing.propertyType)}`;
  const fullPrice = formatFullPrice(listing);
  const description = `${t`${kind} in ${place} for ${fullPrice}.`} ${listing.description ?? ""}`.trim().slice(0, 160);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: `${data.publicUrl}${localePath(`/property/${params.id}`)}` },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    ...(data.ogImage ? [{ property: "og:image", content: data.ogImage }] : []),
  ];
}

export default function Property({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, owner, check, photos, isOwner, signedIn, seeker, publicUrl, similar } = loaderData;
  const root = useRootData();
  const bookable = loaderData.takesBookings && isPublicListing(listing) && !isOwner;
  const name = listingName(listing.projectBuildingName);
  const approved = isPublicListing(listing);
  const address = [listing.locality, listing.city].filter(Boolean).join(", ");
  // A signed-in seeker who has not seen the number yet, on a listing whose owner shows it to verified users.
  const mayAskForNumber =
    approved && !isOwner && signedIn && owner !== null && owner.email === null && listing.ownerContact === "verified";
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <SectionStructuredDataMaybe listing={listing} photos={photos} publicUrl={publicUrl} />
      <Link to="/explore" className="font-semibold text-brand-700 hover:underline">
        ← <Trans>Back to listings</Trans>
      </Link>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <SectionGallery photos={photos} name={name} />
          <SectionHeading listing={listing} />
          {bookable ? (
            // On a phone the booking box comes after the listing's details, a long scroll down: this leads to it.
            <a
              href="#stay-picker-heading"
              className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 lg:hidden"
            >
              <Trans>Check availability</Trans>
            </a>
          ) : null}
          <p className="text-gray-700">
            {[freshnessLabel(listing.createdAt, listing.confirmedAt), postedByLabel(owner?.role ?? null)]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <SectionFacts listing={listing} />
          <SectionDescriptionMaybe description={listing.description} />
          <SectionAmenities amenities={listing.amenities} />
          <SectionNearbyMaybe listing={listing} tiles={root?.site} />
          <ReraRegistration city={listing.city} reraNumber={listing.reraNumber} />
          <SectionReviews
            place={{
              ...listing,
              name,
              hotel: listing.listingType === "Hotel",
              url: `${publicUrl}/property/${listing.id}`,
            }}
            summary={loaderData.reviews.summary}
            reviews={loaderData.reviews.newest}
            isOwner={isOwner}
          />
        </div>
        <div className="space-y-4">
          {approved && !isOwner && loaderData.beds.length > 0 ? (
            <BedOffersSection listingId={listing.id} offers={loaderData.beds} />
          ) : null}
          {bookable ? (
            <StayPicker
              listingId={listing.id}
              values={{ ...loaderData.stay, guests: loaderData.stay.guests?.toString() }}
            />
          ) : null}
          <SectionOwner
            owner={owner}
            check={check}
            signedIn={signedIn}
            listingId={listing.id}
            ownerContact={listing.ownerContact}
          >
            {approved && !isOwner && owner?.mobileNumber ? (
              <OwnerContactButtons
                listingId={listing.id}
                mobile={owner.mobileNumber}
                listingName={name}
                address={address}
              />
            ) : null}
            {mayAskForNumber ? <ShowNumberForm listingId={listing.id} /> : null}
            <PhoneContactBar
              listing={{ id: listing.id, name, address }}
              mobile={owner?.mobileNumber ?? null}
              ownerContact={listing.ownerContact}
              signedIn={signedIn}
              contactable={approved && !isOwner && owner !== null}
              replies={loaderData.replies}
            />
          </SectionOwner>
          {isOwner ? <OwnEnquiriesLink /> : null}
          {approved && !isOwner ? <EnquiryForm seeker={seeker} result={actionData} draft={loaderData.draft} /> : null}
          {isOwner ? <OwnerListingActions listingId={listing.id} /> : null}
          {isOwner && (listing.listingType === "PG" || listing.listingType === "Hostel" || listing.isCoLiving) ? (
            <Link to={`/bookings/beds/${listing.id}`} className="block font-semibold text-brand-700 underline">
              <Trans>Beds and rents</Trans>
            </Link>
          ) : null}
          <ListingBuyerTools listing={listing} name={name} />
          <ScheduleVisitMaybe listingId={listing.id} status={listing.status} signedIn={signedIn} isOwner={isOwner} />
          <ShareButton url={`${publicUrl}${localePath(`/property/${listing.id}`)}`} title={name} />
          <ReportListingMaybe listingId={listing.id} status={listing.status} signedIn={signedIn} isOwner={isOwner} />
        </div>
      </div>
      <SectionSimilarMaybe listings={similar} />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorView
      title={notFound ? t`Listing not found` : t`Something went wrong`}
      message={
        notFound
          ? t`This listing does not exist, or it is not published yet.`
          : t`We could not show this listing. Please try again in a moment.`
      }
    >
      <Link to="/explore" className="mt-8 inline-block font-semibold text-brand-700 underline">
        <Trans>Back to listings</Trans>
      </Link>
    </ErrorView>
  );
}
