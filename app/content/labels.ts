import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { currentLocale, i18n } from "~/lib/i18n";
import { cityNamed } from "./cities";

/**
 * The words shown for the English values GharStay stores and puts in addresses (a listing type, an amenity; a
 * city's names are in its declaration, `cities.ts`). The stored value never changes with the language; only what a page shows for it does.
 */
const LABELS: Record<string, MessageDescriptor> = {
  // Listing types and kinds
  Sell: msg`Sell`,
  Rent: msg`Rent`,
  PG: msg`PG`,
  Hotel: msg`Hotel`,
  Room: msg`Room`,
  Hostel: msg`Hostel`,
  Sale: msg`Sale`,
  "Rent / Lease": msg`Rent / Lease`,
  // Property types (wizard, projects)
  "Flat/Apartment": msg`Flat/Apartment`,
  "Independent House": msg`Independent House`,
  "Plot/Land": msg`Plot/Land`,
  "Studio Apartment": msg`Studio Apartment`,
  "Single Room": msg`Single Room`,
  "Shared Room": msg`Shared Room`,
  "1 Star": msg`1 Star`,
  "2 Star": msg`2 Star`,
  "3 Star": msg`3 Star`,
  Luxury: msg`Luxury`,
  "Double Room": msg`Double Room`,
  "Triple Room": msg`Triple Room`,
  Dormitory: msg`Dormitory`,
  "Private Room": msg`Private Room`,
  "Independent House/Villa": msg`Independent House/Villa`,
  "1 RK/Studio Apartment": msg`1 RK/Studio Apartment`,
  Office: msg`Office`,
  Retail: msg`Retail`,
  Storage: msg`Storage`,
  Industry: msg`Industry`,
  "Serviced Apartment": msg`Serviced Apartment`,
  Farmhouse: msg`Farmhouse`,
  Hospitality: msg`Hospitality`,
  // Property categories
  Residential: msg`Residential`,
  Commercial: msg`Commercial`,
  // Facing
  North: msg`North`,
  South: msg`South`,
  East: msg`East`,
  West: msg`West`,
  "North-East": msg`North-East`,
  "North-West": msg`North-West`,
  "South-East": msg`South-East`,
  "South-West": msg`South-West`,
  // Furnishing
  "Fully Furnished": msg`Fully Furnished`,
  "Semi Furnished": msg`Semi Furnished`,
  Unfurnished: msg`Unfurnished`,
  // PG gender, yes/no, sharing
  Boys: msg`Boys`,
  Girls: msg`Girls`,
  Both: msg`Both`,
  Yes: msg`Yes`,
  No: msg`No`,
  Single: msg`Single`,
  Double: msg`Double`,
  Triple: msg`Triple`,
  // Preferred tenants, notice periods, possession
  Anyone: msg`Anyone`,
  Family: msg`Family`,
  Bachelors: msg`Bachelors`,
  "Company lease": msg`Company lease`,
  "No notice": msg`No notice`,
  "15 days": msg`15 days`,
  "1 month": msg`1 month`,
  "2 months": msg`2 months`,
  "3 months": msg`3 months`,
  "Ready to move": msg`Ready to move`,
  "Under construction": msg`Under construction`,
  // Amenities and facilities
  WiFi: msg`WiFi`,
  AC: msg`AC`,
  Meals: msg`Meals`,
  Laundry: msg`Laundry`,
  Housekeeping: msg`Housekeeping`,
  CCTV: msg`CCTV`,
  "24x7 Water": msg`24x7 Water`,
  "Fire Safety": msg`Fire Safety`,
  Gym: msg`Gym`,
  "Swimming Pool": msg`Swimming Pool`,
  Parking: msg`Parking`,
  Security: msg`Security`,
  "Power Backup": msg`Power Backup`,
  Clubhouse: msg`Clubhouse`,
  Lift: msg`Lift`,
  Balcony: msg`Balcony`,
  "Medical Facility": msg`Medical Facility`,
  "Day Care Center": msg`Day Care Center`,
  "Pet Area": msg`Pet Area`,
  "Indoor Games": msg`Indoor Games`,
  "Conference Room": msg`Conference Room`,
  "Large Green Area": msg`Large Green Area`,
  "Concierge Desk": msg`Concierge Desk`,
  Helipad: msg`Helipad`,
  "Golf Course": msg`Golf Course`,
  Multiplex: msg`Multiplex`,
  "Serviced Apartments": msg`Serviced Apartments`,
  "Service Elevators": msg`Service Elevators`,
  "High Street Retail": msg`High Street Retail`,
  Hypermarket: msg`Hypermarket`,
  "ATM'S": msg`ATM'S`,
  "Study Room": msg`Study Room`,
  // Roles
  Owner: msg`Owner`,
  Agent: msg`Agent`,
  Client: msg`Client`,
  Admin: msg`Admin`,
  // Report reasons
  "Fake or fraud": msg`Fake or fraud`,
  "Already rented or sold": msg`Already rented or sold`,
  "Wrong price": msg`Wrong price`,
  "Wrong photos": msg`Wrong photos`,
  Duplicate: msg`Duplicate`,
  Offensive: msg`Offensive`,
  Other: msg`Other`,
  // Rejection reasons
  "Does not meet GharStay's listing rules": msg`Does not meet GharStay's listing rules`,
  "Photos are missing or unclear": msg`Photos are missing or unclear`,
  "Details are incomplete or wrong": msg`Details are incomplete or wrong`,
  "Duplicate listing": msg`Duplicate listing`,
  "Not allowed on GharStay": msg`Not allowed on GharStay`,
  // Statuses
  Pending: msg`Pending`,
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
  "Held after reports": msg`Held after reports`,
  Removed: msg`Removed`,
  Expired: msg`Expired`,
  "Rented or sold": msg`Rented or sold`,
  // Wizard steps, project placements
  "Stay Info": msg`Stay Info`,
  Details: msg`Details`,
  Amenities: msg`Amenities`,
  "Upload Photos": msg`Upload Photos`,
  "New launch": msg`New launch`,
  Explore: msg`Explore`,
  "Coming soon": msg`Coming soon`,
  "Coming Soon": msg`Coming Soon`,
};

/** What to show for a stored value in the page's language; a value without a label (user content) as it is. */
export function label(value: string): string {
  const city = cityNamed(value);
  if (city) return currentLocale() === "hi" ? city.hindi : city.name;
  const descriptor = LABELS[value];
  return descriptor ? i18n._(descriptor) : value;
}
