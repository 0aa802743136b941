/** The header an API client sends a one-time key in, so a retried create is answered, not repeated. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** The hidden form field that carries the same kind of key when a form is posted without JavaScript. */
export const SUBMISSION_KEY_FIELD = "submissionKey";

/**
 * A fresh random key for one submission: 128 bits as hex. getRandomValues, unlike randomUUID,
 * works on plain-http pages too, and in Node for keys rendered into forms.
 */
export function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
