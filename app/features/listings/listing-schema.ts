import { SUPPORTED_CITIES } from "~/content/cities";
import { type KindFact, kindHasFact, listingKind } from "~/content/listing-kinds";
import {
  ALL_AMENITIES,
  BHK_OPTIONS,
  CATEGORY_TYPES,
  CO_LIVING_TYPES,
  FACING_TYPES,
  FURNISHING_OPTIONS,
  LISTING_TYPES,
  type ListingType,
  MAX_IMAGE_BYTES,
  MAX_PHOTOS,
  NOTICE_PERIODS,
  PG_GENDERS,
  POSSESSION_OPTIONS,
  PREFERRED_TENANTS,
  PROPERTY_CATEGORIES,
  PROPERTY_TYPES,
  type PropertyCategory,
  SHARING_OPTIONS,
  SHORT_STAY_TYPES,
  WIZARD_STEPS,
  YES_NO,
} from "~/content/listing-options";
import { normaliseReraNumber, reraNumberProblem } from "~/content/rera";
import { type FieldErrors, fieldErrors } from "~/lib/field-errors";
import { z } from "~/lib/zod";

export const UPLOAD_MESSAGES = {
  failed: "Image upload failed. Please try again.",
  succeeded: "Images uploaded successfully!",
  tooLarge: "The file is larger than 10 MB.",
  noFile: "No file was sent.",
  logIn: "Please log in to upload photos.",
  tooMany: "Too many uploads in a short time. Please wait a while and try again.",
} as const;

/** The largest body POST /api/v1/uploads reads: one image, perhaps in a multipart envelope of up to 64 KB. */
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

export const LISTING_MESSAGES = {
  listingType: "Please select a listing type.",
  propertyType: "Please select a property type!",
  propertyCategory: "Please choose Residential or Commercial.",
  categoryType: "Please choose a type that belongs to the selected category.",
  city: "Please select one of the supported cities.",
  projectBuildingName: "Please enter the project or building name.",
  locality: "Please enter the locality.",
  price: "Please enter a price in rupees greater than 0.",
  plotArea: "Plot area must be a whole number of square feet from 1 to 1,00,00,000.",
  furnishing: "Please choose the furnishing from the list.",
  floorNumber: "Floor number must be a whole number from 0 to 200.",
  totalFloors: "Total floors must be a whole number from 1 to 200.",
  floorAboveTotal: "Floor number cannot be higher than the total floors.",
  facingType: "Please choose a facing direction from the list.",
  description: "Description must be at most 2,000 characters.",
  amenities: "Please choose amenities from the list.",
  numRooms: "Number of rooms must be a whole number from 1 to 5,000.",
  starRating: "Star rating must be from 1 to 5.",
  pgGender: "Please choose Boys, Girls or Both.",
  foodAvailable: "Please choose Yes or No for food.",
  attachedBathroom: "Please choose Yes or No for the attached bathroom.",
  furnished: "Please choose how the room is furnished.",
  bhk: "Please choose the number of bedrooms (1 to 5+ BHK).",
  sharing: "Please choose Single, Double or Triple sharing.",
  deposit: "Deposit must be a whole number of rupees from 0 to 1,00,00,000.",
  noticePeriod: "Please choose a notice period from the list.",
  gateClosingTime: "Gate closing time must be a time such as 22:30.",
  preferredTenants: "Please choose preferred tenants from the list.",
  availableFrom: "Available from must be a date within the next two years.",
  possession: "Please choose Ready to move or Under construction.",
  reraNumber: "Please keep the RERA registration number under 60 characters.",
  imageIds: `You can add at most ${MAX_PHOTOS} photos.`,
  imageId: "A photo could not be found. Please upload it again.",
} as const;

export type ListingField =
  | Exclude<keyof typeof LISTING_MESSAGES, "floorAboveTotal" | "imageId">
  | "isCoLiving"
  | "isShortStay";

/** Form values arrive as strings; a blank one means "not given". */
const blank = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
const list = (v: unknown) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]);
const checked = (v: unknown) => v === true || v === "on" || v === "true" || v === "1";

const requiredText = (message: string, max: number) =>
  z.preprocess((v) => v ?? "", z.string({ error: message }).trim().min(1, message).max(max, message));

const optionalWhole = (min: number, max: number, message: string) =>
  z.preprocess(blank, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional());

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blank, z.enum(values, message).optional());

/** "HH:MM", 24-hour. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** "YYYY-MM-DD"; the range check below rejects impossible dates such as 2026-02-31. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date from a year ago (a place free since then is free now) to two years ahead. */
function isPlausibleDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return false;
  return time > Date.now() - 366 * DAY_MS && time < Date.now() + 2 * 366 * DAY_MS;
}

const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One listing as the wizard, its action and the JSON API all check it. */
export const listingSchema = z
  .object({
    listingType: z.enum(LISTING_TYPES, LISTING_MESSAGES.listingType),
    propertyType: requiredText(LISTING_MESSAGES.propertyType, 60),
    propertyCategory: optionalChoice(PROPERTY_CATEGORIES, LISTING_MESSAGES.propertyCategory),
    categoryType: z.preprocess(blank, z.string({ error: LISTING_MESSAGES.categoryType }).optional()),
    city: z.enum(SUPPORTED_CITIES, LISTING_MESSAGES.city),
    projectBuildingName: requiredText(LISTING_MESSAGES.projectBuildingName, 120),
    locality: requiredText(LISTING_MESSAGES.locality, 120),
    price: z.preprocess(
      (v) => blank(v) ?? "",
      z.coerce
        .number({ error: LISTING_MESSAGES.price })
        .int(LISTING_MESSAGES.price)
        .min(1, LISTING_MESSAGES.price)
        .max(100_000_000_000, LISTING_MESSAGES.price),
    ),
    plotArea: optionalWhole(1, 10_000_000, LISTING_MESSAGES.plotArea),
    furnishing: optionalChoice(FURNISHING_OPTIONS, LISTING_MESSAGES.furnishing),
    floorNumber: optionalWhole(0, 200, LISTING_MESSAGES.floorNumber),
    totalFloors: optionalWhole(1, 200, LISTING_MESSAGES.totalFloors),
    facingType: optionalChoice(FACING_TYPES, LISTING_MESSAGES.facingType),
    description: z.preprocess(blank, z.string().trim().max(2000, LISTING_MESSAGES.description).optional()),
    amenities: z.preprocess(list, z.array(z.enum(ALL_AMENITIES, LISTING_MESSAGES.amenities))),
    numRooms: optionalWhole(1, 5000, LISTING_MESSAGES.numRooms),
    starRating: optionalWhole(1, 5, LISTING_MESSAGES.starRating),
    pgGender: optionalChoice(PG_GENDERS, LISTING_MESSAGES.pgGender),
    foodAvailable: optionalChoice(YES_NO, LISTING_MESSAGES.foodAvailable),
    attachedBathroom: optionalChoice(YES_NO, LISTING_MESSAGES.attachedBathroom),
    furnished: optionalChoice(FURNISHING_OPTIONS, LISTING_MESSAGES.furnished),
    bhk: optionalWhole(BHK_OPTIONS[0], BHK_OPTIONS[BHK_OPTIONS.length - 1], LISTING_MESSAGES.bhk),
    sharing: optionalChoice(SHARING_OPTIONS, LISTING_MESSAGES.sharing),
    deposit: optionalWhole(0, 10_000_000, LISTING_MESSAGES.deposit),
    noticePeriod: optionalChoice(NOTICE_PERIODS, LISTING_MESSAGES.noticePeriod),
    gateClosingTime: z.preprocess(
      blank,
      z
        .string({ error: LISTING_MESSAGES.gateClosingTime })
        .max(5)
        .regex(TIME, LISTING_MESSAGES.gateClosingTime)
        .optional(),
    ),
    preferredTenants: optionalChoice(PREFERRED_TENANTS, LISTING_MESSAGES.preferredTenants),
    availableFrom: z.preprocess(
      blank,
      z
        .string({ error: LISTING_MESSAGES.availableFrom })
        .max(10)
        .regex(DATE, LISTING_MESSAGES.availableFrom)
        .refine(isPlausibleDate, LISTING_MESSAGES.availableFrom)
        .optional(),
    ),
    possession: optionalChoice(POSSESSION_OPTIONS, LISTING_MESSAGES.possession),
    reraNumber: z.preprocess(
      blank,
      z
        .string({ error: LISTING_MESSAGES.reraNumber })
        .max(60, LISTING_MESSAGES.reraNumber)
        .transform(normaliseReraNumber)
        .optional(),
    ),
    isCoLiving: z.preprocess(checked, z.boolean()),
    isShortStay: z.preprocess(checked, z.boolean()),
    imageIds: z.preprocess(
      list,
      z
        .array(z.string().regex(IMAGE_ID, LISTING_MESSAGES.imageId))
        .max(MAX_PHOTOS, LISTING_MESSAGES.imageIds)
        .refine((ids) => new Set(ids).size === ids.length, LISTING_MESSAGES.imageId),
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
        ctx.addIssue({ code: "custom", path: ["categoryType"], message: LISTING_MESSAGES.categoryType });
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
  // Facts of another kind are dropped, so a Hotel never carries a PG's gender or a plot's facing.
  .transform((v) => {
    const kind = listingKind(v);
    const applies = <T>(fact: KindFact, value: T) => (kindHasFact(kind, fact) ? value : undefined);
    return {
      ...v,
      amenities: ALL_AMENITIES.filter((a) => v.amenities.includes(a)),
      propertyCategory: applies("propertyCategory", v.propertyCategory),
      categoryType: applies("categoryType", v.categoryType),
      plotArea: applies("plotArea", v.plotArea),
      furnishing: applies("furnishing", v.furnishing),
      floorNumber: applies("floorNumber", v.floorNumber),
      totalFloors: applies("totalFloors", v.totalFloors),
      facingType: applies("facingType", v.facingType),
      numRooms: applies("numRooms", v.numRooms),
      starRating: applies("starRating", v.starRating),
      pgGender: applies("pgGender", v.pgGender),
      foodAvailable: applies("foodAvailable", v.foodAvailable),
      attachedBathroom: applies("attachedBathroom", v.attachedBathroom),
      furnished: applies("furnished", v.furnished),
      bhk: applies("bhk", v.bhk),
      sharing: applies("sharing", v.sharing),
      deposit: applies("deposit", v.deposit),
      noticePeriod: applies("noticePeriod", v.noticePeriod),
      gateClosingTime: applies("gateClosingTime", v.gateClosingTime),
      preferredTenants: applies("preferredTenants", v.preferredTenants),
      availableFrom: applies("availableFrom", v.availableFrom),
      possession: applies("possession", v.possession),
      reraNumber: applies("reraNumber", v.reraNumber),
      isCoLiving: CO_LIVING_TYPES.includes(v.listingType) && v.isCoLiving,
      isShortStay: SHORT_STAY_TYPES.includes(v.listingType) && v.isShortStay,
    };
  });

export type ListingInput = z.infer<typeof listingSchema>;

/** The wizard step (0 to 3) that holds each field, so a failed Submit can take the user there. */
export const FIELD_STEP: Record<ListingField, number> = {
  listingType: 0,
  propertyType: 0,
  propertyCategory: 0,
  categoryType: 0,
  city: 0,
  projectBuildingName: 0,
  locality: 0,
  price: 1,
  plotArea: 1,
  furnishing: 1,
  floorNumber: 1,
  totalFloors: 1,
  facingType: 1,
  numRooms: 1,
  starRating: 1,
  pgGender: 1,
  foodAvailable: 1,
  attachedBathroom: 1,
  furnished: 1,
  bhk: 1,
  sharing: 1,
  deposit: 1,
  noticePeriod: 1,
  gateClosingTime: 1,
  preferredTenants: 1,
  availableFrom: 1,
  possession: 1,
  reraNumber: 1,
  isCoLiving: 1,
  isShortStay: 1,
  description: 1,
  amenities: 2,
  imageIds: WIZARD_STEPS.length - 1,
};

export type ListingErrors = FieldErrors<ListingField>;

/** The listing's fields in the order of the wizard: its messages are listed and visited in this order. */
export const LISTING_FIELDS = Object.keys(FIELD_STEP) as ListingField[];

export const listingErrors = (error: z.ZodError): ListingErrors => fieldErrors(error, LISTING_FIELDS);

export function firstErrorField(errors: ListingErrors): ListingField | undefined {
  return LISTING_FIELDS.find((f) => errors[f]);
}
