import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import { FormMessage } from "~/components/ui/field";
import { Link } from "~/components/ui/links";
import {
  isVisitDecision,
  submitVisitDecision,
  VISIT_MESSAGES,
  visitOutcomeInit,
} from "~/features/visits/visit-requests.server";
import type { VisitFormResult } from "~/features/visits/visit-schema";
import { redirect } from "~/lib/redirect";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/profile-visit";

const VISITS_TAB = "/profile?tab=visits";

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (!isVisitDecision(params.decision)) {
    return data<VisitFormResult>({ ok: false, message: VISIT_MESSAGES.notFound }, { status: 404 });
  }
  const outcome = await submitVisitDecision(request, user, params.id, params.decision, false);
  if (outcome.ok) return redirect(VISITS_TAB);
  return data<VisitFormResult>(
    { ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors },
    visitOutcomeInit(outcome),
  );
}

export function meta() {
  return [{ title: t`Visits | GharStay` }, { name: "robots", content: "noindex" }];
}

/** Shown only when a decision was posted without JavaScript and refused. */
export default function ProfileVisit({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">
        <Trans>Visits</Trans>
      </h1>
      {actionData ? (
        <div className="mt-4">
          <FormMessage tone="error">
            {[actionData.message, ...Object.values(actionData.fieldErrors ?? {})].join(" ")}
          </FormMessage>
        </div>
      ) : null}
      <Link to={VISITS_TAB} className="mt-6 inline-block font-semibold text-brand-700 underline">
        <Trans>Back to your visits</Trans>
      </Link>
    </div>
  );
}
