import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { Link } from "~/components/ui/links";
import { reportReview } from "~/features/reviews/review-moderation.server";
import { ReviewCard, ReviewReportForm } from "~/features/reviews/review-views";
import { shownReviewView } from "~/features/reviews/reviews.server";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/review-report";

/** `/reviews/:id/report`: 'Report this review', for anyone signed in, the listing's owner too (ADR 050). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const shown = await shownReviewView(params.id);
  if (!shown) throw new Response(t`Review not found.`, { status: 404 });
  return shown;
}

export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await reportReview(params.id, await requireUser(request), request);
  const headers =
    !outcome.ok && outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
  return data({ ok: outcome.ok, message: outcome.message }, { status: outcome.status, headers });
}

export function meta() {
  return [{ title: t`Report this review | GharStay` }, { name: "robots", content: "noindex" }];
}

export default function ReviewReport({ loaderData, actionData }: Route.ComponentProps) {
  const { review, listingId, listingName } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Report this review</Trans>
      </h1>
      <p className="mt-3 text-gray-800">
        <Trans>
          GharStay's team reads every report. A review is removed only when it breaks a rule, never for being negative.
        </Trans>
      </p>
      <ul className="mt-4">
        <ReviewCard review={review} />
      </ul>
      <ReviewReportForm reviewId={review.id} outcome={actionData} />
      <Link to={`/property/${listingId}/reviews`} className="mt-6 inline-block font-semibold text-brand-700 underline">
        <Trans>Back to the reviews of {listingName}</Trans>
      </Link>
    </div>
  );
}
