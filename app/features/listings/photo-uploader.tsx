import { useId, useState } from "react";
import { alertAfterPaint } from "~/components/ui/alert-after-paint";
import { FormMessage } from "~/components/ui/field";
import { MAX_IMAGE_BYTES, MAX_PHOTOS } from "~/content/listing-options";
import { mediaUrl } from "~/lib/media";
import type { WizardPhoto } from "./listing-draft";
import { UPLOAD_MESSAGES } from "./listing-schema";

type UploadResult = { ok: true; photo: WizardPhoto } | { ok: false; reason: string };

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
function uploadPhoto(file: File, onProgress: (loaded: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/v1/uploads");
    xhr.responseType = "json";
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const body = xhr.response as { photo?: WizardPhoto; reason?: string } | null;
      if (xhr.status === 201 && body?.photo) resolve({ ok: true, photo: body.photo });
      else resolve({ ok: false, reason: body?.reason ?? "" });
    };
    xhr.onerror = () => resolve({ ok: false, reason: "The connection was interrupted." });
    xhr.send(file);
  });
}

type Props = {
  photos: WizardPhoto[];
  onChange: (photos: WizardPhoto[]) => void;
  /** Photos already saved on the listing are removed on save, not at once. */
  savedPhotoIds: ReadonlySet<string>;
  error?: string;
};

type Notice = { tone: "error" | "success"; text: string };

function move<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Step 4: pick images, upload them with real progress, then order them; the first is the cover. */
export function PhotoUploader({ photos, onChange, savedPhotoIds, error }: Props) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function upload(files: File[]) {
    const room = MAX_PHOTOS - photos.length;
    const accepted = files.slice(0, Math.max(room, 0));
    const problems: string[] = [];
    if (files.length > accepted.length) problems.push(`You can add at most ${MAX_PHOTOS} photos.`);
    const sendable = accepted.filter((file) => {
      if (file.size <= MAX_IMAGE_BYTES) return true;
      problems.push(`${file.name}: The file is larger than 10 MB.`);
      return false;
    });
    const total = sendable.reduce((sum, file) => sum + file.size, 0) || 1;
    const loaded = sendable.map(() => 0);
    const added: WizardPhoto[] = [];
    setNotice(null);
    if (sendable.length > 0) setProgress(0);
    for (const [index, file] of sendable.entries()) {
      const result = await uploadPhoto(file, (bytes) => {
        loaded[index] = bytes;
        setProgress(Math.floor((loaded.reduce((a, b) => a + b, 0) / total) * 100));
      });
      loaded[index] = file.size;
      if (result.ok) added.push(result.photo);
      else problems.push(`${file.name}: ${result.reason}`.trim());
    }
    if (sendable.length > 0) setProgress(100);
    if (added.length > 0) onChange([...photos, ...added]);
    if (problems.length > 0) {
      setNotice({ tone: "error", text: `${UPLOAD_MESSAGES.failed} ${problems.join(" ")}` });
      alertAfterPaint(UPLOAD_MESSAGES.failed);
    } else if (added.length > 0) {
      setNotice({ tone: "success", text: UPLOAD_MESSAGES.succeeded });
      alertAfterPaint(UPLOAD_MESSAGES.succeeded);
    }
  }

  function remove(photo: WizardPhoto) {
    onChange(photos.filter((p) => p.id !== photo.id));
    if (!savedPhotoIds.has(photo.id)) {
      void fetch(`/api/v1/uploads/${photo.id}`, { method: "DELETE" }).catch(() => {});
    }
  }

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={inputId} className="block font-medium text-gray-900">
          Upload Photos
        </label>
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-gray-600">
          Up to {MAX_PHOTOS} images, 10 MB each. The first photo is the cover.
        </p>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={`${inputId}-hint`}
          disabled={progress !== null && progress < 100}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = "";
            if (files.length > 0) void upload(files);
          }}
          className="mt-2 block w-full text-gray-900 file:mr-4 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
        />
      </div>
      {progress !== null ? (
        <div>
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-3 w-full overflow-hidden rounded-full bg-gray-200"
          >
            <div className="h-full bg-brand-700 motion-safe:transition-all" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-sm font-medium text-gray-800">{progress}%</p>
        </div>
      ) : null}
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      {photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3" aria-label="Uploaded photos">
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
                    alt={`Upload ${n}${index === 0 ? " (cover)" : ""}`}
                    className="aspect-[4/3] w-full object-cover"
                  />
                  {index === 0 ? (
                    <span className="absolute left-1 top-1 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                      Cover
                    </span>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-1 p-1 text-xs">
                  {index > 0 ? (
                    <PhotoButton label={`Make photo ${n} the cover`} onClick={() => onChange(move(photos, index, 0))}>
                      Cover
                    </PhotoButton>
                  ) : null}
                  {index > 0 ? (
                    <PhotoButton
                      label={`Move photo ${n} earlier`}
                      onClick={() => onChange(move(photos, index, index - 1))}
                    >
                      ←
                    </PhotoButton>
                  ) : null}
                  {index < photos.length - 1 ? (
                    <PhotoButton
                      label={`Move photo ${n} later`}
                      onClick={() => onChange(move(photos, index, index + 1))}
                    >
                      →
                    </PhotoButton>
                  ) : null}
                  <PhotoButton label={`Remove photo ${n}`} onClick={() => remove(photo)}>
                    Remove
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
      className="rounded border border-gray-400 px-2 py-1 font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </button>
  );
}
