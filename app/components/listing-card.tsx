import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ListingHeart } from "~/components/listing-heart";
import { PropertyCardShell } from "~/components/property-card-shell";
import { label } from "~/content/labels";
import { cardFactChips, type ListingFacts } from "~/content/listing-facts";
import { postedByLabel } from "~/content/posted-by";
import type { ImageVariant } from "~/db/schema";
import { formatNumber, formatPrice, formatRupees } from "~/lib/format";
import { freshnessLabel } from "~/lib/freshness";

/** What a listing card shows: the columns `listingCardColumns` selects (its kind's card facts among them), and the cover. */
export type ListingCardData = ListingFacts & {
  id: string;
  projectBuildingName: string;
  locality: string;
  city: string;
  price: number;
  listingType: string;
  propertyType: string;
  isShortStay: boolean;
  /** Its point, for its pin on the map view; null for a listing placed nowhere (ADR 042). */
  latitude: number | null;
  longitude: number | null;
  /** The poster's role (Owner, Agent, Client); null once their account is gone. */
  postedBy: string | null;
  createdAt: Date;
  confirmedAt: Date;
  /** Its shown guest reviews: a card shows their average from the third on (issue 45). */
  reviewCount: number;
  reviewAverage: number | null;
  cover: ImageVariant[] | null;
  /** Straight-line kilometres from the place a 'near' search is about; absent elsewhere. */
  distanceKm?: number | null;
  /** A search by dates: the nights, and what they cost in its cheapest room free for them, taxes included, in paise. */
  stay?: { nights: number; totalPaise: number } | null;
};

/** Fewer reviews than this say too little to put on a card. */
const CARD_REVIEWS_FROM = 3;

type Props = {
  listing: ListingCardData;
  /** Where the card leads; a listing's own page by default. */
  href?: string;
  priority?: boolean;
  children?: React.ReactNode;
};

export function ListingCard({ listing, href = `/property/${listing.id}`, priority, children }: Props) {
  const chips = cardFactChips(listing);
  const poster = postedByLabel(listing.postedBy);
  const { t } = useLingui();
  return (
    <PropertyCardShell
      item={listing}
      href={href}
      priority={priority}
      corner={(name) => <ListingHeart listingId={listing.id} name={name} />}
      kicker={`${label(listing.listingType)} · ${label(listing.propertyType)}`}
      facts={
        chips.length > 0 ? (
          <ul aria-label={t`Key facts`} className="mt-1 flex flex-wrap gap-1.5">
            {chips.map((chip) => (
              <li key={chip} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800">
                {chip}
              </li>
            ))}
          </ul>
        ) : null
      }
      price={formatPrice(listing)}
    >
      {listing.stay ? <StayTotal {...listing.stay} /> : null}
      {listing.reviewCount >= CARD_REVIEWS_FROM && listing.reviewAverage !== null ? (
        <CardRating count={listing.reviewCount} average={listing.reviewAverage} />
      ) : null}
      <p className="mt-1 text-sm text-gray-700">
        {[freshnessLabel(listing.createdAt, listing.confirmedAt), poster].filter(Boolean).join(" · ")}
      </p>
      {children}
    </PropertyCardShell>
  );
}

/** '₹7,168 for 2 nights, taxes included': what the searched stay costs, as a traveller compares them. */
function StayTotal({ nights, totalPaise }: { nights: number; totalPaise: number }) {
  const total = formatRupees(totalPaise / 100);
  return (
    <p className="text-sm font-medium text-gray-900">
      {plural(nights, { one: `${total} for # night, taxes included`, other: `${total} for # nights, taxes included` })}
    </p>
  );
}

/** '★ 4.6 · 12 reviews', the stars' number spoken as a rating. */
function CardRating({ count, average }: { count: number; average: number }) {
  const { t } = useLingui();
  const shown = formatNumber(Math.round(average * 10) / 10);
  return (
    <p className="mt-1 text-sm text-gray-800">
      <span className="font-semibold text-amber-800" role="img" aria-label={t`Rated ${shown} out of 5`}>
        ★ {shown}
      </span>{" "}
      · {plural(count, { one: "# review", other: "# reviews" })}
    </p>
  );
}
