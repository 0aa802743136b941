import { Link } from "react-router";
import { VerifiedBadge } from "~/components/ui/verified-badge";
import type { ListingOwner } from "./listings.server";

const NOT_PROVIDED = "Not provided";

/** Name and role for everyone; e-mail and mobile only reach signed-in users (the loader leaves them out otherwise). */
export function SectionOwner({
  owner,
  signedIn,
  listingId,
  children,
}: {
  owner: ListingOwner | null;
  signedIn: boolean;
  listingId: string;
  /** Ways to reach the owner that other features add, such as WhatsApp and call. */
  children?: React.ReactNode;
}) {
  return (
    <aside aria-labelledby="listing-owner" className="rounded-lg border border-gray-200 bg-gray-50 p-5">
      <h2 id="listing-owner" className="text-lg font-semibold text-gray-900">
        Listing Owner
      </h2>
      {owner?.emailVerified ? (
        <div className="mt-2">
          <VerifiedBadge />
        </div>
      ) : null}
      {owner ? (
        <dl className="mt-3 space-y-2">
          <OwnerRow term="Name" value={owner.name} />
          <OwnerRow term="Role" value={owner.role} />
          {signedIn ? (
            <>
              <OwnerRow term="E-mail" value={owner.email} />
              <OwnerRow term="Mobile" value={owner.mobileNumber} />
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-3 text-gray-700">Owner details not available.</p>
      )}
      {children}
      {owner && !signedIn ? (
        <p className="mt-4 text-sm text-gray-700">
          <Link
            to={`/login?redirectTo=${encodeURIComponent(`/property/${listingId}`)}`}
            className="font-semibold text-brand-700 underline"
          >
            Log in
          </Link>{" "}
          to see the owner's e-mail and mobile number.
        </p>
      ) : null}
    </aside>
  );
}

function OwnerRow({ term, value }: { term: string; value: string | null }) {
  return (
    <div>
      <dt className="text-sm text-gray-600">{term}</dt>
      <dd className="font-medium break-words text-gray-900">{value?.trim() || NOT_PROVIDED}</dd>
    </div>
  );
}
