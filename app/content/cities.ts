import { t } from "@lingui/core/macro";
import { CITY_ALSO_CALLED, searchSpelling } from "./place-names";

export const SUPPORTED_CITIES = ["Lucknow", "Noida", "Gurugram", "Kanpur", "Varanasi"] as const;
export type SupportedCity = (typeof SUPPORTED_CITIES)[number];

/** Every name a city is searched by (its own, slug, Devanagari, older English names), as searchSpelling writes it. */
export const CITY_BY_NAME: ReadonlyMap<string, SupportedCity> = new Map(
  SUPPORTED_CITIES.flatMap((city) =>
    [city, ...CITY_ALSO_CALLED[city]].map((name) => [searchSpelling(name), city] as const),
  ),
);

/** Match of a city name, slug or other name ("lucknow", "लखनऊ", "Gurgaon") to its supported name. */
export function findSupportedCity(value: string | null | undefined): SupportedCity | undefined {
  return value ? CITY_BY_NAME.get(searchSpelling(value.trim())) : undefined;
}

export type CityCard = {
  name: string;
  slug: string;
  image: string;
  contactLink: string;
  hotelsAvailable: boolean;
  pgsAvailable: boolean;
  propertyCount: string;
  mapLink: string;
  comingSoon: boolean;
};

const map = (q: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;

export const CITY_CARDS: CityCard[] = [
  {
    name: "Lucknow",
    slug: "lucknow",
    image: "/images/cities/lucknow",
    contactLink: "/projects/lucknow-faizabad-road",
    hotelsAvailable: true,
    pgsAvailable: true,
    propertyCount: "1000+",
    mapLink: map("Lucknow, Uttar Pradesh"),
    comingSoon: false,
  },
  {
    name: "Noida",
    slug: "noida",
    image: "/images/cities/noida",
    contactLink: "/projects/noida",
    hotelsAvailable: true,
    pgsAvailable: true,
    propertyCount: "500+",
    mapLink: map("Noida, Uttar Pradesh"),
    comingSoon: false,
  },
  {
    name: "Gurugram",
    slug: "gurugram",
    image: "/images/cities/gurugram",
    contactLink: "/projects/gurugram",
    hotelsAvailable: true,
    pgsAvailable: true,
    propertyCount: "200+",
    mapLink: map("Gurugram, Haryana"),
    comingSoon: false,
  },
  {
    name: "Kanpur",
    slug: "kanpur",
    image: "/images/cities/kanpur",
    contactLink: "/projects/kanpur",
    hotelsAvailable: true,
    pgsAvailable: true,
    propertyCount: "100+",
    mapLink: map("Kanpur, Uttar Pradesh"),
    comingSoon: false,
  },
  {
    name: "Varanasi",
    slug: "varanasi",
    image: "/images/cities/varanasi",
    contactLink: "/projects/varanasi",
    hotelsAvailable: true,
    pgsAvailable: true,
    propertyCount: "1000+",
    mapLink: map("Varanasi, Uttar Pradesh"),
    comingSoon: false,
  },
  {
    name: "Mathura",
    slug: "mathura",
    image: "/images/cities/mathura",
    contactLink: "/contact/mathura",
    hotelsAvailable: false,
    pgsAvailable: false,
    get propertyCount() {
      return t`Coming Soon`;
    },
    mapLink: map("Mathura, Uttar Pradesh"),
    comingSoon: true,
  },
];
