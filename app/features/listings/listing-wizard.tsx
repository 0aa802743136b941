import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { alertAfterPaint } from "~/components/ui/alert-after-paint";
import { FormMessage, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { SUPPORTED_CITIES } from "~/content/cities";
import {
  AMENITIES,
  CATEGORY_TYPES,
  CO_LIVING_TYPES,
  FACING_TYPES,
  FURNISHING_OPTIONS,
  LISTING_TYPES,
  type ListingType,
  PG_GENDERS,
  PROPERTY_CATEGORIES,
  PROPERTY_TYPES,
  type PropertyCategory,
  SHORT_STAY_TYPES,
  STAR_RATINGS,
  WIZARD_STEPS,
  YES_NO,
} from "~/content/listing-options";
import { IDEMPOTENCY_HEADER, newSubmissionKey } from "~/lib/submission-key";
import {
  clearSavedWizard,
  EMPTY_DRAFT,
  type ListingDraft,
  loadSavedWizard,
  saveWizard,
  type WizardPhoto,
} from "./listing-draft";
import {
  FIELD_STEP,
  firstErrorField,
  type ListingErrors,
  type ListingField,
  listingErrors,
  listingSchema,
  SUBMIT_MESSAGES,
} from "./listing-schema";
import { PhotoUploader } from "./photo-uploader";

/** Long enough to read the message before the page changes. */
const REDIRECT_DELAY_MS = 1500;

type Props = {
  /** Signed-in user's id, or null for a visitor (they are sent to log in on Submit). */
  userId: string | null;
  initialStep?: number;
  /** Present when an owner edits a saved listing. */
  edit?: { listingId: string; draft: ListingDraft; photos: WizardPhoto[] };
};

type Notice = { tone: "error" | "success"; text: string };

type TextDraftField = Exclude<keyof ListingDraft, "isCoLiving" | "isShortStay" | "amenities">;

type DraftBinding = {
  name: TextDraftField;
  value: string;
  error: string | undefined;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

const isType = (value: string): value is ListingType => (LISTING_TYPES as readonly string[]).includes(value);
const isCategory = (value: string): value is PropertyCategory =>
  (PROPERTY_CATEGORIES as readonly string[]).includes(value);

/**
 * The four-step listing form. Steps are moved freely; everything is checked on Submit with
 * the shared schema, in the browser first and again by the server.
 */
export function ListingWizard({ userId, initialStep = 0, edit }: Props) {
  const navigate = useNavigate();
  const [step, setStep] = useState(initialStep);
  const [draft, setDraft] = useState<ListingDraft>(edit?.draft ?? EMPTY_DRAFT);
  const [photos, setPhotos] = useState<WizardPhoto[]>(edit?.photos ?? []);
  const [errors, setErrors] = useState<ListingErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState(false);
  const focusField = useRef<ListingField | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [savedPhotoIds] = useState(() => new Set(edit?.photos.map((p) => p.id)));
  /** One key per new listing until the server confirms it: a retry after a lost answer cannot post it twice. */
  const submissionKey = useRef<string | null>(null);

  // The browser's saved draft is read after hydration, so the server and first client render agree.
  useEffect(() => {
    if (edit) return;
    const saved = loadSavedWizard();
    if (saved) {
      setDraft(saved.draft);
      setPhotos(saved.photos);
      if (initialStep === 0) setStep(Math.min(Math.max(saved.step, 0), WIZARD_STEPS.length - 1));
    }
    setRestored(true);
  }, [edit, initialStep]);

  useEffect(() => {
    if (!edit && restored) saveWizard({ draft, photos, step });
  }, [edit, restored, draft, photos, step]);

  useEffect(() => {
    const field = focusField.current;
    if (!field) return;
    focusField.current = null;
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  });

  const set = (changes: Partial<ListingDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key as ListingField];
      return next;
    });
  };

  /** Ties a text or select control to its draft value and message; editing it clears the message. */
  const bind = (name: TextDraftField): DraftBinding => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange: (event) => set({ [name]: event.target.value }),
  });

  function showErrors(found: ListingErrors) {
    setErrors(found);
    const first = firstErrorField(found);
    if (first) {
      setStep(FIELD_STEP[first]);
      focusField.current = first;
    }
    setNotice({ tone: "error", text: SUBMIT_MESSAGES.invalid });
  }

  function fail(text: string) {
    setNotice({ tone: "error", text });
    alertAfterPaint(text);
  }

  async function submit() {
    if (!userId) {
      setNotice({ tone: "error", text: SUBMIT_MESSAGES.logIn });
      alertAfterPaint(SUBMIT_MESSAGES.logIn);
      const back = window.location.pathname;
      setTimeout(() => navigate(`/login?redirectTo=${encodeURIComponent(back)}`), REDIRECT_DELAY_MS);
      return;
    }
    const payload = { ...draft, imageIds: photos.map((p) => p.id) };
    const checked = listingSchema.safeParse(payload);
    if (!checked.success) return showErrors(listingErrors(checked.error));
    setBusy(true);
    setNotice(null);
    if (!edit) submissionKey.current ??= newSubmissionKey();
    const key = submissionKey.current;
    try {
      const res = await fetch(edit ? `/api/v1/listings/${edit.listingId}` : "/api/v1/listings", {
        method: edit ? "PUT" : "POST",
        headers: { "content-type": "application/json", ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
        body: JSON.stringify(payload),
      });
      const body = (await res.json().catch(() => ({}))) as { error?: string; errors?: ListingErrors };
      if (res.status === 400 && body.errors) return showErrors(body.errors);
      if (res.status === 401) return fail(SUBMIT_MESSAGES.logIn);
      // A quota's refusal says what to do (wait, or let the Admin catch up); anything else gets the general message.
      const ownMessage = (res.status === 400 || res.status === 429) && body.error;
      if (!res.ok) return fail(ownMessage || SUBMIT_MESSAGES.failed);
      submissionKey.current = null;
      setErrors({});
      if (edit) {
        setNotice({ tone: "success", text: SUBMIT_MESSAGES.updated });
        setTimeout(() => navigate(`/property/${edit.listingId}`), REDIRECT_DELAY_MS);
      } else {
        clearSavedWizard();
        setRestored(false);
        setDraft(EMPTY_DRAFT);
        setPhotos([]);
        setStep(0);
        setNotice({ tone: "success", text: SUBMIT_MESSAGES.submitted });
        alertAfterPaint(SUBMIT_MESSAGES.submitted);
        setTimeout(() => navigate("/"), REDIRECT_DELAY_MS);
      }
    } catch {
      fail(SUBMIT_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  const listingType = isType(draft.listingType) ? draft.listingType : null;
  const category = isCategory(draft.propertyCategory) ? draft.propertyCategory : null;
  const last = WIZARD_STEPS.length - 1;
  const errorList = (Object.keys(errors) as ListingField[]).filter((f) => errors[f]);

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={edit ? "Edit listing" : "Post your property"}
      onSubmit={(event) => {
        event.preventDefault();
        if (step < last) setStep(step + 1);
        else void submit();
      }}
      className="space-y-6"
    >
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Steps">
        {WIZARD_STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === step ? "step" : undefined}
            className={`rounded-md border px-3 py-2 text-sm font-semibold ${
              index === step
                ? "border-brand-700 bg-brand-700 text-white"
                : index < step
                  ? "border-brand-700 text-brand-800"
                  : "border-gray-300 text-gray-700"
            }`}
          >
            <span className="sr-only">Step </span>
            {index + 1}. {name}
          </li>
        ))}
      </ol>

      {notice ? (
        <div className="space-y-2">
          <FormMessage tone={notice.tone}>{notice.text}</FormMessage>
          {notice.tone === "error" && errorList.length > 0 ? (
            <ul className="list-disc space-y-1 pl-6 text-sm text-red-800">
              {errorList.map((field) => (
                <li key={field}>
                  <button
                    type="button"
                    className="text-left underline"
                    onClick={() => {
                      setStep(FIELD_STEP[field]);
                      focusField.current = field;
                    }}
                  >
                    {WIZARD_STEPS[FIELD_STEP[field]]}: {errors[field]}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <fieldset hidden={step !== 0} className="space-y-4">
        <legend className="mb-4 text-xl font-semibold text-gray-900">{WIZARD_STEPS[0]}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Listing Type"
            placeholder="Select listing type"
            options={LISTING_TYPES}
            {...bind("listingType")}
            onChange={(e) => set({ listingType: e.target.value, propertyType: "" })}
          />
          <SelectField
            label="Property Type"
            placeholder={listingType ? "Select property type" : "Select a listing type first"}
            options={listingType ? PROPERTY_TYPES[listingType] : []}
            {...bind("propertyType")}
          />
          <SelectField
            label="Property Category"
            placeholder="Select category"
            options={PROPERTY_CATEGORIES}
            {...bind("propertyCategory")}
            onChange={(e) => set({ propertyCategory: e.target.value, categoryType: "" })}
          />
          <SelectField
            label="Category Type"
            placeholder={category ? "Select type" : "Select a category first"}
            options={category ? CATEGORY_TYPES[category] : []}
            {...bind("categoryType")}
          />
          <SelectField label="City" placeholder="Select city" options={SUPPORTED_CITIES} {...bind("city")} />
          <TextField label="Project / Building Name" maxLength={120} {...bind("projectBuildingName")} />
          <TextField label="Locality" maxLength={120} {...bind("locality")} />
        </div>
      </fieldset>

      <fieldset hidden={step !== 1} className="space-y-4">
        <legend className="mb-4 text-xl font-semibold text-gray-900">{WIZARD_STEPS[1]}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField label="Price (₹)" {...bind("price")} />
          <NumberField label="Plot Area (sq ft)" {...bind("plotArea")} />
          <SelectField
            label="Furnishing"
            placeholder="Select furnishing"
            options={FURNISHING_OPTIONS}
            {...bind("furnishing")}
          />
          <NumberField label="Floor Number" {...bind("floorNumber")} />
          <NumberField label="Total Floors" {...bind("totalFloors")} />
          <SelectField label="Facing Type" placeholder="Select facing" options={FACING_TYPES} {...bind("facingType")} />
          {listingType === "Hotel" ? (
            <>
              <NumberField label="Number of Rooms" {...bind("numRooms")} />
              <SelectField
                label="Star Rating"
                placeholder="Select star rating"
                options={STAR_RATINGS.map(String)}
                {...bind("starRating")}
              />
            </>
          ) : null}
          {listingType === "PG" ? (
            <>
              <SelectField
                label="Gender"
                placeholder="Select who can stay"
                options={PG_GENDERS}
                {...bind("pgGender")}
              />
              <SelectField label="Food Available" placeholder="Select" options={YES_NO} {...bind("foodAvailable")} />
            </>
          ) : null}
          {listingType === "Room" ? (
            <>
              <SelectField
                label="Attached Bathroom"
                placeholder="Select"
                options={YES_NO}
                {...bind("attachedBathroom")}
              />
              <SelectField label="Furnished" placeholder="Select" options={FURNISHING_OPTIONS} {...bind("furnished")} />
            </>
          ) : null}
        </div>
        {listingType && CO_LIVING_TYPES.includes(listingType) ? (
          <Checkbox
            label="Co-living home (shared living with a community)"
            name="isCoLiving"
            checked={draft.isCoLiving}
            onChange={(checked) => set({ isCoLiving: checked })}
          />
        ) : null}
        {listingType && SHORT_STAY_TYPES.includes(listingType) ? (
          <Checkbox
            label="Available for short-term stays"
            name="isShortStay"
            checked={draft.isShortStay}
            onChange={(checked) => set({ isShortStay: checked })}
          />
        ) : null}
        <TextAreaField
          id="listing-description"
          label="Description"
          rows={4}
          maxLength={2000}
          {...bind("description")}
        />
      </fieldset>

      <fieldset hidden={step !== 2}>
        <legend className="mb-4 text-xl font-semibold text-gray-900">{WIZARD_STEPS[2]}</legend>
        {errors.amenities ? <p className="mb-2 text-sm font-medium text-red-700">{errors.amenities}</p> : null}
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
      </fieldset>

      <fieldset hidden={step !== 3}>
        <legend className="mb-4 text-xl font-semibold text-gray-900">{WIZARD_STEPS[3]}</legend>
        {userId ? null : (
          <p className="mb-3 text-sm text-gray-700">
            Photos are uploaded to your account:{" "}
            <a href="/login?redirectTo=/postproperty" className="font-semibold text-brand-700 underline">
              log in
            </a>{" "}
            first. Your answers are kept.
          </p>
        )}
        <PhotoUploader photos={photos} onChange={setPhotos} savedPhotoIds={savedPhotoIds} error={errors.imageIds} />
      </fieldset>

      <div className="flex items-center justify-between gap-4 border-t border-gray-200 pt-4">
        <button
          type="button"
          onClick={() => setStep(Math.max(step - 1, 0))}
          disabled={step === 0}
          className="rounded-md border border-gray-400 px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-50"
        >
          Previous
        </button>
        <p className="text-sm text-gray-700">
          Step {step + 1} of {WIZARD_STEPS.length}
        </p>
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {step < last ? "Next" : "Submit"}
        </button>
      </div>
    </form>
  );
}

/** A whole-number input; only the floor number may be 0. */
function NumberField(props: { label: string } & DraftBinding) {
  return <TextField type="number" inputMode="numeric" min={props.name === "floorNumber" ? 0 : 1} step={1} {...props} />;
}

function Checkbox({
  label,
  name,
  checked,
  onChange,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-gray-900">
      <input
        type="checkbox"
        name={name}
        value={name === "amenities" ? label : "on"}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 rounded border-gray-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      {label}
    </label>
  );
}
