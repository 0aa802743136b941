/** One day of the Admin's leads chart: how many of each kind of contact owners got. */
export type LeadsDay = { day: string; enquiry: number; visit: number; whatsapp: number; call: number };

export const LEAD_KIND_LABELS = {
  enquiry: "Enquiries",
  visit: "Visit requests",
  whatsapp: "WhatsApp clicks",
  call: "Call clicks",
} as const satisfies Record<Exclude<keyof LeadsDay, "day">, string>;

export const LEAD_KIND_KEYS = Object.keys(LEAD_KIND_LABELS) as Array<keyof typeof LEAD_KIND_LABELS>;
