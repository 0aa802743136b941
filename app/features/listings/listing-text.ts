import { formatRupees, shortRupees } from "~/lib/format";

/** What the listing page shows for a fact the owner left empty. */
export const NOT_AVAILABLE = "Not available";

/** ₹45,00,000 (₹45 Lakh); the short form only when it is shorter. */
export function priceText(price: number): string {
  const short = shortRupees(price);
  const full = formatRupees(price);
  return short === full ? full : `${full} (${short})`;
}

export function listingName(name: string | null | undefined): string {
  return name?.trim() || "Untitled Project";
}
