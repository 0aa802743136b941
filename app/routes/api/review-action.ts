import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { reportReview } from "~/features/reviews/review-moderation.server";
import { replyToReview, voteHelpful } from "~/features/reviews/reviews.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/review-action";

/**
 * POST /api/v1/reviews/:id/helpful (no body): 'Was this helpful?', once per account.
 * POST /api/v1/reviews/:id/reply, JSON {reply}: the listing owner's one public reply.
 * POST /api/v1/reviews/:id/report, JSON {reason, details?}: reports it to GharStay's team, once per account.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  const outcome =
    params.action === "helpful"
      ? await voteHelpful(params.id, user)
      : params.action === "reply"
        ? await replyToReview(params.id, user, request, { json: true })
        : params.action === "report"
          ? await reportReview(params.id, user, request, { json: true })
          : null;
  if (!outcome) return data({ error: t`Review not found.` }, { status: 404 });
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  return data({ message: outcome.message }, { status: "status" in outcome ? outcome.status : 200 });
}
