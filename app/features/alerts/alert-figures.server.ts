import { sentMailCount } from "~/features/mail/mail.server";

/** The outbox kinds of alert e-mails: one listing at once, or the daily digest. */
export const ALERT_MAIL_KINDS = { instant: "search-alert", digest: "search-digest" } as const;

/** Alert e-mails delivered so far, for the Admin dashboard. */
export function alertMailsSent(): Promise<number> {
  return sentMailCount(Object.values(ALERT_MAIL_KINDS));
}
