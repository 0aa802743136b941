/** A piece of a message as shown: plain text, or a link to one of our own pages. */
export type MessagePart = { text: string; href?: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * Splits a message into text and links. Only addresses on our own site become links, so a message can point to a
 * listing but never lure its reader to a look-alike page; every other address stays text. React escapes each part.
 */
export function messageParts(body: string, siteOrigin: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let from = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const address = match[0].replace(TRAILING, "");
    if (!URL.canParse(address) || new URL(address).origin !== siteOrigin) continue;
    const at = match.index;
    if (at > from) parts.push({ text: body.slice(from, at) });
    parts.push({ text: address, href: address });
    from = at + address.length;
  }
  if (from < body.length) parts.push({ text: body.slice(from) });
  return parts;
}
