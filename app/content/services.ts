import { t } from "@lingui/core/macro";
export type ServiceTile = { title: string; to: string; description: string };

/** The home page's 'OUR SERVICES' grid (SPEC §2); each description carries the specification's wording. */
export const STAY_SERVICES: ServiceTile[] = [
  {
    get title() {
      return t`Book a Hotel`;
    },
    to: "/hotels",
    get description() {
      return t`Choose from luxury and budget hotels with amenities.`;
    },
  },
  {
    get title() {
      return t`Find a PG`;
    },
    to: "/pgs",
    get description() {
      return t`Live in verified PGs with meals, Wi-Fi and secure environments for students and professionals.`;
    },
  },
  {
    get title() {
      return t`Rent a Room`;
    },
    to: "/rooms",
    get description() {
      return t`Pick from affordable shared and private rooms for short and long stays.`;
    },
  },
  {
    get title() {
      return t`Co-Living Spaces`;
    },
    to: "/co-living",
    get description() {
      return t`Join modern community-driven co-living homes with flexible plans and furnishings.`;
    },
  },
  {
    get title() {
      return t`Short-Term Stays`;
    },
    to: "/short-stays",
    get description() {
      return t`Move into fully furnished spaces for travelers, interns or relocations.`;
    },
  },
];

/** Buying, renting and leasing help; each has its own page at /ProjectService/{key}. */
export const PROPERTY_SERVICES: ServiceTile[] = [
  {
    get title() {
      return t`Buy Plots`;
    },
    to: "/ProjectService/buy-plots",
    get description() {
      return t`Approved residential plots on the growth corridors of every city we serve.`;
    },
  },
  {
    get title() {
      return t`Buy Commercial Property`;
    },
    to: "/ProjectService/buy-commercial",
    get description() {
      return t`Offices, shops and showrooms with clear titles and verified developers.`;
    },
  },
  {
    get title() {
      return t`Rent a Home`;
    },
    to: "/ProjectService/rent-home",
    get description() {
      return t`Flats and independent houses for families, checked before they are listed.`;
    },
  },
  {
    get title() {
      return t`Lease Commercial Space`;
    },
    to: "/ProjectService/lease-commercial",
    get description() {
      return t`Office floors, retail frontage and storage on flexible lease terms.`;
    },
  },
  {
    get title() {
      return t`PG & Co-Living`;
    },
    to: "/ProjectService/pg-co-living",
    get description() {
      return t`Managed PGs and co-living homes with meals, housekeeping and Wi-Fi included.`;
    },
  },
];
