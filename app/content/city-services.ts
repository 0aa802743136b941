import { t } from "@lingui/core/macro";
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
    get title() {
      return t`Lucknow — Faizabad Road`;
    },
    get description() {
      return t`Apartments, villas, plots and stays on the Faizabad Road growth corridor.`;
    },
    get about() {
      return t`Faizabad Road links Gomti Nagar and the Hazratganj business district with the Ayodhya highway. Metro, schools, hospitals and the IT parks of Sultanpur Road are minutes away.`;
    },
    get location() {
      return t`Faizabad Road, Lucknow, Uttar Pradesh`;
    },
    get projectType() {
      return t`Residential apartments, villas and plots`;
    },
    amenities: ["Clubhouse", "Swimming Pool", "Gym", "Power Backup", "Security", "Large Green Area"],
    get priceRange() {
      return t`₹60 Lakh to ₹90 Lakh`;
    },
    image: "/images/cities/lucknow",
    subProjects: [
      {
        name: "Awadh Greens Township",
        get locality() {
          return t`Chinhat`;
        },
        get projectType() {
          return t`2 and 3 BHK apartments`;
        },
        get priceRange() {
          return t`₹60 Lakh to ₹85 Lakh`;
        },
        get description() {
          return t`Gated towers around a seven-acre central park, ready to move in.`;
        },
      },
      {
        name: "Matiyari Villas",
        get locality() {
          return t`Matiyari`;
        },
        get projectType() {
          return t`Independent villas`;
        },
        get priceRange() {
          return t`₹80 Lakh to ₹90 Lakh`;
        },
        get description() {
          return t`Three-bedroom villas with private gardens and covered parking.`;
        },
      },
      {
        name: "Polytechnic Square Residences",
        get locality() {
          return t`Polytechnic Chauraha`;
        },
        get projectType() {
          return t`3 BHK apartments`;
        },
        get priceRange() {
          return t`₹75 Lakh to ₹90 Lakh`;
        },
        get description() {
          return t`High-rise homes beside the metro with a rooftop clubhouse.`;
        },
      },
      {
        name: "Indira Canal Plots",
        get locality() {
          return t`Kamta`;
        },
        get projectType() {
          return t`Residential plots`;
        },
        get priceRange() {
          return t`₹60 Lakh to ₹70 Lakh`;
        },
        get description() {
          return t`Approved plots of 1,200 to 2,000 sq ft with wide internal roads.`;
        },
      },
      {
        name: "BBD Student Residency",
        get locality() {
          return t`BBD University`;
        },
        get projectType() {
          return t`PG and co-living`;
        },
        get priceRange() {
          return t`₹9,000 to ₹14,000 a month`;
        },
        get description() {
          return t`Furnished rooms with meals, Wi-Fi and a study hall for students.`;
        },
      },
      {
        name: "Ayodhya Highway Business Hotel",
        get locality() {
          return t`Ayodhya Highway`;
        },
        get projectType() {
          return t`Hotel`;
        },
        get priceRange() {
          return t`₹2,800 to ₹4,500 a night`;
        },
        get description() {
          return t`A business hotel with conference rooms and airport pick-up.`;
        },
      },
    ],
  },
  {
    url: "gurugram",
    city: "Gurugram",
    get title() {
      return t`Gurugram`;
    },
    get description() {
      return t`Towers, villas, studios and co-living across Gurugram's business districts.`;
    },
    get about() {
      return t`From Dwarka Expressway to Golf Course Extension Road, Gurugram puts homes minutes from Cyber City, the airport and the Delhi border.`;
    },
    get location() {
      return t`Gurugram, Haryana`;
    },
    get projectType() {
      return t`Luxury apartments, villas and studios`;
    },
    amenities: ["Clubhouse", "Swimming Pool", "Gym", "Concierge Desk", "Golf Course", "Security"],
    get priceRange() {
      return t`₹1.2 Cr to ₹5 Cr`;
    },
    image: "/images/cities/gurugram",
    subProjects: [
      {
        name: "Dwarka Expressway Grand Towers",
        get locality() {
          return t`Sector 106`;
        },
        get projectType() {
          return t`3 and 4 BHK apartments`;
        },
        get priceRange() {
          return t`₹1.8 Cr to ₹2.6 Cr`;
        },
        get description() {
          return t`Forty-storey towers with sky lounges and a school inside the campus.`;
        },
      },
      {
        name: "Golf Course Extension Villas",
        get locality() {
          return t`Sector 65`;
        },
        get projectType() {
          return t`Independent villas`;
        },
        get priceRange() {
          return t`₹4 Cr to ₹5 Cr`;
        },
        get description() {
          return t`Four-bedroom villas with private pools, next to the golf course.`;
        },
      },
      {
        name: "Cyber Hub Studios",
        get locality() {
          return t`DLF Phase 2`;
        },
        get projectType() {
          return t`Studio apartments`;
        },
        get priceRange() {
          return t`₹1.2 Cr to ₹1.5 Cr`;
        },
        get description() {
          return t`Serviced studios a short walk from Cyber Hub offices.`;
        },
      },
      {
        name: "Sohna Road Co-Living",
        get locality() {
          return t`Sohna Road`;
        },
        get projectType() {
          return t`Co-living`;
        },
        get priceRange() {
          return t`₹15,000 to ₹22,000 a month`;
        },
        get description() {
          return t`Private rooms with housekeeping, community events and a gym.`;
        },
      },
      {
        name: "Golf Course Road Offices",
        get locality() {
          return t`Golf Course Road`;
        },
        get projectType() {
          return t`Commercial offices`;
        },
        get priceRange() {
          return t`₹2 Cr to ₹4 Cr`;
        },
        get description() {
          return t`Grade-A office floors with metro access and ample parking.`;
        },
      },
      {
        name: "Sector 29 Suites",
        get locality() {
          return t`Sector 29`;
        },
        get projectType() {
          return t`Hotel`;
        },
        get priceRange() {
          return t`₹4,500 to ₹9,000 a night`;
        },
        get description() {
          return t`Boutique suites beside the Leisure Valley park.`;
        },
      },
    ],
  },
  {
    url: "noida",
    city: "Noida",
    get title() {
      return t`Noida`;
    },
    get description() {
      return t`Expressway high-rises, offices and co-living near Noida's metro and IT hubs.`;
    },
    get about() {
      return t`Noida's planned sectors, the Aqua Line metro and the Noida–Greater Noida Expressway make it one of the fastest-growing places to live and work in the National Capital Region.`;
    },
    get location() {
      return t`Noida, Uttar Pradesh`;
    },
    get projectType() {
      return t`Apartments, offices and co-living`;
    },
    amenities: ["Gym", "Swimming Pool", "Clubhouse", "Power Backup", "Lift", "Security"],
    get priceRange() {
      return t`₹75 Lakh to ₹1.5 Cr`;
    },
    image: "/images/cities/noida",
    subProjects: [
      {
        name: "Expressway Sky Residences",
        get locality() {
          return t`Sector 150`;
        },
        get projectType() {
          return t`3 BHK apartments`;
        },
        get priceRange() {
          return t`₹1.1 Cr to ₹1.5 Cr`;
        },
        get description() {
          return t`Sports-themed township with a cricket ground and a jogging loop.`;
        },
      },
      {
        name: "Film City Business Park",
        get locality() {
          return t`Sector 16A`;
        },
        get projectType() {
          return t`Commercial offices`;
        },
        get priceRange() {
          return t`₹1.2 Cr to ₹1.5 Cr`;
        },
        get description() {
          return t`Office suites beside the media district, with food court and parking.`;
        },
      },
      {
        name: "Sector 62 Co-Living",
        get locality() {
          return t`Sector 62`;
        },
        get projectType() {
          return t`Co-living`;
        },
        get priceRange() {
          return t`₹12,000 to ₹16,000 a month`;
        },
        get description() {
          return t`Furnished rooms near the IT parks, meals and Wi-Fi included.`;
        },
      },
      {
        name: "Sector 74 Family Homes",
        get locality() {
          return t`Sector 74`;
        },
        get projectType() {
          return t`2 BHK apartments`;
        },
        get priceRange() {
          return t`₹75 Lakh to ₹90 Lakh`;
        },
        get description() {
          return t`Ready-to-move homes beside schools and a shopping mall.`;
        },
      },
      {
        name: "Yamuna Expressway Plots",
        get locality() {
          return t`Sector 22D`;
        },
        get projectType() {
          return t`Residential plots`;
        },
        get priceRange() {
          return t`₹75 Lakh to ₹1 Cr`;
        },
        get description() {
          return t`Authority-approved plots close to the upcoming airport.`;
        },
      },
      {
        name: "Sector 18 Business Inn",
        get locality() {
          return t`Sector 18`;
        },
        get projectType() {
          return t`Hotel`;
        },
        get priceRange() {
          return t`₹2,500 to ₹4,000 a night`;
        },
        get description() {
          return t`A business hotel in the market district, next to the metro.`;
        },
      },
    ],
  },
  {
    url: "kanpur",
    city: "Kanpur",
    get title() {
      return t`Kanpur`;
    },
    get description() {
      return t`Affordable flats, Ring Road plots and student PGs across Kanpur.`;
    },
    get about() {
      return t`An industrial and education hub on the Ganga, Kanpur offers some of the most affordable homes in Uttar Pradesh, close to IIT Kanpur and the new metro.`;
    },
    get location() {
      return t`Kanpur, Uttar Pradesh`;
    },
    get projectType() {
      return t`Apartments, plots and PGs`;
    },
    amenities: ["Security", "Power Backup", "Parking", "Lift", "Large Green Area", "Study Room"],
    get priceRange() {
      return t`₹35 Lakh to ₹60 Lakh`;
    },
    image: "/images/cities/kanpur",
    subProjects: [
      {
        name: "Kalyanpur Smart Homes",
        get locality() {
          return t`Kalyanpur`;
        },
        get projectType() {
          return t`2 and 3 BHK apartments`;
        },
        get priceRange() {
          return t`₹45 Lakh to ₹60 Lakh`;
        },
        get description() {
          return t`Energy-efficient homes near IIT Kanpur with a children's park.`;
        },
      },
      {
        name: "Kanpur Ring Road Plots",
        get locality() {
          return t`Mandhana`;
        },
        get projectType() {
          return t`Residential plots`;
        },
        get priceRange() {
          return t`₹35 Lakh to ₹45 Lakh`;
        },
        get description() {
          return t`Plots on the Ring Road with clear titles and paved roads.`;
        },
      },
      {
        name: "Kakadeo Scholars PG",
        get locality() {
          return t`Kakadeo`;
        },
        get projectType() {
          return t`PG`;
        },
        get priceRange() {
          return t`₹6,000 to ₹8,000 a month`;
        },
        get description() {
          return t`Quiet rooms with meals in the coaching district.`;
        },
      },
      {
        name: "Civil Lines Residency",
        get locality() {
          return t`Civil Lines`;
        },
        get projectType() {
          return t`3 BHK apartments`;
        },
        get priceRange() {
          return t`₹55 Lakh to ₹60 Lakh`;
        },
        get description() {
          return t`Homes in the city's greenest neighbourhood, near the Ganga.`;
        },
      },
      {
        name: "Swaroop Nagar Rooms",
        get locality() {
          return t`Swaroop Nagar`;
        },
        get projectType() {
          return t`Rental rooms`;
        },
        get priceRange() {
          return t`₹4,500 to ₹7,000 a month`;
        },
        get description() {
          return t`Single and shared rooms near markets and hospitals.`;
        },
      },
      {
        name: "Ganga View Hotel",
        get locality() {
          return t`Civil Lines`;
        },
        get projectType() {
          return t`Hotel`;
        },
        get priceRange() {
          return t`₹2,000 to ₹3,500 a night`;
        },
        get description() {
          return t`A riverside hotel with a restaurant and banquet hall.`;
        },
      },
    ],
  },
  {
    url: "varanasi",
    city: "Varanasi",
    get title() {
      return t`Varanasi`;
    },
    get description() {
      return t`Apartments near Sarnath, stays by the ghats and PGs near BHU.`;
    },
    get about() {
      return t`One of the world's oldest living cities, Varanasi welcomes pilgrims, students and families, with new homes around Sarnath and the Ring Road.`;
    },
    get location() {
      return t`Varanasi, Uttar Pradesh`;
    },
    get projectType() {
      return t`Apartments, guest houses and PGs`;
    },
    amenities: ["Security", "Power Backup", "Lift", "Parking", "Clubhouse", "Large Green Area"],
    get priceRange() {
      return t`₹40 Lakh to ₹70 Lakh`;
    },
    image: "/images/cities/varanasi",
    subProjects: [
      {
        name: "Kashi Vihar Residency",
        get locality() {
          return t`Sarnath`;
        },
        get projectType() {
          return t`2 and 3 BHK apartments`;
        },
        get priceRange() {
          return t`₹50 Lakh to ₹65 Lakh`;
        },
        get description() {
          return t`Low-rise homes near the Sarnath stupa with landscaped courtyards.`;
        },
      },
      {
        name: "Ganga Darshan Apartments",
        get locality() {
          return t`Bhelupur`;
        },
        get projectType() {
          return t`3 BHK apartments`;
        },
        get priceRange() {
          return t`₹60 Lakh to ₹70 Lakh`;
        },
        get description() {
          return t`River-facing homes a short walk from the ghats.`;
        },
      },
      {
        name: "Ring Road Residential Plots",
        get locality() {
          return t`Babatpur`;
        },
        get projectType() {
          return t`Residential plots`;
        },
        get priceRange() {
          return t`₹40 Lakh to ₹50 Lakh`;
        },
        get description() {
          return t`Plots near the airport with water and power connections.`;
        },
      },
      {
        name: "BHU Gate Girls PG",
        get locality() {
          return t`Lanka`;
        },
        get projectType() {
          return t`PG`;
        },
        get priceRange() {
          return t`₹6,500 to ₹9,000 a month`;
        },
        get description() {
          return t`Safe rooms with meals and CCTV, opposite the BHU gate.`;
        },
      },
      {
        name: "Assi Ghat Heritage Stay",
        get locality() {
          return t`Assi Ghat`;
        },
        get projectType() {
          return t`Hotel`;
        },
        get priceRange() {
          return t`₹3,500 to ₹6,000 a night`;
        },
        get description() {
          return t`A restored haveli with river views and a rooftop café.`;
        },
      },
      {
        name: "Sigra Homestay",
        get locality() {
          return t`Sigra`;
        },
        get projectType() {
          return t`Short-term stays`;
        },
        get priceRange() {
          return t`₹1,800 to ₹2,500 a night`;
        },
        get description() {
          return t`Furnished rooms for travellers and visiting families.`;
        },
      },
    ],
  },
];

export function findCityService(url: string | undefined): CityService | undefined {
  return CITY_SERVICES.find((service) => service.url === url);
}
