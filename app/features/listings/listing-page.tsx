import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { formatRupees, shortRupees } from "~/lib/format";
import { FACILITIES, FacilityIcon } from "./facility-icons";
import type { ListingOwner, ListingPhoto } from "./listings.server";

const NOT_AVAILABLE = "Not available";
const NOT_PROVIDED = "Not provided";

/** ₹45,00,000 (₹45 Lakh); the short form only when it is shorter. */
export function priceText(price: number): string {
  const short = shortRupees(price);
  const full = formatRupees(price);
  return short === full ? full : `${full} (${short})`;
}

export function listingName(name: string | null | undefined): string {
  return name?.trim() || "Untitled Project";
}

export function ListingGallery({ photos, name }: { photos: ListingPhoto[]; name: string }) {
  const [cover, ...rest] = photos;
  if (!cover) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-lg bg-gray-100 text-lg text-gray-700">
        No Image Available
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ResponsiveImage
        variants={cover.variants}
        alt={name}
        sizes="(min-width: 1024px) 66vw, 100vw"
        className="aspect-[16/9] w-full rounded-lg object-cover"
        priority
      />
      {rest.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3">
          {rest.map((photo, index) => (
            <li key={photo.id}>
              <ResponsiveImage
                variants={photo.variants}
                alt={`${name}, view ${index + 2}`}
                sizes="(min-width: 1024px) 22vw, 33vw"
                className="aspect-[4/3] w-full rounded-md object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

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
export function ListingFacts({ listing }: { listing: Facts }) {
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

export function ListingAmenities({ amenities }: { amenities: string[] }) {
  return (
    <div className="space-y-6">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Facilities">
        {FACILITIES.map((facility) => {
          const available = facility.providedBy.some((a) => amenities.includes(a));
          return (
            <li
              key={facility.name}
              className={`flex items-center gap-2 rounded-md border px-3 py-2 ${
                available ? "border-brand-700 text-gray-900" : "border-gray-200 text-gray-600"
              }`}
            >
              <FacilityIcon name={facility.name} className="h-5 w-5 shrink-0" />
              <span>
                {facility.name}
                <span className="sr-only">{available ? ": available" : ": not available"}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {amenities.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Amenities">
          {amenities.map((amenity) => (
            <li key={amenity} className="flex items-center gap-2 text-gray-900">
              <span aria-hidden="true" className="text-brand-700">
                ✓
              </span>
              {amenity}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-gray-700">Amenities: {NOT_AVAILABLE}</p>
      )}
    </div>
  );
}

/** Name and role for everyone; e-mail and mobile only reach signed-in users (the loader leaves them out otherwise). */
export function OwnerPanel({
  owner,
  signedIn,
  listingId,
}: {
  owner: ListingOwner | null;
  signedIn: boolean;
  listingId: string;
}) {
  return (
    <aside aria-labelledby="listing-owner" className="rounded-lg border border-gray-200 bg-gray-50 p-5">
      <h2 id="listing-owner" className="text-lg font-semibold text-gray-900">
        Listing Owner
      </h2>
      {owner ? (
        <dl className="mt-3 space-y-2">
          <OwnerRow term="Name" value={owner.name} />
          <OwnerRow term="Role" value={owner.role} />
          {signedIn ? (
            <>
              <OwnerRow term="E-mail" value={owner.email} />
              <OwnerRow term="Mobile" value={owner.mobileNumber} />
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-3 text-gray-700">Owner details not available.</p>
      )}
      {owner && !signedIn ? (
        <p className="mt-4 text-sm text-gray-700">
          <Link
            to={`/login?redirectTo=${encodeURIComponent(`/property/${listingId}`)}`}
            className="font-semibold text-brand-700 underline"
          >
            Log in
          </Link>{" "}
          to see the owner's e-mail and mobile number.
        </p>
      ) : null}
    </aside>
  );
}

function OwnerRow({ term, value }: { term: string; value: string | null }) {
  return (
    <div>
      <dt className="text-sm text-gray-600">{term}</dt>
      <dd className="font-medium break-words text-gray-900">{value?.trim() || NOT_PROVIDED}</dd>
    </div>
  );
}
