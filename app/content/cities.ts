export const SUPPORTED_CITIES = ["Lucknow", "Noida", "Gurugram", "Kanpur", "Varanasi"] as const;
export type SupportedCity = (typeof SUPPORTED_CITIES)[number];

/** Case-insensitive match of a city name or slug ("lucknow") to its supported name. */
export function findSupportedCity(value: string | null | undefined): SupportedCity | undefined {
  const wanted = value?.trim().toLowerCase();
  return SUPPORTED_CITIES.find((city) => city.toLowerCase() === wanted);
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
    propertyCount: "Coming Soon",
    mapLink: map("Mathura, Uttar Pradesh"),
    comingSoon: true,
  },
];
