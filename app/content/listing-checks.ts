import { t } from "@lingui/core/macro";
import { formatDate } from "~/lib/format";

/** What an Admin can check about a listing before it earns 'Checked by GharStay', as the badge words each. */
export const LISTING_CHECKS = {
  "ownership-document": {
    get label() {
      return t`Ownership document`;
    },
    get words() {
      return t`ownership document`;
    },
  },
  "site-visit": {
    get label() {
      return t`Site visit`;
    },
    get words() {
      return t`site visit`;
    },
  },
  "owner-identity": {
    get label() {
      return t`Owner's identity`;
    },
    get words() {
      return t`owner's identity`;
    },
  },
  "photos-match": {
    get label() {
      return t`Photos match the place`;
    },
    get words() {
      return t`photos match the place`;
    },
  },
  "price-confirmed": {
    get label() {
      return t`Price confirmed with the owner`;
    },
    get words() {
      return t`price confirmed`;
    },
  },
} as const;

type ListingCheck = keyof typeof LISTING_CHECKS;
export const LISTING_CHECK_KEYS = Object.keys(LISTING_CHECKS) as [ListingCheck, ...ListingCheck[]];

/** A badge a listing page shows, with the one line that says what it means. */
export type TrustBadge = { label: string; meaning: string };

/** 'Checked by GharStay on 12 Nov 2026: ownership document, site visit'. */
export function checkedBadge(checkedOn: string, checks: readonly string[]): TrustBadge {
  const words = LISTING_CHECK_KEYS.filter((key) => checks.includes(key))
    .map((key) => LISTING_CHECKS[key].words)
    .join(", ");
  const date = formatDate(`${checkedOn}T12:00:00+05:30`);
  return { label: t`Checked by GharStay`, meaning: t`Checked by GharStay on ${date}: ${words}` };
}

export function phoneBadge(verifiedAt: Date | string): TrustBadge {
  const date = formatDate(verifiedAt);
  return {
    label: t`Phone verified`,
    meaning: t`Phone verified on ${date}: the owner typed back a code sent by SMS to their mobile number`,
  };
}

/** English, for pages that have not moved to a translated label yet; `emailBadge` gives the served language's. */
export const EMAIL_BADGE_LABEL = "E-mail verified";

/** Accounts verified before the date was kept show the badge without one. */
export function emailBadge(verifiedAt: Date | string | null): TrustBadge {
  const meaning = verifiedAt
    ? t`E-mail verified on ${formatDate(verifiedAt)}: the owner followed a link sent to their e-mail address`
    : t`E-mail verified: the owner followed a link sent to their e-mail address`;
  return { label: t`E-mail verified`, meaning };
}
