import { AMENITIES } from "~/content/listing-options";
import { Checkbox, type StepProps, WizardStep } from "./wizard-fields";

/** Step 3: the amenities, as a group of checkboxes. */
export function AmenitiesStep({ active, draft, set, error }: Omit<StepProps, "bind"> & { error: string | undefined }) {
  return (
    <WizardStep index={2} active={active}>
      {error ? <p className="mb-2 text-sm font-medium text-red-700">{error}</p> : null}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {AMENITIES.map((amenity) => (
          <Checkbox
            key={amenity}
            label={amenity}
            name="amenities"
            checked={draft.amenities.includes(amenity)}
            onChange={(checked) =>
              set({
                amenities: checked ? [...draft.amenities, amenity] : draft.amenities.filter((a) => a !== amenity),
              })
            }
          />
        ))}
      </div>
    </WizardStep>
  );
}
