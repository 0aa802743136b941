import { EXPLORE_TYPES, type ExploreFilters } from "~/content/explore-filters";
import { formatRupees } from "~/lib/format";
import { z } from "~/lib/zod";

export const SAVED_SEARCH_NAME_MAX = 80;
export const ALERT_FREQUENCIES = [
  { value: "instant", label: "Instant" },
  { value: "daily", label: "Daily" },
] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]["value"];

export const SAVED_SEARCH_MESSAGES = {
  name: "Enter a name for this search.",
  nameTooLong: `Keep the name under ${SAVED_SEARCH_NAME_MAX} characters.`,
  frequency: "Choose Instant or Daily alerts.",
  query: "This search could not be read. Open it again and save it.",
  change: "Enter a new name or choose Instant or Daily alerts.",
  notFound: "Saved search not found.",
  signIn: "Log in to save searches.",
} as const;

const name = z
  .string(SAVED_SEARCH_MESSAGES.name)
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.name)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong);
const frequency = z.enum(["instant", "daily"], SAVED_SEARCH_MESSAGES.frequency);

/** 'Save this search': the page's query (`?city=Noida&type=pg`), re-read on the server into its canonical form. */
export const saveSearchSchema = z.object({
  name,
  frequency,
  query: z.string(SAVED_SEARCH_MESSAGES.query).max(2000, SAVED_SEARCH_MESSAGES.query),
});

/** Ids are generated UUIDs; anything else is not looked up. */
const savedSearchId = z.guid(SAVED_SEARCH_MESSAGES.notFound);
export const isSavedSearchId = (id: string): boolean => savedSearchId.safeParse(id).success;

/** Renaming or changing the alerts of a saved search: each field optional, at least one given. */
const changeFields = { name: name.optional(), frequency: frequency.optional() };
const changesSomething = (change: { name?: string; frequency?: string }) =>
  change.name !== undefined || change.frequency !== undefined;
export const updateSavedSearchSchema = z.object(changeFields).refine(changesSomething, SAVED_SEARCH_MESSAGES.change);

/** Every form of /saved-searches: save from explore; rename, alerts and delete from the profile tab. */
export const savedSearchFormSchema = z.discriminatedUnion("intent", [
  saveSearchSchema.extend({ intent: z.literal("save") }),
  z
    .object({ intent: z.literal("update"), id: savedSearchId, ...changeFields })
    .refine(changesSomething, SAVED_SEARCH_MESSAGES.change),
  z.object({ intent: z.literal("delete"), id: savedSearchId }),
]);

function priceWords(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return ` ${formatRupees(min)} to ${formatRupees(max)}`;
  if (max !== undefined) return ` up to ${formatRupees(max)}`;
  if (min !== undefined) return ` from ${formatRupees(min)}`;
  return "";
}

/** The name a saved search starts with, read from its filters: 'PGs in Noida up to ₹10,000'. */
export function defaultSearchName(filters: Partial<ExploreFilters>): string {
  const kind = EXPLORE_TYPES.find((type) => type.value === filters.type)?.label ?? "Places";
  const where = filters.city ? ` in ${filters.city}` : "";
  const words = filters.q ? ` matching “${filters.q}”` : "";
  const named = `${kind}${where}${priceWords(filters.minPrice, filters.maxPrice)}${words}`;
  return named.length > SAVED_SEARCH_NAME_MAX ? `${named.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : named;
}
