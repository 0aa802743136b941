import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { RefusedPost } from "~/components/ui/refused-post";
import { replyToReview, voteHelpful } from "~/features/reviews/reviews.server";
import { redirect } from "~/lib/redirect";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/review-action";

/**
 * `/reviews/:id/helpful` and `/reviews/:id/reply`, posted from a listing's reviews without JavaScript: the vote goes
 * back to the reviews page, the owner's reply to the listing's reviews section.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (params.action === "helpful") {
    const outcome = await voteHelpful(params.id, user);
    if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
    return redirect(`/property/${outcome.listingId}/reviews`, 303);
  }
  if (params.action === "reply") {
    const outcome = await replyToReview(params.id, user, request);
    if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
    return redirect(`/property/${outcome.listingId}#reviews`, 303);
  }
  return data({ message: t`Review not found.` }, { status: 404 });
}

export function meta() {
  return [{ title: t`Reviews | GharStay` }, { name: "robots", content: "noindex" }];
}

/** Shown only when a vote or a reply was refused. */
export default function ReviewAction({ actionData }: Route.ComponentProps) {
  return <RefusedPost heading={<Trans>Reviews</Trans>} message={actionData?.message} />;
}
