import { Trans } from "@lingui/react/macro";
import { FormMessage } from "~/components/ui/field";
import { Link } from "~/components/ui/links";

/** What a listing page's forms for visitors (report, visit) need to know to show themselves or not. */
export type ListingFormPlace = { listingId: string; status: string; signedIn: boolean; isOwner: boolean };

/** What a listing page's form action answers: its message and, when refused, a message per field. */
export type ListingFormAnswer = { ok: boolean; message: string; fieldErrors?: Partial<Record<string, string>> };

/**
 * The page a listing page's form answers with when it was posted without JavaScript (with it, the
 * answer shows inside the form): the heading, the answer and the way back to the listing.
 */
export function ListingFormAnswer({
  title,
  listingId,
  answer,
}: {
  title: string;
  listingId: string;
  answer: ListingFormAnswer | undefined;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      {answer ? (
        <div className="mt-4">
          <FormMessage tone={answer.ok ? "success" : "error"}>
            {[answer.message, ...Object.values(answer.fieldErrors ?? {})].join(" ")}
          </FormMessage>
        </div>
      ) : null}
      <Link to={`/property/${listingId}`} className="mt-6 inline-block font-semibold text-brand-700 underline">
        <Trans>Back to the listing</Trans>
      </Link>
    </div>
  );
}
