import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "~/components/ui/links";
import { Pagination } from "~/components/ui/pagination";
import { listingName } from "~/features/listings/listing-text";
import { isPublicListing } from "~/features/listings/listing-visibility";
import { listingForView } from "~/features/listings/listings.server";
import { HelpfulForm, RatingSummaryLine, ReportReviewLink, ReviewCard } from "~/features/reviews/review-views";
import {
  isReviewSort,
  listingReviews,
  REVIEWS_PER_PAGE,
  ratingSummary,
  votedBy,
} from "~/features/reviews/reviews.server";
import { pageCountOf, pageFrom } from "~/lib/pagination";
import { visitorsWithoutReact } from "~/lib/route-handle";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/property-reviews";

export const handle = visitorsWithoutReact;

/** `/property/:id/reviews?sort=helpful&page=2`: all of a listing's shown reviews, newest or most helpful first. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getCurrentUser(request);
  const view = await listingForView(params.id, viewer);
  if (!view || !isPublicListing(view.listing)) throw new Response(t`Listing not found.`, { status: 404 });
  const query = new URL(request.url).searchParams;
  const sortParam = query.get("sort");
  const sort = isReviewSort(sortParam) ? sortParam : "newest";
  const summary = await ratingSummary(params.id);
  const pageCount = Math.max(1, pageCountOf(summary.count, REVIEWS_PER_PAGE));
  const page = Math.min(pageFrom(query), pageCount);
  const reviews = await listingReviews(params.id, { sort, page });
  return {
    listingId: params.id,
    name: listingName(view.listing.projectBuildingName),
    summary,
    reviews,
    sort,
    page,
    pageCount,
    signedIn: viewer !== null,
    voted: await votedBy(
      viewer?.id,
      reviews.map((review) => review.id),
    ),
  };
}

export function meta({ data }: Route.MetaArgs) {
  const name = data?.name ?? "";
  return [{ title: t`Reviews of ${name} | GharStay` }];
}

const sortClass = (active: boolean) =>
  `rounded-md border px-3 py-1.5 font-medium ${active ? "border-brand-700 bg-brand-50 text-brand-800" : "border-gray-400 text-gray-900 hover:bg-gray-100"}`;

export default function PropertyReviews({ loaderData }: Route.ComponentProps) {
  const { listingId, name, summary, reviews, sort, page, pageCount, signedIn, voted } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link to={`/property/${listingId}`} className="font-semibold text-brand-700 hover:underline">
        ← {name}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">
        <Trans>Reviews of {name}</Trans>
      </h1>
      <div className="mt-4">
        <RatingSummaryLine summary={summary} />
      </div>
      {summary.count === 0 ? (
        <p className="mt-4 text-gray-800">
          <Trans>No reviews yet. Only guests who stayed here through GharStay can review it.</Trans>
        </p>
      ) : (
        <>
          <nav aria-label={t`Order of reviews`} className="mt-6 flex flex-wrap gap-3">
            <Link
              to={`/property/${listingId}/reviews`}
              className={sortClass(sort === "newest")}
              aria-current={sort === "newest" ? "page" : undefined}
            >
              <Trans>Newest first</Trans>
            </Link>
            <Link
              to={`/property/${listingId}/reviews?sort=helpful`}
              className={sortClass(sort === "helpful")}
              aria-current={sort === "helpful" ? "page" : undefined}
            >
              <Trans>Most helpful first</Trans>
            </Link>
          </nav>
          <ul className="mt-6 space-y-4">
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review}>
                <HelpfulForm
                  review={review}
                  voted={voted.includes(review.id)}
                  loginTo={signedIn ? undefined : `/property/${listingId}/reviews`}
                />
                <ReportReviewLink reviewId={review.id} />
              </ReviewCard>
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} label={t`Pages of reviews`} />
        </>
      )}
    </div>
  );
}
