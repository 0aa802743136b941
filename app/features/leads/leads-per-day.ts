import { t } from "@lingui/core/macro";

/** One day of the Admin's leads chart: how many of each kind of contact owners got. */
export type LeadsDay = { day: string; enquiry: number; visit: number; whatsapp: number; call: number };

/** Getters: each read speaks the language of the page. */
export const LEAD_KIND_LABELS = {
  get enquiry() {
    return t`Enquiries`;
  },
  get visit() {
    return t`Visit requests`;
  },
  get whatsapp() {
    return t`WhatsApp clicks`;
  },
  get call() {
    return t`Call clicks`;
  },
} satisfies Record<Exclude<keyof LeadsDay, "day">, string>;

export const LEAD_KIND_KEYS = Object.keys(LEAD_KIND_LABELS) as Array<keyof typeof LEAD_KIND_LABELS>;
