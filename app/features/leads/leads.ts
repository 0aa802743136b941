/** The leads part's entry for code that also runs in the browser: the Admin's leads per day. */
export { LEAD_KIND_KEYS, LEAD_KIND_LABELS, type LeadsDay } from "./leads-per-day";
