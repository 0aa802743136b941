import { normaliseReraNumber, RERA_MESSAGES, reraNumberProblem } from "~/content/rera";
import type { FieldErrors } from "~/lib/field-errors";
import { z } from "~/lib/zod";
import {
  AMENITIES,
  FACING_TYPES,
  PROJECT_CITIES,
  PROJECT_PROPERTY_TYPES,
  PROPERTY_CATEGORIES,
  QUICK_LISTING_TYPES,
} from "./project-options";

export const PROPERTY_TYPE_MESSAGE = "Please select a property type!";
export const QUICK_POSTING_SUCCESS = "Property listed successfully!";

const requiredText = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max, `Please keep this under ${max} characters.`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .optional()
    .transform((v) => v || undefined);

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** ₹45,00,000 and 4500000 are the same price: separators and the rupee sign are ignored. */
const rupees = z.preprocess(
  (value) => emptyToUndefined(typeof value === "string" ? value.replace(/[₹,\s]/g, "") : value),
  z.coerce
    .number("Please enter the price in rupees.")
    .int("Price must be a whole number of rupees above zero.")
    .positive("Price must be a whole number of rupees above zero.")
    .max(100_000_000_000, "Price must be a whole number of rupees above zero."),
);

const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

const propertyTypeOf = (category: keyof typeof PROJECT_PROPERTY_TYPES, type: string) =>
  (PROJECT_PROPERTY_TYPES[category] as readonly string[]).includes(type);

/** The Add New Project form (create and edit). */
export const projectFormSchema = z
  .object({
    city: z.enum(PROJECT_CITIES, "Please select a city."),
    projectBuildingName: requiredText("Please enter the project or building name.", 150),
    locality: requiredText("Please enter the locality.", 150),
    propertyCategory: z.enum(PROPERTY_CATEGORIES, "Please select a property category."),
    listingType: z.enum(QUICK_LISTING_TYPES, "Please select a listing type."),
    propertyType: requiredText(PROPERTY_TYPE_MESSAGE, 60),
    price: rupees,
    plotArea: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int("Plot area must be a whole number of square feet.")
        .positive("Plot area must be a whole number of square feet.")
        .max(100_000_000, "Plot area must be a whole number of square feet.")
        .optional(),
    ),
    facingType: z.preprocess(emptyToUndefined, z.enum(FACING_TYPES, "Please select a facing.").optional()),
    amenities: z.array(z.enum(AMENITIES, "Please choose amenities from the list.")).max(AMENITIES.length),
    showNewLaunch: checkbox,
    showExplore: checkbox,
    comingSoon: checkbox,
    reraNumber: requiredText(RERA_MESSAGES.required, 60).transform(normaliseReraNumber),
  })
  .superRefine((value, ctx) => {
    const reraProblem = reraNumberProblem(value.city, value.reraNumber);
    if (reraProblem) ctx.addIssue({ code: "custom", path: ["reraNumber"], message: reraProblem });
    if (!propertyTypeOf(value.propertyCategory, value.propertyType)) {
      ctx.addIssue({
        code: "custom",
        path: ["propertyType"],
        message: `Please select a property type of the ${value.propertyCategory} category.`,
      });
    }
  });

export type ProjectInput = z.infer<typeof projectFormSchema>;

/** The Buys, Post Property and Create Project forms: a property type is the one thing they insist on. */
export const quickPostingSchema = z
  .object({
    title: requiredText("Please enter a title.", 150),
    heading: optionalText(200),
    description: optionalText(2000),
    location: requiredText("Please enter a location.", 150),
    price: rupees,
    propertyType: requiredText(PROPERTY_TYPE_MESSAGE, 60),
    propertyCategory: z.preprocess(
      emptyToUndefined,
      z.enum(PROPERTY_CATEGORIES, "Please select a property category.").optional(),
    ),
    listingType: z.preprocess(
      emptyToUndefined,
      z.enum(QUICK_LISTING_TYPES, "Please select a listing type.").optional(),
    ),
  })
  .superRefine((value, ctx) => {
    const categories = value.propertyCategory ? [value.propertyCategory] : PROPERTY_CATEGORIES;
    if (!categories.some((category) => propertyTypeOf(category, value.propertyType))) {
      ctx.addIssue({ code: "custom", path: ["propertyType"], message: PROPERTY_TYPE_MESSAGE });
    }
  });

export type QuickPostingInput = z.infer<typeof quickPostingSchema>;

/** What a project form gets back: a message, and on a refusal the field messages and what was typed. */
export type ProjectFormResult = {
  tone: "success" | "error";
  message: string;
  errors?: FieldErrors;
  values?: Record<string, unknown>;
  /** Changes on every success, so the page can start a fresh, empty form. */
  savedId?: string;
};
