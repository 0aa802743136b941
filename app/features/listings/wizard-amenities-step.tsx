import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { label } from "~/content/labels";
import { AMENITIES, STAY_AMENITIES } from "~/content/listing-options";
import { draftAmenities } from "./listing-draft";
import { Checkbox, type StepProps, WizardStep } from "./wizard-fields";

const AMENITY_GROUPS: ReadonlyArray<{ title: MessageDescriptor; amenities: readonly string[] }> = [
  { title: msg`In the stay`, amenities: STAY_AMENITIES },
  { title: msg`In the building and around`, amenities: AMENITIES },
];

/**
 * Step 3: the amenities of the chosen kind as checkboxes, what a stay offers first, then those of the
 * specification's 24 that the kind can have (a PG is never offered a Helipad).
 */
export function AmenitiesStep({ active, draft, set, error }: Omit<StepProps, "bind"> & { error: string | undefined }) {
  const { i18n } = useLingui();
  const offered = draftAmenities(draft);
  const groups = AMENITY_GROUPS.map(({ title, amenities }) => ({
    title,
    amenities: offered.filter((amenity) => amenities.includes(amenity)),
  })).filter((group) => group.amenities.length > 0);
  return (
    <WizardStep index={2} active={active} className="space-y-6">
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      {groups.map(({ title, amenities }) => (
        <fieldset key={title.id}>
          <legend className="mb-2 font-semibold text-gray-900">{i18n._(title)}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {amenities.map((amenity) => (
              <Checkbox
                key={amenity}
                label={label(amenity)}
                name="amenities"
                value={amenity}
                checked={draft.amenities.includes(amenity)}
                onChange={(checked) =>
                  set({
                    amenities: checked ? [...draft.amenities, amenity] : draft.amenities.filter((a) => a !== amenity),
                  })
                }
              />
            ))}
          </div>
        </fieldset>
      ))}
    </WizardStep>
  );
}
