import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CITY_NAMES } from "~/content/cities";
import {
  AMENITIES,
  CATEGORY_TYPES,
  FACING_TYPES,
  MAX_IMAGE_BYTES,
  MAX_PHOTOS,
  PROJECT_POSTING_TYPES,
  PROPERTY_CATEGORIES,
  type ProjectPostingType,
} from "~/content/listing-options";

export { AMENITIES, FACING_TYPES, PROPERTY_CATEGORIES };

/** Projects may be announced in a city before it opens (Mathura), so every declared city is a project city. */
export const PROJECT_CITIES = CITY_NAMES;

/** The Add New Project form's listing types; "Rent / Lease" is stored as Rent, like every other form. */
export const PROJECT_LISTING_TYPE_OPTIONS = [
  { value: "Sell", label: msg`Sell` },
  { value: "Rent", label: msg`Rent / Lease` },
  { value: "PG", label: msg`PG` },
] as const satisfies readonly { value: ProjectPostingType; label: MessageDescriptor }[];

/** The Buys, Post Property and Create Project forms. */
export const QUICK_LISTING_TYPES = PROJECT_POSTING_TYPES;

/** The admin posting forms add Serviced Apartment, Farmhouse and Hospitality to the wizard's types. */
export const PROJECT_PROPERTY_TYPES = {
  Residential: [...CATEGORY_TYPES.Residential, "Serviced Apartment", "Farmhouse"],
  Commercial: [...CATEGORY_TYPES.Commercial, "Hospitality"],
} as const satisfies Record<(typeof PROPERTY_CATEGORIES)[number], readonly string[]>;

export const ALL_PROJECT_PROPERTY_TYPES = [
  ...new Set([...PROJECT_PROPERTY_TYPES.Residential, ...PROJECT_PROPERTY_TYPES.Commercial]),
];

export const PLACEMENTS = [
  { name: "showNewLaunch", label: msg`New launch` },
  { name: "showExplore", label: msg`Explore` },
  { name: "comingSoon", label: msg`Coming soon` },
] as const;

export type ProjectSource = "project" | "post-property" | "buy";

/** The largest Add or Edit Project form: ten full-size photos plus the form's text fields. */
export const PROJECT_FORM_BODY_LIMIT = MAX_PHOTOS * MAX_IMAGE_BYTES + 1024 * 1024;

/** A brochure of a few dozen pages with pictures; anything larger is a scan that buyers' phones would choke on. */
export const MAX_BROCHURE_BYTES = 10 * 1024 * 1024;
/** One floor plan (an image, as a listing's photo) and the form's other fields. */
export const FLOOR_PLAN_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;
/** The brochure upload form's body: the brochure and the form's few text fields. */
export const BROCHURE_BODY_LIMIT = MAX_BROCHURE_BYTES + 64 * 1024;
