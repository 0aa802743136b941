import { t } from "@lingui/core/macro";
import { FACT_NAMES, FACTS, factProblem, factRules, type KindFact } from "~/content/catalogue";
import { SUPPORTED_CITIES } from "~/content/cities";
import { KIND_AMENITIES, kindHasFact, listingKind } from "~/content/listing-kinds";
import {
  ALL_AMENITIES,
  CATEGORY_TYPES,
  CO_LIVING_TYPES,
  LISTING_TYPES,
  type ListingType,
  MAX_PHOTOS,
  OWNER_CONTACT_CHOICES,
  PROPERTY_TYPES,
  type PropertyCategory,
  SHORT_STAY_TYPES,
  WIZARD_STEPS,
} from "~/content/listing-options";
import { cityBounds, inMapArea } from "~/content/places";
import { reraNumberProblem } from "~/content/rera";
import { UPLOAD_MESSAGES } from "~/features/photos/photos";
import type { FieldErrors } from "~/lib/field-errors";
import { withoutReordering } from "~/lib/shown-text";
import { z } from "~/lib/zod";

export const LISTING_MESSAGES = {
  get listingType() {
    return t`Please select a listing type.`;
  },
  get propertyType() {
    return t`Please select a property type!`;
  },
  get city() {
    return t`Please select one of the supported cities.`;
  },
  get projectBuildingName() {
    return t`Please enter the project or building name.`;
  },
  get locality() {
    return t`Please enter the locality.`;
  },
  get pinCode() {
    return t`Please enter the 6-digit PIN code.`;
  },
  get latitude() {
    return t`Please enter a latitude between -90 and 90, or leave it blank.`;
  },
  get longitude() {
    return t`Please enter a longitude between -180 and 180, or leave it blank.`;
  },
  get pinHalf() {
    return t`Please give both latitude and longitude, or neither to use the locality's centre.`;
  },
  get price() {
    return t`Please enter a price in rupees greater than 0.`;
  },
  get floorAboveTotal() {
    return t`Floor number cannot be higher than the total floors.`;
  },
  get description() {
    return t`Description must be at most 2,000 characters.`;
  },
  get amenities() {
    return t`Please choose amenities from the list.`;
  },
  get ownerContact() {
    return t`Please choose how people may contact you.`;
  },
  // The photos' own words: the uploader refuses a file past the last with the same message.
  get imageIds() {
    return UPLOAD_MESSAGES.atMost;
  },
  get imageId() {
    return UPLOAD_MESSAGES.notFound;
  },
};

export type ListingField =
  | Exclude<keyof typeof LISTING_MESSAGES, "floorAboveTotal" | "imageId" | "pinHalf">
  | KindFact
  | "isCoLiving"
  | "isShortStay";

/** Form values arrive as strings; a blank one means "not given". */
const blank = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
const list = (v: unknown) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]);
const checked = (v: unknown) => v === true || v === "on" || v === "true" || v === "1";

type MessageKey = keyof typeof LISTING_MESSAGES;

/** The message for a pin outside the city chosen: where it has to go, and the way out. */
const pinOutsideCity = (city: string) =>
  t`The pin is outside ${city}. Move it into the city, or clear it to use the locality's centre.`;

/** An owner's optional pin: degrees as typed or as the map wrote them, blank for none. */
const degrees = (key: "latitude" | "longitude", limit: number) =>
  z.preprocess(blank, z.coerce.number(says(key)).min(-limit, says(key)).max(limit, says(key)).optional());

/** A field's message, read when a check fails, so it is in the language of that page or request. */
const says = (key: MessageKey) => ({ error: () => LISTING_MESSAGES[key] });

const requiredText = (key: MessageKey, max: number) =>
  z.preprocess(
    (v) => v ?? "",
    z.string(says(key)).overwrite(withoutReordering).trim().min(1, says(key)).max(max, says(key)),
  );

const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One listing as the wizard, its action and the JSON API all check it. */
export const listingSchema = z
  .object({
    listingType: z.enum(LISTING_TYPES, says("listingType")),
    propertyType: requiredText("propertyType", 60),
    city: z.enum(SUPPORTED_CITIES, says("city")),
    projectBuildingName: requiredText("projectBuildingName", 120),
    locality: requiredText("locality", 120),
    pinCode: z.preprocess(
      blank,
      z
        .string(says("pinCode"))
        .trim()
        .regex(/^[1-9]\d{5}$/, says("pinCode"))
        .optional(),
    ),
    latitude: degrees("latitude", 90),
    longitude: degrees("longitude", 180),
    price: z.preprocess(
      (v) => blank(v) ?? "",
      z.coerce.number(says("price")).int(says("price")).min(1, says("price")).max(100_000_000_000, says("price")),
    ),
    description: z.preprocess(blank, z.string().trim().max(2000, says("description")).optional()),
    amenities: z.preprocess(list, z.array(z.enum(ALL_AMENITIES, says("amenities")))),
    ...factRules(),
    isCoLiving: z.preprocess(checked, z.boolean()),
    isShortStay: z.preprocess(checked, z.boolean()),
    ownerContact: z.preprocess((v) => blank(v) ?? "verified", z.enum(OWNER_CONTACT_CHOICES, says("ownerContact"))),
    imageIds: z.preprocess(
      list,
      z
        .array(z.string().regex(IMAGE_ID, says("imageId")))
        .max(MAX_PHOTOS, says("imageIds"))
        .refine((ids) => new Set(ids).size === ids.length, says("imageId")),
    ),
  })
  // Runs even when other fields failed, so Submit reports every problem at once; values may be unchecked here.
  .superRefine(
    (v, ctx) => {
      const types = PROPERTY_TYPES[v.listingType as ListingType] as readonly string[] | undefined;
      if (types && typeof v.propertyType === "string" && v.propertyType && !types.includes(v.propertyType)) {
        ctx.addIssue({ code: "custom", path: ["propertyType"], message: LISTING_MESSAGES.propertyType });
      }
      const categoryTypes = CATEGORY_TYPES[v.propertyCategory as PropertyCategory] as readonly string[] | undefined;
      if (typeof v.categoryType === "string" && !categoryTypes?.includes(v.categoryType)) {
        ctx.addIssue({ code: "custom", path: ["categoryType"], message: factProblem("categoryType") });
      }
      // The owner's pin (issue 44): both halves or neither, and inside the city the listing says it is in.
      const { latitude, longitude } = v;
      if ((latitude === undefined) !== (longitude === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: [latitude === undefined ? "latitude" : "longitude"],
          message: LISTING_MESSAGES.pinHalf,
        });
      }
      const bounds = typeof v.city === "string" ? cityBounds(v.city) : undefined;
      if (typeof latitude === "number" && typeof longitude === "number" && bounds) {
        if (!inMapArea(bounds, { lat: latitude, lng: longitude })) {
          ctx.addIssue({ code: "custom", path: ["latitude"], message: pinOutsideCity(v.city) });
        }
      }
      const { floorNumber, totalFloors } = v;
      if (typeof floorNumber === "number" && typeof totalFloors === "number" && floorNumber > totalFloors) {
        ctx.addIssue({ code: "custom", path: ["floorNumber"], message: LISTING_MESSAGES.floorAboveTotal });
      }
      // Optional, but checked against the city's authority whenever a sale or a plot gives one.
      const kind = typeof v.listingType === "string" && typeof v.propertyType === "string" ? listingKind(v) : null;
      const rera = typeof v.reraNumber === "string" && typeof v.city === "string" ? v.reraNumber : undefined;
      const reraProblem = rera && kind && kindHasFact(kind, "reraNumber") ? reraNumberProblem(v.city, rera) : null;
      if (reraProblem) ctx.addIssue({ code: "custom", path: ["reraNumber"], message: reraProblem });
    },
    { when: () => true },
  )
  // Facts and amenities of another kind are dropped, so a Hotel never carries a PG's gender nor a PG a Helipad.
  .transform((v) => {
    const kind = listingKind(v);
    const ownFacts = Object.fromEntries(
      FACT_NAMES.map((fact) => [fact, kindHasFact(kind, fact) ? v[fact] : undefined]),
    );
    return {
      ...v,
      ...(ownFacts as Pick<typeof v, KindFact>),
      amenities: KIND_AMENITIES[kind].filter((a) => v.amenities.includes(a)),
      isCoLiving: CO_LIVING_TYPES.includes(v.listingType) && v.isCoLiving,
      isShortStay: SHORT_STAY_TYPES.includes(v.listingType) && v.isShortStay,
    };
  });

export type ListingInput = z.infer<typeof listingSchema>;

/** The catalogue's facts a step asks, each on that step: a category is asked with the listing type, the rest on Details. */
const factsOnStep = (step: 0 | 1) =>
  Object.fromEntries(
    FACT_NAMES.filter((fact) => (FACTS[fact].input.control === "category") === (step === 0)).map((fact) => [
      fact,
      step,
    ]),
  ) as Record<KindFact, number>;

/** The wizard step (0 to 3) that holds each field, so a failed Submit can take the user there. */
export const FIELD_STEP: Record<ListingField, number> = {
  listingType: 0,
  propertyType: 0,
  ...factsOnStep(0),
  city: 0,
  projectBuildingName: 0,
  locality: 0,
  pinCode: 0,
  latitude: 0,
  longitude: 0,
  price: 1,
  ...factsOnStep(1),
  isCoLiving: 1,
  isShortStay: 1,
  description: 1,
  amenities: 2,
  ownerContact: WIZARD_STEPS.length - 1,
  imageIds: WIZARD_STEPS.length - 1,
};

export type ListingErrors = FieldErrors<ListingField>;

/** The listing's fields in the order of the wizard: its messages are listed and visited in this order. */
export const LISTING_FIELDS = Object.keys(FIELD_STEP) as ListingField[];
