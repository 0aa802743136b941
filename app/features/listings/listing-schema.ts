import { t } from "@lingui/core/macro";
import { SUPPORTED_CITIES } from "~/content/cities";
import { KIND_AMENITIES, type KindFact, kindHasFact, listingKind } from "~/content/listing-kinds";
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
  OWNER_CONTACT_CHOICES,
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
  get failed() {
    return t`Image upload failed. Please try again.`;
  },
  get succeeded() {
    return t`Images uploaded successfully!`;
  },
  get tooLarge() {
    return t`The file is larger than 10 MB.`;
  },
  get noFile() {
    return t`No file was sent.`;
  },
  get logIn() {
    return t`Please log in to upload photos.`;
  },
  get tooMany() {
    return t`Too many uploads in a short time. Please wait a while and try again.`;
  },
};

/** The largest body POST /api/v1/uploads reads: one image, perhaps in a multipart envelope of up to 64 KB. */
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

export const LISTING_MESSAGES = {
  get listingType() {
    return t`Please select a listing type.`;
  },
  get propertyType() {
    return t`Please select a property type!`;
  },
  get propertyCategory() {
    return t`Please choose Residential or Commercial.`;
  },
  get categoryType() {
    return t`Please choose a type that belongs to the selected category.`;
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
  get price() {
    return t`Please enter a price in rupees greater than 0.`;
  },
  get plotArea() {
    return t`Plot area must be a whole number of square feet from 1 to 1,00,00,000.`;
  },
  get furnishing() {
    return t`Please choose the furnishing from the list.`;
  },
  get floorNumber() {
    return t`Floor number must be a whole number from 0 to 200.`;
  },
  get totalFloors() {
    return t`Total floors must be a whole number from 1 to 200.`;
  },
  get floorAboveTotal() {
    return t`Floor number cannot be higher than the total floors.`;
  },
  get facingType() {
    return t`Please choose a facing direction from the list.`;
  },
  get description() {
    return t`Description must be at most 2,000 characters.`;
  },
  get amenities() {
    return t`Please choose amenities from the list.`;
  },
  get numRooms() {
    return t`Number of rooms must be a whole number from 1 to 5,000.`;
  },
  get starRating() {
    return t`Star rating must be from 1 to 5.`;
  },
  get pgGender() {
    return t`Please choose Boys, Girls or Both.`;
  },
  get foodAvailable() {
    return t`Please choose Yes or No for food.`;
  },
  get attachedBathroom() {
    return t`Please choose Yes or No for the attached bathroom.`;
  },
  get furnished() {
    return t`Please choose how the room is furnished.`;
  },
  get bhk() {
    return t`Please choose the number of bedrooms (1 to 5+ BHK).`;
  },
  get sharing() {
    return t`Please choose Single, Double or Triple sharing.`;
  },
  get deposit() {
    return t`Deposit must be a whole number of rupees from 0 to 1,00,00,000.`;
  },
  get noticePeriod() {
    return t`Please choose a notice period from the list.`;
  },
  get gateClosingTime() {
    return t`Gate closing time must be a time such as 22:30.`;
  },
  get preferredTenants() {
    return t`Please choose preferred tenants from the list.`;
  },
  get availableFrom() {
    return t`Available from must be a date within the next two years.`;
  },
  get possession() {
    return t`Please choose Ready to move or Under construction.`;
  },
  get reraNumber() {
    return t`Please keep the RERA registration number under 60 characters.`;
  },
  get ownerContact() {
    return t`Please choose how people may contact you.`;
  },
  get imageIds() {
    return t`You can add at most ${MAX_PHOTOS} photos.`;
  },
  get imageId() {
    return t`A photo could not be found. Please upload it again.`;
  },
};

export type ListingField =
  | Exclude<keyof typeof LISTING_MESSAGES, "floorAboveTotal" | "imageId">
  | "isCoLiving"
  | "isShortStay";

/** Form values arrive as strings; a blank one means "not given". */
const blank = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
const list = (v: unknown) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]);
const checked = (v: unknown) => v === true || v === "on" || v === "true" || v === "1";

type MessageKey = keyof typeof LISTING_MESSAGES;

/** A field's message, read when a check fails, so it is in the language of that page or request. */
const says = (key: MessageKey) => ({ error: () => LISTING_MESSAGES[key] });

const requiredText = (key: MessageKey, max: number) =>
  z.preprocess((v) => v ?? "", z.string(says(key)).trim().min(1, says(key)).max(max, says(key)));

const optionalWhole = (min: number, max: number, key: MessageKey) =>
  z.preprocess(blank, z.coerce.number(says(key)).int(says(key)).min(min, says(key)).max(max, says(key)).optional());

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, key: MessageKey) =>
  z.preprocess(blank, z.enum(values, says(key)).optional());

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
    listingType: z.enum(LISTING_TYPES, says("listingType")),
    propertyType: requiredText("propertyType", 60),
    propertyCategory: optionalChoice(PROPERTY_CATEGORIES, "propertyCategory"),
    categoryType: z.preprocess(blank, z.string(says("categoryType")).optional()),
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
    price: z.preprocess(
      (v) => blank(v) ?? "",
      z.coerce.number(says("price")).int(says("price")).min(1, says("price")).max(100_000_000_000, says("price")),
    ),
    plotArea: optionalWhole(1, 10_000_000, "plotArea"),
    furnishing: optionalChoice(FURNISHING_OPTIONS, "furnishing"),
    floorNumber: optionalWhole(0, 200, "floorNumber"),
    totalFloors: optionalWhole(1, 200, "totalFloors"),
    facingType: optionalChoice(FACING_TYPES, "facingType"),
    description: z.preprocess(blank, z.string().trim().max(2000, says("description")).optional()),
    amenities: z.preprocess(list, z.array(z.enum(ALL_AMENITIES, says("amenities")))),
    numRooms: optionalWhole(1, 5000, "numRooms"),
    starRating: optionalWhole(1, 5, "starRating"),
    pgGender: optionalChoice(PG_GENDERS, "pgGender"),
    foodAvailable: optionalChoice(YES_NO, "foodAvailable"),
    attachedBathroom: optionalChoice(YES_NO, "attachedBathroom"),
    furnished: optionalChoice(FURNISHING_OPTIONS, "furnished"),
    bhk: optionalWhole(BHK_OPTIONS[0], BHK_OPTIONS[BHK_OPTIONS.length - 1], "bhk"),
    sharing: optionalChoice(SHARING_OPTIONS, "sharing"),
    deposit: optionalWhole(0, 10_000_000, "deposit"),
    noticePeriod: optionalChoice(NOTICE_PERIODS, "noticePeriod"),
    gateClosingTime: z.preprocess(
      blank,
      z.string(says("gateClosingTime")).max(5).regex(TIME, says("gateClosingTime")).optional(),
    ),
    preferredTenants: optionalChoice(PREFERRED_TENANTS, "preferredTenants"),
    availableFrom: z.preprocess(
      blank,
      z
        .string(says("availableFrom"))
        .max(10)
        .regex(DATE, says("availableFrom"))
        .refine(isPlausibleDate, says("availableFrom"))
        .optional(),
    ),
    possession: optionalChoice(POSSESSION_OPTIONS, "possession"),
    reraNumber: z.preprocess(
      blank,
      z.string(says("reraNumber")).max(60, says("reraNumber")).transform(normaliseReraNumber).optional(),
    ),
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
  // Facts and amenities of another kind are dropped, so a Hotel never carries a PG's gender nor a PG a Helipad.
  .transform((v) => {
    const kind = listingKind(v);
    const applies = <T>(fact: KindFact, value: T) => (kindHasFact(kind, fact) ? value : undefined);
    return {
      ...v,
      amenities: KIND_AMENITIES[kind].filter((a) => v.amenities.includes(a)),
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
  pinCode: 0,
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
  ownerContact: WIZARD_STEPS.length - 1,
  imageIds: WIZARD_STEPS.length - 1,
};

export type ListingErrors = FieldErrors<ListingField>;

/** The listing's fields in the order of the wizard: its messages are listed and visited in this order. */
export const LISTING_FIELDS = Object.keys(FIELD_STEP) as ListingField[];

export const listingErrors = (error: z.ZodError): ListingErrors => fieldErrors(error, LISTING_FIELDS);

export function firstErrorField(errors: ListingErrors): ListingField | undefined {
  return LISTING_FIELDS.find((f) => errors[f]);
}
