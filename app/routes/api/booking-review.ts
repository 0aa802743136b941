import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { stayReviews, submitReview } from "~/features/reviews/reviews.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/booking-review";

/** The signed-in traveller or owner, or a guest without an account by their booking link's key (`?key=`). */
async function readerOf(request: Request) {
  return { user: await getCurrentUser(request), key: new URL(request.url).searchParams.get("key") };
}

/** GET /api/v1/bookings/:reference/review: what this side of the stay may write and sees (the blind rule applies). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const reader = await readerOf(request);
  if (!reader.user && !reader.key) return data({ error: t`Please log in.` }, { status: 401 });
  const state = await stayReviews(params.reference, reader);
  if (!state) return data({ error: t`Booking not found.` }, { status: 404 });
  return state;
}

/**
 * POST /api/v1/bookings/:reference/review, JSON {rating, body, <category>: 1–5 …}: the guest's review of an ended
 * stay, or the owner's of the guest; 201 with the review, or the reason it cannot be written.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const outcome = await submitReview(params.reference, await readerOf(request), request, { json: true });
  if (!outcome.ok)
    return data({ error: outcome.message, fieldErrors: outcome.fieldErrors }, { status: outcome.status });
  return data({ message: outcome.message, review: outcome.review }, { status: 201 });
}
