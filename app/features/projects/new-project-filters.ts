import { findSupportedCity, type SupportedCity } from "~/content/cities";
import { PROJECT_POSTING_TYPES, type ProjectPostingType } from "~/content/listing-options";
import { parsePage } from "~/lib/pagination";
import { lenient, searchText } from "~/lib/url-filters";
import { z } from "~/lib/zod";

const schema = z.object({
  city: lenient(z.string().transform(findSupportedCity)),
  listingType: lenient(z.enum(PROJECT_POSTING_TYPES)),
  name: searchText,
});

export type NewProjectFilters = {
  city?: SupportedCity;
  listingType?: ProjectPostingType;
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
  });
  // Pages past 999,999 read as the first page, as this list always has.
  return { ...parsed, page: parsePage(value("page"), 999_999) ?? 1 };
}
