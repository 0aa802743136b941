import { searchSpelling } from "./place-names";

/**
 * A city GharStay serves or will serve, declared once: the address of its pages, its card, its contact page and
 * the names people search it by all come from here. No Lingui macro in this module: `app/routes.ts` reads it too,
 * before any language is set up.
 */
export type CityDeclaration = {
  /** The English name: the value stored on listings and projects and put in addresses (`?city=Lucknow`). */
  name: string;
  /** The name Hindi pages show. */
  hindi: string;
  /** Lower-case path segment: /project/{slug}, /{slug}/{projectId}, the card's picture. */
  slug: string;
  /** Other names people search it by: older English names and other Devanagari spellings. */
  alsoCalled: readonly string[];
  /** SPEC §1: shown as 'Coming Soon'; no listings yet, only projects announced ahead of the opening. */
  comingSoon: boolean;
  state: "Uttar Pradesh" | "Haryana";
  /** SPEC §2 contact links: /projects/{key} for the cities served, /contact/mathura for the one to come. */
  contactLink: string;
  /** SPEC §9 sample property counts; a city to come shows 'Coming Soon' instead. */
  propertyCount: string;
  hotelsAvailable: boolean;
  pgsAvailable: boolean;
};

export const CITIES = [
  {
    name: "Lucknow",
    hindi: "लखनऊ",
    slug: "lucknow",
    alsoCalled: ["लखनउ", "Lakhnau"],
    comingSoon: false,
    state: "Uttar Pradesh",
    contactLink: "/projects/lucknow-faizabad-road",
    propertyCount: "1000+",
    hotelsAvailable: true,
    pgsAvailable: true,
  },
  {
    name: "Noida",
    hindi: "नोएडा",
    slug: "noida",
    alsoCalled: ["नोयडा", "नॉएडा"],
    comingSoon: false,
    state: "Uttar Pradesh",
    contactLink: "/projects/noida",
    propertyCount: "500+",
    hotelsAvailable: true,
    pgsAvailable: true,
  },
  {
    name: "Gurugram",
    hindi: "गुरुग्राम",
    slug: "gurugram",
    alsoCalled: ["Gurgaon", "गुड़गांव", "गुड़गाँव"],
    comingSoon: false,
    state: "Haryana",
    contactLink: "/projects/gurugram",
    propertyCount: "200+",
    hotelsAvailable: true,
    pgsAvailable: true,
  },
  {
    name: "Kanpur",
    hindi: "कानपुर",
    slug: "kanpur",
    alsoCalled: ["Cawnpore"],
    comingSoon: false,
    state: "Uttar Pradesh",
    contactLink: "/projects/kanpur",
    propertyCount: "100+",
    hotelsAvailable: true,
    pgsAvailable: true,
  },
  {
    name: "Varanasi",
    hindi: "वाराणसी",
    slug: "varanasi",
    alsoCalled: ["Banaras", "Benares", "Banares", "Kashi", "बनारस", "काशी"],
    comingSoon: false,
    state: "Uttar Pradesh",
    contactLink: "/projects/varanasi",
    propertyCount: "1000+",
    hotelsAvailable: true,
    pgsAvailable: true,
  },
  {
    name: "Mathura",
    hindi: "मथुरा",
    slug: "mathura",
    alsoCalled: [],
    comingSoon: true,
    state: "Uttar Pradesh",
    contactLink: "/contact/mathura",
    propertyCount: "",
    hotelsAvailable: false,
    pgsAvailable: false,
  },
] as const satisfies readonly CityDeclaration[];

type DeclaredCity = (typeof CITIES)[number];
export type CityName = DeclaredCity["name"];
export type SupportedCity = Extract<DeclaredCity, { comingSoon: false }>["name"];

const isSupported = (city: DeclaredCity): city is Extract<DeclaredCity, { comingSoon: false }> => !city.comingSoon;

/** The cities GharStay serves (SPEC §1, §9), in the specification's order. */
export const SERVED_CITIES = CITIES.filter(isSupported);
export const SUPPORTED_CITIES: readonly SupportedCity[] = SERVED_CITIES.map((city) => city.name);

/** Every declared city, those to come included: projects may be announced before a city opens. */
export const CITY_NAMES: readonly CityName[] = CITIES.map((city) => city.name);

/** Every name a city is searched by: its own, its slug, its Hindi name and its other names. */
export const searchNamesOf = (city: CityDeclaration): string[] => [
  city.name,
  city.slug,
  city.hindi,
  ...city.alsoCalled,
];

/** Each of a city's search names, as searchSpelling writes it. */
export const CITY_BY_NAME: ReadonlyMap<string, SupportedCity> = new Map(
  SERVED_CITIES.flatMap((city) => searchNamesOf(city).map((name) => [searchSpelling(name), city.name] as const)),
);

/** Match of a city name, slug or other name ("lucknow", "लखनऊ", "Gurgaon") to its supported name. */
export function findSupportedCity(value: string | null | undefined): SupportedCity | undefined {
  return value ? CITY_BY_NAME.get(searchSpelling(value.trim())) : undefined;
}

/** The declaration of a city by its stored English name. */
export function cityNamed(name: string | null | undefined): CityDeclaration | undefined {
  return CITIES.find((city) => city.name === name);
}

/** The picture of a city's card and pages, shipped in public/images/cities. */
export const cityImage = (city: CityDeclaration): string => `/images/cities/${city.slug}`;

export const cityMapLink = (city: CityDeclaration): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${city.name}, ${city.state}`)}`;
