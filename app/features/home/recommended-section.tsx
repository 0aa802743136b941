import { Trans } from "@lingui/react/macro";
import type { ListingCardData } from "~/components/listing-card";
import { ListingCard } from "~/components/listing-card";
import { Carousel } from "~/components/ui/carousel";
import { Link } from "~/components/ui/links";

/** 'Recommended Properties': approved listings in a carousel, each card and its 'Learn More' opening the listing. */
export function RecommendedSection({ listings }: { listings: ListingCardData[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="recommended-title" className="mb-8 text-3xl font-extrabold text-gray-900">
        <Trans>Recommended Properties</Trans>
      </h2>
      {listings.length === 0 ? (
        <p className="text-gray-700">
          <Trans>No approved listings.</Trans>
        </p>
      ) : (
        <Carousel
          labelledBy="recommended-title"
          items={listings}
          itemKey={(listing) => listing.id}
          renderItem={(listing) => (
            <ListingCard listing={listing}>
              <LearnMore to={`/property/${listing.id}`} about={listing.projectBuildingName} />
            </ListingCard>
          )}
        />
      )}
    </div>
  );
}

/** 'Learn More', with the name of what it leads to for screen readers and search engines. */
export function LearnMore({ to, about }: { to: string; about: string }) {
  return (
    <Link
      to={to}
      className="mt-3 inline-block self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
    >
      <Trans>
        Learn More<span className="sr-only"> about {about}</span>
      </Trans>
    </Link>
  );
}
