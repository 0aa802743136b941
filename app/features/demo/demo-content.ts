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
} as const;

type DemoListing = {
  listingType: "Sell" | "Rent" | "PG" | "Hotel" | "Room";
  propertyType: string;
  propertyCategory: "Residential" | "Commercial";
  categoryType: string;
  city: string;
  projectBuildingName: string;
  locality: string;
  description: string;
  price: number;
  plotArea?: number;
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
  isCoLiving?: boolean;
  isShortStay?: boolean;
};

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
  propertyCategory: "Commercial",
  categoryType: "Retail",
  city,
  projectBuildingName: name,
  locality,
  description: `A ${star}-star hotel in ${locality}, ${city} with ${rooms} rooms, 24-hour front desk, restaurant and airport pick-up on request.`,
  price,
  facingType: "East",
  amenities: ["Parking", "Security", "Power Backup", "Lift", star >= 4 ? "Swimming Pool" : "Conference Room", "Gym"],
  numRooms: rooms,
  starRating: star,
  furnishing: "Fully Furnished",
  isShortStay: shortStay,
});

const pg = (
  city: string,
  name: string,
  locality: string,
  price: number,
  gender: "Boys" | "Girls" | "Both",
  coLiving = false,
): DemoListing => ({
  listingType: "PG",
  propertyType: coLiving ? "Shared Room" : "Single Room",
  propertyCategory: "Residential",
  categoryType: "Flat/Apartment",
  city,
  projectBuildingName: name,
  locality,
  description: coLiving
    ? `Community co-living in ${locality} with flexible monthly plans, housekeeping, high-speed Wi-Fi and shared lounges.`
    : `Verified PG for ${gender === "Both" ? "students and professionals" : gender.toLowerCase()} in ${locality} with home-style meals, Wi-Fi and CCTV security.`,
  price,
  furnishing: "Fully Furnished",
  floorNumber: 2,
  totalFloors: 4,
  facingType: "North",
  amenities: ["Security", "Power Backup", "Study Room", "Indoor Games", "Parking"],
  pgGender: gender,
  foodAvailable: "Yes",
  isCoLiving: coLiving,
});

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
  propertyCategory: "Residential",
  categoryType: "1 RK/Studio Apartment",
  city,
  projectBuildingName: name,
  locality,
  description: options.shortStay
    ? `Fully furnished ${type.toLowerCase()} in ${locality} for travellers, interns and relocations; nightly and weekly stays.`
    : `Affordable ${type.toLowerCase()} in ${locality}, close to markets and metro, for short and long stays.`,
  price,
  furnishing: "Semi Furnished",
  floorNumber: 1,
  totalFloors: 3,
  facingType: "South",
  amenities: ["Balcony", "Power Backup", "Security", "Parking"],
  attachedBathroom: "Yes",
  furnished: options.shortStay ? "Fully Furnished" : "Semi Furnished",
  isCoLiving: options.coLiving ?? false,
  isShortStay: options.shortStay ?? false,
});

const home = (
  listingType: "Sell" | "Rent",
  city: string,
  name: string,
  locality: string,
  price: number,
  type: string,
  area: number,
  facing: string,
): DemoListing => ({
  listingType,
  propertyType: type,
  propertyCategory: "Residential",
  categoryType:
    type === "Plot/Land" ? "Plot/Land" : type === "Independent House" ? "Independent House/Villa" : "Flat/Apartment",
  city,
  projectBuildingName: name,
  locality,
  description:
    type === "Plot/Land"
      ? `${area} sq ft residential plot in ${locality}, ${city}: clear title, gated layout, wide roads.`
      : `${type} of ${area} sq ft in ${locality}, ${city}, ${listingType === "Sell" ? "ready to move" : "available now on rent"}.`,
  price,
  plotArea: area,
  furnishing: type === "Plot/Land" ? undefined : "Semi Furnished",
  floorNumber: type === "Flat/Apartment" ? 6 : undefined,
  totalFloors: type === "Flat/Apartment" ? 14 : undefined,
  facingType: facing,
  amenities:
    type === "Plot/Land"
      ? ["Security", "Large Green Area", "Clubhouse"]
      : ["Gym", "Parking", "Security", "Lift", "Power Backup", "Clubhouse", "Swimming Pool", "Balcony"],
});

export const DEMO_LISTINGS: DemoListing[] = [
  hotel("Lucknow", "Hotel Awadh Residency", "Hazratganj", 3200, 4, 48),
  hotel("Lucknow", "The Nawab Grand", "Gomti Nagar", 8500, 5, 120),
  hotel("Noida", "Sector 18 Business Inn", "Sector 18", 2800, 3, 36),
  hotel("Gurugram", "Cyber City Suites", "DLF Cyber City", 6900, 5, 90),
  hotel("Kanpur", "Ganga View Hotel", "Civil Lines", 2200, 3, 30, false),
  hotel("Varanasi", "Ghats Heritage Stay", "Assi Ghat", 4100, 4, 26),
  pg("Lucknow", "Sunrise Boys PG", "Aliganj", 7500, "Boys"),
  pg("Lucknow", "Shanti Girls Hostel", "Indira Nagar", 8200, "Girls"),
  pg("Noida", "Metro Nest PG", "Sector 62", 9500, "Both"),
  pg("Gurugram", "Urban Hive Co-Living", "Sohna Road", 16500, "Both", true),
  pg("Noida", "Tribe Co-Living Sector 135", "Sector 135", 14000, "Both", true),
  pg("Kanpur", "Scholars Den PG", "Kakadeo", 6000, "Boys"),
  pg("Varanasi", "BHU Gate Girls PG", "Lanka", 6500, "Girls"),
  pg("Lucknow", "Nest Co-Living Gomti Nagar", "Gomti Nagar Extension", 12500, "Both", true),
  room("Lucknow", "Kapoor Residency Rooms", "Mahanagar", 5500, "Single Room"),
  room("Noida", "Greenwood Studio Rooms", "Sector 50", 11000, "Double Room"),
  room("Gurugram", "Stay Easy Short Stays", "Sector 29", 2500, "Single Room", { shortStay: true }),
  room("Varanasi", "Kashi Homestay", "Sigra", 1800, "Double Room", { shortStay: true }),
  room("Kanpur", "Swaroop Nagar Rooms", "Swaroop Nagar", 4500, "Triple Room"),
  room("Gurugram", "Commune Rooms Golf Course Road", "Golf Course Road", 18000, "Single Room", { coLiving: true }),
  room("Lucknow", "Airport Transit Rooms", "Amausi", 1500, "Single Room", { shortStay: true }),
  home("Sell", "Lucknow", "Eldeco Saubhagyam 3 BHK", "Vrindavan Yojana", 6800000, "Flat/Apartment", 1650, "East"),
  home("Sell", "Noida", "Supertech Capetown 2 BHK", "Sector 74", 7500000, "Flat/Apartment", 1150, "North-East"),
  home("Sell", "Gurugram", "DLF Park Place 4 BHK", "Sector 54", 42000000, "Flat/Apartment", 2900, "North"),
  home("Sell", "Kanpur", "Azad Nagar Independent House", "Azad Nagar", 12500000, "Independent House", 2400, "West"),
  home("Sell", "Varanasi", "Sarnath Road Villa", "Sarnath", 9800000, "Independent House", 2100, "South-East"),
  home("Sell", "Lucknow", "Faizabad Road Plot", "Faizabad Road", 3600000, "Plot/Land", 1200, "North-East"),
  home("Sell", "Noida", "Yamuna Expressway Plot", "Sector 22D", 4800000, "Plot/Land", 1500, "East"),
  home("Sell", "Varanasi", "Ring Road Residential Plot", "Babatpur", 2700000, "Plot/Land", 1800, "North"),
  home("Rent", "Lucknow", "Shalimar Paradise 2 BHK", "Gomti Nagar", 22000, "Flat/Apartment", 1200, "East"),
  home("Rent", "Noida", "ATS Greens 3 BHK", "Sector 50", 38000, "Flat/Apartment", 1750, "North"),
  home("Rent", "Gurugram", "Studio near Cyber Hub", "DLF Phase 2", 26000, "Studio Apartment", 550, "South"),
  home("Rent", "Kanpur", "Kidwai Nagar House", "Kidwai Nagar", 18000, "Independent House", 1600, "West"),
  home("Rent", "Varanasi", "Mahmoorganj 2 BHK", "Mahmoorganj", 15000, "Flat/Apartment", 1050, "North-West"),
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
  plotArea: number;
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
  plotArea: propertyType === "Plot/Land" ? 1500 : 1350,
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
