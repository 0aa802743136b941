import { t } from "@lingui/core/macro";
/**
 * The one place a request body is read. Every reader has a byte limit, checked against the declared
 * Content-Length first and then against the bytes actually streamed, so an oversized body is refused
 * after at most `limit` bytes were held. The Express layer refuses a declared oversize before this runs;
 * this catches chunked bodies that declare nothing.
 */

/** Forms and JSON bodies: far more than any of our forms needs, far less than memory can hold. */
export const FORM_BODY_LIMIT = 64 * 1024;
export const JSON_BODY_LIMIT = 64 * 1024;

/** Getters: each read is in the language of the request being answered. */
export const BODY_MESSAGES = {
  get tooLarge() {
    return t`The request is too large.`;
  },
  get unreadable() {
    return t`The request could not be read. Please try again.`;
  },
  get nul() {
    return t`The request contains a NUL character, which no field may contain.`;
  },
  get notJson() {
    return t`Send the request body as JSON (Content-Type: application/json).`;
  },
  get notObject() {
    return t`The request body must be a JSON object.`;
  },
};

export type BodyRefusal = { ok: false; status: 400 | 413 | 415; message: string };
export type BodyRead<T> = { ok: true; value: T } | BodyRefusal;

const refuse = (status: BodyRefusal["status"], message: string): BodyRefusal => ({ ok: false, status, message });
const tooLarge = () => refuse(413, BODY_MESSAGES.tooLarge);
const hasNul = () => refuse(400, BODY_MESSAGES.nul);

/**
 * At most `limit` bytes of the body. When it is larger, the rest is left unread: the server answers
 * and closes the connection instead of receiving it (server/request-guards.ts).
 */
export async function readBytes(request: Request, limit: number): Promise<BodyRead<Uint8Array<ArrayBuffer>>> {
  if (Number(request.headers.get("content-length")) > limit) return tooLarge();
  if (!request.body) return { ok: true, value: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { ok: true, value: joined(chunks, size) };
      size += value.byteLength;
      if (size > limit) return tooLarge();
      chunks.push(value);
    }
  } catch {
    // The client went away or broke the stream mid-body; nobody is left to read a longer answer.
    return refuse(400, BODY_MESSAGES.unreadable);
  } finally {
    reader.releaseLock();
  }
}

function joined(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A posted form (url-encoded or multipart) of at most `limit` bytes. The value is null when the
 * body is not a form at all, so the caller's validation answers it like an empty form.
 */
export async function readForm(request: Request, limit = FORM_BODY_LIMIT): Promise<BodyRead<FormData | null>> {
  const bytes = await readBytes(request, limit);
  if (!bytes.ok) return bytes;
  let form: FormData;
  try {
    const headers = { "content-type": request.headers.get("content-type") ?? "" };
    form = await new Response(bytes.value, { headers }).formData();
  } catch {
    return { ok: true, value: null };
  }
  for (const [name, value] of form) {
    if (name.includes("\0") || (typeof value === "string" && value.includes("\0"))) return hasNul();
  }
  return { ok: true, value: form };
}

/** A JSON object body of at most `limit` bytes, sent as application/json (what no cross-site form can send). */
export async function readJson(request: Request, limit = JSON_BODY_LIMIT): Promise<BodyRead<Record<string, unknown>>> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "")) {
    return refuse(415, BODY_MESSAGES.notJson);
  }
  const bytes = await readBytes(request, limit);
  if (!bytes.ok) return bytes;
  let value: unknown;
  let foundNul = false;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes.value), (key, item) => {
      if (key.includes("\0") || (typeof item === "string" && item.includes("\0"))) foundNul = true;
      return item;
    });
  } catch {
    return refuse(400, BODY_MESSAGES.notObject);
  }
  if (foundNul) return hasNul();
  if (!value || typeof value !== "object" || Array.isArray(value)) return refuse(400, BODY_MESSAGES.notObject);
  return { ok: true, value: value as Record<string, unknown> };
}
