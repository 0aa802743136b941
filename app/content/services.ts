export type ServiceTile = { title: string; to: string; description: string };

/** The home page's 'OUR SERVICES' grid (SPEC §2); each description carries the specification's wording. */
export const STAY_SERVICES: ServiceTile[] = [
  { title: "Book a Hotel", to: "/hotels", description: "Choose from luxury and budget hotels with amenities." },
  {
    title: "Find a PG",
    to: "/pgs",
    description: "Live in verified PGs with meals, Wi-Fi and secure environments for students and professionals.",
  },
  {
    title: "Rent a Room",
    to: "/rooms",
    description: "Pick from affordable shared and private rooms for short and long stays.",
  },
  {
    title: "Co-Living Spaces",
    to: "/co-living",
    description: "Join modern community-driven co-living homes with flexible plans and furnishings.",
  },
  {
    title: "Short-Term Stays",
    to: "/short-stays",
    description: "Move into fully furnished spaces for travelers, interns or relocations.",
  },
];

/** Buying, renting and leasing help; each has its own page at /ProjectService/{key}. */
export const PROPERTY_SERVICES: ServiceTile[] = [
  {
    title: "Buy Plots",
    to: "/ProjectService/buy-plots",
    description: "Approved residential plots on the growth corridors of every city we serve.",
  },
  {
    title: "Buy Commercial Property",
    to: "/ProjectService/buy-commercial",
    description: "Offices, shops and showrooms with clear titles and verified developers.",
  },
  {
    title: "Rent a Home",
    to: "/ProjectService/rent-home",
    description: "Flats and independent houses for families, checked before they are listed.",
  },
  {
    title: "Lease Commercial Space",
    to: "/ProjectService/lease-commercial",
    description: "Office floors, retail frontage and storage on flexible lease terms.",
  },
  {
    title: "PG & Co-Living",
    to: "/ProjectService/pg-co-living",
    description: "Managed PGs and co-living homes with meals, housekeeping and Wi-Fi included.",
  },
];
