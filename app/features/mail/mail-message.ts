import { t } from "@lingui/core/macro";

/** A file sent with a message, such as a visit's calendar entry (.ics). */
export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * What a feature says when it writes to someone. The mail feature wraps it in the GharStay header and
 * footer and writes it both as HTML and as plain text.
 */
export type MailMessage = {
  /** What caused it (password-reset, listing-approved, …): shown in /admin/outbox and found by tests. */
  kind: string;
  to: string;
  subject: string;
  /** The body, one paragraph each, as plain text (escaped for the HTML part). */
  paragraphs: string[];
  /** The one thing to do, shown as a button in HTML and as the address in plain text. */
  action?: { label: string; url: string };
  attachments?: MailAttachment[];
  /** Extra headers, such as an alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
};

/**
 * A message's opening line. A name is words its owner typed, so it goes only to an address proven to be theirs
 * (a verified e-mail); an address anyone could have typed is greeted without it (ADR 030).
 */
export const greeting = ({ name, emailVerified }: { name: string | null; emailVerified: boolean }) =>
  name && emailVerified ? t`Hello ${name},` : t`Hello,`;
