import { ListingSection } from "./listing-section";
import { NOT_AVAILABLE, priceText } from "./listing-text";

type Facts = {
  city: string;
  price: number;
  plotArea: number | null;
  listingType: string;
  propertyCategory: string | null;
  categoryType: string | null;
  propertyType: string;
  facingType: string | null;
  furnishing: string | null;
  floorNumber: number | null;
  totalFloors: number | null;
  numRooms: number | null;
  starRating: number | null;
  pgGender: string | null;
  foodAvailable: string | null;
  attachedBathroom: string | null;
  furnished: string | null;
  isCoLiving: boolean;
  isShortStay: boolean;
};

const orMissing = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? NOT_AVAILABLE : String(value);

/** The listing's facts; the type's own extras appear only for that type. */
function FactList({ listing }: { listing: Facts }) {
  const rows: Array<[string, string]> = [
    ["City", orMissing(listing.city)],
    ["Price", priceText(listing.price)],
    ["Plot Area", listing.plotArea ? `${listing.plotArea.toLocaleString("en-IN")} sq ft` : NOT_AVAILABLE],
    ["Listing Type", orMissing(listing.listingType)],
    [
      "Category",
      listing.propertyCategory
        ? [listing.propertyCategory, listing.categoryType].filter(Boolean).join(" · ")
        : NOT_AVAILABLE,
    ],
    ["Property Type", orMissing(listing.propertyType)],
    ["Facing", orMissing(listing.facingType)],
    ["Furnishing", orMissing(listing.furnishing)],
    [
      "Floor",
      listing.floorNumber === null
        ? NOT_AVAILABLE
        : `${listing.floorNumber}${listing.totalFloors ? ` of ${listing.totalFloors}` : ""}`,
    ],
  ];
  if (listing.listingType === "Hotel") {
    rows.push(["Number of Rooms", orMissing(listing.numRooms)]);
    rows.push(["Star Rating", listing.starRating ? `${listing.starRating} Star` : NOT_AVAILABLE]);
  }
  if (listing.listingType === "PG") {
    rows.push(["Gender", orMissing(listing.pgGender)]);
    rows.push(["Food Available", orMissing(listing.foodAvailable)]);
  }
  if (listing.listingType === "Room") {
    rows.push(["Attached Bathroom", orMissing(listing.attachedBathroom)]);
    rows.push(["Furnished", orMissing(listing.furnished)]);
  }
  if (listing.listingType === "PG" || listing.listingType === "Room") {
    rows.push(["Co-Living", listing.isCoLiving ? "Yes" : "No"]);
  }
  if (listing.listingType === "Hotel" || listing.listingType === "Room") {
    rows.push(["Short-Term Stays", listing.isShortStay ? "Yes" : "No"]);
  }
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="border-b border-gray-200 pb-2">
          <dt className="text-sm text-gray-600">{term}</dt>
          <dd className="font-medium text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SectionFacts({ listing }: { listing: Facts }) {
  return (
    <ListingSection id="facts" title="Property details" titleClassName="mb-3">
      <FactList listing={listing} />
    </ListingSection>
  );
}
