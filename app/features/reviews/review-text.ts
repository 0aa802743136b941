/**
 * Why a review's text waits for the Admin, if it does: a phone number or a link would take a guest off GharStay (or
 * advertise), which is what reviews on other portals are faked for. Ten digits in a row, however spaced or dashed,
 * count as a phone number; a web address or a domain name as a link.
 */
const PHONE = /(?:\+?\d[\s\-.()]*){10,}/;
const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|in|net|org|co|io|info|biz|me|app|xyz)\b/i;

export type HeldReason = "phone" | "link";

export function heldReason(text: string): HeldReason | null {
  if (PHONE.test(text)) return "phone";
  if (LINK.test(text)) return "link";
  return null;
}
