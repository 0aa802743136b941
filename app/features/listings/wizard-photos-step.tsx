import { Trans } from "@lingui/react/macro";
import { localePath } from "~/lib/i18n";
import type { WizardPhoto } from "./listing-draft";
import { PhotoUploader } from "./photo-uploader";
import { WizardStep } from "./wizard-fields";

type Props = {
  active: boolean;
  signedIn: boolean;
  photos: WizardPhoto[];
  onChange: (photos: WizardPhoto[]) => void;
  savedPhotoIds: ReadonlySet<string>;
  error: string | undefined;
};

/** Step 4: the photos. Uploads belong to an account, so a visitor is asked to log in first. */
export function PhotosStep({ active, signedIn, photos, onChange, savedPhotoIds, error }: Props) {
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
      <PhotoUploader photos={photos} onChange={onChange} savedPhotoIds={savedPhotoIds} error={error} />
    </WizardStep>
  );
}
