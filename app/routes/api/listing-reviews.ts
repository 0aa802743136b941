import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { isPublicListing } from "~/features/listings/listing-visibility";
import { listingForView } from "~/features/listings/listings.server";
import { isReviewSort, listingReviews, ratingSummary } from "~/features/reviews/reviews.server";
import { pageFrom } from "~/lib/pagination";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/listing-reviews";

/** GET /api/v1/listings/:id/reviews?sort=newest|helpful&page=N: the summary and a page of shown guest reviews. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const view = await listingForView(params.id, await getCurrentUser(request));
  if (!view || !isPublicListing(view.listing)) return data({ error: t`Listing not found.` }, { status: 404 });
  const query = new URL(request.url).searchParams;
  const sortParam = query.get("sort");
  if (sortParam !== null && !isReviewSort(sortParam)) {
    return data({ error: t`Sort by newest or helpful.` }, { status: 400 });
  }
  const sort = sortParam ?? "newest";
  const page = pageFrom(query);
  const [summary, reviews] = await Promise.all([ratingSummary(params.id), listingReviews(params.id, { sort, page })]);
  return { summary, reviews, sort, page };
}
