import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { alertAfterPaint } from "~/components/ui/alert-after-paint";
import { useNavigate } from "~/components/ui/links";
import { WIZARD_STEPS } from "~/content/listing-options";
import { currentLocale, LANGUAGE_TAG } from "~/lib/i18n";
import { IDEMPOTENCY_HEADER, newSubmissionKey } from "~/lib/submission-key";
import {
  clearSavedWizard,
  draftAsks,
  EMPTY_DRAFT,
  type ListingDraft,
  listingPayload,
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
} from "./listing-schema";
import { SUBMIT_MESSAGES } from "./submit-messages";
import { AmenitiesStep } from "./wizard-amenities-step";
import { DetailsStep } from "./wizard-details-step";
import type { DraftBinding, TextDraftField } from "./wizard-fields";
import { PhotosStep } from "./wizard-photos-step";
import { ERROR_SUMMARY_ID, type Notice, WizardNotice, WizardProgress } from "./wizard-progress";
import { StayInfoStep } from "./wizard-stay-info-step";
import { submittedListingPath } from "./wizard-submitted-banner";

/** Long enough to read the message before the page changes. */
const REDIRECT_DELAY_MS = 1500;

type Props = {
  /** Signed-in user's id, or null for a visitor (they are sent to log in on Submit). */
  userId: string | null;
  initialStep?: number;
  /** Present when an owner edits a saved listing. */
  edit?: { listingId: string; draft: ListingDraft; photos: WizardPhoto[] };
};

/** The messages of the fields that pass `keep`. */
function pickErrors(errors: ListingErrors, keep: (field: ListingField) => boolean): ListingErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => keep(field as ListingField)));
}

/**
 * The four-step listing form. Steps are moved freely; leaving one checks its fields and everything
 * is checked on Submit, with the shared schema, in the browser first and again by the server.
 */
export function ListingWizard({ userId, initialStep = 0, edit }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [step, setStep] = useState(initialStep);
  const [draft, setDraft] = useState<ListingDraft>(edit?.draft ?? EMPTY_DRAFT);
  const [photos, setPhotos] = useState<WizardPhoto[]>(edit?.photos ?? []);
  const [errors, setErrors] = useState<ListingErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [submitTried, setSubmitTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState(false);
  /** Where focus goes once the next render shows it: a field, or the summary of the problems found. */
  const focusField = useRef<ListingField | "summary" | null>(null);
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
    const selector = field === "summary" ? `#${ERROR_SUMMARY_ID}` : `[name="${field}"]`;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  /** Editing a field clears its message, and a change of kind the messages of fields no longer asked. */
  const set = (changes: Partial<ListingDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    setErrors((current) => pickErrors(current, (field) => !(field in changes) && draftAsks(next, field)));
  };

  /** Ties a text or select control to its draft value and message; editing it clears the message. */
  const bind = (name: TextDraftField): DraftBinding => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange: (event) => set({ [name]: event.target.value }),
  });

  /** Opens the step that holds `field` and focuses it once that step shows. */
  function goTo(field: ListingField) {
    setStep(FIELD_STEP[field]);
    focusField.current = field;
  }

  /** What the schema finds wrong with the answers asked now; empty when there is nothing. */
  function problems(): ListingErrors {
    const checked = listingSchema.safeParse(listingPayload(draft, photos));
    return checked.success ? {} : listingErrors(checked.error);
  }

  /**
   * Leaving a step shows its problems (and forgets fixed ones); the owner may still go anywhere. Next takes focus to
   * the summary of those problems, which a keyboard or screen-reader user would otherwise not find.
   */
  function moveTo(next: number, { focusProblems = false } = {}) {
    if (next === step) return;
    const found = pickErrors(problems(), (field) => FIELD_STEP[field] === step);
    setErrors((current) => ({ ...pickErrors(current, (field) => FIELD_STEP[field] !== step), ...found }));
    setStep(next);
    if (focusProblems && Object.keys(found).length > 0) focusField.current = "summary";
  }

  function showErrors(found: ListingErrors) {
    setErrors(found);
    setSubmitTried(true);
    setNotice(null);
    const first = firstErrorField(found);
    if (first) goTo(first);
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
    const found = problems();
    if (firstErrorField(found)) return showErrors(found);
    setBusy(true);
    setNotice(null);
    if (!edit) submissionKey.current ??= newSubmissionKey();
    const key = submissionKey.current;
    try {
      const res = await fetch(edit ? `/api/v1/listings/${edit.listingId}` : "/api/v1/listings", {
        method: edit ? "PUT" : "POST",
        headers: {
          "content-type": "application/json",
          // The API answers in the language its caller asks for: the page's, not the browser's default.
          "accept-language": LANGUAGE_TAG[currentLocale()],
          ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}),
        },
        body: JSON.stringify(listingPayload(draft, photos)),
      });
      const body = (await res.json().catch(() => ({}))) as {
        error?: string;
        errors?: ListingErrors;
        listing?: { id: string };
      };
      if (res.status === 400 && body.errors) return showErrors(body.errors);
      if (res.status === 401) return fail(SUBMIT_MESSAGES.logIn);
      // A quota's refusal says what to do (wait, or let the Admin catch up); anything else gets the general message.
      const ownMessage = (res.status === 400 || res.status === 429) && body.error;
      if (!res.ok) return fail(ownMessage || SUBMIT_MESSAGES.failed);
      submissionKey.current = null;
      setErrors({});
      setSubmitTried(false);
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
        setTimeout(() => navigate(submittedListingPath(body.listing?.id)), REDIRECT_DELAY_MS);
      }
    } catch {
      fail(SUBMIT_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  const last = WIZARD_STEPS.length - 1;
  const current = step + 1;
  const total = WIZARD_STEPS.length;

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={edit ? t`Edit listing` : t`Post your property`}
      onSubmit={(event) => {
        event.preventDefault();
        if (step < last) moveTo(step + 1, { focusProblems: true });
        else void submit();
      }}
      className="space-y-6"
    >
      <WizardProgress step={step} errors={errors} onSelect={moveTo} />
      <WizardNotice notice={notice} errors={errors} afterSubmit={submitTried} onGoTo={goTo} />

      <StayInfoStep active={step === 0} draft={draft} bind={bind} set={set} />
      <DetailsStep active={step === 1} draft={draft} bind={bind} set={set} />
      <AmenitiesStep active={step === 2} draft={draft} set={set} error={errors.amenities} />
      <PhotosStep
        active={step === 3}
        signedIn={userId !== null}
        photos={photos}
        onChange={setPhotos}
        savedPhotoIds={savedPhotoIds}
        error={errors.imageIds}
        ownerContact={draft.ownerContact}
        onOwnerContactChange={(ownerContact) => set({ ownerContact })}
      />

      <div className="flex items-center justify-between gap-4 border-t border-gray-200 pt-4">
        <button
          type="button"
          onClick={() => moveTo(Math.max(step - 1, 0))}
          disabled={step === 0}
          className="rounded-md border border-gray-400 px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-50"
        >
          <Trans>Previous</Trans>
        </button>
        <p className="text-sm text-gray-700">
          <Trans>
            Step {current} of {total}
          </Trans>
        </p>
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {step < last ? t`Next` : t`Submit`}
        </button>
      </div>
    </form>
  );
}
