import { priceUnit } from "~/content/listing-kinds";

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** ₹45,00,000: Indian digit grouping, no decimals. */
export function formatRupees(amount: number): string {
  return rupees.format(Math.round(amount));
}

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;
const hundredths = (value: number) => Math.round(value * 100) / 100;

/** ₹45 L, ₹1.2 Cr, ₹950: the short form people use for property prices; under a lakh every digit. */
export function shortRupees(amount: number): string {
  const whole = Math.round(amount);
  const lakhs = hundredths(whole / LAKH);
  // Judged after rounding, so ₹99,99,999 reads ₹1 Cr rather than ₹100 L.
  if (lakhs >= 100) return `₹${hundredths(whole / CRORE)} Cr`;
  if (whole >= LAKH) return `₹${lakhs} L`;
  return formatRupees(whole);
}

/** What decides how a listing's price reads: its kind and whether it is let by the night. */
export type PricedListing = {
  price: number;
  listingType: string;
  propertyType: string;
  isShortStay?: boolean | null;
};

const UNIT_SUFFIX = { night: " / night", month: " / month" } as const;

/**
 * A listing's price as cards, headings and titles show it: ₹3,200 / night, ₹9,500 / month, or for a
 * sale the short ₹45 L and ₹1.2 Cr that buyers compare by.
 */
export function formatPrice(listing: PricedListing): string {
  const unit = priceUnit(listing);
  return unit ? `${formatRupees(listing.price)}${UNIT_SUFFIX[unit]}` : shortRupees(listing.price);
}

/** Every digit with the kind's unit (₹45,00,000; ₹9,500 / month), for where the exact figure matters. */
export function formatFullPrice(listing: PricedListing): string {
  const unit = priceUnit(listing);
  return `${formatRupees(listing.price)}${unit ? UNIT_SUFFIX[unit] : ""}`;
}

/** Cuts a name to `words` words with an ellipsis when it is longer. */
export function truncateWords(text: string, words: number): string {
  const parts = text.trim().split(/\s+/);
  return parts.length > words ? `${parts.slice(0, words).join(" ")}…` : text.trim();
}

const dates = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export function formatDate(value: Date | string): string {
  return dates.format(typeof value === "string" ? new Date(value) : value);
}

const dateTimes = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** A moment as the admin desk shows it: date and time in India. */
export function formatDateTime(value: Date | string): string {
  return dateTimes.format(typeof value === "string" ? new Date(value) : value);
}
