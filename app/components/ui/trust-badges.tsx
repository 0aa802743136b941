import { useLingui } from "@lingui/react/macro";
import type { TrustBadge } from "~/content/listing-checks";
import { VerifiedBadge } from "./verified-badge";

/** The marks a listing and its owner earned, each with the one line that says what was checked and when. */
export function TrustBadges({ badges }: { badges: TrustBadge[] }) {
  const { t } = useLingui();
  if (badges.length === 0) return null;
  return (
    <ul aria-label={t`Badges`} className="mt-2 space-y-2">
      {badges.map((badge) => (
        <li key={badge.label}>
          <VerifiedBadge label={badge.label} />
          <p className="mt-1 text-sm text-gray-700">{badge.meaning}</p>
        </li>
      ))}
    </ul>
  );
}
