import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { TrustBadges } from "~/components/ui/trust-badges";
import { label } from "~/content/labels";
import { checkedBadge, emailBadge, phoneBadge, type TrustBadge } from "~/content/listing-checks";
import { localePath } from "~/lib/i18n";
import type { ListingOwner } from "./listings.server";

/** The owner's badges (e-mail, phone) and the listing's own (checked by an Admin), in that order. */
function badgesOf(owner: ListingOwner | null, check: ListingCheckView | null): TrustBadge[] {
  return [
    owner?.emailVerified ? emailBadge(owner.emailVerifiedAt) : null,
    owner?.phoneVerifiedAt ? phoneBadge(owner.phoneVerifiedAt) : null,
    check ? checkedBadge(check.checkedOn, check.checks) : null,
  ].filter((badge) => badge !== null);
}

type ListingCheckView = { checks: string[]; checkedOn: string };

/** Name and role for everyone; e-mail and mobile only reach signed-in users (the loader leaves them out otherwise). */
export function SectionOwner({
  owner,
  check,
  signedIn,
  listingId,
  children,
}: {
  owner: ListingOwner | null;
  /** What an Admin checked about the listing ('Checked by GharStay'), if anything. */
  check: ListingCheckView | null;
  signedIn: boolean;
  listingId: string;
  /** Ways to reach the owner that other features add, such as WhatsApp and call. */
  children?: React.ReactNode;
}) {
  const { t } = useLingui();
  return (
    <aside aria-labelledby="listing-owner" className="rounded-lg border border-gray-200 bg-gray-50 p-5">
      <h2 id="listing-owner" className="text-lg font-semibold text-gray-900">
        <Trans>Listing Owner</Trans>
      </h2>
      <TrustBadges badges={badgesOf(owner, check)} />
      {owner ? (
        <dl className="mt-3 space-y-2">
          <OwnerRow term={t`Name`} value={owner.name} />
          <OwnerRow term={t`Role`} value={owner.role && label(owner.role)} />
          {signedIn ? (
            <>
              <OwnerRow term={t`E-mail`} value={owner.email} />
              <OwnerRow term={t`Mobile`} value={owner.mobileNumber} />
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-3 text-gray-700">
          <Trans>Owner details not available.</Trans>
        </p>
      )}
      {children}
      {owner && !signedIn ? (
        <p className="mt-4 text-sm text-gray-700">
          <Trans>
            <Link
              to={`/login?redirectTo=${encodeURIComponent(localePath(`/property/${listingId}`))}`}
              className="font-semibold text-brand-700 underline"
            >
              Log in
            </Link>{" "}
            to see the owner's e-mail and mobile number.
          </Trans>
        </p>
      ) : null}
    </aside>
  );
}

function OwnerRow({ term, value }: { term: string; value: string | null }) {
  const { t } = useLingui();
  return (
    <div>
      <dt className="text-sm text-gray-600">{term}</dt>
      <dd className="font-medium break-words text-gray-900">{value?.trim() || t`Not provided`}</dd>
    </div>
  );
}
