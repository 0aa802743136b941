import { formatDate } from "~/lib/format";

/** What an Admin can check about a listing before it earns 'Checked by GharStay', as the badge words each. */
export const LISTING_CHECKS = {
  "ownership-document": { label: "Ownership document", words: "ownership document" },
  "site-visit": { label: "Site visit", words: "site visit" },
  "owner-identity": { label: "Owner's identity", words: "owner's identity" },
  "photos-match": { label: "Photos match the place", words: "photos match the place" },
  "price-confirmed": { label: "Price confirmed with the owner", words: "price confirmed" },
} as const;

type ListingCheck = keyof typeof LISTING_CHECKS;
export const LISTING_CHECK_KEYS = Object.keys(LISTING_CHECKS) as [ListingCheck, ...ListingCheck[]];

/** A badge a listing page shows, with the one line that says what it means. */
export type TrustBadge = { label: string; meaning: string };

/** 'Checked by GharStay on 12 Nov 2026: ownership document, site visit'. */
export function checkedBadge(checkedOn: string, checks: readonly string[]): TrustBadge {
  const words = LISTING_CHECK_KEYS.filter((key) => checks.includes(key)).map((key) => LISTING_CHECKS[key].words);
  return {
    label: "Checked by GharStay",
    meaning: `Checked by GharStay on ${formatDate(`${checkedOn}T12:00:00+05:30`)}: ${words.join(", ")}`,
  };
}

export function phoneBadge(verifiedAt: Date | string): TrustBadge {
  return {
    label: "Phone verified",
    meaning: `Phone verified on ${formatDate(verifiedAt)}: the owner typed back a code sent by SMS to their mobile number`,
  };
}

export const EMAIL_BADGE_LABEL = "E-mail verified";

/** Accounts verified before the date was kept show the badge without one. */
export function emailBadge(verifiedAt: Date | string | null): TrustBadge {
  const when = verifiedAt ? ` on ${formatDate(verifiedAt)}` : "";
  return {
    label: EMAIL_BADGE_LABEL,
    meaning: `E-mail verified${when}: the owner followed a link sent to their e-mail address`,
  };
}
