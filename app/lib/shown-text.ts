/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) show nothing themselves and reorder
 * what follows them: a name holding one reads as another in an inbox, on a card or in an e-mail ("Ravi ‮gnp.exe" shows
 * as "Ravi exe.png"). Names never need them: Urdu and other right-to-left scripts read right to left without them.
 */
const REORDERING = /[\u202A-\u202E\u2066-\u2069]/g;

/** Text others will see, without the characters that would make it read as something else. */
export const withoutReordering = (text: string) => text.replace(REORDERING, "");
