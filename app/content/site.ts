import { t } from "@lingui/core/macro";

/** Labels are getters: each read gives the words of the language being served. */
export const NAV_LINKS = [
  {
    to: "/",
    get label() {
      return t`Home`;
    },
  },
  {
    to: "/city",
    get label() {
      return t`City`;
    },
  },
  {
    to: "/buy",
    get label() {
      return t`Buy`;
    },
  },
  {
    to: "/about",
    get label() {
      return t`About`;
    },
  },
  {
    to: "/service",
    get label() {
      return t`Service`;
    },
  },
] as const;

export const FOOTER_QUICK_LINKS = [
  {
    to: "/",
    get label() {
      return t`Home`;
    },
  },
  {
    to: "/explore",
    get label() {
      return t`Explore stays`;
    },
  },
  {
    to: "/about",
    get label() {
      return t`About us`;
    },
  },
  {
    to: "/ourteams",
    get label() {
      return t`Our team`;
    },
  },
  {
    to: "/contact",
    get label() {
      return t`Contact us`;
    },
  },
  {
    to: "/privacy-policy",
    get label() {
      return t`Privacy policy`;
    },
  },
] as const;

export const FOOTER_SERVICE_LINKS = [
  {
    to: "/services/home",
    get label() {
      return t`Book a Hotel`;
    },
  },
  {
    to: "/services/commercial",
    get label() {
      return t`Find a PG`;
    },
  },
  {
    to: "/services/rent",
    get label() {
      return t`Rent a Room`;
    },
  },
  {
    to: "/services/land",
    get label() {
      return t`Co-Living Spaces`;
    },
  },
  {
    to: "/services/hotel",
    get label() {
      return t`Hotel Stay Booking`;
    },
  },
] as const;

export const SOCIAL_LINKS = [
  { href: "https://www.facebook.com/gharstay", label: "Facebook" },
  { href: "https://www.instagram.com/gharstay", label: "Instagram" },
  { href: "https://x.com/gharstay", label: "X (Twitter)" },
  { href: "https://www.linkedin.com/company/gharstay", label: "LinkedIn" },
  { href: "https://www.youtube.com/@gharstay", label: "YouTube" },
] as const;

export const LAUNCH_YEAR = 2024;

/** The message WhatsApp opens with, in the language of the page the visitor pressed Help on. */
export function whatsappLink(phone: string, text = t`Hello I need your help ..`): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}
