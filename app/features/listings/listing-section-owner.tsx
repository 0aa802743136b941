import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { TrustBadges } from "~/components/ui/trust-badges";
import { label } from "~/content/labels";
import { checkedBadge, emailBadge, phoneBadge, type TrustBadge } from "~/content/listing-checks";
import type { OwnerContactChoice } from "~/content/listing-options";
import { localePath } from "~/lib/i18n";
import type { ListingOwner } from "./listing-records.server";

/** The owner's badges (e-mail, phone) and the listing's own (checked by an Admin), in that order. */
function badgesOf(owner: ListingOwner | null, check: ListingCheckView | null): TrustBadge[] {
  return [
    owner?.emailVerified ? emailBadge(owner.emailVerifiedAt) : null,
    owner?.phoneVerifiedAt ? phoneBadge(owner.phoneVerifiedAt) : null,
    check ? checkedBadge(check.checkedOn, check.checks) : null,
  ].filter((badge) => badge !== null);
}

type ListingCheckView = { checks: string[]; checkedOn: string };

/**
 * Name and role for everyone; e-mail and mobile only once the loader put them in (the owner, an Admin, or a verified
 * user who asked for them: ADR 033), never in a visitor's page.
 */
export function SectionOwner({
  owner,
  check,
  signedIn,
  listingId,
  ownerContact,
  children,
}: {
  owner: ListingOwner | null;
  /** What an Admin checked about the listing ('Checked by GharStay'), if anything. */
  check: ListingCheckView | null;
  signedIn: boolean;
  listingId: string;
  ownerContact: OwnerContactChoice;
  /** Ways to reach the owner that other features add: 'Show number', then WhatsApp and call. */
  children?: React.ReactNode;
}) {
  const contactShown = owner?.email != null;
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
          {contactShown ? (
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
      {owner && !contactShown && ownerContact === "enquiries" ? (
        <p className="mt-4 text-sm text-gray-700">
          <Trans>This owner takes enquiries only. Use Contact owner to write to them.</Trans>
        </p>
      ) : null}
      {owner && !signedIn && ownerContact === "verified" ? (
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
