import { FACILITIES, FacilityIcon } from "./facility-icons";
import { ListingSection } from "./listing-section";
import { NOT_AVAILABLE } from "./listing-text";

function AmenityList({ amenities }: { amenities: string[] }) {
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

export function SectionAmenities({ amenities }: { amenities: string[] }) {
  return (
    <ListingSection id="amenities" title="Amenities" titleClassName="mb-3">
      <AmenityList amenities={amenities} />
    </ListingSection>
  );
}
