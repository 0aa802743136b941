import { priceUnit } from "~/content/listing-kinds";
import { isPublicListing } from "~/features/listings/listing-visibility";
import { AddToCompareButton } from "./compare-views";
import { defaultLoan, EMI_STARTING_RATE, EMI_STARTING_YEARS } from "./emi";
import { EmiCalculator } from "./emi-views";

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

/** A project's 'Add to compare', and the EMI calculator when it has a price. */
export function ProjectBuyerTools({ project, name }: { project: { id: string; price: number | null }; name: string }) {
  return <BuyerTools itemId={project.id} name={name} salePrice={project.price} />;
}
