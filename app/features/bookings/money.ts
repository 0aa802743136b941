import { currentLocale, LANGUAGE_TAG } from "~/lib/i18n";

/** ₹3,200 or ₹160.05: whole rupees without paise, as hotels write them, and paise only when there are any. */
export function formatPaise(paise: number): string {
  const whole = paise % 100 === 0;
  return new Intl.NumberFormat(LANGUAGE_TAG[currentLocale()], {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(paise / 100);
}
