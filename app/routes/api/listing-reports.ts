import { t } from "@lingui/core/macro";
import { data } from "react-router";
import { reportOutcomeInit, submitReport } from "~/features/reports/reports.server";
import type { Route } from "./+types/listing-reports";

/**
 * POST /api/v1/listings/:id/reports with JSON {reason, details}: 'Report this listing' for the apps, with
 * the same rules and messages. Signed-in users only; one open report per user per listing.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: t`Method not allowed.` }, { status: 405 });
  const outcome = await submitReport(request, params.id, true);
  if (outcome.ok) return data({ message: outcome.message }, reportOutcomeInit(outcome));
  return data({ error: outcome.message, fieldErrors: outcome.fieldErrors }, reportOutcomeInit(outcome));
}

export function loader() {
  return data({ error: t`Use POST.` }, { status: 405 });
}
