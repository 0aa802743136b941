import { t } from "@lingui/core/macro";
import { exploreKindName } from "~/content/catalogue";
import type { ExploreFilters } from "~/content/explore-filters";
import { label } from "~/content/labels";
import { formatRupees } from "~/lib/format";
import { z } from "~/lib/zod";

export const SAVED_SEARCH_NAME_MAX = 80;
/** The alert choices; `label` is read in the language being served. */
export const ALERT_FREQUENCIES = [
  {
    value: "instant",
    get label() {
      return t`Instant`;
    },
  },
  {
    value: "daily",
    get label() {
      return t`Daily`;
    },
  },
] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]["value"];
/** A saved search's alerts as its owner changes them: a frequency, or off, the state an unsubscribe link leaves. */
export const ALERT_CHOICES = [
  ...ALERT_FREQUENCIES,
  {
    value: "off",
    get label() {
      return t`Off`;
    },
  },
] as const;
export type AlertChoice = (typeof ALERT_CHOICES)[number]["value"];

export const SAVED_SEARCH_MESSAGES = {
  get name() {
    return t`Enter a name for this search.`;
  },
  get nameTooLong() {
    return t`Keep the name under ${SAVED_SEARCH_NAME_MAX} characters.`;
  },
  get frequency() {
    return t`Choose Instant or Daily alerts.`;
  },
  get alerts() {
    return t`Choose Instant, Daily or Off.`;
  },
  get query() {
    return t`This search could not be read. Open it again and save it.`;
  },
  get change() {
    return t`Enter a new name or choose Instant or Daily alerts.`;
  },
  get notFound() {
    return t`Saved search not found.`;
  },
  get signIn() {
    return t`Log in to save searches.`;
  },
};

const name = z
  .string({ error: () => SAVED_SEARCH_MESSAGES.name })
  .trim()
  .min(1, { error: () => SAVED_SEARCH_MESSAGES.name })
  .max(SAVED_SEARCH_NAME_MAX, { error: () => SAVED_SEARCH_MESSAGES.nameTooLong });
const frequency = z.enum(["instant", "daily"], { error: () => SAVED_SEARCH_MESSAGES.frequency });
const alerts = z.enum(["instant", "daily", "off"], { error: () => SAVED_SEARCH_MESSAGES.alerts });

/** 'Save this search': the page's query (`?city=Noida&type=pg`), re-read on the server into its canonical form. */
export const saveSearchSchema = z.object({
  name,
  frequency,
  query: z.string({ error: () => SAVED_SEARCH_MESSAGES.query }).max(2000, { error: () => SAVED_SEARCH_MESSAGES.query }),
});

/** Ids are generated UUIDs; anything else is not looked up. */
const savedSearchId = z.guid({ error: () => SAVED_SEARCH_MESSAGES.notFound });
export const isSavedSearchId = (id: string): boolean => savedSearchId.safeParse(id).success;

/** Renaming or changing the alerts of a saved search: each field optional, at least one given. */
const changeFields = { name: name.optional(), frequency: alerts.optional() };
const changesSomething = (change: { name?: string; frequency?: string }) =>
  change.name !== undefined || change.frequency !== undefined;
const changeMessage = { error: () => SAVED_SEARCH_MESSAGES.change };
export const updateSavedSearchSchema = z.object(changeFields).refine(changesSomething, changeMessage);

/** Every form of /saved-searches: save from explore; rename, alerts and delete from the profile tab. */
export const savedSearchFormSchema = z.discriminatedUnion("intent", [
  saveSearchSchema.extend({ intent: z.literal("save") }),
  z.object({ intent: z.literal("update"), id: savedSearchId, ...changeFields }).refine(changesSomething, changeMessage),
  z.object({ intent: z.literal("delete"), id: savedSearchId }),
]);

function priceWords(min: number | undefined, max: number | undefined): string | null {
  const [from, to] = [min, max].map((rupees) => (rupees === undefined ? undefined : formatRupees(rupees)));
  if (from !== undefined && to !== undefined) return t`${from} to ${to}`;
  if (to !== undefined) return t`up to ${to}`;
  if (from !== undefined) return t`from ${from}`;
  return null;
}

/** The name a saved search starts with, read from its filters, in the reader's language: 'PGs in Noida up to ₹10,000'. */
export function defaultSearchName(filters: Partial<ExploreFilters>): string {
  const kind = filters.type ? exploreKindName(filters.type, "many") : t`Places`;
  const city = filters.city ? label(filters.city) : null;
  const words = filters.q;
  const named = [
    city ? t`${kind} in ${city}` : kind,
    priceWords(filters.minPrice, filters.maxPrice),
    words ? t`matching “${words}”` : null,
  ]
    .filter(Boolean)
    .join(" ");
  return named.length > SAVED_SEARCH_NAME_MAX ? `${named.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : named;
}
