/** The mail part's server entry: a message, queueing it, text messages, and its share of 'Download my data'. */
export { messagesForExport } from "./mail-export.server";
export { greeting, type MailAttachment, type MailMessage } from "./mail-message";
export { queueMail, sentMailCount } from "./outbox.server";
export { recordTextMessage, sendTextMessage, withdrawTextMessages } from "./text-messages.server";
