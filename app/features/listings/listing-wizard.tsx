import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { MapTiles } from "~/components/map-panel";
import { alertAfterPaint } from "~/components/ui/alert-after-paint";
import { useNavigate } from "~/components/ui/links";
import { useForm } from "~/components/ui/use-form";
import { WIZARD_STEPS } from "~/content/listing-options";
import type { ListingPhoto } from "~/features/photos/photos";
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
} from "./listing-draft";
import { FIELD_STEP, LISTING_FIELDS, type ListingErrors, type ListingField, listingSchema } from "./listing-schema";
import { SUBMIT_MESSAGES } from "./submit-messages";
import { AmenitiesStep } from "./wizard-amenities-step";
import { DetailsStep } from "./wizard-details-step";
import { type DraftBinding, focusStepHeading, type TextDraftField } from "./wizard-fields";
import { PhotosStep } from "./wizard-photos-step";
import { type Notice, WizardNotice, WizardProgress } from "./wizard-progress";
import { StayInfoStep } from "./wizard-stay-info-step";
import { submittedListingPath } from "./wizard-submitted-banner";

/** Long enough to read the message before the page changes. */
const REDIRECT_DELAY_MS = 1500;

type Props = {
  /** Signed-in user's id, or null for a visitor (they are sent to log in on Submit). */
  userId: string | null;
  initialStep?: number;
  /** Present when an owner edits a saved listing. */
  edit?: { listingId: string; draft: ListingDraft; photos: ListingPhoto[] };
  /** The map's tiles (MAP_TILE_URL) for the owner's pin. */
  mapTiles?: MapTiles;
};

/** The messages of the fields that pass `keep`, in the wizard's order. */
function pickErrors(errors: ListingErrors, keep: (field: ListingField) => boolean): ListingErrors {
  return Object.fromEntries(LISTING_FIELDS.filter((field) => errors[field] && keep(field)).map((f) => [f, errors[f]]));
}

const onStep = (step: number) => (field: ListingField) => FIELD_STEP[field] === step;

/**
 * The four-step listing form. Steps are moved freely; leaving one checks its fields and everything is checked on
 * Submit, with the shared schema through the one form hook (ADR 047), in the browser first and again by the server.
 */
export function ListingWizard({ userId, initialStep = 0, edit, mapTiles }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [step, setStep] = useState(initialStep);
  const [draft, setDraft] = useState<ListingDraft>(edit?.draft ?? EMPTY_DRAFT);
  const [photos, setPhotos] = useState<ListingPhoto[]>(edit?.photos ?? []);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [submitTried, setSubmitTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState(false);
  const [savedPhotoIds] = useState(() => new Set(edit?.photos.map((p) => p.id)));
  /** One key per new listing until the server confirms it: a retry after a lost answer cannot post it twice. */
  const submissionKey = useRef<string | null>(null);
  const form = useForm({ schema: listingSchema, fields: LISTING_FIELDS, show: "each" });
  const errors = (form.shown?.fieldErrors ?? {}) as ListingErrors;
  /** Set by a move to another step that takes focus to its heading rather than to a problem. */
  const headingFocus = useRef(false);

  // Once the step a move opened shows: its heading takes focus and comes into view, or 'Next' would leave the owner at
  // the end of the new step (the page kept where the old one ended) with focus on the button they pressed.
  useEffect(() => {
    if (!headingFocus.current) return;
    headingFocus.current = false;
    focusStepHeading(form.formRef.current, step);
  });

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

  /** Shows these messages, without moving focus unless told where. */
  const show = (shown: ListingErrors, focus: ListingField | "summary" | boolean = false) =>
    form.report({ fieldErrors: shown }, { focus });

  /** Editing a field clears its message, and a change of kind the messages of fields no longer asked. */
  const set = (changes: Partial<ListingDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    const kept = pickErrors(errors, (field) => !(field in changes) && draftAsks(next, field));
    if (Object.keys(kept).length !== Object.keys(errors).length) show(kept);
  };

  /** Ties a text or select control to its draft value and message; editing it clears the message. */
  const bind = (name: TextDraftField): DraftBinding => ({
    ...form.field(name),
    name,
    value: draft[name],
    onChange: (event) => set({ [name]: event.target.value }),
  });

  /** Opens the step that holds `field` and focuses it once that step shows. */
  function goTo(field: ListingField) {
    setStep(FIELD_STEP[field]);
    show(errors, field);
  }

  /**
   * Leaving a step shows its problems (and forgets fixed ones); the owner may still go anywhere (SPEC: steps are moved
   * freely, with no per-step validation). 'Next' takes focus to the summary of what was left, so it is heard; any
   * other move takes it to the new step's heading.
   */
  function moveTo(next: number, { byNext = false } = {}) {
    if (next === step) return;
    const found = form.problems(listingPayload(draft, photos), onStep(step)) as ListingErrors;
    const merged = pickErrors({ ...pickErrors(errors, (field) => !onStep(step)(field)), ...found }, () => true);
    const toSummary = byNext && Object.keys(found).length > 0;
    show(merged, toSummary ? "summary" : false);
    headingFocus.current = !toSummary;
    setStep(next);
  }

  /** Every problem of the listing: its step opens at the first, which takes focus. */
  function showErrors(found: ListingErrors) {
    setSubmitTried(true);
    setNotice(null);
    const first = LISTING_FIELDS.find((field) => found[field]);
    if (first) setStep(FIELD_STEP[first]);
    show(found, true);
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
    const found = form.problems(listingPayload(draft, photos)) as ListingErrors;
    if (Object.keys(found).length > 0) return showErrors(found);
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
      show({});
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
      ref={form.formRef}
      noValidate
      aria-label={edit ? t`Edit listing` : t`Post your property`}
      onSubmit={(event) => {
        event.preventDefault();
        if (step < last) moveTo(step + 1, { byNext: true });
        else void submit();
      }}
      className="space-y-6"
    >
      <WizardProgress step={step} errors={errors} onSelect={moveTo} />
      <WizardNotice id={form.summaryId} notice={notice} errors={errors} afterSubmit={submitTried} onGoTo={goTo} />

      <StayInfoStep active={step === 0} draft={draft} bind={bind} set={set} tiles={mapTiles} />
      <DetailsStep active={step === 1} draft={draft} bind={bind} set={set} />
      <AmenitiesStep active={step === 2} draft={draft} set={set} error={errors.amenities} />
      <PhotosStep
        active={step === 3}
        signedIn={userId !== null}
        photos={photos}
        onChange={setPhotos}
        onUploading={setUploading}
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
          // Photos still on their way would be left out of what is sent.
          disabled={busy || uploading}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {step < last ? t`Next` : t`Submit`}
        </button>
      </div>
    </form>
  );
}
