import { useLingui } from "@lingui/react/macro";
import { ListingCard, type ListingCardData } from "~/components/listing-card";
import { ListingSection } from "./listing-section";

/** 'Similar listings': other approved places of the same city and kind, nearest in price; nothing when there are none. */
export function SectionSimilarMaybe({ listings }: { listings: ListingCardData[] }) {
  const { t } = useLingui();
  if (listings.length === 0) return null;
  return (
    <div className="mt-12">
      <ListingSection id="similar-listings" title={t`Similar listings`} titleClassName="mb-4">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      </ListingSection>
    </div>
  );
}
