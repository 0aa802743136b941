import { t } from "@lingui/core/macro";
import { data } from "react-router";
import {
  isVisitDecision,
  submitVisitDecision,
  VISIT_MESSAGES,
  visitOutcomeInit,
} from "~/features/visits/visit-requests.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/my-visit";

/**
 * POST /api/v1/me/visits/:id/{accept,decline,propose,cancel,accept-proposal}; propose takes JSON {date, time}.
 * The owner accepts, declines or proposes; the seeker accepts a proposal or cancels.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: t`Please log in.` }, { status: 401 });
  if (!isVisitDecision(params.decision)) return data({ error: VISIT_MESSAGES.notFound }, { status: 404 });
  const outcome = await submitVisitDecision(request, user, params.id, params.decision, true);
  if (outcome.ok) return { message: outcome.message, visit: { id: outcome.visitId } };
  return data({ error: outcome.message, errors: outcome.fieldErrors }, visitOutcomeInit(outcome));
}
