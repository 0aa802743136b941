/**
 * Writes the small Devanagari fonts English pages carry (`app/assets/fonts/hindi-words-*.woff2`, committed): the
 * Noto Sans Devanagari that Hindi pages use, cut down to the letters of HINDI_ON_ENGLISH_PAGES. HarfBuzz's subsetter
 * keeps the conjuncts and vowel-sign forms those words are shaped with. Run `npm run subset-font` after changing
 * that list.
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { HINDI_ON_ENGLISH_PAGES } from "../app/lib/i18n";

const text = HINDI_ON_ENGLISH_PAGES.join(" ");
// Both spellings of a letter with a nukta (ढ़ as one code point or as ढ plus the dot), whichever a word is written in.
const letters = [...new Set([...text.normalize("NFC"), ...text.normalize("NFD")])].join("");

for (const weight of [400, 700]) {
  const source = readFileSync(`app/assets/fonts/noto-sans-devanagari-${weight}.woff2`);
  const target = `app/assets/fonts/hindi-words-${weight}.woff2`;
  writeFileSync(target, await subsetFont(source, letters, { targetFormat: "woff2" }));
  console.log(`${target}: ${(statSync(target).size / 1024).toFixed(1)} KB for "${letters}"`);
}
