import { Trans, useLingui } from "@lingui/react/macro";
import type { OwnerContactChoice } from "~/content/listing-options";
import { type ListingPhoto, type PhotosUpdate, PhotoUploader } from "~/features/photos/photos";
import { localePath } from "~/lib/i18n";
import { WizardStep } from "./wizard-fields";

type Props = {
  active: boolean;
  signedIn: boolean;
  photos: ListingPhoto[];
  onChange: PhotosUpdate;
  onUploading: (uploading: boolean) => void;
  savedPhotoIds: ReadonlySet<string>;
  error: string | undefined;
  ownerContact: OwnerContactChoice;
  onOwnerContactChange: (choice: OwnerContactChoice) => void;
};

/** Step 4: the photos, then how seekers may reach the owner. Uploads belong to an account, so a visitor is asked to log in first. */
export function PhotosStep({
  active,
  signedIn,
  photos,
  onChange,
  onUploading,
  savedPhotoIds,
  error,
  ownerContact,
  onOwnerContactChange,
}: Props) {
  return (
    <WizardStep index={3} active={active}>
      {signedIn ? null : (
        <p className="mb-3 text-sm text-gray-700">
          <Trans>
            Photos are uploaded to your account:{" "}
            <a
              href={`${localePath("/login")}?redirectTo=${localePath("/postproperty")}`}
              className="font-semibold text-brand-700 underline"
            >
              log in
            </a>{" "}
            first. Your answers are kept.
          </Trans>
        </p>
      )}
      <PhotoUploader
        photos={photos}
        onChange={onChange}
        onUploading={onUploading}
        savedPhotoIds={savedPhotoIds}
        error={error}
      />
      <OwnerContactField value={ownerContact} onChange={onOwnerContactChange} />
    </WizardStep>
  );
}

/** Per listing: the owner's number for verified users who ask (each one shown to the owner), or enquiries only. */
function OwnerContactField({
  value,
  onChange,
}: {
  value: OwnerContactChoice;
  onChange: (choice: OwnerContactChoice) => void;
}) {
  const { t } = useLingui();
  const choices: ReadonlyArray<{ value: OwnerContactChoice; label: string }> = [
    { value: "verified", label: t`Show my number to verified users` },
    { value: "enquiries", label: t`Enquiries only (WhatsApp and Call are hidden, my number is never shown)` },
  ];
  return (
    <fieldset className="mt-6">
      <legend className="mb-2 font-semibold text-gray-900">
        <Trans>How people contact you</Trans>
      </legend>
      <div className="space-y-2">
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-gray-900">
            <input
              type="radio"
              name="ownerContact"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 shrink-0 accent-brand-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
