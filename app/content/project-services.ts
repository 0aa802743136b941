import { t } from "@lingui/core/macro";
/** What every service page says (SPEC §2: title, description, location, project type, amenities, price range). */
export type ServicePage = {
  url: string;
  title: string;
  description: string;
  about: string;
  location: string;
  projectType: string;
  amenities: string[];
  priceRange: string;
};

/** A property service page, /ProjectService/{url}. */
export type ProjectService = ServicePage & {
  /** Where the matching listings are on /explore. */
  explore: string;
};

export const PROJECT_SERVICES: ProjectService[] = [
  {
    url: "buy-plots",
    get title() {
      return t`Buy Plots`;
    },
    get description() {
      return t`Approved residential plots on the growth corridors of every city we serve.`;
    },
    get about() {
      return t`We list only plots with clear titles and authority approvals, in gated layouts with paved roads, water and power connections. Our team walks you through the papers before you pay a token amount.`;
    },
    get location() {
      return t`Faizabad Road and Sultanpur Road, Lucknow`;
    },
    get projectType() {
      return t`Residential plots and gated layouts`;
    },
    amenities: ["Security", "Large Green Area", "Clubhouse", "Power Backup"],
    get priceRange() {
      return t`Lucknow ₹60 Lakh to ₹90 Lakh`;
    },
    explore: "/explore?type=plot",
  },
  {
    url: "buy-commercial",
    get title() {
      return t`Buy Commercial Property`;
    },
    get description() {
      return t`Offices, shops and showrooms with clear titles and verified developers.`;
    },
    get about() {
      return t`From Grade-A office floors to high-street shops, every commercial property we show comes from a verified developer, with rental yield estimates and a site visit on request.`;
    },
    get location() {
      return t`Film City, Noida and Golf Course Road, Gurugram`;
    },
    get projectType() {
      return t`Offices, retail shops and showrooms`;
    },
    amenities: ["Parking", "Power Backup", "Lift", "Security", "Service Elevators", "High Street Retail"],
    get priceRange() {
      return t`Noida ₹1.2 Cr to ₹1.5 Cr`;
    },
    explore: "/explore?type=commercial",
  },
  {
    url: "rent-home",
    get title() {
      return t`Rent a Home`;
    },
    get description() {
      return t`Flats and independent houses for families, checked before they are listed.`;
    },
    get about() {
      return t`Every rental home is checked by our team before it goes live. Move-in help, a written agreement and a single point of contact come with each home.`;
    },
    get location() {
      return t`Gomti Nagar, Lucknow and Sector 50, Noida`;
    },
    get projectType() {
      return t`Flats, independent houses and studio apartments`;
    },
    amenities: ["Parking", "Lift", "Power Backup", "Security", "Balcony", "Gym"],
    get priceRange() {
      return t`Lucknow ₹15,000 to ₹40,000 a month`;
    },
    explore: "/explore?type=rent",
  },
  {
    url: "lease-commercial",
    get title() {
      return t`Lease Commercial Space`;
    },
    get description() {
      return t`Office floors, retail frontage and storage on flexible lease terms.`;
    },
    get about() {
      return t`Lease a plug-and-play office, a shop on a busy road or a warehouse near the expressway, on terms from eleven months to nine years.`;
    },
    get location() {
      return t`Sector 18, Noida and DLF Cyber City, Gurugram`;
    },
    get projectType() {
      return t`Office floors, retail and storage`;
    },
    amenities: ["Parking", "Power Backup", "Conference Room", "Lift", "Security", "ATM'S"],
    get priceRange() {
      return t`Gurugram ₹1.5 Lakh to ₹6 Lakh a month`;
    },
    explore: "/explore?type=commercial",
  },
  {
    url: "pg-co-living",
    get title() {
      return t`PG & Co-Living`;
    },
    get description() {
      return t`Managed PGs and co-living homes with meals, housekeeping and Wi-Fi included.`;
    },
    get about() {
      return t`Verified PGs for students and professionals and community co-living homes with flexible monthly plans, meals, housekeeping, high-speed Wi-Fi and secure entry.`;
    },
    get location() {
      return t`Aliganj, Lucknow and Sector 62, Noida`;
    },
    get projectType() {
      return t`PGs and co-living homes`;
    },
    amenities: ["Security", "Power Backup", "Study Room", "Indoor Games", "Parking"],
    get priceRange() {
      return t`Lucknow ₹7,000 to ₹13,000 a month`;
    },
    explore: "/explore?type=pg",
  },
];

export function findProjectService(url: string | undefined): ProjectService | undefined {
  return PROJECT_SERVICES.find((service) => service.url === url);
}
