import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "~/components/ui/links";
import { priceUnit } from "~/content/listing-kinds";
import { projectSells } from "~/content/listing-options";
import { isPublicListing } from "~/features/listings/listings";
import { defaultLoan, EMI_STARTING_RATE, EMI_STARTING_YEARS } from "./emi";
import { EmiCalculator } from "./emi-views";

const outlineButtonClass =
  "min-h-11 rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";

/**
 * 'Add to compare': a plain form, so it works without a script; the comparison page follows. On a 'near' search's
 * results it sends the search's place, so the comparison says how far each home is from it (ADR 056).
 */
export function AddToCompareButton({ itemId, name, near }: { itemId: string; name: string; near?: string }) {
  const { t } = useLingui();
  // The visible words first in the name, then which home, for a list of results read out of context.
  const buttonName = `${t`Add to compare`}: ${name}`;
  return (
    <Form method="post" action="/compare" reloadDocument>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="id" value={itemId} />
      {near ? <input type="hidden" name="near" value={near} /> : null}
      <button type="submit" className={outlineButtonClass} aria-label={buttonName}>
        <Trans>Add to compare</Trans>
      </button>
    </Form>
  );
}

/** The calculator as a page first shows it: 80 % of the price, a common rate and 20 years. */
const startingValues = (price: number) => ({
  loan: String(defaultLoan(price)),
  rate: EMI_STARTING_RATE,
  tenure: EMI_STARTING_YEARS,
});

function BuyerTools({ itemId, name, salePrice }: { itemId: string; name: string; salePrice: number | null }) {
  return (
    <div className="space-y-4">
      <AddToCompareButton itemId={itemId} name={name} />
      {salePrice === null ? null : <EmiCalculator values={startingValues(salePrice)} itemId={itemId} />}
    </div>
  );
}

type ListingForBuyers = {
  id: string;
  status: string;
  price: number;
  listingType: string;
  propertyType: string;
  isShortStay: boolean;
};

/** A public listing's 'Add to compare', and the EMI calculator when its price buys the place. */
export function ListingBuyerTools({ listing, name }: { listing: ListingForBuyers; name: string }) {
  if (!isPublicListing(listing)) return null;
  const salePrice = priceUnit(listing) === "total" ? listing.price : null;
  return <BuyerTools itemId={listing.id} name={name} salePrice={salePrice} />;
}

/** A project's 'Add to compare', and the EMI calculator when it sells its homes at a price. */
export function ProjectBuyerTools({
  project,
  name,
}: {
  project: { id: string; price: number | null; listingType: string | null };
  name: string;
}) {
  const salePrice = projectSells(project) ? project.price : null;
  return <BuyerTools itemId={project.id} name={name} salePrice={salePrice} />;
}
