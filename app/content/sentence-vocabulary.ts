import { CITY_BY_NAME, type SupportedCity } from "./cities";
import type { ExploreType } from "./explore-filters";
import type { FURNISHING_OPTIONS, PG_GENDERS, SHARING_OPTIONS, YES_NO } from "./listing-options";
import { LOCALITY_NAMES, searchSpelling } from "./place-names";
import type { PlaceKind } from "./places";

/**
 * The words a search sentence is read by (ADR 039), in one module: kinds, cities, facts, amounts and the words
 * around them, in English and Hindi. Cities and localities come from their own declarations; the rest are the ways
 * people say a filter's value. Phrases are written as typed; the parser compares them as `searchSpelling` writes them.
 */

/** What a phrase means: a filter's value, or a word that shapes the words around it. */
export type Meaning =
  | { set: "type"; value: ExploreType; weak?: true }
  | { set: "city"; value: SupportedCity }
  | { set: "pgGender"; value: (typeof PG_GENDERS)[number] }
  | { set: "food"; value: (typeof YES_NO)[number] }
  | { set: "furnishing"; value: (typeof FURNISHING_OPTIONS)[number] }
  | { set: "sharing"; value: (typeof SHARING_OPTIONS)[number] }
  | { set: "rera"; value: "yes" }
  /** 'under', 'up to' before an amount, 'से कम', 'तक' after it: the side of the amount the budget is on. */
  | { amount: "atMost" | "atLeast" }
  /** 'between' before a range; 'to', '-', 'से' inside one. */
  | { amount: "between" | "to" }
  /** 'per month', 'रुपये': said after an amount, and nothing more. */
  | { amount: "unit" }
  /** 'without' before 'food'. */
  | { negates: "food" }
  /** 'bhk' after a number. */
  | { counts: "bhk" }
  /** 'sharing' after a number: '2 sharing' is a double. */
  | { counts: "sharing" }
  /** 'guests' after a number: '2 guests', '3 लोग', for a stay by the night. */
  | { counts: "guests" }
  /** 'flat', 'house': what a rent or a sale already says. */
  | { home: true }
  /** 'in', 'with', 'के लिए': dropped once the sentence names a filter. */
  | { joins: true };

const KINDS: Record<ExploreType, readonly string[]> = {
  hotel: ["hotel", "hotels", "होटल", "guest house", "guesthouse", "lodge"],
  pg: ["pg", "pgs", "paying guest", "hostel", "hostels", "पीजी", "पी जी", "हॉस्टल", "होस्टल", "छात्रावास"],
  room: ["room", "rooms", "कमरा", "कमरे", "रूम"],
  "co-living": ["co-living", "coliving", "co living", "को-लिविंग", "को लिविंग"],
  "short-stay": ["short stay", "short stays", "short-stay", "short term stay", "शॉर्ट स्टे"],
  // A 'hostel' alone means a PG to most seekers here (above); a backpackers' hostel is asked for by its dorms.
  hostel: ["dorm", "dorms", "dormitory", "डॉरमेट्री"],
  sell: [],
  rent: [],
  plot: ["plot", "plots", "land", "plot/land", "प्लॉट", "प्लाट", "जमीन", "भूखंड"],
  commercial: ["commercial", "office", "office space", "shop", "showroom", "दुकान", "ऑफिस", "कमर्शियल"],
  project: ["project", "projects", "new launch", "new project", "प्रोजेक्ट", "परियोजना"],
};

/** Words that say a home is let or sold: weak kinds, which a named kind ('room for rent') takes over. */
const DEALS: Readonly<Record<"rent" | "sell", readonly string[]>> = {
  rent: [
    "rent",
    "for rent",
    "on rent",
    "rental",
    "to let",
    "lease",
    "किराए",
    "किराये",
    "किराया",
    "किराए पर",
    "किराये पर",
    "kiraye",
    "kiraya",
    "kiraaye",
    "kiraye par",
    "kiraya par",
    "kiraaye par",
  ],
  sell: ["sale", "for sale", "buy", "resale", "purchase", "बिक्री", "खरीद", "खरीदना", "खरीदने", "बिकाऊ"],
};

/** Other spellings of the cities than the city declarations carry: common misspellings people type. */
const CITY_SPELLINGS: Readonly<Record<SupportedCity, readonly string[]>> = {
  Lucknow: ["lko", "lakhnow", "lucknaw"],
  Noida: ["noyda"],
  Gurugram: ["gurgram", "gudgaon", "gurgoan"],
  Kanpur: ["kanpoor"],
  Varanasi: ["benaras", "banarus", "varansi", "वारानसी"],
};

const FACTS: ReadonlyArray<readonly [readonly string[], Meaning]> = [
  [
    [
      "girls",
      "girl",
      "ladies",
      "women",
      "female",
      "ladkiyon",
      "ladkiyo",
      "ladkiyan",
      "ladki",
      "लड़कियों",
      "लड़कियां",
      "लड़कियाँ",
      "लड़की",
      "गर्ल्स",
      "महिला",
      "महिलाओं",
    ],
    { set: "pgGender", value: "Girls" },
  ],
  [
    [
      "boys",
      "boy",
      "gents",
      "men",
      "male",
      "ladkon",
      "ladko",
      "ladke",
      "ladka",
      "लड़कों",
      "लड़के",
      "लड़का",
      "बॉयज़",
      "बॉयज",
      "पुरुष",
    ],
    { set: "pgGender", value: "Boys" },
  ],
  [["co-ed", "coed", "unisex", "girls and boys", "boys and girls"], { set: "pgGender", value: "Both" }],
  [
    [
      "food",
      "meals",
      "meal",
      "food included",
      "with food",
      "khana",
      "khane",
      "khane ke saath",
      "khane ke sath",
      "tiffin",
      "खाना",
      "खाने",
      "भोजन",
      "खाने के साथ",
      "खाना सहित",
    ],
    { set: "food", value: "Yes" },
  ],
  [
    ["furnished", "fully furnished", "full furnished", "fully-furnished", "फर्निश्ड", "फुली फर्निश्ड", "सुसज्जित"],
    { set: "furnishing", value: "Fully Furnished" },
  ],
  [
    ["semi furnished", "semi-furnished", "semifurnished", "सेमी फर्निश्ड", "अर्ध सुसज्जित"],
    { set: "furnishing", value: "Semi Furnished" },
  ],
  [
    ["unfurnished", "un-furnished", "non furnished", "without furniture", "अनफर्निश्ड", "बिना फर्नीचर"],
    { set: "furnishing", value: "Unfurnished" },
  ],
  [
    ["single", "single sharing", "single occupancy", "private room", "सिंगल", "सिंगल शेयरिंग", "अकेले"],
    { set: "sharing", value: "Single" },
  ],
  [
    ["double", "double sharing", "twin sharing", "twin", "डबल", "डबल शेयरिंग", "दो शेयरिंग"],
    { set: "sharing", value: "Double" },
  ],
  [["triple", "triple sharing", "ट्रिपल", "ट्रिपल शेयरिंग", "तीन शेयरिंग"], { set: "sharing", value: "Triple" }],
  [["rera", "rera approved", "rera registered", "रेरा"], { set: "rera", value: "yes" }],
  [
    [
      "under",
      "below",
      "upto",
      "up to",
      "within",
      "max",
      "maximum",
      "budget",
      "less than",
      "not more than",
      "at most",
      "तक",
      "tak",
      "के अंदर",
      "के भीतर",
      "बजट",
    ],
    { amount: "atMost" },
  ],
  [["से कम", "से नीचे", "se kam", "se neeche", "or less", "or below", "and below", "max."], { amount: "atMost" }],
  [["above", "over", "more than", "min", "minimum", "at least", "starting", "from"], { amount: "atLeast" }],
  [
    [
      "से ज्यादा",
      "से ज़्यादा",
      "से अधिक",
      "से ऊपर",
      "se jyada",
      "se zyada",
      "se adhik",
      "se upar",
      "or more",
      "and above",
      "plus",
      "+",
    ],
    { amount: "atLeast" },
  ],
  [["between", "बीच"], { amount: "between" }],
  [["to", "-", "and", "से", "till"], { amount: "to" }],
  [
    [
      "per month",
      "a month",
      "/month",
      "monthly",
      "pm",
      "p.m.",
      "/-",
      "per night",
      "a night",
      "/night",
      "rs",
      "rs.",
      "inr",
      "rupees",
      "rupee",
      "month",
      "night",
      "mahina",
      "/",
      "रुपये",
      "रुपए",
      "रु",
      "प्रति माह",
      "महीना",
      "महीने",
      "प्रति रात",
    ],
    { amount: "unit" },
  ],
  [["without", "no", "bina", "बिना"], { negates: "food" }],
  [["bhk", "b.h.k", "b.h.k.", "bedroom", "bedrooms", "बीएचके"], { counts: "bhk" }],
  [["sharing", "seater", "शेयरिंग"], { counts: "sharing" }],
  [
    ["guest", "guests", "people", "persons", "adults", "pax", "मेहमान", "मेहमानों", "लोग", "लोगों", "व्यक्ति"],
    { counts: "guests" },
  ],
  [
    [
      "flat",
      "flats",
      "apartment",
      "apartments",
      "house",
      "houses",
      "home",
      "homes",
      "villa",
      "independent house",
      "फ्लैट",
      "मकान",
      "घर",
      "ghar",
      "makaan",
      "makan",
    ],
    { home: true },
  ],
  [
    [
      "in",
      "at",
      "near",
      "nearby",
      "near by",
      "close to",
      "around",
      "with",
      "for",
      "a",
      "an",
      "the",
      "of",
      "on",
      "me",
      "i",
      "want",
      "need",
      "looking",
      "looking for",
      "show",
      "available",
      "please",
      "mein",
      "ke",
      "ki",
      "ka",
      "liye",
      "wala",
      "wali",
      "wale",
      "chahiye",
      "mujhe",
      "में",
      "के",
      "की",
      "का",
      "पास",
      "लिए",
      "वाला",
      "वाले",
      "वाली",
      "और",
      "सहित",
      "साथ",
      "पर",
      "चाहिए",
      "मुझे",
      "एक",
      "कोई",
    ],
    { joins: true },
  ],
];

/** Amount units, compared as searchSpelling writes them (हज़ार as हजार). */
export const AMOUNT_UNITS: Readonly<Record<string, number>> = {
  k: 1_000,
  thousand: 1_000,
  हजार: 1_000,
  l: 1_00_000,
  lac: 1_00_000,
  lacs: 1_00_000,
  lakh: 1_00_000,
  lakhs: 1_00_000,
  लाख: 1_00_000,
  cr: 1_00_00_000,
  crore: 1_00_00_000,
  crores: 1_00_00_000,
  करोड: 1_00_00_000,
};

/** Every phrase as written and as the words it is compared by, with what it means. */
export const PHRASES: ReadonlyArray<{ name: string; words: readonly string[]; meaning: Meaning }> = [
  ...Object.entries(KINDS).flatMap(([type, names]) =>
    names.map((name) => ({ name, meaning: { set: "type", value: type as ExploreType } as Meaning })),
  ),
  ...Object.entries(DEALS).flatMap(([type, names]) =>
    names.map((name) => ({ name, meaning: { set: "type", value: type as ExploreType, weak: true } as Meaning })),
  ),
  ...[...CITY_BY_NAME].map(([name, city]) => ({ name, meaning: { set: "city", value: city } as Meaning })),
  ...Object.entries(CITY_SPELLINGS).flatMap(([city, names]) =>
    names.map((name) => ({ name, meaning: { set: "city", value: city as SupportedCity } as Meaning })),
  ),
  ...FACTS.flatMap(([names, meaning]) => names.map((name) => ({ name, meaning }))),
].map(({ name, meaning }) => ({ name, words: searchSpelling(name).split(" "), meaning }));

/** The places a word that matches nothing may have meant ('Did you mean: Noida?'), by the name listings carry. */
export const KNOWN_PLACES: ReadonlyArray<readonly [spelled: string, name: string]> = [
  ...[...CITY_BY_NAME].filter(([name]) => /^[a-z]/.test(name)).map(([name, city]) => [name, city] as const),
  ...LOCALITY_NAMES.map((name) => [searchSpelling(name), name] as const),
];

/** The words for a kind of landmark ('near my college'): a search near one offers that kind's landmarks instead. */
export const LANDMARK_KIND_WORDS: Readonly<Record<Exclude<PlaceKind, "locality">, readonly string[]>> = {
  college: [
    "college",
    "colleges",
    "university",
    "uni",
    "institute",
    "campus",
    "कॉलेज",
    "कालेज",
    "यूनिवर्सिटी",
    "विश्वविद्यालय",
  ],
  hospital: ["hospital", "hospitals", "अस्पताल", "हॉस्पिटल"],
  "it-park": ["it park", "tech park", "sez", "workplace", "आईटी पार्क"],
  railway: ["station", "railway station", "railway", "स्टेशन", "रेलवे स्टेशन"],
  metro: ["metro", "metro station", "मेट्रो"],
};

/** Words that name whose a landmark is ('my college'), dropped with the landmark's kind when a landmark is offered. */
export const OWNER_WORDS: ReadonlySet<string> = new Set(["my", "our", "मेरे", "मेरा", "मेरी", "हमारे"]);
