import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { submitVisitRequest, VISIT_MESSAGES, visitOutcomeInit } from "~/features/visits/visit-requests.server";
import { getCurrentUser } from "~/lib/session.server";
import type { Route } from "./+types/listing-visits";

/** POST /api/v1/listings/:id/visits with JSON {date, time, note?}: asks the owner for a visit. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const user = await getCurrentUser(request);
  if (!user) return data({ error: VISIT_MESSAGES.signIn }, { status: 401 });
  const outcome = await submitVisitRequest(request, user, params.id, true);
  if (outcome.ok) return data({ message: outcome.message, visit: { id: outcome.visitId } }, { status: 201 });
  return data({ error: outcome.message, errors: outcome.fieldErrors }, visitOutcomeInit(outcome));
}
