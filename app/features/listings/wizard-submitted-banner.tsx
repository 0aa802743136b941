import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { Link } from "~/components/ui/links";
import { SUBMIT_MESSAGES } from "./submit-messages";

const SUBMITTED_PARAM = "submitted";
const LISTING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where the wizard goes after a new listing: the home page, as the specification says, naming the listing. */
export function submittedListingPath(listingId: string | undefined): string {
  return listingId ? `/?${SUBMITTED_PARAM}=${listingId}` : "/";
}

/**
 * The home page's confirmation for the owner who has just submitted, with the way to the pending
 * listing. Only for a signed-in visitor: their page is rendered for them, while the anonymous home
 * page comes from the page cache, which ignores the query (so server and browser render it alike).
 */
export function SubmittedBanner({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const { t } = useLingui();
  const id = params.get(SUBMITTED_PARAM);
  if (!signedIn || !id || !LISTING_ID.test(id)) return null;
  return (
    <section role="status" aria-label={t`Listing submitted`} className="mx-auto my-4 max-w-5xl px-4">
      <div className="rounded-md border border-green-700 bg-green-50 px-4 py-3 text-green-900">
        <p className="font-semibold">{SUBMIT_MESSAGES.submitted}</p>
        <p className="mt-1">
          <Trans>It shows to others once our team approves it; until then only you can see it.</Trans>
        </p>
        <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <Link to={`/property/${id}`} className="font-semibold text-green-900 underline">
            <Trans>View your listing</Trans>
          </Link>
          <Link to="/profile" className="font-semibold text-green-900 underline">
            <Trans>See all your listings</Trans>
          </Link>
        </p>
      </div>
    </section>
  );
}
