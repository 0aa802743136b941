import { SUPPORTED_CITIES } from "~/content/cities";
import { LISTING_TYPES } from "~/content/listing-options";
import { LISTING_STATUSES } from "~/content/listing-statuses";
import { oneOf, searchText } from "~/lib/url-filters";
import { z } from "~/lib/zod";

/** The All properties filters, read from the URL; a value that makes no sense is ignored, not an error. */
const propertyFiltersSchema = z.object({
  status: oneOf(LISTING_STATUSES),
  city: oneOf(SUPPORTED_CITIES),
  type: oneOf(LISTING_TYPES),
  q: searchText,
});

export type PropertyFilters = z.infer<typeof propertyFiltersSchema>;

export function propertyFiltersFrom(searchParams: URLSearchParams): PropertyFilters {
  return propertyFiltersSchema.parse(Object.fromEntries(searchParams));
}
