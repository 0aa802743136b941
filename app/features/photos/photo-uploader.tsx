import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { alertAfterPaint } from "~/components/ui/alert-after-paint";
import { FormMessage } from "~/components/ui/field";
import { MAX_IMAGE_BYTES, MAX_PHOTOS } from "~/content/listing-options";
import { currentLocale, LANGUAGE_TAG } from "~/lib/i18n";
import { mediaUrl } from "~/lib/media";
import type { ListingPhoto } from "./listing-photo";
import { UPLOAD_MESSAGES } from "./upload-messages";

type UploadResult = { ok: true; photo: ListingPhoto } | { ok: false; reason: string };

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
function uploadPhoto(file: File, onProgress: (loaded: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/v1/uploads");
    xhr.responseType = "json";
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    // The API's refusals in the page's language rather than the browser's default.
    xhr.setRequestHeader("accept-language", LANGUAGE_TAG[currentLocale()]);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const body = xhr.response as { photo?: ListingPhoto; reason?: string } | null;
      if (xhr.status === 201 && body?.photo) resolve({ ok: true, photo: body.photo });
      else resolve({ ok: false, reason: body?.reason || t`The server did not accept the file.` });
    };
    xhr.onerror = () => resolve({ ok: false, reason: t`The connection was interrupted.` });
    xhr.send(file);
  });
}

/**
 * A change to the photos, made to the list as it is when the change lands: an upload ends after the owner may have
 * removed or moved photos meanwhile, and must not bring back the list it started from.
 */
export type PhotosUpdate = (update: (current: ListingPhoto[]) => ListingPhoto[]) => void;

type Props = {
  photos: ListingPhoto[];
  onChange: PhotosUpdate;
  /** Told when an upload starts and ends: the form is not sent while photos are still on their way. */
  onUploading?: (uploading: boolean) => void;
  /** Photos already saved on the listing are removed on save, not at once. */
  savedPhotoIds: ReadonlySet<string>;
  error?: string;
};

type Notice = { tone: "error" | "success"; text: string };

/** A file of the last pick (at `position` in it) that was not added, and why. */
type Failure = { position: number; name: string; reason: string };

/** How the last pick went: the share of its bytes uploaded, and its files that failed. */
type Outcome = { percent: number; uploading: boolean; files: number; failures: Failure[] };

function move<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The wizard's step 4: pick images, upload them with real progress, then order them; the first is the cover. */
export function PhotoUploader({ photos, onChange, onUploading, savedPhotoIds, error }: Props) {
  const { t } = useLingui();
  const inputId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function upload(files: File[]) {
    const room = Math.max(MAX_PHOTOS - photos.length, 0);
    const failures: Failure[] = [];
    const sendable: Array<{ position: number; file: File }> = [];
    for (const [position, file] of files.entries()) {
      const reason =
        position >= room ? UPLOAD_MESSAGES.atMost : file.size > MAX_IMAGE_BYTES ? UPLOAD_MESSAGES.tooLarge : null;
      if (reason) failures.push({ position, name: file.name, reason });
      else sendable.push({ position, file });
    }
    const total = sendable.reduce((sum, { file }) => sum + file.size, 0) || 1;
    const loaded = sendable.map(() => 0);
    const percentOf = (bytes: number[]) => Math.floor((bytes.reduce((a, b) => a + b, 0) / total) * 100);
    const added: ListingPhoto[] = [];
    const report = (uploading: boolean) =>
      setOutcome({ percent: percentOf(loaded), uploading, files: files.length, failures: [...failures] });
    setNotice(null);
    report(sendable.length > 0);
    onUploading?.(sendable.length > 0);
    for (const [index, { position, file }] of sendable.entries()) {
      const result = await uploadPhoto(file, (bytes) => {
        loaded[index] = bytes;
        report(true);
      });
      // A refused file's bytes went up but it was not added: the bar counts only what was.
      loaded[index] = result.ok ? file.size : 0;
      if (result.ok) added.push(result.photo);
      else failures.push({ position, name: file.name, reason: result.reason });
      report(index < sendable.length - 1);
    }
    if (added.length > 0) onChange((current) => [...current, ...added].slice(0, MAX_PHOTOS));
    onUploading?.(false);
    if (failures.length > 0) {
      setNotice({ tone: "error", text: UPLOAD_MESSAGES.failed });
      alertAfterPaint(UPLOAD_MESSAGES.failed);
    } else if (added.length > 0) {
      setNotice({ tone: "success", text: UPLOAD_MESSAGES.succeeded });
      alertAfterPaint(UPLOAD_MESSAGES.succeeded);
    }
  }

  function remove(photo: ListingPhoto) {
    onChange((current) => current.filter((p) => p.id !== photo.id));
    if (!savedPhotoIds.has(photo.id)) {
      void fetch(`/api/v1/uploads/${photo.id}`, { method: "DELETE" }).catch(() => {});
    }
  }

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={inputId} className="block font-medium text-gray-900">
          <Trans>Upload Photos</Trans>
        </label>
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-gray-600">
          <Trans>Up to {MAX_PHOTOS} images, 10 MB each. The first photo is the cover.</Trans>
        </p>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={`${inputId}-hint`}
          disabled={outcome?.uploading}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = "";
            if (files.length > 0) void upload(files);
          }}
          className="mt-2 block w-full text-gray-900 file:mr-4 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
        />
      </div>
      {outcome ? <UploadOutcome outcome={outcome} /> : null}
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      {outcome && outcome.failures.length > 0 ? (
        <ul aria-label={t`Files not uploaded`} className="space-y-1 text-sm text-red-800">
          {outcome.failures.map((failure) => (
            <li key={failure.position}>
              <Trans>
                <span className="font-semibold">{failure.name}</span>: failed. {failure.reason}
              </Trans>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      {photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3" aria-label={t`Uploaded photos`}>
          {photos.map((photo, index) => {
            const thumb = [...photo.variants].sort((a, b) => a.width - b.width)[0];
            const n = index + 1;
            return (
              <li key={photo.id} className="overflow-hidden rounded-md border border-gray-300">
                <div className="relative">
                  <img
                    src={thumb ? mediaUrl(thumb.key) : undefined}
                    width={thumb?.width}
                    height={thumb?.height}
                    alt={index === 0 ? t`Upload ${n} (cover)` : t`Upload ${n}`}
                    className="aspect-[4/3] w-full object-cover"
                  />
                  {index === 0 ? (
                    <span className="absolute left-1 top-1 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                      <Trans>Cover</Trans>
                    </span>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-1 p-1 text-xs">
                  {index > 0 ? (
                    <PhotoButton
                      label={t`Make photo ${n} the cover`}
                      onClick={() => onChange((current) => move(current, index, 0))}
                    >
                      <Trans>Make cover</Trans>
                    </PhotoButton>
                  ) : null}
                  {index > 0 ? (
                    <PhotoButton
                      label={t`Move photo ${n} earlier`}
                      onClick={() => onChange((current) => move(current, index, index - 1))}
                    >
                      ←
                    </PhotoButton>
                  ) : null}
                  {index < photos.length - 1 ? (
                    <PhotoButton
                      label={t`Move photo ${n} later`}
                      onClick={() => onChange((current) => move(current, index, index + 1))}
                    >
                      →
                    </PhotoButton>
                  ) : null}
                  <PhotoButton label={t`Remove photo ${n}`} onClick={() => remove(photo)}>
                    <Trans>Remove</Trans>
                  </PhotoButton>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function PhotoButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="min-h-8 min-w-8 rounded border border-gray-400 px-2 py-1 font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </button>
  );
}

/** The bar of the last pick: bytes while uploading, then the share of it that was added, red when a file failed. */
function UploadOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useLingui();
  const failed = outcome.failures.length;
  const { files, percent } = outcome;
  const text =
    outcome.uploading || failed === 0
      ? `${percent}%`
      : t`Upload failed for ${failed} of ${plural(files, { one: "# file", other: "# files" })} (${percent}% uploaded)`;
  return (
    <div>
      <div
        role="progressbar"
        aria-label={t`Upload progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={outcome.percent}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className={`h-full motion-safe:transition-all ${failed > 0 && !outcome.uploading ? "bg-red-700" : "bg-brand-700"}`}
          style={{ width: `${outcome.percent}%` }}
        />
      </div>
      <p className={`mt-1 text-sm font-medium ${failed > 0 && !outcome.uploading ? "text-red-800" : "text-gray-800"}`}>
        {text}
      </p>
    </div>
  );
}
