import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { Link } from "~/components/ui/links";
import { ReviewForm } from "~/features/reviews/review-views";
import { stayReviews, submitReview } from "~/features/reviews/reviews.server";
import { redirect } from "~/lib/redirect";
import { getCurrentUser, requireUser } from "~/lib/session.server";
import type { Route } from "./+types/booking-review";

/**
 * Who writes: the signed-in traveller or owner, or a guest who booked without an account, by the key of their booking's
 * link (`?key=`, as the invitation's link carries it). Anyone else is asked to log in.
 */
async function readerOf(request: Request) {
  const key = new URL(request.url).searchParams.get("key");
  return { user: key ? await getCurrentUser(request) : await requireUser(request), key };
}

/** `/booking/GS-7K3Q9D/review`: the guest reviews the stay, or the owner the guest, once it ended (ADR 040). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const state = await stayReviews(params.reference, await readerOf(request));
  if (!state) throw new Response(t`Booking not found.`, { status: 404 });
  return { state };
}

export async function action({ request, params }: Route.ActionArgs) {
  const reader = await readerOf(request);
  const outcome = await submitReview(params.reference, reader, request);
  if (outcome.ok) {
    const back = reader.key ? `?key=${encodeURIComponent(reader.key)}` : "";
    return redirect(`/booking/${params.reference}${back}#stay-reviews-heading`, 303);
  }
  const { status, message } = outcome;
  return data({ message, fieldErrors: outcome.fieldErrors ?? {}, values: outcome.values ?? {} }, { status });
}

export function meta() {
  return [{ title: t`Write a review | GharStay` }, { name: "robots", content: "noindex" }];
}

export default function BookingReview({ loaderData, actionData }: Route.ComponentProps) {
  const { state } = loaderData;
  const { listingName, guestName } = state;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">
        {state.side === "guest" ? <Trans>Review your stay at {listingName}</Trans> : <Trans>Review {guestName}</Trans>}
      </h1>
      <p className="mt-3 text-gray-800">
        <Trans>
          Neither of you sees the other's review until both have written one, or the 14 days after check-out have
          passed.
        </Trans>
      </p>
      {state.refusal === null ? (
        <ReviewForm
          state={state}
          errors={actionData?.fieldErrors}
          values={actionData?.values}
          message={actionData?.message}
        />
      ) : (
        <p className="mt-6 text-lg text-gray-900">{state.refusal}</p>
      )}
      <Link
        to={`/booking/${state.reference}${state.key ? `?key=${encodeURIComponent(state.key)}` : ""}`}
        className="mt-6 inline-block font-semibold text-brand-700 underline"
      >
        <Trans>Back to the booking</Trans>
      </Link>
    </div>
  );
}
