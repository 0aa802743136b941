const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** ₹45,00,000: Indian digit grouping, no decimals. */
export function formatRupees(amount: number): string {
  return rupees.format(Math.round(amount));
}

const trim = (value: number) => String(Number.parseFloat(value.toFixed(2)));

/** ₹45 Lakh, ₹1.2 Cr, ₹22,000: the short form people use for property prices. */
export function shortRupees(amount: number): string {
  if (amount >= 1_00_00_000) return `₹${trim(amount / 1_00_00_000)} Cr`;
  if (amount >= 1_00_000) return `₹${trim(amount / 1_00_000)} Lakh`;
  return formatRupees(amount);
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
