/** The city contact pages: /projects/{key} for the five cities we serve, /contact/mathura for the one coming soon. */
export type CityContact = {
  key: string;
  city: string;
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
    heading: "Lucknow — Faizabad Road",
    area: "Faizabad Road, Lucknow, Uttar Pradesh",
    description:
      "Townships, apartments and PGs along Faizabad Road, minutes from Gomti Nagar, the High Court and the IT parks on Sultanpur Road.",
    priceRange: "₹60 Lakh to ₹90 Lakh",
    highlights: ["Ready-to-move 2 and 3 BHK apartments", "PGs near BBD University", "Hotels near Polytechnic Chauraha"],
    image: "/images/cities/lucknow",
    comingSoon: false,
  },
  {
    key: "noida",
    city: "Noida",
    heading: "Noida",
    area: "Noida, Uttar Pradesh",
    description:
      "Homes and stays along the Noida–Greater Noida Expressway and in the sectors around Film City and the metro's Aqua Line.",
    priceRange: "₹75 Lakh to ₹1.5 Cr",
    highlights: ["Co-living near Sector 62 offices", "Expressway high-rises", "Business hotels in Sector 18"],
    image: "/images/cities/noida",
    comingSoon: false,
  },
  {
    key: "kanpur",
    city: "Kanpur",
    heading: "Kanpur",
    area: "Kanpur, Uttar Pradesh",
    description: "Affordable flats, plots on the Ring Road and PGs for students near IIT Kanpur and Kalyanpur.",
    priceRange: "₹35 Lakh to ₹60 Lakh",
    highlights: ["Student PGs in Kalyanpur", "Plots on the Ring Road", "Family rentals in Kidwai Nagar"],
    image: "/images/cities/kanpur",
    comingSoon: false,
  },
  {
    key: "varanasi",
    city: "Varanasi",
    heading: "Varanasi",
    area: "Varanasi, Uttar Pradesh",
    description: "Apartments near Sarnath and Bhelupur, guest houses by the ghats and rooms for pilgrims and students.",
    priceRange: "₹40 Lakh to ₹70 Lakh",
    highlights: ["Stays near the ghats", "PGs near BHU", "New apartments in Sarnath"],
    image: "/images/cities/varanasi",
    comingSoon: false,
  },
  {
    key: "gurugram",
    city: "Gurugram",
    heading: "Gurugram",
    area: "Gurugram, Haryana",
    description: "Towers on Dwarka Expressway, villas on Golf Course Extension and studios close to Cyber Hub.",
    priceRange: "₹1.2 Cr to ₹5 Cr",
    highlights: ["Studios near Cyber Hub", "Luxury villas on Golf Course Extension", "Co-living in DLF Phase 2"],
    image: "/images/cities/gurugram",
    comingSoon: false,
  },
  {
    key: "mathura",
    city: "Mathura",
    heading: "Mathura",
    area: "Mathura, Uttar Pradesh",
    description:
      "GharStay is coming to Mathura and Vrindavan. Tell us what you are looking for and we will reach you first when listings open.",
    priceRange: "Coming Soon",
    highlights: ["Pilgrim stays in Vrindavan", "Homes near the Yamuna Expressway", "PGs for students"],
    image: "/images/cities/mathura",
    comingSoon: true,
  },
];

export function findCityContact(key: string | undefined): CityContact | undefined {
  return CITY_CONTACTS.find((entry) => entry.key === key);
}
