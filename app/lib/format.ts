import { t } from "@lingui/core/macro";
import { priceUnit } from "~/content/catalogue";
import { currentLocale, LANGUAGE_TAG, type Locale } from "./i18n";

/** One formatter per language, made on first use: Hindi keeps Indian grouping and Latin digits, as Hindi sites do. */
function perLocale<T>(make: (tag: string) => T): () => T {
  const made = new Map<Locale, T>();
  return () => {
    const locale = currentLocale();
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(LANGUAGE_TAG[locale]);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const rupees = perLocale(
  (tag) => new Intl.NumberFormat(tag, { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
);
const numbers = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }));

/** ₹45,00,000: Indian digit grouping, no decimals. */
export function formatRupees(amount: number): string {
  return rupees().format(Math.round(amount));
}

/** 12,50,000: a count or an area with Indian digit grouping. */
export function formatNumber(value: number): string {
  return numbers().format(value);
}

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;
const hundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * ₹45 L, ₹1.2 Cr, ₹950: the short form people use for property prices; under a lakh every digit. Hindi pages
 * write the words out, as Hindi papers do: ₹45 लाख, ₹1.2 करोड़.
 */
export function shortRupees(amount: number): string {
  const whole = Math.round(amount);
  const lakhs = hundredths(whole / LAKH);
  // Judged after rounding, so ₹99,99,999 reads ₹1 Cr rather than ₹100 L.
  if (lakhs >= 100) {
    const crores = hundredths(whole / CRORE);
    return currentLocale() === "hi" ? `₹${crores} करोड़` : `₹${crores} Cr`;
  }
  if (whole >= LAKH) return currentLocale() === "hi" ? `₹${lakhs} लाख` : `₹${lakhs} L`;
  return formatRupees(whole);
}

/** ₹52 L–₹58 L: a price range in the short form; one price when both ends are the same. */
export function shortRupeeRange(min: number, max: number): string {
  return min === max ? shortRupees(min) : `${shortRupees(min)}–${shortRupees(max)}`;
}

/** What decides how a listing's price reads: its kind and whether it is let by the night. */
export type PricedListing = {
  price: number;
  listingType: string;
  propertyType: string;
  isShortStay?: boolean | null;
};

/** ₹3,200 / night, ₹9,500 / month: a price with the unit it is charged by. */
function perUnit(rupees: string, unit: "night" | "month"): string {
  return unit === "night" ? t`${rupees} / night` : t`${rupees} / month`;
}

/** Every digit and the unit: ₹9,500 / month (₹9,500 / महीना on Hindi pages). */
export function rupeesPer(amount: number, unit: "night" | "month"): string {
  return perUnit(formatRupees(amount), unit);
}

/**
 * A listing's price as cards, headings and titles show it: ₹3,200 / night, ₹9,500 / month, or for a
 * sale the short ₹45 L and ₹1.2 Cr that buyers compare by.
 */
export function formatPrice(listing: PricedListing): string {
  const unit = priceUnit(listing);
  return unit === "total" ? shortRupees(listing.price) : rupeesPer(listing.price, unit);
}

/** Every digit with the kind's unit (₹45,00,000; ₹9,500 / month), for where the exact figure matters. */
export function formatFullPrice(listing: PricedListing): string {
  const unit = priceUnit(listing);
  return unit === "total" ? formatRupees(listing.price) : rupeesPer(listing.price, unit);
}

/** Cuts a name to `words` words with an ellipsis when it is longer. */
export function truncateWords(text: string, words: number): string {
  const parts = text.trim().split(/\s+/);
  return parts.length > words ? `${parts.slice(0, words).join(" ")}…` : text.trim();
}

const dates = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }),
);

/** 24 Nov 2026; on Hindi pages 24 नव॰ 2026. */
export function formatDate(value: Date | string): string {
  return dates().format(typeof value === "string" ? new Date(value) : value);
}

const months = perLocale((tag) => new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }));

/**
 * A calendar day's month: 'December 2027' (a possession date, stored as the month's first day; a stay's month); on
 * Hindi pages 'दिसंबर 2027'.
 */
export function formatMonth(value: string): string {
  return months().format(new Date(`${value}T00:00:00Z`));
}

const dateTimes = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Asia/Kolkata",
      // Hindi's CLDR day periods are the Latin "am" and "pm": a Hindi page reads the 24-hour clock instead.
      ...(tag.startsWith("hi") ? { hourCycle: "h23" as const } : {}),
    }),
);

/** A moment as the admin desk shows it: date and time in India (24-hour on Hindi pages). */
export function formatDateTime(value: Date | string): string {
  return dateTimes().format(typeof value === "string" ? new Date(value) : value);
}
