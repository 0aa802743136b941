import type { SupportedCity } from "./cities";
import type { ServicePage } from "./project-services";

export type SubProject = {
  name: string;
  locality: string;
  projectType: string;
  priceRange: string;
  description: string;
};

/** A city service page, /services/{url}: the city and six of its sub-projects (SPEC §2, §3 static data). */
export type CityService = ServicePage & {
  city: SupportedCity;
  image: string;
  subProjects: SubProject[];
};

export const CITY_SERVICES: CityService[] = [
  {
    url: "lucknow-faizabad-road",
    city: "Lucknow",
    title: "Lucknow — Faizabad Road",
    description: "Apartments, villas, plots and stays on the Faizabad Road growth corridor.",
    about:
      "Faizabad Road links Gomti Nagar and the Hazratganj business district with the Ayodhya highway. Metro, schools, hospitals and the IT parks of Sultanpur Road are minutes away.",
    location: "Faizabad Road, Lucknow, Uttar Pradesh",
    projectType: "Residential apartments, villas and plots",
    amenities: ["Clubhouse", "Swimming Pool", "Gym", "Power Backup", "Security", "Large Green Area"],
    priceRange: "₹60 Lakh to ₹90 Lakh",
    image: "/images/cities/lucknow",
    subProjects: [
      {
        name: "Awadh Greens Township",
        locality: "Chinhat",
        projectType: "2 and 3 BHK apartments",
        priceRange: "₹60 Lakh to ₹85 Lakh",
        description: "Gated towers around a seven-acre central park, ready to move in.",
      },
      {
        name: "Matiyari Villas",
        locality: "Matiyari",
        projectType: "Independent villas",
        priceRange: "₹80 Lakh to ₹90 Lakh",
        description: "Three-bedroom villas with private gardens and covered parking.",
      },
      {
        name: "Polytechnic Square Residences",
        locality: "Polytechnic Chauraha",
        projectType: "3 BHK apartments",
        priceRange: "₹75 Lakh to ₹90 Lakh",
        description: "High-rise homes beside the metro with a rooftop clubhouse.",
      },
      {
        name: "Indira Canal Plots",
        locality: "Kamta",
        projectType: "Residential plots",
        priceRange: "₹60 Lakh to ₹70 Lakh",
        description: "Approved plots of 1,200 to 2,000 sq ft with wide internal roads.",
      },
      {
        name: "BBD Student Residency",
        locality: "BBD University",
        projectType: "PG and co-living",
        priceRange: "₹9,000 to ₹14,000 a month",
        description: "Furnished rooms with meals, Wi-Fi and a study hall for students.",
      },
      {
        name: "Ayodhya Highway Business Hotel",
        locality: "Ayodhya Highway",
        projectType: "Hotel",
        priceRange: "₹2,800 to ₹4,500 a night",
        description: "A business hotel with conference rooms and airport pick-up.",
      },
    ],
  },
  {
    url: "gurugram",
    city: "Gurugram",
    title: "Gurugram",
    description: "Towers, villas, studios and co-living across Gurugram's business districts.",
    about:
      "From Dwarka Expressway to Golf Course Extension Road, Gurugram puts homes minutes from Cyber City, the airport and the Delhi border.",
    location: "Gurugram, Haryana",
    projectType: "Luxury apartments, villas and studios",
    amenities: ["Clubhouse", "Swimming Pool", "Gym", "Concierge Desk", "Golf Course", "Security"],
    priceRange: "₹1.2 Cr to ₹5 Cr",
    image: "/images/cities/gurugram",
    subProjects: [
      {
        name: "Dwarka Expressway Grand Towers",
        locality: "Sector 106",
        projectType: "3 and 4 BHK apartments",
        priceRange: "₹1.8 Cr to ₹2.6 Cr",
        description: "Forty-storey towers with sky lounges and a school inside the campus.",
      },
      {
        name: "Golf Course Extension Villas",
        locality: "Sector 65",
        projectType: "Independent villas",
        priceRange: "₹4 Cr to ₹5 Cr",
        description: "Four-bedroom villas with private pools, next to the golf course.",
      },
      {
        name: "Cyber Hub Studios",
        locality: "DLF Phase 2",
        projectType: "Studio apartments",
        priceRange: "₹1.2 Cr to ₹1.5 Cr",
        description: "Serviced studios a short walk from Cyber Hub offices.",
      },
      {
        name: "Sohna Road Co-Living",
        locality: "Sohna Road",
        projectType: "Co-living",
        priceRange: "₹15,000 to ₹22,000 a month",
        description: "Private rooms with housekeeping, community events and a gym.",
      },
      {
        name: "Golf Course Road Offices",
        locality: "Golf Course Road",
        projectType: "Commercial offices",
        priceRange: "₹2 Cr to ₹4 Cr",
        description: "Grade-A office floors with metro access and ample parking.",
      },
      {
        name: "Sector 29 Suites",
        locality: "Sector 29",
        projectType: "Hotel",
        priceRange: "₹4,500 to ₹9,000 a night",
        description: "Boutique suites beside the Leisure Valley park.",
      },
    ],
  },
  {
    url: "noida",
    city: "Noida",
    title: "Noida",
    description: "Expressway high-rises, offices and co-living near Noida's metro and IT hubs.",
    about:
      "Noida's planned sectors, the Aqua Line metro and the Noida–Greater Noida Expressway make it one of the fastest-growing places to live and work in the National Capital Region.",
    location: "Noida, Uttar Pradesh",
    projectType: "Apartments, offices and co-living",
    amenities: ["Gym", "Swimming Pool", "Clubhouse", "Power Backup", "Lift", "Security"],
    priceRange: "₹75 Lakh to ₹1.5 Cr",
    image: "/images/cities/noida",
    subProjects: [
      {
        name: "Expressway Sky Residences",
        locality: "Sector 150",
        projectType: "3 BHK apartments",
        priceRange: "₹1.1 Cr to ₹1.5 Cr",
        description: "Sports-themed township with a cricket ground and a jogging loop.",
      },
      {
        name: "Film City Business Park",
        locality: "Sector 16A",
        projectType: "Commercial offices",
        priceRange: "₹1.2 Cr to ₹1.5 Cr",
        description: "Office suites beside the media district, with food court and parking.",
      },
      {
        name: "Sector 62 Co-Living",
        locality: "Sector 62",
        projectType: "Co-living",
        priceRange: "₹12,000 to ₹16,000 a month",
        description: "Furnished rooms near the IT parks, meals and Wi-Fi included.",
      },
      {
        name: "Sector 74 Family Homes",
        locality: "Sector 74",
        projectType: "2 BHK apartments",
        priceRange: "₹75 Lakh to ₹90 Lakh",
        description: "Ready-to-move homes beside schools and a shopping mall.",
      },
      {
        name: "Yamuna Expressway Plots",
        locality: "Sector 22D",
        projectType: "Residential plots",
        priceRange: "₹75 Lakh to ₹1 Cr",
        description: "Authority-approved plots close to the upcoming airport.",
      },
      {
        name: "Sector 18 Business Inn",
        locality: "Sector 18",
        projectType: "Hotel",
        priceRange: "₹2,500 to ₹4,000 a night",
        description: "A business hotel in the market district, next to the metro.",
      },
    ],
  },
  {
    url: "kanpur",
    city: "Kanpur",
    title: "Kanpur",
    description: "Affordable flats, Ring Road plots and student PGs across Kanpur.",
    about:
      "An industrial and education hub on the Ganga, Kanpur offers some of the most affordable homes in Uttar Pradesh, close to IIT Kanpur and the new metro.",
    location: "Kanpur, Uttar Pradesh",
    projectType: "Apartments, plots and PGs",
    amenities: ["Security", "Power Backup", "Parking", "Lift", "Large Green Area", "Study Room"],
    priceRange: "₹35 Lakh to ₹60 Lakh",
    image: "/images/cities/kanpur",
    subProjects: [
      {
        name: "Kalyanpur Smart Homes",
        locality: "Kalyanpur",
        projectType: "2 and 3 BHK apartments",
        priceRange: "₹45 Lakh to ₹60 Lakh",
        description: "Energy-efficient homes near IIT Kanpur with a children's park.",
      },
      {
        name: "Kanpur Ring Road Plots",
        locality: "Mandhana",
        projectType: "Residential plots",
        priceRange: "₹35 Lakh to ₹45 Lakh",
        description: "Plots on the Ring Road with clear titles and paved roads.",
      },
      {
        name: "Kakadeo Scholars PG",
        locality: "Kakadeo",
        projectType: "PG",
        priceRange: "₹6,000 to ₹8,000 a month",
        description: "Quiet rooms with meals in the coaching district.",
      },
      {
        name: "Civil Lines Residency",
        locality: "Civil Lines",
        projectType: "3 BHK apartments",
        priceRange: "₹55 Lakh to ₹60 Lakh",
        description: "Homes in the city's greenest neighbourhood, near the Ganga.",
      },
      {
        name: "Swaroop Nagar Rooms",
        locality: "Swaroop Nagar",
        projectType: "Rental rooms",
        priceRange: "₹4,500 to ₹7,000 a month",
        description: "Single and shared rooms near markets and hospitals.",
      },
      {
        name: "Ganga View Hotel",
        locality: "Civil Lines",
        projectType: "Hotel",
        priceRange: "₹2,000 to ₹3,500 a night",
        description: "A riverside hotel with a restaurant and banquet hall.",
      },
    ],
  },
  {
    url: "varanasi",
    city: "Varanasi",
    title: "Varanasi",
    description: "Apartments near Sarnath, stays by the ghats and PGs near BHU.",
    about:
      "One of the world's oldest living cities, Varanasi welcomes pilgrims, students and families, with new homes around Sarnath and the Ring Road.",
    location: "Varanasi, Uttar Pradesh",
    projectType: "Apartments, guest houses and PGs",
    amenities: ["Security", "Power Backup", "Lift", "Parking", "Clubhouse", "Large Green Area"],
    priceRange: "₹40 Lakh to ₹70 Lakh",
    image: "/images/cities/varanasi",
    subProjects: [
      {
        name: "Kashi Vihar Residency",
        locality: "Sarnath",
        projectType: "2 and 3 BHK apartments",
        priceRange: "₹50 Lakh to ₹65 Lakh",
        description: "Low-rise homes near the Sarnath stupa with landscaped courtyards.",
      },
      {
        name: "Ganga Darshan Apartments",
        locality: "Bhelupur",
        projectType: "3 BHK apartments",
        priceRange: "₹60 Lakh to ₹70 Lakh",
        description: "River-facing homes a short walk from the ghats.",
      },
      {
        name: "Ring Road Residential Plots",
        locality: "Babatpur",
        projectType: "Residential plots",
        priceRange: "₹40 Lakh to ₹50 Lakh",
        description: "Plots near the airport with water and power connections.",
      },
      {
        name: "BHU Gate Girls PG",
        locality: "Lanka",
        projectType: "PG",
        priceRange: "₹6,500 to ₹9,000 a month",
        description: "Safe rooms with meals and CCTV, opposite the BHU gate.",
      },
      {
        name: "Assi Ghat Heritage Stay",
        locality: "Assi Ghat",
        projectType: "Hotel",
        priceRange: "₹3,500 to ₹6,000 a night",
        description: "A restored haveli with river views and a rooftop café.",
      },
      {
        name: "Sigra Homestay",
        locality: "Sigra",
        projectType: "Short-term stays",
        priceRange: "₹1,800 to ₹2,500 a night",
        description: "Furnished rooms for travellers and visiting families.",
      },
    ],
  },
];

export function findCityService(url: string | undefined): CityService | undefined {
  return CITY_SERVICES.find((service) => service.url === url);
}
