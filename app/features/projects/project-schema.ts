import { ph, t } from "@lingui/core/macro";
import { label } from "~/content/labels";
import { PROJECT_POSSESSION_STATUSES } from "~/content/listing-options";
import { normaliseReraNumber, RERA_MESSAGES, reraNumberProblem } from "~/content/rera";
import type { FieldErrors } from "~/lib/field-errors";
import { withoutReordering } from "~/lib/shown-text";
import { z } from "~/lib/zod";
import {
  AMENITIES,
  FACING_TYPES,
  PROJECT_CITIES,
  PROJECT_PROPERTY_TYPES,
  PROPERTY_CATEGORIES,
  QUICK_LISTING_TYPES,
} from "./project-options";

/** Getters: each read speaks the language of the request (schemas are built once, messages per parse). */
export const PROJECT_MESSAGES = {
  get propertyType() {
    return t`Please select a property type!`;
  },
  get quickPostingSuccess() {
    return t`Property listed successfully!`;
  },
};

/** A Zod message written when an issue is raised, not when the schema is built. */
const says = (message: () => string) => ({ error: message });

const tooLong = (max: number) => says(() => t`Please keep this under ${max} characters.`);

const requiredText = (message: () => string, max: number) =>
  z.string(says(message)).overwrite(withoutReordering).trim().min(1, says(message)).max(max, tooLong(max));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((v) => v || undefined);

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const badPrice = () => t`Price must be a whole number of rupees above zero.`;
const badPlotArea = () => t`Plot area must be a whole number of square feet.`;
const noCity = () => t`Please select a city.`;
const noCategory = () => t`Please select a property category.`;
const noListingType = () => t`Please select a listing type.`;
const noPropertyType = () => PROJECT_MESSAGES.propertyType;

/** ₹45,00,000 and 4500000 are the same price: separators and the rupee sign are ignored. */
const rupees = z.preprocess(
  (value) => emptyToUndefined(typeof value === "string" ? value.replace(/[₹,\s]/g, "") : value),
  z.coerce
    .number(says(() => t`Please enter the price in rupees.`))
    .int(says(badPrice))
    .positive(says(badPrice))
    .max(100_000_000_000, says(badPrice)),
);

/** A whole count from 1 to `max` (towers, floors), or nothing. */
const optionalCount = (max: number, message: () => string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number(says(message)).int(says(message)).min(1, says(message)).max(max, says(message)).optional(),
  );

/** How many configuration rows the project form offers: more would be a price list, which the brochure holds. */
export const CONFIGURATION_ROWS = 4;

const configurationColumn = z
  .array(z.string().trim().max(40, tooLong(40)))
  .max(CONFIGURATION_ROWS)
  .default([]);

export type ConfigurationInput = {
  name: string;
  carpetArea: number;
  builtUpArea: number | null;
  superBuiltUpArea: number | null;
  priceMin: number;
  priceMax: number;
};

type ConfigurationColumns = Record<
  "configName" | "configCarpet" | "configBuiltUp" | "configSuper" | "configPriceMin" | "configPriceMax",
  string[]
>;

const AREA = /^\d{2,6}$/;
const RUPEES = /^\d{4,12}$/;
const plainNumber = (text: string) => text.replace(/[₹,\s]/g, "");

/** The configuration rows filled in, each checked: a row left empty is no configuration. */
function configurationRows(columns: ConfigurationColumns): { rows: ConfigurationInput[]; problem: string | null } {
  const rows: ConfigurationInput[] = [];
  for (let i = 0; i < CONFIGURATION_ROWS; i++) {
    const row = {
      name: columns.configName[i] ?? "",
      carpet: plainNumber(columns.configCarpet[i] ?? ""),
      builtUp: plainNumber(columns.configBuiltUp[i] ?? ""),
      super: plainNumber(columns.configSuper[i] ?? ""),
      priceMin: plainNumber(columns.configPriceMin[i] ?? ""),
      priceMax: plainNumber(columns.configPriceMax[i] ?? ""),
    };
    if (Object.values(row).every((value) => value === "")) continue;
    const n = i + 1;
    if (!row.name) return { rows, problem: t`Configuration ${n}: please enter its name, for example 2 BHK.` };
    if (!AREA.test(row.carpet)) {
      return { rows, problem: t`Configuration ${n}: please enter the carpet area in whole square feet.` };
    }
    const carpetArea = Number(row.carpet);
    const larger = (text: string) =>
      text === "" ? null : AREA.test(text) && Number(text) >= carpetArea ? Number(text) : Number.NaN;
    const builtUpArea = larger(row.builtUp);
    const superBuiltUpArea = larger(row.super);
    if (Number.isNaN(builtUpArea) || Number.isNaN(superBuiltUpArea)) {
      return {
        rows,
        problem: t`Configuration ${n}: built-up and super built-up areas are whole square feet, at least the carpet area.`,
      };
    }
    if (!RUPEES.test(row.priceMin) || !RUPEES.test(row.priceMax || row.priceMin)) {
      return { rows, problem: t`Configuration ${n}: please enter its lowest and highest price in whole rupees.` };
    }
    const priceMin = Number(row.priceMin);
    const priceMax = Number(row.priceMax || row.priceMin);
    if (priceMax < priceMin) {
      return { rows, problem: t`Configuration ${n}: the highest price cannot be below the lowest.` };
    }
    rows.push({ name: row.name, carpetArea, builtUpArea, superBuiltUpArea, priceMin, priceMax });
  }
  const names = rows.map((row) => row.name.toLowerCase());
  if (new Set(names).size !== names.length) return { rows, problem: t`Each configuration needs a name of its own.` };
  return { rows, problem: null };
}

const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

const propertyTypeOf = (category: keyof typeof PROJECT_PROPERTY_TYPES, type: string) =>
  (PROJECT_PROPERTY_TYPES[category] as readonly string[]).includes(type);

/** The Add New Project form (create and edit). */
export const projectFormSchema = z
  .object({
    city: z.enum(PROJECT_CITIES, says(noCity)),
    projectBuildingName: requiredText(() => t`Please enter the project or building name.`, 150),
    locality: requiredText(() => t`Please enter the locality.`, 150),
    // Places the project when its locality is not one we know (ADR 056).
    pinCode: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(
          /^[1-9]\d{5}$/,
          says(() => t`Please enter the 6-digit PIN code.`),
        )
        .optional(),
    ),
    propertyCategory: z.enum(PROPERTY_CATEGORIES, says(noCategory)),
    listingType: z.enum(QUICK_LISTING_TYPES, says(noListingType)),
    propertyType: requiredText(noPropertyType, 60),
    price: rupees,
    plotArea: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int(says(badPlotArea))
        .positive(says(badPlotArea))
        .max(100_000_000, says(badPlotArea))
        .optional(),
    ),
    facingType: z.preprocess(
      emptyToUndefined,
      z
        .enum(
          FACING_TYPES,
          says(() => t`Please select a facing.`),
        )
        .optional(),
    ),
    amenities: z
      .array(
        z.enum(
          AMENITIES,
          says(() => t`Please choose amenities from the list.`),
        ),
      )
      .max(AMENITIES.length),
    showNewLaunch: checkbox,
    showExplore: checkbox,
    comingSoon: checkbox,
    reraNumber: requiredText(() => RERA_MESSAGES.required, 60).transform(normaliseReraNumber),
    builderId: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
    possessionStatus: z.preprocess(
      emptyToUndefined,
      z
        .enum(
          PROJECT_POSSESSION_STATUSES,
          says(() => t`Please choose a status from the list.`),
        )
        .optional(),
    ),
    possessionDate: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(
          /^20\d\d-(0[1-9]|1[0-2])$/,
          says(() => t`Please enter the possession month as YYYY-MM, for example 2027-12.`),
        )
        .optional(),
    ),
    towers: optionalCount(500, () => t`Towers must be a whole number from 1 to 500.`),
    floors: optionalCount(200, () => t`Floors must be a whole number from 1 to 200.`),
    configName: configurationColumn,
    configCarpet: configurationColumn,
    configBuiltUp: configurationColumn,
    configSuper: configurationColumn,
    configPriceMin: configurationColumn,
    configPriceMax: configurationColumn,
  })
  .superRefine((value, ctx) => {
    const configurations = configurationRows(value);
    if (configurations.problem) ctx.addIssue({ code: "custom", path: ["configName"], message: configurations.problem });
    const reraProblem = reraNumberProblem(value.city, value.reraNumber);
    if (reraProblem) ctx.addIssue({ code: "custom", path: ["reraNumber"], message: reraProblem });
    if (!propertyTypeOf(value.propertyCategory, value.propertyType)) {
      ctx.addIssue({
        code: "custom",
        path: ["propertyType"],
        message: t`Please select a property type of the ${ph({ category: label(value.propertyCategory) })} category.`,
      });
    }
  })
  .transform((value) => ({ ...value, configurations: configurationRows(value).rows }));

export type ProjectInput = z.infer<typeof projectFormSchema>;

/** The Buys, Post Property and Create Project forms: a property type is the one thing they insist on. */
export const quickPostingSchema = z
  .object({
    title: requiredText(() => t`Please enter a title.`, 150),
    heading: optionalText(200),
    description: optionalText(2000),
    location: requiredText(() => t`Please enter a location.`, 150),
    price: rupees,
    propertyType: requiredText(noPropertyType, 60),
    propertyCategory: z.preprocess(emptyToUndefined, z.enum(PROPERTY_CATEGORIES, says(noCategory)).optional()),
    listingType: z.preprocess(emptyToUndefined, z.enum(QUICK_LISTING_TYPES, says(noListingType)).optional()),
  })
  .superRefine((value, ctx) => {
    const categories = value.propertyCategory ? [value.propertyCategory] : PROPERTY_CATEGORIES;
    if (!categories.some((category) => propertyTypeOf(category, value.propertyType))) {
      ctx.addIssue({ code: "custom", path: ["propertyType"], message: PROJECT_MESSAGES.propertyType });
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
