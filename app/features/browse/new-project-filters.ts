import { findSupportedCity, type SupportedCity } from "~/content/cities";
import { z } from "~/lib/zod";

export const PROJECT_LISTING_TYPES = ["Sell", "Rent", "PG"] as const;
export type ProjectListingType = (typeof PROJECT_LISTING_TYPES)[number];

const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const schema = z.object({
  city: lenient(z.string().transform(findSupportedCity)),
  listingType: lenient(z.enum(PROJECT_LISTING_TYPES)),
  name: lenient(
    z
      .string()
      .transform((value) => value.replace(/\s+/g, " ").trim().slice(0, 100))
      .pipe(z.string().min(1)),
  ),
  page: lenient(
    z
      .string()
      .regex(/^\d{1,6}$/)
      .transform(Number)
      .pipe(z.number().int().min(1)),
  ),
});

export type NewProjectFilters = {
  city?: SupportedCity;
  listingType?: ProjectListingType;
  name?: string;
  page: number;
};

/** The new-project list's filters from the URL (set by its Search button); bad values are dropped. */
export function parseNewProjectFilters(params: URLSearchParams): NewProjectFilters {
  const value = (name: string) => params.get(name) || undefined;
  const parsed = schema.parse({
    city: value("city"),
    listingType: value("listingType"),
    name: value("name"),
    page: value("page"),
  });
  return { ...parsed, page: parsed.page ?? 1 };
}
