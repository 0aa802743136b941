import { t } from "@lingui/core/macro";
import { label } from "~/content/labels";
import { kindFactRows, type ListingFacts } from "~/content/listing-facts";
import { CO_LIVING_TYPES, type ListingType, SHORT_STAY_TYPES } from "~/content/listing-options";
import { formatFullPrice } from "~/lib/format";
import { ListingSection } from "./listing-section";
import { notAvailable } from "./listing-text";

type Facts = ListingFacts & {
  city: string;
  isCoLiving: boolean;
  isShortStay: boolean;
};

type Row = [term: string, value: string];

/** A Yes/No row for a flag that only some listing types carry. */
const flagRow = (types: readonly ListingType[], listing: Facts, term: string, flag: boolean): Row[] =>
  types.includes(listing.listingType as ListingType) ? [[term, flag ? t`Yes` : t`No`]] : [];

/**
 * What every listing has, then only the facts of its kind: a hotel never reads 'Plot Area', a PG never 'Facing'.
 * Called while the section renders, so core `t` speaks the page's language.
 */
function factRows(listing: Facts): Row[] {
  const missing = notAvailable();
  return [
    [t`City`, listing.city ? label(listing.city) : missing],
    [t`Price`, formatFullPrice(listing)],
    [t`Listing Type`, listing.listingType ? label(listing.listingType) : missing],
    [t`Property Type`, listing.propertyType ? label(listing.propertyType) : missing],
    ...kindFactRows(listing).map((fact): Row => [fact.label, fact.value ?? missing]),
    ...flagRow(CO_LIVING_TYPES, listing, t`Co-Living`, listing.isCoLiving),
    ...flagRow(SHORT_STAY_TYPES, listing, t`Short-Term Stays`, listing.isShortStay),
  ];
}

export function SectionFacts({ listing }: { listing: Facts }) {
  return (
    <ListingSection id="facts" title={t`Property details`} titleClassName="mb-3">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {factRows(listing).map(([term, value]) => (
          <div key={term} className="border-b border-gray-200 pb-2">
            <dt className="text-sm text-gray-600">{term}</dt>
            <dd className="font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </ListingSection>
  );
}
