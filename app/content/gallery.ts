import { t } from "@lingui/core/macro";
import type { SupportedCity } from "./cities";
/** The Luxury Real Estate gallery at /buy: sample properties with pictures shipped in public/images/gallery. */
export type GalleryProperty = {
  slug: string;
  /** The city of its location, whose every name finds it in either language ('Gurgaon' on /hi/buy too). */
  city: SupportedCity;
  title: string;
  price: number;
  location: string;
  beds: number;
  baths: number;
  sqft: number;
  description: string;
  /** Bases of shipped pictures (see shippedImage); the first is the card's cover. */
  images: string[];
};

const pictures = (slug: string) => [1, 2, 3].map((n) => `/images/gallery/${slug}-${n}`);

export const GALLERY_PROPERTIES: GalleryProperty[] = [
  {
    slug: "gomti-riverfront-penthouse",
    city: "Lucknow",
    title: "Gomti Riverfront Penthouse",
    price: 42500000,
    get location() {
      return t`Gomti Nagar, Lucknow`;
    },
    beds: 4,
    baths: 5,
    sqft: 4200,
    get description() {
      return t`A duplex penthouse with a private terrace garden and uninterrupted views of the Gomti riverfront.`;
    },
    images: pictures("gomti-riverfront-penthouse"),
  },
  {
    slug: "golf-course-villa",
    city: "Gurugram",
    title: "Golf Course Extension Villa",
    price: 98000000,
    get location() {
      return t`Sector 65, Gurugram`;
    },
    beds: 5,
    baths: 6,
    sqft: 6800,
    get description() {
      return t`A gated villa with a plunge pool, home theatre and staff quarters, five minutes from the golf course.`;
    },
    images: pictures("golf-course-villa"),
  },
  {
    slug: "expressway-sky-mansion",
    city: "Noida",
    title: "Expressway Sky Mansion",
    price: 36000000,
    get location() {
      return t`Sector 150, Noida`;
    },
    beds: 4,
    baths: 4,
    sqft: 3900,
    get description() {
      return t`A high-floor residence with a wraparound balcony over the Noida–Greater Noida Expressway greens.`;
    },
    images: pictures("expressway-sky-mansion"),
  },
  {
    slug: "ganga-view-haveli",
    city: "Varanasi",
    title: "Ganga View Haveli",
    price: 27500000,
    get location() {
      return t`Assi Ghat, Varanasi`;
    },
    beds: 6,
    baths: 5,
    sqft: 5200,
    get description() {
      return t`A restored haveli with carved stone balconies, a courtyard and a rooftop that looks over the Ganga.`;
    },
    images: pictures("ganga-view-haveli"),
  },
  {
    slug: "civil-lines-bungalow",
    city: "Kanpur",
    title: "Civil Lines Heritage Bungalow",
    price: 31000000,
    get location() {
      return t`Civil Lines, Kanpur`;
    },
    beds: 5,
    baths: 4,
    sqft: 6100,
    get description() {
      return t`A colonial-era bungalow on a tree-lined half-acre plot, renovated with modern kitchens and baths.`;
    },
    images: pictures("civil-lines-bungalow"),
  },
  {
    slug: "cyber-city-sky-loft",
    city: "Gurugram",
    title: "Cyber City Sky Loft",
    price: 24000000,
    get location() {
      return t`DLF Phase 2, Gurugram`;
    },
    beds: 3,
    baths: 3,
    sqft: 2600,
    get description() {
      return t`A double-height loft with floor-to-ceiling glass, walking distance from Cyber Hub and the rapid metro.`;
    },
    images: pictures("cyber-city-sky-loft"),
  },
  {
    slug: "hazratganj-heritage-suite",
    city: "Lucknow",
    title: "Hazratganj Heritage Residence",
    price: 19500000,
    get location() {
      return t`Hazratganj, Lucknow`;
    },
    beds: 3,
    baths: 3,
    sqft: 2300,
    get description() {
      return t`An elegant residence in a restored Awadhi building, steps from Hazratganj's cafés and boutiques.`;
    },
    images: pictures("hazratganj-heritage-suite"),
  },
  {
    slug: "sarnath-garden-estate",
    city: "Varanasi",
    title: "Sarnath Garden Estate",
    price: 22000000,
    get location() {
      return t`Sarnath, Varanasi`;
    },
    beds: 4,
    baths: 4,
    sqft: 4800,
    get description() {
      return t`A quiet garden estate with fruit orchards, a meditation pavilion and a solar-powered main house.`;
    },
    images: pictures("sarnath-garden-estate"),
  },
];

export function isGallerySlug(slug: string): boolean {
  return GALLERY_PROPERTIES.some((property) => property.slug === slug);
}
