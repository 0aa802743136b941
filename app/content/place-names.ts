/**
 * A word as it is compared when people search: one Unicode form, lower case, and no nukta, because
 * people type ड़ and ड, फ़ and फ interchangeably and mean the same place.
 */
export const searchSpelling = (word: string): string => word.normalize("NFC").toLowerCase().replaceAll("\u093C", "");

/**
 * Localities written in Devanagari, with the English name listings carry, so 'गोमती नगर' finds what
 * 'Gomti Nagar' finds. Longer names come first so 'गोमती नगर एक्सटेंशन' is not read as 'गोमती नगर'.
 */
const LOCALITIES_IN_DEVANAGARI: ReadonlyArray<readonly [string, string]> = [
  ["गोमती नगर एक्सटेंशन", "Gomti Nagar Extension"],
  ["गोमती नगर", "Gomti Nagar"],
  ["हज़रतगंज", "Hazratganj"],
  ["अलीगंज", "Aliganj"],
  ["इंदिरा नगर", "Indira Nagar"],
  ["इन्दिरा नगर", "Indira Nagar"],
  ["महानगर", "Mahanagar"],
  ["फ़ैज़ाबाद रोड", "Faizabad Road"],
  ["सुल्तानपुर रोड", "Sultanpur Road"],
  ["अमौसी", "Amausi"],
  ["सेक्टर", "Sector"],
  ["सोहना रोड", "Sohna Road"],
  ["गोल्फ़ कोर्स रोड", "Golf Course Road"],
  ["सिविल लाइंस", "Civil Lines"],
  ["स्वरूप नगर", "Swaroop Nagar"],
  ["आज़ाद नगर", "Azad Nagar"],
  ["किदवई नगर", "Kidwai Nagar"],
  ["काकादेव", "Kakadeo"],
  ["अस्सी घाट", "Assi Ghat"],
  ["लंका", "Lanka"],
  ["सिगरा", "Sigra"],
  ["सारनाथ", "Sarnath"],
  ["महमूरगंज", "Mahmoorganj"],
];

/** The localities GharStay knows by name, as listings carry them. */
export const LOCALITY_NAMES: readonly string[] = [...new Set(LOCALITIES_IN_DEVANAGARI.map(([, english]) => english))];

const LOCALITY_SPELLINGS = LOCALITIES_IN_DEVANAGARI.map(
  ([hindi, english]) => [searchSpelling(hindi), english] as const,
);

/**
 * Keywords with any Devanagari locality name replaced by the English one listings carry. Keywords
 * without one come back exactly as typed.
 */
export function localitiesInEnglish(keywords: string): string {
  let spelled = searchSpelling(keywords);
  let found = false;
  for (const [hindi, english] of LOCALITY_SPELLINGS) {
    if (!spelled.includes(hindi)) continue;
    spelled = spelled.replaceAll(hindi, english);
    found = true;
  }
  return found ? spelled : keywords;
}

/** 'Gomti Nagar' is /lucknow/gomti-nagar: lower case, every run of other characters one hyphen (the SQL in locality-figures.server.ts is the same). */
export const localitySlug = (locality: string): string =>
  locality
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
