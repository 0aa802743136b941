import { t } from "@lingui/core/macro";
import type { CityName } from "./cities";

/** The city contact pages: /projects/{key} for the five cities we serve, /contact/mathura for the one coming soon. */
export type CityContact = {
  key: string;
  city: CityName;
  heading: string;
  area: string;
  description: string;
  priceRange: string;
  highlights: string[];
  image: string;
  comingSoon: boolean;
};

const CITY_CONTACTS: CityContact[] = [
  {
    key: "lucknow-faizabad-road",
    city: "Lucknow",
    get heading() {
      return t`Lucknow — Faizabad Road`;
    },
    get area() {
      return t`Faizabad Road, Lucknow, Uttar Pradesh`;
    },
    get description() {
      return t`Townships, apartments and PGs along Faizabad Road, minutes from Gomti Nagar, the High Court and the IT parks on Sultanpur Road.`;
    },
    get priceRange() {
      return t`₹60 Lakh to ₹90 Lakh`;
    },
    get highlights() {
      return [t`Ready-to-move 2 and 3 BHK apartments`, t`PGs near BBD University`, t`Hotels near Polytechnic Chauraha`];
    },
    image: "/images/cities/lucknow",
    comingSoon: false,
  },
  {
    key: "noida",
    city: "Noida",
    get heading() {
      return t`Noida`;
    },
    get area() {
      return t`Noida, Uttar Pradesh`;
    },
    get description() {
      return t`Homes and stays along the Noida–Greater Noida Expressway and in the sectors around Film City and the metro's Aqua Line.`;
    },
    get priceRange() {
      return t`₹75 Lakh to ₹1.5 Cr`;
    },
    get highlights() {
      return [t`Co-living near Sector 62 offices`, t`Expressway high-rises`, t`Business hotels in Sector 18`];
    },
    image: "/images/cities/noida",
    comingSoon: false,
  },
  {
    key: "kanpur",
    city: "Kanpur",
    get heading() {
      return t`Kanpur`;
    },
    get area() {
      return t`Kanpur, Uttar Pradesh`;
    },
    get description() {
      return t`Affordable flats, plots on the Ring Road and PGs for students near IIT Kanpur and Kalyanpur.`;
    },
    get priceRange() {
      return t`₹35 Lakh to ₹60 Lakh`;
    },
    get highlights() {
      return [t`Student PGs in Kalyanpur`, t`Plots on the Ring Road`, t`Family rentals in Kidwai Nagar`];
    },
    image: "/images/cities/kanpur",
    comingSoon: false,
  },
  {
    key: "varanasi",
    city: "Varanasi",
    get heading() {
      return t`Varanasi`;
    },
    get area() {
      return t`Varanasi, Uttar Pradesh`;
    },
    get description() {
      return t`Apartments near Sarnath and Bhelupur, guest houses by the ghats and rooms for pilgrims and students.`;
    },
    get priceRange() {
      return t`₹40 Lakh to ₹70 Lakh`;
    },
    get highlights() {
      return [t`Stays near the ghats`, t`PGs near BHU`, t`New apartments in Sarnath`];
    },
    image: "/images/cities/varanasi",
    comingSoon: false,
  },
  {
    key: "gurugram",
    city: "Gurugram",
    get heading() {
      return t`Gurugram`;
    },
    get area() {
      return t`Gurugram, Haryana`;
    },
    get description() {
      return t`Towers on Dwarka Expressway, villas on Golf Course Extension and studios close to Cyber Hub.`;
    },
    get priceRange() {
      return t`₹1.2 Cr to ₹5 Cr`;
    },
    get highlights() {
      return [t`Studios near Cyber Hub`, t`Luxury villas on Golf Course Extension`, t`Co-living in DLF Phase 2`];
    },
    image: "/images/cities/gurugram",
    comingSoon: false,
  },
  {
    key: "mathura",
    city: "Mathura",
    get heading() {
      return t`Mathura`;
    },
    get area() {
      return t`Mathura, Uttar Pradesh`;
    },
    get description() {
      return t`GharStay is coming to Mathura and Vrindavan. Tell us what you are looking for and we will reach you first when listings open.`;
    },
    get priceRange() {
      return t`Coming Soon`;
    },
    get highlights() {
      return [t`Pilgrim stays in Vrindavan`, t`Homes near the Yamuna Expressway`, t`PGs for students`];
    },
    image: "/images/cities/mathura",
    comingSoon: true,
  },
];

export function findCityContact(key: string | undefined): CityContact | undefined {
  return CITY_CONTACTS.find((entry) => entry.key === key);
}
