/**
 * Where quoted history starts in a reply, in the styles of the mail programs people use most: Gmail's "On … wrote:"
 * (sometimes wrapped over two lines), Outlook's "-----Original Message-----" and its underscore rule followed by a
 * "From:" block, and Apple Mail's and phones' forwarded headers.
 */
const HISTORY_STARTS = [
  /^On\b.{0,300}\bwrote:\s*$/i,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^-{2,}\s*Forwarded message\s*-{2,}\s*$/i,
];
/** Outlook's header block without a rule: "From:" with "Sent:" or "Date:" among the next lines. */
const OUTLOOK_FROM = /^\*?From:\*?\s/i;
const OUTLOOK_NEXT = /^\*?(Sent|Date|To|Subject):\*?\s/i;
/** The signature separator of RFC 3676 ("-- "), and the phone apps' own sign-offs. */
const SIGNATURE = [/^-- ?$/, /^Sent from my \w+/i, /^Get Outlook for \w+/i];

/**
 * The new words of an e-mail reply: everything before the quoted history and the signature, without quoted
 * ("> ") lines, trimmed. What remains is what the person typed.
 */
export function replyText(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index].trimEnd();
    const withNext = `${line} ${(lines[index + 1] ?? "").trim()}`;
    if (HISTORY_STARTS.some((start) => start.test(line) || (/^On\b/i.test(line) && start.test(withNext)))) break;
    if (OUTLOOK_FROM.test(line) && lines.slice(index + 1, index + 4).some((next) => OUTLOOK_NEXT.test(next.trim()))) {
      break;
    }
    if (SIGNATURE.some((signature) => signature.test(line))) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  return kept
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
