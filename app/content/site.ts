export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/city", label: "City" },
  { to: "/buy", label: "Buy" },
  { to: "/about", label: "About" },
  { to: "/service", label: "Service" },
] as const;

export const FOOTER_QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/explore", label: "Explore stays" },
  { to: "/about", label: "About us" },
  { to: "/ourteams", label: "Our team" },
  { to: "/contact", label: "Contact us" },
  { to: "/privacy-policy", label: "Privacy policy" },
] as const;

export const FOOTER_SERVICE_LINKS = [
  { to: "/services/home", label: "Book a Hotel" },
  { to: "/services/commercial", label: "Find a PG" },
  { to: "/services/rent", label: "Rent a Room" },
  { to: "/services/land", label: "Co-Living Spaces" },
  { to: "/services/hotel", label: "Hotel Stay Booking" },
] as const;

export const SOCIAL_LINKS = [
  { href: "https://www.facebook.com/gharstay", label: "Facebook" },
  { href: "https://www.instagram.com/gharstay", label: "Instagram" },
  { href: "https://x.com/gharstay", label: "X (Twitter)" },
  { href: "https://www.linkedin.com/company/gharstay", label: "LinkedIn" },
  { href: "https://www.youtube.com/@gharstay", label: "YouTube" },
] as const;

export const LAUNCH_YEAR = 2024;

const HELP_MESSAGE = "Hello I need your help ..";

export function whatsappLink(phone: string, text = HELP_MESSAGE): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}
