import { t } from "@lingui/core/macro";
export type TeamMember = { name: string; role: string; bio: string };

export const TEAM_MEMBERS: TeamMember[] = [
  {
    name: "Anand Mishra",
    get role() {
      return t`Chairman`;
    },
    get bio() {
      return t`Three decades in real estate across Uttar Pradesh; founded GharStay to make finding a home as simple as booking a ticket.`;
    },
  },
  {
    name: "Priya Srivastava",
    get role() {
      return t`Chief Executive Officer`;
    },
    get bio() {
      return t`Leads strategy and partnerships, and grew our network of verified hotels and PGs across five cities.`;
    },
  },
  {
    name: "Karan Malhotra",
    get role() {
      return t`Head of Technology`;
    },
    get bio() {
      return t`Builds the platform that keeps every listing checked, fast to search and safe to use.`;
    },
  },
  {
    name: "Neha Gupta",
    get role() {
      return t`Head of Operations`;
    },
    get bio() {
      return t`Runs the teams that visit, verify and photograph properties before they go live.`;
    },
  },
  {
    name: "Imran Qureshi",
    get role() {
      return t`City Lead, Noida & Gurugram`;
    },
    get bio() {
      return t`Helps students and professionals in the NCR find PGs and co-living homes near their campus or office.`;
    },
  },
  {
    name: "Shalini Tripathi",
    get role() {
      return t`Customer Success`;
    },
    get bio() {
      return t`Answers every enquiry from our contact form and WhatsApp line, usually within a working day.`;
    },
  },
];

export const CHAIRMAN_MESSAGE = {
  name: "Anand Mishra",
  get title() {
    return t`Chairman, GharStay`;
  },
  get paragraphs() {
    return [
      t`When we started GharStay in 2024, finding a clean PG near a college in Lucknow or a fairly priced hotel room in Varanasi meant phone calls, brokers and guesswork. We set out to change that.`,
      t`Every listing you see on GharStay is checked by our team before it goes live. We show real photos, honest prices in rupees and the owner's details, so you can decide with confidence.`,
      t`We are growing city by city — Lucknow, Noida, Gurugram, Kanpur and Varanasi today, Mathura next. Thank you for trusting us with something as personal as your home.`,
    ];
  },
} as const;
