/** Realistic sample content for the embedded database's first start. The demo passwords are random per data folder. */

export const DEMO_ACCOUNTS = {
  owner: {
    name: "Rohit Verma",
    email: "owner@gharstay.demo",
    mobileNumber: "9810012345",
    role: "Owner",
  },
  admin: {
    name: "GharStay Admin",
    email: "admin@gharstay.demo",
    mobileNumber: "9810067890",
    role: "Admin",
  },
  /** Represents the demo builder: enquiries about its projects reach this account, which may upload their brochures. */
  agent: {
    name: "Neha Srivastava",
    email: "agent@gharstay.demo",
    mobileNumber: "9810054321",
    role: "Agent",
  },
} as const;

type DemoListing = {
  listingType: "Sell" | "Rent" | "PG" | "Hotel" | "Room";
  propertyType: string;
  propertyCategory?: "Residential" | "Commercial";
  categoryType?: string;
  city: string;
  projectBuildingName: string;
  locality: string;
  description: string;
  price: number;
  plotArea?: number;
  carpetArea?: number;
  builtUpArea?: number;
  superBuiltUpArea?: number;
  furnishing?: string;
  floorNumber?: number;
  totalFloors?: number;
  facingType?: string;
  amenities: string[];
  numRooms?: number;
  starRating?: number;
  pgGender?: "Boys" | "Girls" | "Both";
  foodAvailable?: "Yes" | "No";
  attachedBathroom?: "Yes" | "No";
  furnished?: "Fully Furnished" | "Semi Furnished" | "Unfurnished";
  bhk?: number;
  sharing?: "Single" | "Double" | "Triple";
  deposit?: number;
  noticePeriod?: "No notice" | "15 days" | "1 month" | "2 months" | "3 months";
  gateClosingTime?: string;
  preferredTenants?: "Anyone" | "Family" | "Bachelors" | "Company lease";
  availableFrom?: string;
  possession?: "Ready to move" | "Under construction";
  isCoLiving?: boolean;
  isShortStay?: boolean;
};

/** A date some days after the demo is seeded, so 'Available From' never reads as long past. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/* Each builder fills only the facts its kind has (app/content/listing-kinds.ts), as the wizard would. */

const hotel = (
  city: string,
  name: string,
  locality: string,
  price: number,
  star: number,
  rooms: number,
  shortStay = true,
): DemoListing => ({
  listingType: "Hotel",
  propertyType: star >= 4 ? "Luxury" : `${star} Star`,
  city,
  projectBuildingName: name,
  locality,
  description: `A ${star}-star hotel in ${locality}, ${city} with ${rooms} rooms, 24-hour front desk, restaurant and airport pick-up on request.`,
  price,
  amenities: [
    "WiFi",
    "AC",
    "Housekeeping",
    "CCTV",
    "24x7 Water",
    "Fire Safety",
    "Parking",
    "Security",
    "Power Backup",
    "Lift",
    star >= 4 ? "Swimming Pool" : "Conference Room",
    "Gym",
  ],
  numRooms: rooms,
  starRating: star,
  isShortStay: shortStay,
});

type PgOptions = {
  coLiving?: boolean;
  sharing?: "Single" | "Double" | "Triple";
  food?: "Yes" | "No";
  gate?: string;
};

const pg = (
  city: string,
  name: string,
  locality: string,
  price: number,
  gender: "Boys" | "Girls" | "Both",
  { coLiving = false, sharing = coLiving ? "Double" : "Single", food = "Yes", gate }: PgOptions = {},
): DemoListing => ({
  listingType: "PG",
  propertyType: sharing === "Single" ? "Single Room" : "Shared Room",
  city,
  projectBuildingName: name,
  locality,
  description: coLiving
    ? `Community co-living in ${locality} with flexible monthly plans, housekeeping, high-speed Wi-Fi and shared lounges.`
    : `Verified PG for ${gender === "Both" ? "students and professionals" : gender.toLowerCase()} in ${locality} with home-style meals, Wi-Fi and CCTV security.`,
  price,
  amenities: [
    "WiFi",
    ...(food === "Yes" ? ["Meals"] : []),
    "Laundry",
    "CCTV",
    "24x7 Water",
    ...(coLiving ? ["Housekeeping", "AC"] : []),
    "Security",
    "Power Backup",
    "Study Room",
    "Indoor Games",
    "Parking",
  ],
  pgGender: gender,
  sharing,
  foodAvailable: food,
  deposit: price * 2,
  noticePeriod: coLiving ? "1 month" : "15 days",
  gateClosingTime: gate,
  availableFrom: daysFromNow(coLiving ? 14 : 3),
  isCoLiving: coLiving,
});

const SHARING_OF_ROOM: Record<string, "Single" | "Double" | "Triple"> = {
  "Single Room": "Single",
  "Double Room": "Double",
  "Triple Room": "Triple",
};

const room = (
  city: string,
  name: string,
  locality: string,
  price: number,
  type: string,
  options: { coLiving?: boolean; shortStay?: boolean } = {},
): DemoListing => ({
  listingType: "Room",
  propertyType: type,
  city,
  projectBuildingName: name,
  locality,
  description: options.shortStay
    ? `Fully furnished ${type.toLowerCase()} in ${locality} for travellers, interns and relocations; nightly and weekly stays.`
    : `Affordable ${type.toLowerCase()} in ${locality}, close to markets and metro, for short and long stays.`,
  price,
  amenities: [
    "WiFi",
    "24x7 Water",
    ...(options.shortStay ? ["AC", "Housekeeping"] : []),
    "Balcony",
    "Power Backup",
    "Security",
    "Parking",
  ],
  sharing: SHARING_OF_ROOM[type],
  attachedBathroom: type === "Triple Room" ? "No" : "Yes",
  furnished: options.shortStay ? "Fully Furnished" : "Semi Furnished",
  // Nightly guests pay no deposit.
  deposit: options.shortStay ? undefined : price,
  availableFrom: daysFromNow(7),
  isCoLiving: options.coLiving ?? false,
  isShortStay: options.shortStay ?? false,
});

type HomeFacts = {
  bhk?: number;
  possession?: DemoListing["possession"];
  preferredTenants?: DemoListing["preferredTenants"];
};

/** Rounded to 5 sq ft, as owners quote areas. */
const roundedArea = (sqFt: number) => Math.round(sqFt / 5) * 5;

/**
 * A home's three areas from the one its owner quotes (ADR 056). A flat's quote is its super built-up area; builders
 * load it some 25–35 % over the carpet area, so carpet is about 72 % of it and built-up about 85 %. A house has no
 * common areas: its quote is its built-up area, of which the walls take about a fifth.
 */
function homeAreas(type: string, quoted: number): Pick<DemoListing, "carpetArea" | "builtUpArea" | "superBuiltUpArea"> {
  if (type === "Independent House") return { builtUpArea: quoted, carpetArea: roundedArea(quoted * 0.8) };
  return {
    superBuiltUpArea: quoted,
    builtUpArea: roundedArea(quoted * 0.85),
    carpetArea: roundedArea(quoted * 0.72),
  };
}

const home = (
  listingType: "Sell" | "Rent",
  city: string,
  name: string,
  locality: string,
  price: number,
  type: string,
  area: number,
  facing: string,
  facts: HomeFacts = {},
): DemoListing => {
  const isPlot = type === "Plot/Land";
  return {
    listingType,
    propertyType: type,
    propertyCategory: "Residential",
    categoryType: isPlot ? "Plot/Land" : type === "Independent House" ? "Independent House/Villa" : "Flat/Apartment",
    city,
    projectBuildingName: name,
    locality,
    description: isPlot
      ? `${area} sq ft residential plot in ${locality}, ${city}: clear title, gated layout, wide roads.`
      : `${type} of ${area} sq ft in ${locality}, ${city}, ${listingType === "Sell" ? "ready to move" : "available now on rent"}.`,
    price,
    ...(isPlot ? { plotArea: area } : homeAreas(type, area)),
    furnishing: isPlot ? undefined : "Semi Furnished",
    floorNumber: type === "Flat/Apartment" ? 6 : undefined,
    totalFloors: type === "Flat/Apartment" ? 14 : undefined,
    facingType: facing,
    amenities: isPlot
      ? ["Security", "Large Green Area", "Clubhouse"]
      : ["24x7 Water", "Gym", "Parking", "Security", "Lift", "Power Backup", "Clubhouse", "Swimming Pool", "Balcony"],
    bhk: isPlot ? undefined : facts.bhk,
    // Descriptions say sales are ready to move and rentals available now; the facts agree.
    possession: listingType === "Sell" ? (facts.possession ?? "Ready to move") : undefined,
    deposit: listingType === "Rent" ? price * 2 : undefined,
    availableFrom: listingType === "Rent" ? daysFromNow(5) : undefined,
    preferredTenants: listingType === "Rent" ? (facts.preferredTenants ?? "Anyone") : undefined,
  };
};

export const DEMO_LISTINGS: DemoListing[] = [
  hotel("Lucknow", "Hotel Awadh Residency", "Hazratganj", 3200, 4, 48),
  hotel("Lucknow", "The Nawab Grand", "Gomti Nagar", 8500, 5, 120),
  hotel("Noida", "Sector 18 Business Inn", "Sector 18", 2800, 3, 36),
  hotel("Gurugram", "Cyber City Suites", "DLF Cyber City", 6900, 5, 90),
  hotel("Kanpur", "Ganga View Hotel", "Civil Lines", 2200, 3, 30, false),
  hotel("Varanasi", "Ghats Heritage Stay", "Assi Ghat", 4100, 4, 26),
  pg("Lucknow", "Sunrise Boys PG", "Aliganj", 7500, "Boys", { sharing: "Double", gate: "23:00" }),
  pg("Lucknow", "Shanti Girls Hostel", "Indira Nagar", 8200, "Girls", { sharing: "Triple", gate: "21:30" }),
  pg("Noida", "Metro Nest PG", "Sector 62", 9500, "Both", { gate: "22:30" }),
  pg("Gurugram", "Urban Hive Co-Living", "Sohna Road", 16500, "Both", { coLiving: true }),
  pg("Noida", "Tribe Co-Living Sector 135", "Sector 135", 14000, "Both", { coLiving: true, sharing: "Triple" }),
  pg("Kanpur", "Scholars Den PG", "Kakadeo", 6000, "Boys", { sharing: "Triple", food: "No" }),
  pg("Varanasi", "BHU Gate Girls PG", "Lanka", 6500, "Girls", { sharing: "Double", gate: "21:00" }),
  pg("Lucknow", "Nest Co-Living Gomti Nagar", "Gomti Nagar Extension", 12500, "Both", { coLiving: true }),
  room("Lucknow", "Kapoor Residency Rooms", "Mahanagar", 5500, "Single Room"),
  room("Noida", "Greenwood Studio Rooms", "Sector 50", 11000, "Double Room"),
  room("Gurugram", "Stay Easy Short Stays", "Sector 29", 2500, "Single Room", { shortStay: true }),
  room("Varanasi", "Kashi Homestay", "Sigra", 1800, "Double Room", { shortStay: true }),
  room("Kanpur", "Swaroop Nagar Rooms", "Swaroop Nagar", 4500, "Triple Room"),
  room("Gurugram", "Commune Rooms Golf Course Road", "Golf Course Road", 18000, "Single Room", { coLiving: true }),
  room("Lucknow", "Airport Transit Rooms", "Amausi", 1500, "Single Room", { shortStay: true }),
  home("Sell", "Lucknow", "Eldeco Saubhagyam 3 BHK", "Vrindavan Yojana", 6800000, "Flat/Apartment", 1650, "East", {
    bhk: 3,
  }),
  home("Sell", "Noida", "Supertech Capetown 2 BHK", "Sector 74", 7500000, "Flat/Apartment", 1150, "North-East", {
    bhk: 2,
    possession: "Under construction",
  }),
  home("Sell", "Gurugram", "DLF Park Place 4 BHK", "Sector 54", 42000000, "Flat/Apartment", 2900, "North", { bhk: 4 }),
  home("Sell", "Kanpur", "Azad Nagar Independent House", "Azad Nagar", 12500000, "Independent House", 2400, "West", {
    bhk: 4,
  }),
  home("Sell", "Varanasi", "Sarnath Road Villa", "Sarnath", 9800000, "Independent House", 2100, "South-East", {
    bhk: 3,
  }),
  home("Sell", "Lucknow", "Faizabad Road Plot", "Faizabad Road", 3600000, "Plot/Land", 1200, "North-East"),
  home("Sell", "Noida", "Yamuna Expressway Plot", "Sector 22D", 4800000, "Plot/Land", 1500, "East"),
  home("Sell", "Varanasi", "Ring Road Residential Plot", "Babatpur", 2700000, "Plot/Land", 1800, "North"),
  home("Rent", "Lucknow", "Shalimar Paradise 2 BHK", "Gomti Nagar", 22000, "Flat/Apartment", 1200, "East", {
    bhk: 2,
    preferredTenants: "Family",
  }),
  home("Rent", "Noida", "ATS Greens 3 BHK", "Sector 50", 38000, "Flat/Apartment", 1750, "North", { bhk: 3 }),
  home("Rent", "Gurugram", "Studio near Cyber Hub", "DLF Phase 2", 26000, "Studio Apartment", 550, "South", {
    bhk: 1,
    preferredTenants: "Bachelors",
  }),
  home("Rent", "Kanpur", "Kidwai Nagar House", "Kidwai Nagar", 18000, "Independent House", 1600, "West", {
    bhk: 3,
    preferredTenants: "Family",
  }),
  home("Rent", "Varanasi", "Mahmoorganj 2 BHK", "Mahmoorganj", 15000, "Flat/Apartment", 1050, "North-West", { bhk: 2 }),
];

type DemoProject = {
  city: string;
  projectBuildingName: string;
  locality: string;
  description: string;
  propertyCategory: string;
  listingType: string;
  propertyType: string;
  price: number;
  plotArea: number | null;
  facingType: string;
  amenities: string[];
  showNewLaunch: boolean;
  showExplore: boolean;
  comingSoon: boolean;
};

const project = (
  city: string,
  projectBuildingName: string,
  locality: string,
  price: number,
  propertyType: string,
  flags: Partial<Pick<DemoProject, "showNewLaunch" | "showExplore" | "comingSoon">>,
): DemoProject => ({
  city,
  projectBuildingName,
  locality,
  description: `${projectBuildingName} in ${locality}, ${city}: ${propertyType.toLowerCase()} homes with clubhouse, landscaped greens and round-the-clock security.`,
  propertyCategory: propertyType === "Office" ? "Commercial" : "Residential",
  listingType: "Sell",
  propertyType,
  price,
  // Only a plot has a plot area; a flat's areas belong to its configurations.
  plotArea: propertyType === "Plot/Land" ? 1500 : null,
  facingType: "East",
  amenities: ["Gym", "Swimming Pool", "Clubhouse", "Security", "Power Backup", "Lift", "Large Green Area"],
  showNewLaunch: flags.showNewLaunch ?? false,
  showExplore: flags.showExplore ?? false,
  comingSoon: flags.comingSoon ?? false,
});

export const DEMO_PROJECTS: DemoProject[] = [
  project("Lucknow", "Awadh Greens Faizabad Road Township", "Faizabad Road", 6000000, "Flat/Apartment", {
    showNewLaunch: true,
    showExplore: true,
  }),
  project("Lucknow", "Gomti Riverfront Heights", "Gomti Nagar Extension", 9000000, "Flat/Apartment", {
    showExplore: true,
  }),
  // Near SGPGI and BBAU on Raebareli Road: what a 'near' search from either finds (ADR 056).
  project("Lucknow", "Awadh Heights Vrindavan Yojana", "Vrindavan Colony", 5500000, "Flat/Apartment", {
    showNewLaunch: true,
    showExplore: true,
  }),
  project("Lucknow", "Sultanpur Road Plots Phase II", "Sultanpur Road", 2500000, "Plot/Land", { showNewLaunch: true }),
  project("Noida", "Expressway Sky Residences", "Sector 150", 11000000, "Flat/Apartment", {
    showNewLaunch: true,
    showExplore: true,
  }),
  project("Noida", "Film City Business Park", "Sector 16A", 15000000, "Office", { showExplore: true }),
  project("Gurugram", "Dwarka Expressway Grand Towers", "Sector 106", 18500000, "Flat/Apartment", {
    showNewLaunch: true,
    showExplore: true,
  }),
  project("Gurugram", "Golf Course Extension Villas", "Sector 65", 52000000, "Independent House/Villa", {
    showExplore: true,
  }),
  project("Kanpur", "Kalyanpur Smart Homes", "Kalyanpur", 4500000, "Flat/Apartment", {
    showNewLaunch: true,
    showExplore: true,
  }),
  project("Kanpur", "Kanpur Ring Road Plots", "Mandhana", 1800000, "Plot/Land", { showExplore: true }),
  project("Varanasi", "Kashi Vihar Residency", "Sarnath", 5200000, "Flat/Apartment", {
    showNewLaunch: true,
    showExplore: true,
  }),
  project("Varanasi", "Ganga Darshan Apartments", "Bhelupur", 7000000, "Flat/Apartment", { showExplore: true }),
  project("Mathura", "Vrindavan Krishna Enclave", "Vrindavan", 3900000, "Flat/Apartment", { comingSoon: true }),
];

/** The demo builder; its RERA promoter number is made up in UP RERA's format. */
export const DEMO_BUILDER = {
  slug: "awadh-developers",
  name: "Awadh Developers",
  activeSince: 2008,
  reraPromoterNumber: "UPRERAPRM10457",
};

type DemoConfiguration = {
  name: string;
  bedrooms: number;
  carpetArea: number;
  builtUpArea: number;
  superBuiltUpArea: number;
  priceMin: number;
  priceMax: number;
};

const flat = (
  bedrooms: number,
  carpetArea: number,
  builtUpArea: number,
  superBuiltUpArea: number,
  priceMin: number,
  priceMax: number,
): DemoConfiguration => ({
  name: `${bedrooms} BHK`,
  bedrooms,
  carpetArea,
  builtUpArea,
  superBuiltUpArea,
  priceMin,
  priceMax,
});

/** What the demo builder's projects say beyond the basics, by project name: a buyer can decide on these. */
export const DEMO_BUILDER_PROJECTS: Record<
  string,
  {
    possessionStatus: "New launch" | "Under construction" | "Ready to move";
    possessionDate: string;
    towers: number;
    floors: number;
    configurations: DemoConfiguration[];
    brochure: boolean;
  }
> = {
  "Awadh Greens Faizabad Road Township": {
    possessionStatus: "Under construction",
    possessionDate: "2027-12-01",
    towers: 6,
    floors: 18,
    configurations: [
      flat(2, 1050, 1180, 1320, 5_200_000, 5_800_000),
      flat(3, 1380, 1560, 1750, 6_900_000, 7_600_000),
      flat(4, 1820, 2050, 2300, 9_100_000, 9_900_000),
    ],
    brochure: true,
  },
  "Awadh Heights Vrindavan Yojana": {
    possessionStatus: "Under construction",
    possessionDate: "2028-03-01",
    towers: 4,
    floors: 16,
    configurations: [flat(2, 980, 1110, 1290, 5_500_000, 6_100_000), flat(3, 1290, 1460, 1680, 7_200_000, 7_900_000)],
    brochure: true,
  },
  "Gomti Riverfront Heights": {
    possessionStatus: "Ready to move",
    possessionDate: "2025-06-01",
    towers: 3,
    floors: 14,
    configurations: [flat(3, 1450, 1640, 1850, 8_700_000, 9_400_000)],
    brochure: false,
  },
};
