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
    title: "Buy Plots",
    description: "Approved residential plots on the growth corridors of every city we serve.",
    about:
      "We list only plots with clear titles and authority approvals, in gated layouts with paved roads, water and power connections. Our team walks you through the papers before you pay a token amount.",
    location: "Faizabad Road and Sultanpur Road, Lucknow",
    projectType: "Residential plots and gated layouts",
    amenities: ["Security", "Large Green Area", "Clubhouse", "Power Backup"],
    priceRange: "Lucknow ₹60 Lakh to ₹90 Lakh",
    explore: "/explore?type=plot",
  },
  {
    url: "buy-commercial",
    title: "Buy Commercial Property",
    description: "Offices, shops and showrooms with clear titles and verified developers.",
    about:
      "From Grade-A office floors to high-street shops, every commercial property we show comes from a verified developer, with rental yield estimates and a site visit on request.",
    location: "Film City, Noida and Golf Course Road, Gurugram",
    projectType: "Offices, retail shops and showrooms",
    amenities: ["Parking", "Power Backup", "Lift", "Security", "Service Elevators", "High Street Retail"],
    priceRange: "Noida ₹1.2 Cr to ₹1.5 Cr",
    explore: "/explore?type=commercial",
  },
  {
    url: "rent-home",
    title: "Rent a Home",
    description: "Flats and independent houses for families, checked before they are listed.",
    about:
      "Every rental home is checked by our team before it goes live. Move-in help, a written agreement and a single point of contact come with each home.",
    location: "Gomti Nagar, Lucknow and Sector 50, Noida",
    projectType: "Flats, independent houses and studio apartments",
    amenities: ["Parking", "Lift", "Power Backup", "Security", "Balcony", "Gym"],
    priceRange: "Lucknow ₹15,000 to ₹40,000 a month",
    explore: "/explore?type=rent",
  },
  {
    url: "lease-commercial",
    title: "Lease Commercial Space",
    description: "Office floors, retail frontage and storage on flexible lease terms.",
    about:
      "Lease a plug-and-play office, a shop on a busy road or a warehouse near the expressway, on terms from eleven months to nine years.",
    location: "Sector 18, Noida and DLF Cyber City, Gurugram",
    projectType: "Office floors, retail and storage",
    amenities: ["Parking", "Power Backup", "Conference Room", "Lift", "Security", "ATM'S"],
    priceRange: "Gurugram ₹1.5 Lakh to ₹6 Lakh a month",
    explore: "/explore?type=commercial",
  },
  {
    url: "pg-co-living",
    title: "PG & Co-Living",
    description: "Managed PGs and co-living homes with meals, housekeeping and Wi-Fi included.",
    about:
      "Verified PGs for students and professionals and community co-living homes with flexible monthly plans, meals, housekeeping, high-speed Wi-Fi and secure entry.",
    location: "Aliganj, Lucknow and Sector 62, Noida",
    projectType: "PGs and co-living homes",
    amenities: ["Security", "Power Backup", "Study Room", "Indoor Games", "Parking"],
    priceRange: "Lucknow ₹7,000 to ₹13,000 a month",
    explore: "/explore?type=pg",
  },
];

export function findProjectService(url: string | undefined): ProjectService | undefined {
  return PROJECT_SERVICES.find((service) => service.url === url);
}
