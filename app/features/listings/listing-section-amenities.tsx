import { Trans, useLingui } from "@lingui/react/macro";
import { label } from "~/content/labels";
import { AmenityIcon, FACILITIES, SHOWN_AS_FACILITY } from "./facility-icons";
import { ListingSection } from "./listing-section";
import { notAvailable } from "./listing-text";

function AmenityItem({ name, available }: { name: string; available: boolean }) {
  const { t } = useLingui();
  return (
    <li
      className={`flex items-center gap-2 rounded-md border px-3 py-2 ${
        available ? "border-brand-700 text-gray-900" : "border-gray-200 text-gray-600"
      }`}
    >
      <AmenityIcon name={name} className="h-5 w-5 shrink-0" />
      <span>
        {label(name)}
        <span className="sr-only">{available ? t`: available` : t`: not available`}</span>
      </span>
    </li>
  );
}

/** The eight facilities always, available or not, then every other ticked amenity once. */
function AmenityList({ amenities }: { amenities: string[] }) {
  const { t } = useLingui();
  const others = amenities.filter((amenity) => !SHOWN_AS_FACILITY.has(amenity));
  const missing = notAvailable();
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t`Amenities`}>
        {FACILITIES.map((facility) => (
          <AmenityItem
            key={facility.name}
            name={facility.name}
            available={facility.providedBy.some((a) => amenities.includes(a))}
          />
        ))}
        {others.map((amenity) => (
          <AmenityItem key={amenity} name={amenity} available />
        ))}
      </ul>
      {amenities.length === 0 ? (
        <p className="text-gray-700">
          <Trans>Amenities: {missing}</Trans>
        </p>
      ) : null}
    </div>
  );
}

export function SectionAmenities({ amenities }: { amenities: string[] }) {
  const { t } = useLingui();
  return (
    <ListingSection id="amenities" title={t`Amenities`} titleClassName="mb-3">
      <AmenityList amenities={amenities} />
    </ListingSection>
  );
}
